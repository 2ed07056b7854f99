import { noPageDataSchema } from '../pageData';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: noPageDataSchema, Page: NotFoundPage });
