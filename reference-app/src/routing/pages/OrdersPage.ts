import { ordersHead, ordersPageSchema } from '../../pages/account';
import { OrdersPage } from '../../pages/OrdersPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: ordersPageSchema, Page: OrdersPage, head: ordersHead });
