'use client';

import type { ReactElement } from 'react';
import { Header, MinicartDialog } from 'crema';

/** The header's cart button opens the mini cart. */
const cartDialog = (trigger: ReactElement) => <MinicartDialog trigger={trigger} />;

/**
 * Crema's Header with its cart dialog. The one client module of the app's own, and only because the header's
 * `cartDialog` slot is a function: a server component's props are sent to the browser as data, and a function is not
 * data, so a server component cannot pass it (Next refuses at render). Everything else the header shows comes from
 * the server layout through HeaderProvider (the navigation) and StorefrontProvider (the site, its texts).
 */
export function ShopHeader() {
  return <Header cartDialog={cartDialog} />;
}
