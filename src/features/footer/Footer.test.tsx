import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReferenceServices, type Fault, type RouteKey } from '../../mocks';
import { FOOTER_ROUTE } from '../../mocks/routes/footer';
import { resolveSite } from '../../platform/site';
import { createServiceClient, footerContentSchema, type FetchLike, type FooterContent } from '../../services';
import { ASSIGNMENT_PATH } from '../../services/abTests/constants';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import {
  FOOTER_FAILURE_LOG,
  FOOTER_LOGO_SIZE,
  FOOTER_PLATFORM_ATTRIBUTE,
  FOOTER_VIEW_COOKIE,
  FOOTER_VIEW_COOKIE_MAX_AGE_S,
} from './constants';
import { Footer, type FooterProps } from './Footer';
import type { FooterState } from './load';

const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** Footer content of the content schema's shape (footerContentSchema), with one of each rule to see. */
const content: FooterContent = footerContentSchema.parse({
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: { iconName: 'service', link: { url: '/contact', text: 'Service & Hilfe' } },
        introductoryText: 'Wir helfen gern.',
        links: [
          { url: '/contact', text: 'Kontakt' },
          { url: '/service/storefinder/', text: 'Filialfinder', hideInClassic: true },
          { url: 'mailto:service@example.org', text: 'E-Mail an uns' },
        ],
      },
      {
        heading: { iconName: 'delivery', link: { url: '/lieferung-s1003.html', text: 'Lieferung & Zahlung' } },
        links: [{ url: '/zahlung-s1004.html', text: 'Zahlungsarten' }],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Brieftaube', source: 'carrierPigeon' },
          { label: 'DHL', source: 'dhl' },
        ],
      },
      {
        heading: { iconName: 'rocket', link: { url: '/service/storefinder/', text: 'Einkaufen bei uns' } },
        hideGroupInCheckout: true,
        links: [{ url: '/c/geschenkkarte', text: 'Geschenkkarte' }],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [
      [{ url: '/kaffeebohnen-c2000.html', text: 'Kaffeebohnen' }],
      [{ url: '/kueche-c2100.html', text: 'Küche' }],
    ],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [
      { iconName: 'facebook', link: { url: 'https://www.facebook.com/', text: 'Facebook' } },
      { iconName: 'mastodon', link: { url: 'https://mastodon.social/', text: 'Mastodon' } },
    ],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'ios', link: { url: 'https://apps.apple.com/', text: 'Im App Store laden' } },
      {
        iconName: 'android',
        link: { url: 'https://play.google.com/store/apps', text: 'Bei Google Play herunterladen' },
      },
    ],
  },
  qualityLogos: {
    logos: [
      {
        link: { url: 'https://www.trustedshops.de/', text: 'Trusted Shops' },
        image: { label: 'Trusted Shops', source: 'trustedShops' },
      },
      { link: { url: 'https://seal.example/', text: 'Siegel' }, image: { label: 'Siegel', source: 'unknownSeal' } },
    ],
  },
  salesTax: {
    textBeforeLink: 'Alle Preise inkl. gesetzl. MwSt. zzgl.',
    link: { url: '/versandkosten-s1008.html', text: 'Versandkosten' },
    textAfterLink: ', sofern nicht anders angegeben.',
  },
  legalLinks: [
    { url: '/impressum-s1101.html', text: 'Impressum' },
    { url: '#consent-settings', text: 'Cookie-Einstellungen' },
    { url: '/agb-s1103.html', text: 'AGB' },
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
});
const shown: FooterState = { status: 'shown', content };

interface Setup extends FooterProps {
  site?: string;
  /** Answers psdata with this newsletter status (a signed-in visitor). */
  newsletterStatus?: string | null;
  /** Without a VisitorProvider around the footer. */
  noVisitor?: boolean;
  faults?: [RouteKey, Fault][];
}

function setup({ site = 'DE', newsletterStatus, noVisitor = false, faults = [], ...props }: Setup = {}) {
  const reference = createReferenceServices();
  for (const [route, fault] of faults) reference.faults.set(route, fault);
  const paths: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    paths.push(url.pathname);
    if (newsletterStatus !== undefined && url.pathname === PSDATA_PATH)
      return Response.json({
        tracking: { loginStatus: 'LOGGED_IN' },
        customer: { firstname: 'Klara' },
        newsletterStatus,
      });
    return reference.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: resolveSite(site).code });
  const page = (footerProps: FooterProps = props) => {
    const footer = <Footer {...footerProps} />;
    return (
      <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
        {noVisitor ? footer : <VisitorProvider>{footer}</VisitorProvider>}
      </StorefrontProvider>
    );
  };
  const view = render(page());
  const callsTo = (path: string) => paths.filter((p) => p === path).length;
  return { reference, view, page, callsTo, user: userEvent.setup() };
}

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const link = (name: string | RegExp) => screen.getByRole('link', { name });
const countryNav = () => screen.queryByRole('navigation', { name: 'Land auswählen' });

