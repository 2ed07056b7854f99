import { searchHead, searchResultsSchema } from '../../pages/search';
import { SearchResultsPage } from '../../pages/SearchResultsPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: searchResultsSchema, Page: SearchResultsPage, head: searchHead });
