'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { PromotionMessageId } from './de-DE';

export type { PromotionMessageId };

/**
 * The promotion banners' texts: `const { t } = usePromotionMessages(); t('promotion.copyCode')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const usePromotionMessages = createMessagesHook<PromotionMessageId>();
