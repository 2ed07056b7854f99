import { accountContentHead, accountContentPageSchema } from '../../pages/account';
import { BeanAccountPage } from '../../pages/BeanAccountPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: accountContentPageSchema, Page: BeanAccountPage, head: accountContentHead });
