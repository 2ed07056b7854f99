import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

/** The mini cart's dialog and its lines load with the first interactive render, not with the page's own script. */
const MinicartDialog = lazy(() =>
  import('../../../src/features/minicart').then((m) => ({ default: m.MinicartDialog })),
);

/** The header's cart button (a Button element; its own onClick, if any, still runs). */
type Trigger = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * The header's cart dialog (its `cartDialog` slot): the mini cart, opened by the cart button. Until its chunk is in,
 * the button shows as it will; a click in that time is kept, and the mini cart opens as soon as it has arrived, so a
 * shopper's early click is not lost (before hydration the button is the server's link to the cart page).
 */
export function CartDialog({ trigger }: { trigger: Trigger }) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const early = cloneElement(trigger, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      setOpenWhenLoaded(true);
    },
  });
  return (
    <Suspense fallback={early}>
      <MinicartDialog trigger={trigger} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}

/** The slot's function form, for `<Header cartDialog={cartDialog} />`. */
export const cartDialog = (trigger: ReactElement) => <CartDialog trigger={trigger as Trigger} />;
