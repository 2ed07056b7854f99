'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { MinicartMessageId } from './de-DE';

export type { MinicartMessageId };

/**
 * The mini cart's texts: `const { t } = useMinicartMessages(); t('minicart.checkout')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useMinicartMessages = createMessagesHook<MinicartMessageId>();
