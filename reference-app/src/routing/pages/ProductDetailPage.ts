import { productHead, productSchema } from '../../pages/product';
import { ProductDetailPage } from '../../pages/ProductDetailPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: productSchema, Page: ProductDetailPage, head: productHead });
