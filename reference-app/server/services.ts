// `npm run services`: the reference services alone, as the backend of storefronts started with SERVICES_URL.
import { serve } from '@hono/node-server';
import { demoReferenceServices } from './referenceServices';

const services = demoReferenceServices();
const port = Number(process.env.PORT ?? 4180);
serve({ fetch: services.app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Crema reference services at http://127.0.0.1:${info.port}/service`);
});
