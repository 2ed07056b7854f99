import { StorefrontProvider, VisitorProvider, loadStorefrontMessages, useVisitor } from 'crema';
import { createServiceClient } from 'crema/services';
import { createReferenceServices } from 'crema/mocks';

const reference = createReferenceServices();
reference.faults.set('GET /service/customerfrontenddata/api/v1/psdata', { status: 500 }); // or latencyMs, hang, malformed, wrongShape, drop
const services = createServiceClient({ fetch: reference.fetch, site: 'CZ' });
const messages = await loadStorefrontMessages('cs-CZ'); // one locale's catalog; load it before rendering

function VisitorState() {
  const signedIn = useVisitor((visitor) => visitor.loggedInOrRemembered);
  return <p>{signedIn ? 'signed in' : 'signed out'}</p>;
}

export function CzechShop() {
  return (
    <StorefrontProvider site="cz" messages={messages} services={services}>
      <VisitorProvider>
        <VisitorState />
      </VisitorProvider>
    </StorefrontProvider>
  );
}
