'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { HeaderMessageId } from './de-DE';

export type { HeaderMessageId };

/**
 * The header's texts: `const { t } = useHeaderMessages(); t('header.logo')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useHeaderMessages = createMessagesHook<HeaderMessageId>();
