import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CremaIntlProvider } from './CremaIntlProvider';
import { headerBenefits } from './benefits';
import { formatPrice } from './format';
import { Msg, useMessages } from './useMessages';

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
    ['DE', 'Zur Kasse'],
    ['at', 'Zur Kassa'],
    ['ch_fr', 'Passer la commande'],
    ['nowhere', 'Zur Kasse'],
  ])('site %s gives its locale’s texts', (site, expected) => {
    render(
      <CremaIntlProvider site={site}>
        <Msg id="minicart.checkout" />
      </CremaIntlProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('formats ICU plurals and numbers', () => {
    render(
      <CremaIntlProvider site="DE">
        <p>
          <Msg id="minicart.error.cartLimit" values={{ limit: 1 }} />
        </p>
        <p>
          <Msg id="minicart.error.cartLimit" values={{ limit: 20 }} />
        </p>
      </CremaIntlProvider>,
    );
    expect(screen.getByText('Sie können maximal 1 Produkt pro Einkauf bestellen.')).toBeInTheDocument();
    expect(screen.getByText('Sie können maximal 20 Produkte pro Einkauf bestellen.')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <CremaIntlProvider site="CH">
        <Msg id="header.nav.close" />
      </CremaIntlProvider>,
    );
    expect(html).toBe('Menü schliessen');
  });

  it.each([
    ['DE', ['Versandkostenfrei ab 20 €', '10 % Rabatt mit dem Newsletter', 'Über 550 Filialen']],
    ['CH', ['Gratis-Lieferung ab 30 CHF', '3 Monate Rückgaberecht', '10% Rabatt mit dem Newsletter']],
  ] as const)('header benefits of %s (000 §9)', (site, texts) => {
    const { container } = render(
      <CremaIntlProvider site={site}>
        <Benefits site={site} />
      </CremaIntlProvider>,
    );
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(items).toEqual(texts);
  });
});
