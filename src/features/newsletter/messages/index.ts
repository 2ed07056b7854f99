'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { NewsletterMessageId } from './de-DE';

export type { NewsletterMessageId };

/**
 * The newsletter sign-up's texts: `const { t } = useNewsletterMessages(); t('newsletter.submit')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useNewsletterMessages = createMessagesHook<NewsletterMessageId>();
