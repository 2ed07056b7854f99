/** Constants of the consent loader. */
import type { SiteCode } from '../../../platform/site';
import type { Stage } from '../../../kernel';

/**
 * "A consent-overlay loader that loads a cookie-consent script from a third-party consent provider"; the provider is
 * OneTrust (the event is "OneTrustGroupsUpdated"). Its SDK stub, the address OneTrust's own snippet loads.
 */
export const CONSENT_SCRIPT_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

/**
 * The script is loaded "with a domain id per site and per stage (DEV or LIVE ...)". The real ids are not shown: these
 * are placeholders of OneTrust's shape (a UUID per site and stage), to be replaced by the shop's own
 * (docs/decisions.md, "Consent loader").
 */
export const consentDomainIds = {
  DE: { LIVE: '1c434c60-40ca-4bff-8b31-143ef63769dd', DEV: 'fe436a14-db4d-4e1a-81af-f5be7075116f' },
  AT: { LIVE: 'fa5e8260-4060-4396-883b-9af4e67c3fc5', DEV: '5bcff62a-4434-480f-973d-045f2074b463' },
  CH: { LIVE: '1a5e493d-6f63-4cf6-a27b-12c514f31bd7', DEV: '55950aff-69d8-4314-a5fc-ce9356a39d75' },
  CH_FR: { LIVE: '1d8be8ae-5a64-44ae-a1a8-a2df9bedda3a', DEV: '3adfa5d2-ed9f-4e0b-9eff-c0c9e54ca231' },
  CZ: { LIVE: '9bab5a31-3d48-490a-a31b-0de7d1edb831', DEV: '91f0fd39-f238-4caf-9185-d92ec37f31b9' },
  HU: { LIVE: 'd7062d63-8f91-4088-98a5-99f70c52022f', DEV: 'dede0b2f-1d02-4d34-9609-b5243ff4c370' },
  PL: { LIVE: '59ddc289-24f4-477f-a7ba-dd7de2a64f8a', DEV: 'da6c9704-7bd0-4ad7-83f8-949823015d4d' },
  SK: { LIVE: 'ab51eb1a-a88f-488b-878c-68e374f1938d', DEV: '24cb4c70-eca2-4ee4-9574-8aa5726f9334' },
  TR: { LIVE: '56be1108-4f83-4243-b58e-4946155d5211', DEV: '77489620-b1e5-4814-a1f3-8c433dda0ab2' },
} as const satisfies Record<SiteCode, Record<Stage, string>>;

/**
 * "Test ids on internal or local hosts". OneTrust serves a domain's test script under the domain id with this suffix.
 */
export const CONSENT_TEST_ID_SUFFIX = '-test';

/** "Internal or local hosts": the loopback names and addresses (IPv6 with or without its brackets). */
export const localHostnames = ['localhost', '127.0.0.1', '::1', '[::1]'] as const;

/** "Internal or local hosts": names under these suffixes never reach the public internet. */
export const internalHostSuffixes = ['.localhost', '.local', '.internal'] as const;

/** "Internal or local hosts": the shop's internal stages are served under these host prefixes. */
export const internalHostPrefixes = ['int.', 'dev.', 'test.', 'stage.'] as const;

/** The data attribute that marks the loader's script, so a second loader (StrictMode, two headers) adds none. */
export const CONSENT_SCRIPT_MARKER = 'data-crema-consent';

/** "No error message is shown to the user in the header": a script that fails to load is only logged. */
export const CONSENT_SCRIPT_FAILURE_LOG = '[crema] Consent script failed to load; no consent overlay is shown:';
