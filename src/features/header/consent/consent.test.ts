import { siteCodes } from '../../../platform/site';
import { stages } from '../../../kernel';
import { consentDomainId, consentUpdatedEvent, isInternalHost } from './consent';
import { CONSENT_TEST_ID_SUFFIX, consentDomainIds } from './constants';

describe('isInternalHost ("test ids on internal or local hosts")', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['[::1]', true],
    ['shop.localhost', true],
    ['crema.local', true],
    ['storefront.internal', true],
    ['int.example.de', true],
    ['dev.example.cz', true],
    ['test.example.tr', true],
    ['stage.example.ch', true],
    ['int.example.de.', true],
    ['', true],
    ['www.example.de', false],
    ['example.de', false],
    ['developer.example.de', false],
    ['www.int.example.de', false],
    ['local.example.de', false],
    ['127.0.0.2.example.de', false],
  ])('%j → %s', (host, internal) => {
    expect(isInternalHost(host)).toBe(internal);
  });
});

describe('consentDomainId ("a domain id per site and per stage (DEV or LIVE ...)")', () => {
  it('has one UUID-shaped id per site and stage, no two alike', () => {
    const ids = siteCodes.flatMap((site) => stages.map((stage) => consentDomainId(site, stage, 'www.example.de')));
    expect(ids).toHaveLength(siteCodes.length * stages.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it.each([
    ['DE', 'LIVE', 'www.example.de', `${consentDomainIds.DE.LIVE}`],
    ['DE', 'DEV', 'www.example.de', `${consentDomainIds.DE.DEV}`],
    ['CZ', 'LIVE', 'www.example.cz', `${consentDomainIds.CZ.LIVE}`],
    ['CH_FR', 'DEV', 'www.example.ch', `${consentDomainIds.CH_FR.DEV}`],
    ['TR', 'LIVE', '127.0.0.1', `${consentDomainIds.TR.LIVE}-test`],
    ['TR', 'DEV', 'localhost', `${consentDomainIds.TR.DEV}-test`],
    ['HU', 'LIVE', 'int.example.hu', `${consentDomainIds.HU.LIVE}-test`],
    ['PL', 'DEV', 'storefront.internal', `${consentDomainIds.PL.DEV}-test`],
  ] as const)('%s %s on %s → %s', (site, stage, host, id) => {
    expect(consentDomainId(site, stage, host)).toBe(id);
  });

  it('writes the test id as OneTrust does: the domain id + "-test"', () => {
    expect(CONSENT_TEST_ID_SUFFIX).toBe('-test');
    expect(consentDomainId('SK', 'LIVE', '::1')).toBe(`${consentDomainIds.SK.LIVE}-test`);
  });

  it('bad input: an unknown site is DE, an unknown stage LIVE, never a throw', () => {
    expect(consentDomainId('XX' as never, 'LIVE', 'www.example.de')).toBe(consentDomainIds.DE.LIVE);
    expect(consentDomainId('AT', 'QA' as never, 'www.example.at')).toBe(consentDomainIds.AT.LIVE);
    expect(consentDomainId(undefined as never, undefined as never, 'localhost')).toBe(
      `${consentDomainIds.DE.LIVE}-test`,
    );
  });
});

describe('consentUpdatedEvent ("an event named OneTrustGroupsUpdated")', () => {
  it('carries the active groups when they are a string', () => {
    expect(consentUpdatedEvent(',C0001,C0003,')).toEqual({
      event: 'OneTrustGroupsUpdated',
      OnetrustActiveGroups: ',C0001,C0003,',
    });
  });

  it.each([undefined, null, 3, [',C0001,'], {}])('leaves them out when they are %j', (groups) => {
    expect(consentUpdatedEvent(groups)).toEqual({ event: 'OneTrustGroupsUpdated' });
  });
});
