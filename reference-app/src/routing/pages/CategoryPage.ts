import { categoryHead, categorySchema } from '../../pages/category';
import { CategoryPage } from '../../pages/CategoryPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: categorySchema, Page: CategoryPage, head: categoryHead });
