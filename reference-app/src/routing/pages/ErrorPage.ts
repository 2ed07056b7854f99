import { noPageDataSchema } from '../pageData';
import { ErrorPage } from '../../pages/ErrorPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: noPageDataSchema, Page: ErrorPage });
