'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { AppBannerMessageId } from './de-DE';

export type { AppBannerMessageId };

/**
 * The app-install banner's texts: `const { t } = useAppBannerMessages(); t('appBanner.install')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useAppBannerMessages = createMessagesHook<AppBannerMessageId>();
