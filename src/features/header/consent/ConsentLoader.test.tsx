import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SiteCode } from '../../../platform/site';
import { StorefrontProvider, type Stage } from '../../../kernel';
import { storefrontMessagesFor } from '../../../compositions/messages/testing';
import { CONSENT_SCRIPT_FAILURE_LOG, CONSENT_SCRIPT_URL, consentDomainIds } from './constants';
import { ConsentLoader, type ConsentLoaderProps } from './index';

interface HappyDom {
  setURL(url: string): void;
  settings: { handleDisabledFileLoadingAsSuccess: boolean };
}
const happyDOM = (window as unknown as { happyDOM: HappyDom }).happyDOM;
const startUrl = location.href;

const consentScripts = () => document.head.querySelectorAll('script[data-domain-script]');

function page(site: string, stage: Stage, props: ConsentLoaderProps = {}) {
  return (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} flags={{ stage }}>
      <ConsentLoader {...props} />
    </StorefrontProvider>
  );
}

beforeEach(() => {
  // happy-dom loads no script files; answer them as loaded unless a test wants the failure.
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.OptanonWrapper;
  delete window.OnetrustActiveGroups;
  delete window.dataLayer;
  happyDOM.setURL(startUrl);
});

describe('ConsentLoader: the script', () => {
  it.each([
    ['de', 'LIVE', 'https://www.example.de/', consentDomainIds.DE.LIVE],
    ['cz', 'DEV', 'https://www.example.cz/c/kava', consentDomainIds.CZ.DEV],
    ['ch_fr', 'LIVE', 'https://www.example.ch/', consentDomainIds.CH_FR.LIVE],
    ['tr', 'LIVE', 'http://127.0.0.1:4173/', `${consentDomainIds.TR.LIVE}-test`],
    ['hu', 'DEV', 'http://localhost:4173/', `${consentDomainIds.HU.DEV}-test`],
    ['pl', 'LIVE', 'https://int.example.pl/', `${consentDomainIds.PL.LIVE}-test`],
  ] as const)('site %s, stage %s on %s: data-domain-script %s', (site, stage, url, id) => {
    happyDOM.setURL(url);
    render(page(site, stage));
    const [script, ...others] = consentScripts();
    expect(others).toHaveLength(0);
    expect(script!.getAttribute('data-domain-script')).toBe(id);
    expect(script!.getAttribute('src')).toBe(CONSENT_SCRIPT_URL);
    expect(script!.getAttribute('charset')).toBe('UTF-8');
    expect((script as HTMLScriptElement).async).toBe(true);
    expect(script!.hasAttribute('nonce')).toBe(false);
  });

  it('takes the stand-in address, the nonce and the site and stage overrides', () => {
    happyDOM.setURL('https://www.example.de/');
    render(page('de', 'LIVE', { scriptUrl: '/consent/otSDKStub.js', nonce: 'abc123', site: 'SK', stage: 'DEV' }));
    const [script] = consentScripts();
    expect(script!.getAttribute('src')).toBe('/consent/otSDKStub.js');
    expect(script!.getAttribute('nonce')).toBe('abc123');
    expect(script!.getAttribute('data-domain-script')).toBe(consentDomainIds.SK.DEV);
  });

  it('uses the test id on 127.0.0.1 for every site', () => {
    happyDOM.setURL('http://127.0.0.1:4173/');
    for (const site of Object.keys(consentDomainIds) as SiteCode[]) {
      const { unmount } = render(page(site, 'LIVE'));
      expect(consentScripts()[0]!.getAttribute('data-domain-script')).toBe(`${consentDomainIds[site].LIVE}-test`);
      unmount();
      for (const script of consentScripts()) script.remove();
    }
  });

  it('adds one script only, in StrictMode and with two loaders (two headers)', () => {
    render(
      <StrictMode>
        <StorefrontProvider site="at" messages={storefrontMessagesFor('at')}>
          <ConsentLoader />
          <ConsentLoader />
        </StorefrontProvider>
      </StrictMode>,
    );
    expect(consentScripts()).toHaveLength(1);
    render(page('at', 'LIVE'));
    expect(consentScripts()).toHaveLength(1);
  });

  it('logs a script that fails to load once, with a clear text, and throws nothing', async () => {
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StrictMode>
        {page('de', 'LIVE')}
        {page('de', 'LIVE')}
      </StrictMode>,
    );
    const ours = () => error.mock.calls.filter(([text]) => text === CONSENT_SCRIPT_FAILURE_LOG);
    await vi.waitFor(() => expect(ours()).toHaveLength(1));
    expect(ours()[0]).toEqual([CONSENT_SCRIPT_FAILURE_LOG, CONSENT_SCRIPT_URL]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ours()).toHaveLength(1);
  });
});

describe('ConsentLoader: OptanonWrapper pushes OneTrustGroupsUpdated', () => {
  it('pushes the event with the active groups on every call of the wrapper', () => {
    render(page('de', 'LIVE'));
    window.OnetrustActiveGroups = ',C0001,C0003,';
    window.OptanonWrapper!();
    window.OnetrustActiveGroups = ',C0001,C0002,C0003,C0004,';
    window.OptanonWrapper!();
    expect(window.dataLayer).toEqual([
      { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,C0003,' },
      { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,C0002,C0003,C0004,' },
    ]);
  });

  it('leaves out groups that are not a string', () => {
    render(page('de', 'LIVE'));
    window.OnetrustActiveGroups = 42;
    window.OptanonWrapper!();
    expect(window.dataLayer).toEqual([{ event: 'OneTrustGroupsUpdated' }]);
  });

  it('chains the wrapper that was there, and wraps it once however many loaders mount', () => {
    const previous = vi.fn();
    window.OptanonWrapper = previous;
    render(
      <StrictMode>
        {page('de', 'LIVE')}
        {page('de', 'LIVE')}
      </StrictMode>,
    );
    window.OnetrustActiveGroups = ',C0001,';
    window.OptanonWrapper!();
    expect(previous).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([{ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,' }]);
  });

  it('installs the wrapper before the script is added, so the provider finds it on load', () => {
    const seen: boolean[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {
      seen.push(typeof window.OptanonWrapper === 'function');
    });
    render(page('de', 'LIVE'));
    expect(append).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });
});

describe('ConsentLoader on the server', () => {
  it('renders nothing and adds no script or wrapper', () => {
    expect(renderToString(page('de', 'LIVE'))).toBe('');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.OptanonWrapper).toBeUndefined();
  });
});
