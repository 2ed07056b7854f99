import { IntlMessageFormat } from 'intl-messageformat';
import { sites } from '../../../src/platform/site';
import { messageArguments, sampleValues } from '../../../src/platform/i18n/testing';
import { storefrontMessagesFor } from '../../../src/features/storefront/testing';
import { loadAppMessages } from '.';
import { deDE } from './de-DE';

const locales = [...new Set(Object.values(sites).map((site) => site.locale))];
const ids = Object.keys(deDE);

describe("the reference storefront's own texts", () => {
  it('never reuse an id of the storefront catalog (their text would be replaced)', () => {
    const storefront = Object.keys(storefrontMessagesFor('de'));
    expect(ids.filter((id) => storefront.includes(id))).toEqual([]);
  });

  it.each(locales)('%s: every id, each an ICU message with the arguments of de-DE that formats', async (locale) => {
    const messages = (await loadAppMessages(locale)) as Record<string, string>;
    for (const id of ids) {
      const text = messages[id];
      expect(text?.trim(), `${locale} ${id}`).toBeTruthy();
      const args = messageArguments(text!, locale);
      expect([...args.keys()].sort(), `${locale} ${id}`).toEqual(
        [...messageArguments(deDE[id as keyof typeof deDE]).keys()].sort(),
      );
      expect(String(new IntlMessageFormat(text!, locale).format(sampleValues(args)))).not.toMatch(/[{}]/);
    }
  });
});
