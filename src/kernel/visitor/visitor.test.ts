import type { PersonalData } from '../../services/personalData';
import { customerNameOf, loggedOutVisitor, uninitializedVisitor, visitorFromPersonalData } from './visitor';

const klara = {
  firstname: 'Klara',
  lastname: 'Kaffee',
  loyaltyBeans: 1250,
  statuses: { isCommunityMember: true, isLoyaltyCardMember: false },
};
const signedInKlara = {
  initialized: true,
  loggedInOrRemembered: true,
  customerName: 'Klara Kaffee',
  firstName: 'Klara',
  loyaltyBeans: 1250,
  communityMember: true,
  loyaltyCardMember: false,
  newsletterStatus: null,
};

describe('visitorFromPersonalData (LOGGED_IN and REMEMBERED count as signed in)', () => {
  it.each<[string, PersonalData, ReturnType<typeof visitorFromPersonalData>]>([
    ['LOGGED_IN counts as signed in', { tracking: { loginStatus: 'LOGGED_IN' }, customer: klara }, signedInKlara],
    ['REMEMBERED counts as signed in', { tracking: { loginStatus: 'REMEMBERED' }, customer: klara }, signedInKlara],
    ['LOGGED_OUT is logged out', { tracking: { loginStatus: 'LOGGED_OUT' }, customer: null }, loggedOutVisitor],
    [
      'LOGGED_OUT ignores a customer sent anyway',
      { tracking: { loginStatus: 'LOGGED_OUT' }, customer: klara },
      loggedOutVisitor,
    ],
    [
      'signed in without customer data: no name, no beans, no flags',
      { tracking: { loginStatus: 'LOGGED_IN' }, customer: null },
      { ...loggedOutVisitor, loggedInOrRemembered: true },
    ],
    [
      'signed in with 0 beans shows 0, not nothing',
      { tracking: { loginStatus: 'LOGGED_IN' }, customer: { firstname: 'Jan', loyaltyBeans: 0, statuses: null } },
      { ...loggedOutVisitor, loggedInOrRemembered: true, customerName: 'Jan', firstName: 'Jan', loyaltyBeans: 0 },
    ],
  ])('%s', (_name, data, expected) => {
    expect(visitorFromPersonalData(data)).toEqual(expected);
  });

  it.each([
    ['WAITING_FOR_DOI', 'WAITING_FOR_DOI'],
    ['SUBSCRIBED', 'SUBSCRIBED'],
    ['UNSUBSCRIBED', null],
    ['subscribed', null],
    [null, null],
    [undefined, null],
  ] as const)('reads the newsletter status %j as %j (values read: WAITING_FOR_DOI, SUBSCRIBED)', (status, expected) => {
    const data: PersonalData = { tracking: { loginStatus: 'LOGGED_IN' }, customer: klara, newsletterStatus: status };
    expect(visitorFromPersonalData(data).newsletterStatus).toBe(expected);
    // Signed out, a status sent anyway counts for nothing, as the customer data does.
    expect(visitorFromPersonalData({ ...data, tracking: { loginStatus: 'LOGGED_OUT' } }).newsletterStatus).toBeNull();
  });

  it('starts not initialized and logged out; a failure is initialized and logged out', () => {
    expect(uninitializedVisitor).toMatchObject({ initialized: false, loggedInOrRemembered: false });
    expect(loggedOutVisitor).toEqual({ ...uninitializedVisitor, initialized: true });
  });
});

describe('customerNameOf', () => {
  it.each([
    [{ firstname: 'Klara', lastname: 'Kaffee' }, 'Klara Kaffee'],
    [{ firstname: '  Klara ', lastname: ' Kaffee  ' }, 'Klara Kaffee'],
    [{ firstname: 'Klara', lastname: null }, 'Klara'],
    [{ lastname: 'Kaffee' }, 'Kaffee'],
    [{ firstname: ' ', lastname: '' }, null],
    [null, null],
  ])('%j → %j', (customer, expected) => {
    expect(customerNameOf(customer)).toBe(expected);
  });
});
