import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createMessagesHook, useMessages } from '../platform/i18n';
import { PasswordInput } from '../primitives/PasswordInput';
import { createServiceClient } from '../services/http';
import { loadStorefrontMessages } from '../compositions/messages/loadStorefrontMessages';
import { StorefrontProvider, useStorefront } from './StorefrontProvider';

const [german, french, czech] = await Promise.all(['de-DE', 'fr-CH', 'cs-CZ'].map(loadStorefrontMessages));

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
      <dd data-testid="text">{t('common.close')}</dd>
    </dl>
  );
}

describe('StorefrontProvider', () => {
  it('gives site, locale, flags, the service client and the site messages to everything inside', () => {
    const services = createServiceClient({ fetch: () => new Response('{}') });
    render(
      <StorefrontProvider
        site="ch_fr"
        messages={french!}
        flags={{ privateNewsletterApi: true, stage: 'DEV' }}
        services={services}
      >
        <Probe />
      </StorefrontProvider>,
    );
    expect(screen.getByTestId('site')).toHaveTextContent('CH_FR');
    expect(screen.getByTestId('locale')).toHaveTextContent('fr-CH');
    expect(screen.getByTestId('flags')).toHaveTextContent('true/true/DEV');
    expect(screen.getByTestId('services')).toHaveTextContent('function');
    expect(screen.getByTestId('text')).toHaveTextContent('Fermer');
  });

  it('falls back to DE for an unknown site and renders on the server with the initial platform', () => {
    const html = renderToString(
      <StorefrontProvider site="atlantis" messages={german!} initialPlatform="MATCH">
        <Probe />
      </StorefrontProvider>,
    );
    expect(html).toContain('>DE<');
    expect(html).toContain('>MATCH<');
    expect(html).toContain('Schließen');
  });

  it('says clearly when a component is used without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useStorefront needs a <StorefrontProvider>');
  });
});

describe('StorefrontProvider: the form fields follow the site', () => {
  const czechShop = (
    <StorefrontProvider site="cz" messages={czech!}>
      <PasswordInput />
    </StorefrontProvider>
  );

  it('a PasswordInput in the CZ shop speaks Czech in the DOM', () => {
    render(czechShop);
    expect(screen.getByLabelText('Heslo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zobrazit: Heslo' })).toBeInTheDocument();
  });

  it('a PasswordInput in the CZ shop speaks Czech on the server', () => {
    const html = renderToString(czechShop);
    expect(html).toMatch(/<label[^>]*>[^<]*Heslo/);
    expect(html).not.toContain('Passwort');
  });

  it('takes the app’s wording when the app spreads its own texts on top', () => {
    render(
      <StorefrontProvider site="cz" messages={{ ...czech!, 'password.label': 'Heslo k účtu' }}>
        <PasswordInput />
      </StorefrontProvider>,
    );
    expect(screen.getByLabelText('Heslo k účtu')).toBeInTheDocument();
  });
});

describe('StorefrontProvider: an app’s own messages', () => {
  const appMessages = { 'home.title': 'Vítejte v obchodě {country}' } as const;
  const useAppMessages = createMessagesHook<keyof typeof appMessages>();

  function Home() {
    const { t } = useAppMessages();
    return <h1>{t('home.title', { country: 'CZ' })}</h1>;
  }

  it('are typed by the app’s hook and reach react-intl beside the storefront’s', () => {
    render(
      <StorefrontProvider site="cz" messages={{ ...czech!, ...appMessages }}>
        <Home />
        <Probe />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Vítejte v obchodě CZ');
    expect(screen.getByTestId('text')).toHaveTextContent('Zavřít');
  });
});
