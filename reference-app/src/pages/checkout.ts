import { cartPageSchema, loadCart, type CartPageData } from './cart';
import { titledBy } from '../routing/head';

/** The checkout page's data: the order summary is the visitor's cart, as the cart page reads it. */
export const checkoutSchema = cartPageSchema;
export type CheckoutData = CartPageData;

/** The checkout page's title: its heading ("Kasse"). */
export const checkoutHead = titledBy('checkout.title');

/** The same cart read as the cart page's: a failing cart call is the error page (503). */
export const loadCheckout = loadCart;
