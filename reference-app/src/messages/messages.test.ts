import { IntlMessageFormat } from 'intl-messageformat';
import { loadStorefrontMessages, sites } from 'crema';
import { messageArguments, sampleValues } from 'crema/mocks';
import { loadAppMessages } from '.';
import { deDE } from './de-DE';

const locales = [...new Set(Object.values(sites).map((site) => site.locale))];
const ids = Object.keys(deDE);

describe("the reference storefront's own texts", () => {
  it('never reuse an id of the storefront catalog (their text would be replaced)', async () => {
    const storefront = Object.keys(await loadStorefrontMessages('de-DE'));
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
