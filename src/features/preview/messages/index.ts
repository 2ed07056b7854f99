'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { PreviewMessageId } from './en';

export type { PreviewMessageId };

/**
 * The staff preview panel's texts: `const { t } = usePreviewMessages(); t('preview.submit')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const usePreviewMessages = createMessagesHook<PreviewMessageId>();
