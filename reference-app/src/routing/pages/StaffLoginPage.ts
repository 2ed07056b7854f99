import { staffLoginHead, staffLoginPageSchema } from '../../pages/staffLogin';
import { StaffLoginPage } from '../../pages/StaffLoginPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: staffLoginPageSchema, Page: StaffLoginPage, head: staffLoginHead });
