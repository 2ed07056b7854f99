'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { Icon, type IconName } from '../../primitives/Icon';
import { useHydrated } from '../../primitives/internal/useHydrated';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useVisitor } from '../../kernel/visitor';
import { CART_BADGE_CAP_STYLE, headerLinks } from './constants';
import * as styles from './Header.css';
import { useHeader } from './HeaderProvider';
import { useHeaderMessages } from './messages';
import { trackNavigationClick } from '../../platform/tracking';

/** A header icon link: the glyph, and its label (always read; shown where the layout has room). */
function IconLink({
  icon,
  label,
  href,
  target,
  children,
  ...rest
}: { icon: IconName; label: string; href: string; target: string } & ComponentPropsWithoutRef<'a'>) {
  return (
    <a className={styles.iconLink} href={href} onClick={() => trackNavigationClick('icon', target)} {...rest}>
      <Icon name={icon} size="medium" />
      <span className={styles.iconLabel}>{label}</span>
      {children}
    </a>
  );
}

/** The store finder icon links to /service/storefinder/search. */
export function StoreFinderLink() {
  const { t } = useHeaderMessages();
  return (
    <IconLink icon="store" href={headerLinks.storeFinder} target="storeFinder" label={t('header.icons.storeFinder')} />
  );
}

/**
 * "LOGGED_IN and REMEMBERED both count as signed in, and the user icon (and its label) changes to the logged-in
 * variant"; logged out it is the sign-in variant. Both link to /usermenu. Signed in, the label greets the customer by
 * first name where the layout shows labels; the link's name always says it is the account.
 */
export function UserLink() {
  const { t } = useHeaderMessages();
  const signedIn = useVisitor((v) => v.loggedInOrRemembered);
  const firstName = useVisitor((v) => v.firstName);
  if (!signedIn)
    return (
      <IconLink
        icon="user"
        href={headerLinks.user}
        target="user"
        label={t('header.icons.user')}
        data-visitor="signed-out"
      />
    );
  return (
    <IconLink
      icon="user-signed-in"
      href={headerLinks.user}
      target="user"
      label={firstName ? t('header.icons.greeting', { name: firstName }) : t('header.icons.userLoggedIn')}
      data-visitor="signed-in"
    >
      {firstName && <VisuallyHidden>{t('header.icons.userLoggedIn')}</VisuallyHidden>}
    </IconLink>
  );
}

/**
 * The dialog the cart button opens once the page is interactive: a function wrapping the cart button in a dialog,
 * `(trigger) => <LazyMinicartDialog trigger={trigger} />` (the shop's header passes the mini cart). The trigger takes
 * the props and ref it is given (`asChild`).
 */
export type CartDialogSlot = (trigger: ReactElement) => ReactNode;

/**
 * Cart count (`count`, given: null while unknown, then no badge and a name without a count): the badge shows the count,
 * is hidden at 0 and shows '9+' above 9 (the Badge primitive's suffix cap). The cart's name says the count
 * ("Warenkorb, 3 Artikel"); the badge itself is not read twice.
 *
 * It is a link to the cart page, and stays one on the server, while hydrating and without a `dialog`: the cart page
 * works without script. With a `dialog` (the mini cart), once hydrated it is a button that opens it.
 */
export function CartLink({ dialog, count = null }: { dialog?: CartDialogSlot; count?: number | null }) {
  const { t } = useHeaderMessages();
  const hydrated = useHydrated();
  const name = count === null ? t('header.icons.cart') : t('header.cart.badgeLabel', { count });
  const label = t('header.icons.cart');
  return (
    <span className={styles.cartItem}>
      {dialog && hydrated ? (
        dialog(<CartButton label={label} aria-label={name} data-cart-count={count ?? undefined} />)
      ) : (
        <IconLink
          icon="cart"
          href={headerLinks.cart}
          target="cart"
          label={label}
          aria-label={name}
          data-cart-count={count ?? undefined}
        />
      )}
      {/* Beside the link, not in it: the link's visible text stays its label (WCAG 2.5.3), its name says the count. */}
      <Badge className={styles.cartBadge} count={count ?? 0} capStyle={CART_BADGE_CAP_STYLE} aria-hidden="true" />
    </span>
  );
}

/** The cart icon as a button (the dialog's trigger): the link's look, glyph and label. */
const CartButton = forwardRef<HTMLButtonElement, { label: string } & ComponentPropsWithoutRef<'button'>>(
  function CartButton({ label, onClick, ...rest }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className={styles.iconLink}
        onClick={(event) => {
          trackNavigationClick('icon', 'cart');
          onClick?.(event);
        }}
        {...rest}
      >
        <Icon name="cart" size="medium" />
        <span className={styles.iconLabel}>{label}</span>
      </button>
    );
  },
);

/** The old header's search icon: opens and closes the search flyout (the flyout state "search box"). */
export const SearchToggle = forwardRef<HTMLButtonElement, { id?: string; controls: string }>(function SearchToggle(
  { id, controls },
  ref,
) {
  const { t } = useHeaderMessages();
  const open = useHeader((h) => h.flyout.kind === 'search');
  const toggle = useHeader((h) => h.toggleFlyout);
  return (
    <button
      ref={ref}
      id={id}
      type="button"
      className={styles.iconLink}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => {
        trackNavigationClick('icon', 'search');
        toggle({ kind: 'search' });
      }}
    >
      <Icon name={open ? 'close' : 'search'} size="medium" />
      <span className={styles.iconLabel}>{t(open ? 'header.icons.searchClose' : 'header.icons.search')}</span>
    </button>
  );
});
