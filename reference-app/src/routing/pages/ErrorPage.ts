import { noPageDataSchema } from '../pageData';
import { errorHead } from '../../pages/status';
import { ErrorPage } from '../../pages/ErrorPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: noPageDataSchema, Page: ErrorPage, head: errorHead });
