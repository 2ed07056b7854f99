// @vitest-environment happy-dom
// The stand-in consent script, served by the route and run in happy-dom as the browser runs it.
import { Hono } from 'hono';
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readCookies } from 'crema/server';
import { consentMessages } from '../src/consent/messages';
import {
  CONSENT_STUB_PATH,
  consentCookies,
  consentStubScript,
  registerConsentStub,
  scriptLiteral,
} from './consentStub';

const ALL = ',C0001,C0002,C0003,C0004,';
const NECESSARY = ',C0001,';

/** Runs the served script as a page would, with a fake OptanonWrapper recording the groups of each call. */
function runScript() {
  const calls: unknown[] = [];
  window.OptanonWrapper = () => calls.push(window.OnetrustActiveGroups);
  new Function(consentStubScript())();
  return calls;
}

/** OneTrust's API as the footer's consent-settings link reaches it (`window.OneTrust?.ToggleInfoDisplay?.()`). */
type OneTrustApi = { ToggleInfoDisplay?: () => void };
const oneTrust = () => (window as unknown as { OneTrust?: OneTrustApi }).OneTrust;

const cookies = () => readCookies();
const banner = () => document.querySelector('section[aria-labelledby]');

beforeEach(() => {
  document.documentElement.lang = 'de-DE';
  document.title = 'Crema';
  document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Crema</h1><input aria-label="Suche"></main>';
});

afterEach(() => {
  for (const name of Object.values(consentCookies)) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  delete window.OptanonWrapper;
  delete window.OnetrustActiveGroups;
  Reflect.deleteProperty(window, 'OneTrust');
});

