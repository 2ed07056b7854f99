import { accountContentHead, accountContentPageSchema } from '../../pages/account';
import { LoyaltyCardPage } from '../../pages/LoyaltyCardPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: accountContentPageSchema, Page: LoyaltyCardPage, head: accountContentHead });
