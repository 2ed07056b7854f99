import { contentHead, contentPageDataSchema } from '../../pages/content';
import { ContentPage } from '../../pages/ContentPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: contentPageDataSchema, Page: ContentPage, head: contentHead });
