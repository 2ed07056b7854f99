import { sitePickerHead, sitePickerPageSchema } from '../../pages/sitePicker';
import { SitePickerPage } from '../../pages/SitePickerPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: sitePickerPageSchema, Page: SitePickerPage, head: sitePickerHead });
