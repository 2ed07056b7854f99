import { newsletterUpdateHead, newsletterUpdatePageSchema } from '../../pages/newsletterUpdate';
import { NewsletterUpdatePage } from '../../pages/NewsletterUpdatePage';
import { definePageModule } from '../route';

export default definePageModule({
  schema: newsletterUpdatePageSchema,
  Page: NewsletterUpdatePage,
  head: newsletterUpdateHead,
});
