/**
 * The header feature: the header in its three layouts (new, old, reduced), its state (flyouts, platform, hiding, cart
 * count, navigation), and the consent loader.
 */
export { Header, type HeaderProps, type HeaderSlots } from './Header';
export type { CartDialogSlot } from './HeaderIcons';
export { HeaderProvider, useHeader, useHeaderStore } from './HeaderProvider';
export {
  createHeaderStore,
  startHeader,
  type Header as HeaderStoreState,
  type HeaderActions,
  type HeaderInit,
  type HeaderState,
  type HeaderStore,
  type NavigationState,
} from './store';
export { headerNavigationSchema, loadHeaderNavigation, type HeaderNavigation } from './navigation';
export { isReducedHeader } from '../../kernel/reduced';
export type { FlyoutState, FlyoutTarget } from './flyout';
export { headerLinks, reducedHeaderCookies, cartCountSources, type CartCountSource } from './constants';
export { goBack } from './ReducedHeader';
export { ConsentLoader, type ConsentLoaderProps } from './consent';
