import { mailboxHead, mailboxPageSchema } from '../../pages/mailbox';
import { MailboxPage } from '../../pages/MailboxPage';
import { definePageModule } from '../route';

export default definePageModule({ schema: mailboxPageSchema, Page: MailboxPage, head: mailboxHead });
