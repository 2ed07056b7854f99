import { checkoutHead, checkoutSchema } from '../../pages/checkout';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: checkoutSchema, Page: CheckoutPage, head: checkoutHead });
