// `npm run services`: the reference services alone, as the backend of storefronts started with SERVICES_URL.
import { serve } from '@hono/node-server';
import { addressUrl, listenAddress, SERVICES_PORT } from './listen';
import { demoReferenceServices } from './referenceServices';

const services = demoReferenceServices();
const address = listenAddress(process.env, SERVICES_PORT);
serve({ fetch: services.app.fetch, ...address }, (info) => {
  console.log(`Crema reference services at ${addressUrl({ ...address, port: info.port })}/service`);
});
