'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { FooterMessageId } from './de-DE';

export type { FooterMessageId };

/**
 * The footer's texts: `const { t } = useFooterMessages(); t('footer.label')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useFooterMessages = createMessagesHook<FooterMessageId>();
