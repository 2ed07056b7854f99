// What the bench reads from the project's TypeScript (through tsx), so no constant is restated here: the nine sites,
// the stand-in consent cookies, the suggestions call's path.
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const [{ siteCodes, resolveSite }, { consentCookies, consentGroups }, { SUGGESTIONS_PATH }] = await Promise.all([
  load('../../src/platform/site/index.ts'),
  load('../../reference-app/server/consentStub.ts'),
  load('../../src/services/search/constants.ts'),
]);

export { siteCodes, resolveSite, SUGGESTIONS_PATH };

/**
 * The stand-in consent banner's cookies of a returning visitor who chose "only necessary" (as tests/e2e/fixtures.ts
 * sends them), so the banner is neither shown nor the page's largest paint.
 */
export function consentCookiesFor(url) {
  const groups = consentGroups.all.map((group) => `${group}:${group === 'C0001' ? 1 : 0}`).join(',');
  const stamp = new Date().toISOString();
  return [
    { name: consentCookies.closed, value: stamp, url },
    { name: consentCookies.consent, value: new URLSearchParams({ datestamp: stamp, groups }).toString(), url },
  ];
}

/** The home page of a site, as the site picker links it (`/?site=cz`). */
export const homeOf = (baseUrl, code) => `${baseUrl}/?site=${resolveSite(code).switcherCode.toLowerCase()}`;
