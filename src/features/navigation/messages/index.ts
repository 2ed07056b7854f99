'use client';

import { createMessagesHook } from '../../../platform/i18n';
import type { NavigationMessageId } from './de-DE';

export type { NavigationMessageId };

/**
 * The main navigation's texts: `const { t } = useNavigationMessages(); t('navigation.open')`.
 * Only the ids come from here; the texts reach a page in its locale's one catalog (`loadStorefrontMessages`).
 */
export const useNavigationMessages = createMessagesHook<NavigationMessageId>();
