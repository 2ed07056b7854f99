import { noPageDataSchema } from '../pageData';
import { notFoundHead } from '../../pages/status';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: noPageDataSchema, Page: NotFoundPage, head: notFoundHead });
