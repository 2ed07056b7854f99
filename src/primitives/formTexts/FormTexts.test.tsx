import { render, screen } from '@testing-library/react';
import { FormTextsProvider, useFormTexts } from './FormTexts';

function Probe({ locale, texts }: { locale?: string; texts?: Record<string, string> }) {
  const { locale: resolved, t } = useFormTexts(locale, texts);
  return (
    <p>
      {resolved}: {t('password.label')} / {t('password.show')}
    </p>
  );
}

describe('FormTextsProvider and useFormTexts', () => {
  it('without a provider: de-DE', () => {
    render(<Probe />);
    expect(screen.getByText('de-DE: Passwort / Anzeigen')).toBeInTheDocument();
  });

  it('the provider sets the locale; the field’s own locale wins', () => {
    render(
      <FormTextsProvider locale="sv-SE">
        <Probe />
        <Probe locale="da-DK" />
      </FormTextsProvider>,
    );
    expect(screen.getByText('sv-SE: Lösenord / Visa')).toBeInTheDocument();
    expect(screen.getByText('da-DK: Adgangskode / Vis')).toBeInTheDocument();
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
    expect(screen.getByText('hu-HU: Titkos szó / Mutasd')).toBeInTheDocument();
    expect(screen.getByText('tr-TR: Titkos szó / Aç')).toBeInTheDocument();
  });
});
