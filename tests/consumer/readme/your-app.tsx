import 'crema/styles.css';
import {
  HeaderProvider,
  MinicartProvider,
  ShopHeader,
  StorefrontProvider,
  Surface,
  VisitorProvider,
  loadStorefrontMessages,
} from 'crema';
import { createServiceClient } from 'crema/services';
import { createReferenceServices } from 'crema/mocks';

// Your shop's backend answers the spec's calls under /service: createServiceClient({ site: 'DE' }).
// Until you have one, the reference services answer them in the page.
const services = createServiceClient({ fetch: createReferenceServices().fetch, site: 'DE' });
const messages = await loadStorefrontMessages('de-DE');

export function App() {
  return (
    <StorefrontProvider site="de" messages={messages} services={services}>
      <Surface theme="light">
        <VisitorProvider>
          <MinicartProvider>
            <HeaderProvider>
              <ShopHeader />
            </HeaderProvider>
          </MinicartProvider>
        </VisitorProvider>
      </Surface>
    </StorefrontProvider>
  );
}
