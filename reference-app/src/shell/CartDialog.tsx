import { lazy, Suspense, type ReactElement } from 'react';

/** The mini cart's dialog and its lines load with the first interactive render, not with the page's own script. */
const MinicartDialog = lazy(() =>
  import('../../../src/features/minicart').then((m) => ({ default: m.MinicartDialog })),
);

/**
 * The header's cart dialog (its `cartDialog` slot): the mini cart, opened by the cart button. Until its chunk is in,
 * the button shows as it will (a click then does nothing yet; the cart page link was the server's).
 */
export function CartDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <Suspense fallback={trigger}>
      <MinicartDialog trigger={trigger} />
    </Suspense>
  );
}

/** The slot's function form, for `<Header cartDialog={cartDialog} />`. */
export const cartDialog = (trigger: ReactElement) => <CartDialog trigger={trigger} />;
