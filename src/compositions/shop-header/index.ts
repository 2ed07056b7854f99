/** The shop's header: the header's slots filled with navigation, search, mini cart, promotions and the app banner. */
export { ShopHeader, type ShopHeaderProps } from './ShopHeader';
