'use client';

import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

/** The mini cart's dialog and its lines load with the first interactive render, not with the page's own script. */
const MinicartDialog = lazy(() => import('./Minicart').then((m) => ({ default: m.MinicartDialog })));

/** The header's cart button (a Button element; its own onClick, if any, still runs). */
type Trigger = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * The header's cart dialog when its `cartDialog` slot is `"minicart"`: the mini cart, opened by the cart button, its
 * module loaded lazily (not in the page's first-load script). Until its chunk is in, the button shows as it will; a
 * click in that time is kept, and the mini cart opens as soon as it has arrived, so a shopper's early click is not
 * lost (before hydration the button is the server's link to the cart page). Needs a MinicartProvider above.
 */
export function LazyMinicartDialog({ trigger }: { trigger: ReactElement }) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const button = trigger as Trigger;
  const early = cloneElement(button, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      button.props.onClick?.(event);
      setOpenWhenLoaded(true);
    },
  });
  return (
    <Suspense fallback={early}>
      <MinicartDialog trigger={trigger} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
