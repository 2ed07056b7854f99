import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CremaIntlProvider } from './CremaIntlProvider';
import { headerBenefits } from './benefits';
import { catalogFor, type MessageId } from './catalogs';
import { formatPrice } from './format';
import { createMessagesHook, Msg, useMessages } from './useMessages';

function Benefits({ site }: { site: Parameters<typeof headerBenefits>[0] }) {
  const { t } = useMessages();
  return (
    <ul>
      {headerBenefits(site).map(({ id, values }) => (
        <li key={id}>
          {t(id, {
            ...values,
            ...(values.amount === undefined
              ? {}
              : { amount: formatPrice(values.amount, site, { stripWholeCents: true }) }),
          })}
        </li>
      ))}
    </ul>
  );
}

describe('CremaIntlProvider', () => {
  it.each([
    ['DE', 'de-DE', 'Schließen'],
    ['ch_fr', 'fr-CH', 'Fermer'],
    ['nowhere', 'de-DE', 'Schließen'],
  ])('site %s gives the texts it is given, in its locale', (site, locale, expected) => {
    render(
      <CremaIntlProvider site={site} messages={catalogFor(locale)}>
        <Msg id="common.close" />
      </CremaIntlProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('formats ICU plurals and numbers', () => {
    render(
      <CremaIntlProvider site="DE" messages={catalogFor('de-DE')}>
        <p>
          <Msg id="themeWorld.onlyDaysLeft" values={{ days: 1 }} />
        </p>
        <p>
          <Msg id="themeWorld.onlyDaysLeft" values={{ days: 5 }} />
        </p>
      </CremaIntlProvider>,
    );
    expect(screen.getByText('Nur noch 1 Tag')).toBeInTheDocument();
    expect(screen.getByText('Nur noch 5 Tage')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <CremaIntlProvider site="CH" messages={catalogFor('de-CH')}>
        <Msg id="common.close" />
      </CremaIntlProvider>,
    );
    expect(html).toBe('Schliessen');
  });

  it.each([
    ['DE', ['Versandkostenfrei ab 20 €', '10 % Rabatt mit dem Newsletter', 'Über 550 Filialen']],
    ['CH', ['Gratis-Lieferung ab 30 CHF', '3 Monate Rückgaberecht', '10% Rabatt mit dem Newsletter']],
  ] as const)('header benefits of %s', (site, texts) => {
    const { container } = render(
      <CremaIntlProvider site={site} messages={catalogFor(site === 'DE' ? 'de-DE' : 'de-CH')}>
        <Benefits site={site} />
      </CremaIntlProvider>,
    );
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(items).toEqual(texts);
  });
});

describe('createMessagesHook', () => {
  const useShopMessages = createMessagesHook<'shop.greeting'>();

  function Greeting() {
    const { t, locale } = useShopMessages();
    return (
      <p>
        {t('shop.greeting', { name: 'Ana' })} · {t('common.close')} · {locale}
      </p>
    );
  }

  it('gives a feature its own ids and the platform’s shared ones', () => {
    const messages = { ...catalogFor('cs-CZ'), 'shop.greeting': 'Ahoj {name}' };
    render(
      <CremaIntlProvider site="cz" messages={messages}>
        <Greeting />
      </CremaIntlProvider>,
    );
    expect(screen.getByText('Ahoj Ana · Zavřít · cs-CZ')).toBeInTheDocument();
  });

  it('types its ids: the feature’s own and the platform’s, no other (checked by tsc)', () => {
    type Id = Parameters<ReturnType<typeof useShopMessages>['t']>[0];
    expectTypeOf<Id>().toEqualTypeOf<'shop.greeting' | MessageId>();
  });
});
