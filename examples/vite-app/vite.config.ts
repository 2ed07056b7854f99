import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createReferenceServices } from 'crema/mocks';
import { imageDeliveryRewrite } from 'crema/tokens';

/**
 * The app calls the reference services in the page (their in-process fetch), but an <img> asks the server: this
 * serves the services' GET answers (the footer's logos, the pictures under the image delivery's path) from the dev
 * and preview servers.
 */
function referenceImages(): Plugin {
  const reference = createReferenceServices();
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '';
    const served = ['/service/', `${imageDeliveryRewrite.to}/`].some((prefix) => url.startsWith(prefix));
    if (req.method !== 'GET' || !served) return next();
    reference
      .fetch(new URL(url, 'http://127.0.0.1'))
      .then(async (answer) => {
        res.statusCode = answer.status;
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(next);
  };
  return {
    name: 'crema-reference-images',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}

// Nothing for Crema itself: it ships compiled JavaScript and one stylesheet, so no vanilla-extract plugin is needed.
export default defineConfig({ plugins: [react(), referenceImages()] });
