'use client';

// The texts' React hooks: a client module (the hook calls react-intl's context), kept apart from the catalog in
// ./index, which a server imports.
import { createMessagesHook } from 'crema';
import type { AppMessageId } from '.';

/** The app's own texts, typed: `const { t } = useAppMessages(); t('storeFinder.all', { count })`. */
export const useAppMessages = createMessagesHook<AppMessageId>();
