import { newsletterPageHead, newsletterPageSchema } from '../../pages/newsletter';
import { NewsletterPage } from '../../pages/NewsletterPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: newsletterPageSchema, Page: NewsletterPage, head: newsletterPageHead });
