import { homeHead, homeSchema } from '../../pages/home';
import { HomePage } from '../../pages/HomePage';
import { definePageModule } from '../route';

export default definePageModule({ schema: homeSchema, Page: HomePage, head: homeHead });
