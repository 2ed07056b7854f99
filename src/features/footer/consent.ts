import { getWindow } from '../../platform/browser';
import { logOnce } from '../../platform/logOnce';
import { CONSENT_SETTINGS_MISSING_LOG, consentSettingsApi } from './constants';

/**
 * Opens the consent provider's settings dialog ("One legal link opens the cookie-consent settings dialog")
 * through OneTrust's preference-center API. Without the provider on the page (script blocked, not loaded yet) nothing
 * opens, and that is logged once.
 */
export function openConsentSettings(): void {
  const provider: unknown = (getWindow() as Record<string, unknown> | undefined)?.[consentSettingsApi.global];
  const toggle: unknown =
    typeof provider === 'object' && provider !== null
      ? (provider as Record<string, unknown>)[consentSettingsApi.toggle]
      : undefined;
  if (typeof toggle === 'function') (toggle as () => void).call(provider);
  else logOnce('warn', 'footer:consent-settings', CONSENT_SETTINGS_MISSING_LOG);
}
