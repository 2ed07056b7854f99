import { basketHead, basketSchema } from '../../pages/cart';
import { BasketPage } from '../../pages/basket';
import { definePageModule } from '../route';

export default definePageModule({ schema: basketSchema, Page: BasketPage, head: basketHead });