describe('the consent stub route', () => {
  it('answers GET CONSENT_STUB_PATH with the script as JavaScript, revalidated each time', async () => {
    const app = new Hono();
    registerConsentStub(app);
    const response = await app.request(CONSENT_STUB_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(consentStubScript());
  });

  it('embeds values as JSON with "<" escaped, so no text can close a script element', () => {
    expect(scriptLiteral({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(scriptLiteral({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});

describe('the stand-in script without a stored choice', () => {
  it.each(Object.entries(consentMessages))(
    'shows the banner first in <body>, in the page language %s',
    (locale, texts) => {
      document.documentElement.lang = locale;
      const calls = runScript();
      const region = screen.getByRole('region', { name: texts['consent.title'] });
      expect(region).toBe(document.body.firstElementChild);
      expect(within(region).getByRole('heading', { name: texts['consent.title'] })).toBeInTheDocument();
      expect(within(region).getByText(texts['consent.text'])).toBeInTheDocument();
      expect(
        within(region)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([texts['consent.acceptAll'], texts['consent.onlyNecessary']]);
      expect(calls).toEqual([]);
    },
  );

  it('falls back to de-DE for a language it has no texts for', () => {
    document.documentElement.lang = 'en-GB';
    runScript();
    expect(screen.getByRole('region', { name: consentMessages['de-DE']['consent.title'] })).toBeInTheDocument();
  });

  it('Accept all: writes both cookies, removes the banner, moves focus to main and calls the wrapper with all groups', async () => {
    const user = userEvent.setup();
    const calls = runScript();
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    accept.focus();
    await user.keyboard('{Enter}');
    const jar = cookies();
    expect(jar[consentCookies.closed]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(new URLSearchParams(jar[consentCookies.consent]).get('groups')).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(calls).toEqual([ALL]);
  });

  it('Only necessary: stores C0001 alone and calls the wrapper with ",C0001,"', async () => {
    const user = userEvent.setup();
    const calls = runScript();
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(new URLSearchParams(cookies()[consentCookies.consent]).get('groups')).toBe(
      'C0001:1,C0002:0,C0003:0,C0004:0',
    );
    expect(banner()).toBeNull();
    expect(calls).toEqual([NECESSARY]);
  });

  it('comes first in the tab order and is keyboard-operable: Tab reaches both buttons, then the page; Space chooses', async () => {
    const user = userEvent.setup();
    const calls = runScript();
    // The first Tab of the page, with no positive tabindex anywhere.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nur notwendige' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Suche' }));
    expect(document.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(calls).toEqual([NECESSARY]);
  });

  it('leaves focus where it was when it was not inside the banner', () => {
    const calls = runScript();
    const search = screen.getByRole('textbox', { name: 'Suche' });
    search.focus();
    screen.getByRole('button', { name: 'Alle akzeptieren' }).click();
    expect(document.activeElement).toBe(search);
    expect(calls).toEqual([ALL]);
  });

  it('keeps room for the banner while it shows, and gives it back after the choice', () => {
    runScript();
    expect(document.documentElement.style.getPropertyValue('--crema-consent-height')).toMatch(/px$/);
    screen.getByRole('button', { name: 'Nur notwendige' }).click();
    expect(document.documentElement.style.getPropertyValue('--crema-consent-height')).toBe('');
  });

  it('shows one banner when the script runs twice', () => {
    runScript();
    runScript();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('passes axe (WCAG 2.2 AA and best practice)', async () => {
    runScript();
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      // happy-dom lays nothing out; the theme's colour pairs have their own contrast test.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('the stand-in script with a stored choice', () => {
  it('shows no banner and calls the wrapper once with the stored groups', () => {
    document.cookie = `${consentCookies.closed}=2025-01-01T00:00:00.000Z; Path=/`;
    document.cookie = `${consentCookies.consent}=datestamp=x&groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0; Path=/`;
    const calls = runScript();
    expect(banner()).toBeNull();
    expect(calls).toEqual([',C0001,C0003,']);
    expect(window.OnetrustActiveGroups).toBe(',C0001,C0003,');
  });

  it('remembers a choice made on an earlier page', async () => {
    const user = userEvent.setup();
    runScript();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    const calls = runScript();
    expect(banner()).toBeNull();
    expect(calls).toEqual([ALL]);
  });

  it.each([
    ['the consent cookie is missing', undefined],
    ['it has no groups', 'datestamp=x'],
    ['the strictly necessary group is not granted', 'groups=C0001%3A0%2CC0002%3A1'],
    ['it is not a query string', '%%%'],
  ])('asks again when %s', (_case, consent) => {
    document.cookie = `${consentCookies.closed}=2025-01-01T00:00:00.000Z; Path=/`;
    if (consent !== undefined) document.cookie = `${consentCookies.consent}=${consent}; Path=/`;
    const calls = runScript();
    expect(banner()).not.toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the consent settings (OneTrust.ToggleInfoDisplay), as the footer link opens them', () => {
  const storeChoice = () => {
    document.cookie = `${consentCookies.closed}=2025-01-01T00:00:00.000Z; Path=/`;
    document.cookie = `${consentCookies.consent}=datestamp=x&groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0; Path=/`;
  };
  /** The footer's legal link, focused as a keyboard user has it when they activate it. */
  const focusSettingsLink = () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<footer><a href="#consent-settings">Cookie-Einstellungen</a></footer>',
    );
    const link = screen.getByRole('link', { name: 'Cookie-Einstellungen' });
    link.focus();
    return link;
  };

  it('over a stored choice: shows the banner, focus on its first button; the new choice is stored, focus goes back to the link', async () => {
    const user = userEvent.setup();
    storeChoice();
    const calls = runScript();
    const link = focusSettingsLink();
    expect(banner()).toBeNull();

    oneTrust()!.ToggleInfoDisplay!();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alle akzeptieren' }));

    await user.tab();
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(new URLSearchParams(cookies()[consentCookies.consent]).get('groups')).toBe(
      'C0001:1,C0002:0,C0003:0,C0004:0',
    );
    expect(calls).toEqual([',C0001,C0003,', NECESSARY]);
    expect(document.activeElement).toBe(link);
  });

  it('while the first-visit banner shows: no second banner, focus moves into it and comes back to the link', async () => {
    const user = userEvent.setup();
    const calls = runScript();
    const link = focusSettingsLink();
    oneTrust()!.ToggleInfoDisplay!();
    oneTrust()!.ToggleInfoDisplay!();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(link);
    expect(calls).toEqual([ALL]);
  });

  it('opens again after a choice made in it', async () => {
    const user = userEvent.setup();
    runScript();
    const link = focusSettingsLink();
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    link.focus();
    oneTrust()!.ToggleInfoDisplay!();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alle akzeptieren' }));
  });

  it('gives focus to the main content when the element it came from has left the document', async () => {
    const user = userEvent.setup();
    storeChoice();
    runScript();
    const link = focusSettingsLink();
    oneTrust()!.ToggleInfoDisplay!();
    link.closest('footer')!.remove();
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('keeps one API when the script runs twice, so focus still returns to the link', async () => {
    const user = userEvent.setup();
    storeChoice();
    runScript();
    const first = oneTrust();
    runScript();
    expect(oneTrust()).toBe(first);
    const link = focusSettingsLink();
    oneTrust()!.ToggleInfoDisplay!();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(link);
  });

  it('passes axe with the reopened banner', async () => {
    storeChoice();
    runScript();
    focusSettingsLink();
    oneTrust()!.ToggleInfoDisplay!();
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});
