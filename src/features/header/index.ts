/**
 * The header feature: the header in its three layouts (new, old, reduced), its state (flyouts, platform, hiding; it is
 * the page's flyout host), and the consent loader. The navigation's state is the navigation's (NavigationProvider).
 * The cart count it shows is given (`cartCount`, from the mini cart).
 */
export { Header, type HeaderProps, type HeaderSlots } from './Header';
export type { CartDialogSlot } from './HeaderIcons';
export { headerIconClassNames } from './iconClassNames';
export { HeaderProvider, useHeader, useHeaderStore } from './HeaderProvider';
export {
  createHeaderStore,
  startHeader,
  type Header as HeaderStoreState,
  type HeaderActions,
  type HeaderInit,
  type HeaderState,
  type HeaderStore,
} from './store';
export { isReducedHeader } from '../../kernel/reduced';
export type { FlyoutState, FlyoutTarget } from '../../kernel/flyouts';
export { headerLinks, reducedHeaderCookies } from './constants';
export { goBack } from './ReducedHeader';
export { ConsentLoader, type ConsentLoaderProps } from './consent';
