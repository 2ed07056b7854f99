// A consumer app using all three entries, as a UI developer would: components and hooks from `crema`, the service
// client from `crema/services`, the reference services from `crema/mocks` (its tests and stories).
import {
  HeaderProvider,
  MinicartProvider,
  PasswordInput,
  ShopHeader,
  StorefrontProvider,
  VisitorProvider,
  loadStorefrontMessages,
  useVisitor,
  type StorefrontMessages,
} from 'crema';
import { createServiceClient, fetchCart, type ServiceClient } from 'crema/services';
import { createReferenceServices } from 'crema/mocks';

export const reference = createReferenceServices();
export const services: ServiceClient = createServiceClient({ fetch: reference.fetch, site: 'CZ' });
export const loadCart = () => fetchCart(services);
export const loadCzechMessages = (): Promise<StorefrontMessages> => loadStorefrontMessages('cs-CZ');

function Greeting() {
  const signedIn = useVisitor((visitor) => visitor.loggedInOrRemembered);
  return <p data-testid="visitor">{signedIn ? 'in' : 'out'}</p>;
}

export function Shop({ messages }: { messages: StorefrontMessages }) {
  return (
    <StorefrontProvider site="cz" messages={messages} services={services}>
      <PasswordInput name="password" />
      <VisitorProvider>
        <Greeting />
        {/* The header as an app without a server uses it: it loads its navigation itself; the mini cart loads the
            cart, and the header shows its count. */}
        <MinicartProvider>
          <HeaderProvider>
            <ShopHeader />
          </HeaderProvider>
        </MinicartProvider>
      </VisitorProvider>
    </StorefrontProvider>
  );
}
