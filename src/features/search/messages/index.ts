'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { SearchMessageId } from './de-DE';

export type { SearchMessageId };

/**
 * The search's texts: `const { t } = useSearchMessages(); t('search.clear')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useSearchMessages = createMessagesHook<SearchMessageId>();
