import { StrictMode, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createServiceClient, type FetchLike, type ServiceClient } from '../../services/http';
import { login } from '../../services/login';
import { PSDATA_PATH } from '../../services/personalData';
import { createReferenceServices } from '../../mocks';
import { SEEDED_LOGIN } from '../../mocks/routes/login';
import { StorefrontProvider } from '../StorefrontProvider';
import { loadStorefrontMessages } from '../../compositions/messages';
import { PERSONAL_DATA_FAILURE_LOG } from './constants';
import { VisitorProvider, createVisitorStore, useVisitor, type VisitorStore } from './index';

const messages = await loadStorefrontMessages('de-DE');

function setup() {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const psdataCalls: string[] = [];
  const counting: FetchLike = (input, init) => {
    if (String(input).startsWith(PSDATA_PATH)) psdataCalls.push(String(input));
    return browser.fetch(input, init);
  };
  return { reference, services: createServiceClient({ fetch: counting }), psdataCalls };
}

function VisitorProbe({ label }: { label: string }) {
  const initialized = useVisitor((v) => v.initialized);
  const signedIn = useVisitor((v) => v.loggedInOrRemembered);
  const name = useVisitor((v) => v.customerName);
  const beans = useVisitor((v) => v.loyaltyBeans);
  const text = !initialized ? 'not yet' : signedIn ? `${name ?? ''} (${beans ?? '-'})` : 'logged out';
  return <output aria-label={label}>{text}</output>;
}

const page = (services: ServiceClient, children: ReactNode, store?: VisitorStore) => (
  <StorefrontProvider messages={messages} services={services}>
    <VisitorProvider store={store}>{children}</VisitorProvider>
  </StorefrontProvider>
);

describe('VisitorProvider and useVisitor', () => {
  it('renders not-yet-initialized first, then the logged-in visitor', async () => {
    const { services } = setup();
    expect(await login(services, { ...SEEDED_LOGIN })).toMatchObject({ ok: true, value: 'SUCCESS' });
    render(page(services, <VisitorProbe label="header" />));
    expect(screen.getByRole('status', { name: 'header' })).toHaveTextContent('not yet');
    expect(await screen.findByText('Klara Kaffee (1250)')).toBeInTheDocument();
  });

  it('one page, three readers (header, cart, footer), StrictMode: one psdata call', async () => {
    const { services, psdataCalls } = setup();
    render(
      <StrictMode>
        {page(
          services,
          <>
            <VisitorProbe label="header" />
            <VisitorProbe label="cart" />
            <VisitorProbe label="footer" />
          </>,
        )}
      </StrictMode>,
    );
    expect(await screen.findAllByText('logged out')).toHaveLength(3);
    expect(psdataCalls).toHaveLength(1);
  });

  it('a failed load shows the visitor logged out and logs once', async () => {
    const { reference, services } = setup();
    expect(await login(services, { ...SEEDED_LOGIN })).toMatchObject({ ok: true, value: 'SUCCESS' });
    reference.faults.set(`GET ${PSDATA_PATH}`, { status: 503 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<StrictMode>{page(services, <VisitorProbe label="header" />)}</StrictMode>);
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(PERSONAL_DATA_FAILURE_LOG, {
      kind: 'http',
      status: 503,
      code: 'INJECTED_FAULT',
    });
  });

  it('uses an injected store: already loaded, no second call', async () => {
    const { services, psdataCalls } = setup();
    const store = createVisitorStore({ services });
    await store.getState().load();
    render(page(services, <VisitorProbe label="header" />, store));
    expect(screen.getByRole('status', { name: 'header' })).toHaveTextContent('logged out');
    expect(psdataCalls).toHaveLength(1);
  });

  it('says clearly when useVisitor has no VisitorProvider above it', () => {
    const { services } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <StorefrontProvider messages={messages} services={services}>
          <VisitorProbe label="header" />
        </StorefrontProvider>,
      ),
    ).toThrow('[crema] useVisitor needs a <VisitorProvider> above it.');
  });
});
