/**
 * Generated images: GET /service/imagedelivery/image/… and its rewritten form /img/… (the Picture rewrites the
 * first to the second: "Image paths under /service/imagedelivery/image are rewritten to /img"), and
 * the newsletter form's images under /service/newsletterfrontend/newslettersubscriptionform/, and the
 * footer logos and flags under /service/footer-images/logos/. Every answer is a deterministic SVG.
 */
import type { Context } from 'hono';
import { imageDeliveryRewrite } from '../../../design-tokens';
import type { RegisterRoutes } from '../app';
import { FOOTER_LOGOS_PATH, IMAGE_MAX_AGE_SECONDS, SVG_CONTENT_TYPE } from '../fixtures/constants';
import { imageSvg, logoSvg } from '../fixtures/images';
import { LOGO_LANGUAGE_PARAM } from '../../services/footer/constants';
import { NEWSLETTER_IMAGE_PATH } from '../../services/newsletter/constants';

/** The path below `prefix`, decoded; undefined when it tries to leave it. */
function below(c: Context, prefix: string): string | undefined {
  const rest = decodeURIComponent(c.req.path.slice(prefix.length));
  return rest.split('/').includes('..') ? undefined : rest;
}

function answer(c: Context, body: string | undefined) {
  if (body === undefined) return c.body(null, 404);
  return c.body(body, 200, {
    'content-type': SVG_CONTENT_TYPE,
    'cache-control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}, immutable`,
    // An SVG opened on its own may run nothing and load nothing.
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  });
}

export const registerImageRoutes: RegisterRoutes = (app) => {
  for (const prefix of [imageDeliveryRewrite.from, imageDeliveryRewrite.to]) {
    app.get(`${prefix}/*`, (c) => {
      const path = below(c, prefix);
      return answer(c, path === undefined ? undefined : imageSvg(path));
    });
  }
  // The newsletter form's desktop and tablet images ({hash}.jpg), drawn as teasers like every image here.
  app.get(`${NEWSLETTER_IMAGE_PATH}/*`, (c) => {
    const name = below(c, NEWSLETTER_IMAGE_PATH)?.replace(/^\//, '');
    return answer(c, name ? imageSvg(`teaser/newsletter-${name}`) : undefined);
  });
  app.get(`${FOOTER_LOGOS_PATH}/*`, (c) => {
    const name = below(c, FOOTER_LOGOS_PATH);
    return answer(
      c,
      name === undefined ? undefined : logoSvg(name.replace(/^\//, ''), c.req.query(LOGO_LANGUAGE_PARAM)),
    );
  });
};