beforeEach(() => {
  setWidth(1440);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const name of [FOOTER_VIEW_COOKIE, 'affiliate', 'newApp']) clearCookie(name);
  document.documentElement.removeAttribute(FOOTER_PLATFORM_ATTRIBUTE);
  delete (window as { OneTrust?: unknown }).OneTrust;
});

describe('Footer: the classic view (desktop, "as columns on desktop")', () => {
  it('the headline, then each group as a section named by its h2, the heading’s link in it', () => {
    setup({ initial: shown });
    expect(headings()).toEqual([
      'Wir sind für Sie da',
      'Service & Hilfe',
      'Lieferung & Zahlung',
      'Einkaufen bei uns',
      'Beliebte Kategorien',
      'Folgen Sie uns',
      'Unsere App',
    ]);
    const service = screen.getByRole('region', { name: 'Service & Hilfe' });
    const heading = within(service).getByRole('heading', { level: 2 });
    // "Group heading ids keep only letters, digits and hyphens".
    expect(heading.id).toBe('footer-ServiceHilfe');
    expect(service).toHaveAttribute('aria-labelledby', 'footer-ServiceHilfe');
    expect(within(heading).getByRole('link', { name: 'Service & Hilfe' })).toHaveAttribute('href', '/contact');
    expect(within(service).getByText('Wir helfen gern.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Service & Hilfe/ })).toBeNull();
  });

  it('links marked hideInClassic are hidden in the classic view only', () => {
    setup({ initial: shown });
    expect(screen.queryByRole('link', { name: 'Filialfinder' })).toBeNull();
    expect(link('Kontakt')).toBeInTheDocument();
  });

  it('heading glyphs by name, decorative; an unknown name draws none and breaks nothing', () => {
    setup({ initial: shown });
    const icon = (name: string) =>
      screen.getByRole('heading', { name }).querySelector('svg')?.getAttribute('data-icon') ?? null;
    expect(icon('Service & Hilfe')).toBe('headset');
    expect(icon('Lieferung & Zahlung')).toBe('truck');
    expect(icon('Einkaufen bei uns')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Service & Hilfe' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('Footer: the mobile view (phone and tablet: an accordion)', () => {
  it.each([375, 1024])('%i px: each group is a closed accordion section with an h2 trigger', async (width) => {
    setWidth(width);
    const { user } = setup({ initial: shown });
    const trigger = await screen.findByRole('button', { name: 'Service & Hilfe' });
    expect(trigger.closest('h2')).not.toBeNull();
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Service & Hilfe',
      'Lieferung & Zahlung',
      'Einkaufen bei uns',
    ]);
    expect(screen.queryByRole('link', { name: 'Kontakt' })).toBeNull();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Service & Hilfe' });
    expect(region).toHaveAttribute('aria-labelledby', trigger.id);
    expect(trigger.id).toBe('footer-ServiceHilfe');
    // The heading's link leads the section; hideInClassic links show in the mobile view.
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Service & Hilfe', 'Kontakt', 'Filialfinder', 'E-Mail an uns (öffnet in neuem Tab)']);
    // Several sections may be open at once.
    await user.click(screen.getByRole('button', { name: 'Lieferung & Zahlung' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('a page attribute beats the width', async () => {
    document.documentElement.setAttribute(FOOTER_PLATFORM_ATTRIBUTE, 'tablet');
    setup({ initial: shown });
    expect(await screen.findByRole('button', { name: 'Service & Hilfe' })).toBeInTheDocument();
  });

  it('follows a resize across 1280 px', async () => {
    setup({ initial: shown });
    expect(screen.queryByRole('button', { name: 'Service & Hilfe' })).toBeNull();
    act(() => {
      setWidth(1279);
      window.dispatchEvent(new Event('resize'));
    });
    expect(await screen.findByRole('button', { name: 'Service & Hilfe' })).toBeInTheDocument();
    expect(countryNav()).toBeNull();
  });
});

describe('Footer: checkout and reduced mode', () => {
  it('checkout hides the groups marked hideGroupInCheckout', () => {
    setup({ initial: shown, checkout: true });
    expect(screen.queryByRole('heading', { name: 'Einkaufen bei uns' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Service & Hilfe' })).toBeInTheDocument();
  });

  const reducedParts = () =>
    ['Beliebte Kategorien', 'Folgen Sie uns', 'Unsere App'].filter((h) => headings().includes(h));

  it('reduced mode (the server’s reading) hides the SEO group, social media and app icons; the rest stays', () => {
    setup({ initial: shown, reduced: true });
    expect(reducedParts()).toEqual([]);
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /App Store/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Service & Hilfe' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
  });

  it.each(['affiliate', 'newApp'])('reduced mode from the %s cookie, read after mount', (cookie) => {
    document.cookie = `${cookie}=1; Path=/`;
    setup({ initial: shown });
    expect(reducedParts()).toEqual([]);
  });

  it('without the prop or a cookie every part shows', () => {
    setup({ initial: shown });
    expect(reducedParts()).toEqual(['Beliebte Kategorien', 'Folgen Sie uns', 'Unsere App']);
  });
});

describe('Footer: links, icons and logos', () => {
  it('external links (http, mailto) open a new tab without a referrer and say so; others do not', () => {
    setup({ initial: shown });
    const mail = link('E-Mail an uns (öffnet in neuem Tab)');
    expect(mail).toHaveAttribute('target', '_blank');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link('Kontakt')).not.toHaveAttribute('target');
    expect(link('Kontakt')).not.toHaveAttribute('rel');
  });

  it('social media links are glyphs named by the link’s text; an unknown icon name shows the text', () => {
    setup({ initial: shown });
    const facebook = link('Facebook (öffnet in neuem Tab)');
    expect(facebook.querySelector('svg')).toHaveAttribute('data-icon', 'facebook');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const mastodon = link('Mastodon (öffnet in neuem Tab)');
    expect(mastodon.querySelector('svg')).toBeNull();
    expect(within(mastodon).getByText('Mastodon')).toBeVisible();
  });

  it('app links: the Apple and Android glyphs with their texts', () => {
    setup({ initial: shown });
    expect(link(/Im App Store laden/).querySelector('svg')).toHaveAttribute('data-icon', 'apple');
    expect(link(/Bei Google Play herunterladen/).querySelector('svg')).toHaveAttribute('data-icon', 'android');
  });

  it('group and quality logos from the logo source enumeration; an unknown source shows nothing', () => {
    setup({ initial: shown });
    const delivery = screen.getByRole('region', { name: 'Lieferung & Zahlung' });
    const logos = within(delivery).getAllByRole('img');
    expect(logos.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['PayPal', '/service/footer-images/logos/paypal.svg?lang=de'],
      ['DHL', '/service/footer-images/logos/dhl.svg?lang=de'],
    ]);
    expect(logos[0]).toHaveAttribute('width', String(FOOTER_LOGO_SIZE.width));
    expect(logos[0]).toHaveAttribute('height', String(FOOTER_LOGO_SIZE.height));
    const seals = screen.getByRole('list', { name: 'Gütesiegel' });
    expect(
      within(seals)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.trustedshops.de/']);
    expect(within(seals).getByRole('img', { name: 'Trusted Shops' })).toBeInTheDocument();
    // The log itself (once per source for the page's life) is logoImageOf's, tested in logic.test.ts.
    expect(document.querySelector('img[src=""], img:not([src])')).toBeNull();
  });

  it('asks for the logos in the site’s language, so a payment method’s mark reads as the shop writes it', () => {
    setup({ site: 'hu', initial: shown });
    const logos = [...document.querySelectorAll('img[src^="/service/footer-images/logos/paypal.svg"]')];
    expect(logos.map((img) => img.getAttribute('src'))).toEqual(['/service/footer-images/logos/paypal.svg?lang=hu']);
  });

  it('legal links in a named navigation; the consent one is a button opening OneTrust’s settings', async () => {
    const toggle = vi.fn();
    (window as { OneTrust?: unknown }).OneTrust = { ToggleInfoDisplay: toggle };
    const { user } = setup({ initial: shown });
    const legal = screen.getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Impressum', 'AGB']);
    const consent = within(legal).getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(consent);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('the consent button without the consent provider on the page does nothing but warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({ initial: shown });
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the sales-tax note: text before, the shipping-costs link, text after', () => {
    setup({ initial: shown });
    const note = link('Versandkosten').closest('p')!;
    expect(note.textContent).toBe(
      'Alle Preise inkl. gesetzl. MwSt. zzgl. Versandkosten, sofern nicht anders angegeben.',
    );
    expect(link('Versandkosten')).toHaveAttribute('href', '/versandkosten-s1008.html');
  });
});

describe('Footer: the country switcher', () => {
  it('a disclosure with the current country; nine links inside, the current one marked', async () => {
    const { user } = setup({ site: 'cz', initial: shown });
    const nav = screen.getByRole('navigation', { name: 'Vyberte zemi' });
    const summary = nav.querySelector('summary')!;
    expect(summary.textContent).toBe('Země: Česko');
    expect(summary.querySelector('img')).toHaveAttribute('src', '/service/footer-images/logos/cz.svg');
    expect(summary.querySelector('img')).toHaveAttribute('alt', '');
    const details = nav.querySelector('details')!;
    expect(details.open).toBe(false);

    await user.click(summary);
    expect(details.open).toBe(true);
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deutschland', '/?site=de'],
      ['Österreich', '/?site=at'],
      ['Schweiz (Deutsch)', '/?site=ch'],
      ['Suisse (Français)', '/?site=ch_fr'],
      ['Česko', '/?site=cz'],
      ['Magyarország', '/?site=hu'],
      ['Polska', '/?site=pl'],
      ['Slovensko', '/?site=sk'],
      ['Türkiye', '/?site=tr'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.textContent)).toEqual(['Česko']);
    expect(within(links[4]!).getByText('Česko')).toHaveAttribute('lang', 'cs-CZ');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/service/footer-images/logos/de.svg');
  });

  it('Escape inside closes it and gives focus back to the summary', async () => {
    const { user } = setup({ initial: shown });
    const nav = countryNav()!;
    const summary = nav.querySelector('summary')!;
    await user.click(summary);
    within(nav).getByRole('link', { name: 'Polska' }).focus();
    await user.keyboard('{Escape}');
    expect(nav.querySelector('details')!.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('takes the shop’s own country addresses, by site code; a site left out links to /?site=xx', async () => {
    setup({ initial: shown, countryHrefs: { TR: '/tr/', CH_FR: 'https://fr.crema.ch/' } });
    const nav = within(countryNav()!);
    expect(nav.getByRole('link', { name: 'Türkiye' })).toHaveAttribute('href', '/tr/');
    expect(nav.getByRole('link', { name: 'Suisse (Français)' })).toHaveAttribute('href', 'https://fr.crema.ch/');
    expect(nav.getByRole('link', { name: 'Polska' })).toHaveAttribute('href', '/?site=pl');
  });

  it('is hidden on phone and tablet (the mobile view)', () => {
    setWidth(767);
    setup({ initial: shown });
    expect(countryNav()).toBeNull();
  });

  it('shows without footer content too', () => {
    setup({ initial: { status: 'none' } });
    expect(countryNav()).toBeInTheDocument();
  });
});

describe('Footer: the view switcher', () => {
  it('switches to the other view, keeps focus on itself and remembers the choice for a year', async () => {
    setWidth(375);
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const { user, view, page } = setup({ initial: shown });
    const button = screen.getByRole('button', { name: 'Zur Desktop-Ansicht' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Zur mobilen Ansicht');
    // The classic view: columns, the country switcher, hideInClassic links hidden.
    expect(screen.queryByRole('button', { name: 'Service & Hilfe' })).toBeNull();
    expect(countryNav()).toBeInTheDocument();
    const written = cookieWrites.mock.calls.map(([value]) => value).find((v) => v.startsWith(FOOTER_VIEW_COOKIE))!;
    expect(written).toContain(`${FOOTER_VIEW_COOKIE}=classic`);
    expect(written).toContain(`Max-Age=${FOOTER_VIEW_COOKIE_MAX_AGE_S}`);
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    expect(FOOTER_VIEW_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);

    // Remembered on the next page.
    view.unmount();
    render(page());
    expect(screen.getByRole('button', { name: 'Zur mobilen Ansicht' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Service & Hilfe' })).toBeNull();
  });

  it('back to mobile on a desktop: the accordion, and the choice remembered', async () => {
    const { user } = setup({ initial: shown });
    await user.click(screen.getByRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(screen.getByRole('button', { name: 'Service & Hilfe' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${FOOTER_VIEW_COOKIE}=mobile`);
  });

  it('the server’s reading of the cookie (initialView) is the view from the first render', () => {
    setup({ initial: shown, initialView: 'mobile' });
    expect(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' })).toBeInTheDocument();
  });

  it('a tampered cookie is no choice', () => {
    document.cookie = `${FOOTER_VIEW_COOKIE}=desktop; Path=/`;
    setWidth(375);
    setup({ initial: shown });
    expect(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' })).toBeInTheDocument();
  });

  it('is not shown without the content’s viewChanger texts', () => {
    setup({ initial: { status: 'shown', content: { ...content, viewChanger: undefined } } });
    expect(screen.queryByRole('button', { name: /Ansicht/ })).toBeNull();
  });
});

describe('Footer: the newsletter block', () => {
  const block = <p>Newsletter-Formular</p>;
  const blockShown = () => screen.queryByText('Newsletter-Formular') !== null;

  it('shows the block while the status is not known, and for a visitor without a status', async () => {
    const { callsTo } = setup({ initial: shown, newsletter: block, newsletterStatus: null });
    expect(blockShown()).toBe(true);
    await waitFor(() => expect(callsTo(PSDATA_PATH)).toBe(1));
    expect(blockShown()).toBe(true);
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])('removes the block for the status %s', async (status) => {
    setup({ initial: shown, newsletter: block, newsletterStatus: status });
    await waitFor(() => expect(blockShown()).toBe(false));
  });

  it('an unknown status keeps the block', async () => {
    const { callsTo } = setup({ initial: shown, newsletter: block, newsletterStatus: 'UNSUBSCRIBED' });
    await waitFor(() => expect(callsTo(PSDATA_PATH)).toBe(1));
    expect(blockShown()).toBe(true);
  });

  it('the page marks it hidden: no block, no visitor needed', () => {
    setup({ initial: shown, newsletter: block, newsletterHidden: true, noVisitor: true });
    expect(blockShown()).toBe(false);
  });

  it('the visitor data is fetched once for the page, shared with the other parts that ask', async () => {
    const { callsTo } = setup({ initial: shown, newsletter: block, newsletterStatus: 'SUBSCRIBED' });
    await waitFor(() => expect(blockShown()).toBe(false));
    expect(callsTo(PSDATA_PATH)).toBe(1);
  });

  it('sits in the same place in both views, so the form is not rebuilt when the view changes', async () => {
    const { user } = setup({ initial: shown, newsletter: <input aria-label="E-Mail" />, newsletterStatus: null });
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(input, 'a@b.de');
    await user.click(screen.getByRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBe(input);
    expect(input).toHaveValue('a@b.de');
  });
});

describe('Footer: loading and the A/B assignment', () => {
  it('without server state it loads the site’s content after mount; its own parts show meanwhile', async () => {
    setup({ site: 'sk' });
    expect(screen.getByRole('navigation', { name: 'Vyberte krajinu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sme tu pre vás' })).toBeInTheDocument();
    // The Slovak service claims.
    expect(screen.getByRole('link', { name: /Doprava zadarmo od 40/ })).toBeInTheDocument();
  });

  it('404: no footer content, nothing logged', async () => {
    const { callsTo } = setup({ noVisitor: true, faults: [[`GET ${FOOTER_ROUTE}`, { status: 404 }]] });
    await waitFor(() => expect(callsTo(FOOTER_ROUTE)).toBe(1));
    await act(async () => {});
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(countryNav()).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a failure shows no content and is logged; the country switcher stays', async () => {
    setup({ noVisitor: true, faults: [[`GET ${FOOTER_ROUTE}`, { status: 500 }]] });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(FOOTER_FAILURE_LOG, 'DE', expect.anything()));
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(countryNav()).toBeInTheDocument();
  });

  it('asks for the A/B assignment once per mount and ignores the result', async () => {
    const { callsTo, view, page } = setup({ initial: shown });
    await waitFor(() => expect(callsTo(ASSIGNMENT_PATH)).toBe(1));
    view.rerender(page({ initial: shown, checkout: true }));
    act(() => {
      setWidth(375);
      window.dispatchEvent(new Event('resize'));
    });
    await act(async () => {});
    expect(callsTo(ASSIGNMENT_PATH)).toBe(1);
  });

  it('a failing A/B assignment call changes nothing', async () => {
    const { callsTo } = setup({ noVisitor: true, faults: [[`GET ${ASSIGNMENT_PATH}`, { status: 500 }]] });
    await waitFor(() => expect(callsTo(ASSIGNMENT_PATH)).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Wir sind für Sie da' })).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
