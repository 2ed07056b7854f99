import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useMessages } from '../../platform/i18n';
import { createServiceClient } from '../../services/http';
import { StorefrontProvider, useStorefront } from './StorefrontProvider';

function Probe() {
  const { site, locale, platform, flags, services } = useStorefront();
  const { t } = useMessages();
  return (
    <dl>
      <dt>site</dt>
      <dd data-testid="site">{site.code}</dd>
      <dd data-testid="locale">{locale}</dd>
      <dd data-testid="platform">{platform}</dd>
      <dd data-testid="flags">{`${flags.newHeader}/${flags.privateNewsletterApi}/${flags.stage}`}</dd>
      <dd data-testid="services">{typeof services.send}</dd>
      <dd data-testid="text">{t('header.skipLinks.main')}</dd>
    </dl>
  );
}

describe('StorefrontProvider', () => {
  it('gives site, locale, flags, the service client and the site messages to everything inside', () => {
    const services = createServiceClient({ fetch: () => new Response('{}') });
    render(
      <StorefrontProvider site="ch_fr" flags={{ privateNewsletterApi: true, stage: 'DEV' }} services={services}>
        <Probe />
      </StorefrontProvider>,
    );
    expect(screen.getByTestId('site')).toHaveTextContent('CH_FR');
    expect(screen.getByTestId('locale')).toHaveTextContent('fr-CH');
    expect(screen.getByTestId('flags')).toHaveTextContent('true/true/DEV');
    expect(screen.getByTestId('services')).toHaveTextContent('function');
    expect(screen.getByTestId('text')).not.toHaveTextContent('Zum Inhalt springen');
  });

  it('falls back to DE for an unknown site and renders on the server with the initial platform', () => {
    const html = renderToString(
      <StorefrontProvider site="atlantis" initialPlatform="MATCH">
        <Probe />
      </StorefrontProvider>,
    );
    expect(html).toContain('>DE<');
    expect(html).toContain('>MATCH<');
    expect(html).toContain('Zum Inhalt springen');
  });

  it('says clearly when a component is used without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useStorefront needs a <StorefrontProvider>');
  });
});
