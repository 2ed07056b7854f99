import { userMenuHead, userMenuPageSchema } from '../../pages/account';
import { UserMenuPage } from '../../pages/UserMenuPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: userMenuPageSchema, Page: UserMenuPage, head: userMenuHead });
