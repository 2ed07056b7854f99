import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { formLocales } from '../../../design-tokens';
import { resetOnceWarnings } from '../internal/warn';
import { formCatalogs } from './catalogs';
import { plPL } from './catalogs/plPL';
import { FormMessagesProvider, useFormTexts } from './FormTexts';
import { FormTextsProvider } from './FormTextsProvider';

function Probe({ locale, texts }: { locale?: string; texts?: Record<string, string> }) {
  const { locale: resolved, requested, t } = useFormTexts(locale, texts);
  return (
    <p>
      {resolved} ({requested}): {t('password.label')} / {t('password.show')}
    </p>
  );
}

beforeEach(() => resetOnceWarnings());

describe('FormTextsProvider and useFormTexts', () => {
  it('without a provider: de-DE, silently', () => {
    const warn = vi.spyOn(console, 'warn');
    render(<Probe />);
    expect(screen.getByText('de-DE (de-DE): Passwort / Anzeigen')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a field asking for a locale without a provider gets de-DE and one warning for the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <Probe locale="pl-PL" />
        <Probe locale="pl-PL" />
        <Probe locale="de-DE" />
      </>,
    );
    expect(screen.getAllByText('de-DE (pl-PL): Passwort / Anzeigen')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'no "pl-PL" texts are loaded here, so the field shows de-DE. Wrap it in a FormTextsProvider',
    );
  });

  it('without messages the provider offers every shipped catalog: its locale, and any a field asks for', () => {
    const warn = vi.spyOn(console, 'warn');
    render(
      <FormTextsProvider locale="sv-SE">
        <Probe />
        {formLocales.map((locale) => (
          <Probe key={locale} locale={locale} />
        ))}
      </FormTextsProvider>,
    );
    // The provider's own locale for the field without one, and for the one asking for it.
    expect(screen.getAllByText('sv-SE (sv-SE): Lösenord / Visa')).toHaveLength(2);
    expect(screen.getByText('da-DK (da-DK): Adgangskode / Vis')).toBeInTheDocument();
    for (const locale of formLocales.filter((l) => l !== 'sv-SE')) {
      const catalog = formCatalogs[locale];
      expect(
        screen.getByText(`${locale} (${locale}): ${catalog['password.label']} / ${catalog['password.show']}`),
      ).toBeInTheDocument();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('with messages the provider offers exactly those, as the texts of its locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = { ...plPL, 'password.label': 'Hasło do konta' };
    render(
      <>
        <FormTextsProvider locale="pl-PL" messages={messages}>
          <Probe />
          <Probe locale="pl" />
          <Probe locale="sv-SE" />
        </FormTextsProvider>
        <FormMessagesProvider locale="pl-PL" messages={messages}>
          <Probe />
        </FormMessagesProvider>
      </>,
    );
    expect(screen.getAllByText('pl-PL (pl-PL): Hasło do konta / Pokaż')).toHaveLength(3);
    // sv-SE is not among the texts offered here.
    expect(screen.getByText('de-DE (sv-SE): Passwort / Anzeigen')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no "sv-SE" texts');
  });

  it('nested providers merge: inner locale and texts win, outer texts stay', () => {
    render(
      <FormTextsProvider locale="hu-HU" texts={{ 'password.label': 'Titkos szó' }}>
        <FormTextsProvider texts={{ 'password.show': 'Mutasd' }}>
          <Probe />
        </FormTextsProvider>
        <FormTextsProvider locale="tr-TR">
          <Probe texts={{ 'password.show': 'Aç' }} />
        </FormTextsProvider>
      </FormTextsProvider>,
    );
    expect(screen.getByText('hu-HU (hu-HU): Titkos szó / Mutasd')).toBeInTheDocument();
    expect(screen.getByText('tr-TR (tr-TR): Titkos szó / Aç')).toBeInTheDocument();
  });

  it('a messages provider inside another takes the outer locale when it names none', () => {
    render(
      <FormTextsProvider locale="pl-PL">
        <FormTextsProvider {...({ messages: plPL } as unknown as { locale: string })}>
          <Probe />
        </FormTextsProvider>
      </FormTextsProvider>,
    );
    expect(screen.getByText('pl-PL (pl-PL): Hasło / Pokaż')).toBeInTheDocument();
  });
});
