import { storeFinderHead, storeFinderPageSchema } from '../../pages/storeFinder';
import { StoreFinderPage } from '../../pages/StoreFinderPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: storeFinderPageSchema, Page: StoreFinderPage, head: storeFinderHead });
