import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Env, Hono, Schema } from 'hono';
import { fallbackLocale } from 'crema/server';
import {
  CONSENT_STUB_PATH,
  consentBannerClasses,
  consentBannerHeightProperty,
  consentBannerTitleId,
} from '../src/consent/banner';
import { consentMessages } from '../src/consent/messages';

export { CONSENT_STUB_PATH };

/**
 * The cookies the stand-in keeps the choice in, named as OneTrust names them: the banner was answered (a date), and
 * the consent itself, a query string whose `groups` is "C0001:1,C0002:0,…".
 */
export const consentCookies = { closed: 'OptanonAlertBoxClosed', consent: 'OptanonConsent' } as const;

/**
 * OneTrust's standard category ids: strictly necessary, performance, functional, targeting. "Accept all" grants all,
 * "Only necessary" the first; the strictly necessary group is always on.
 */
export const consentGroups = {
  all: ['C0001', 'C0002', 'C0003', 'C0004'],
  necessary: ['C0001'],
} as const;

/** The choice is kept a year (the usual consent lifetime), then asked again. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A value as a JavaScript literal inside the served script; `<` escaped so no text can close a script element. */
export const scriptLiteral = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The stand-in script as served: plain browser JavaScript (ES2017, no modules), written out as text rather than
 * built from a function's source, which tsx and esbuild rewrite (`__name` helpers) and a minifier would rename.
 * Its texts, class names and cookie names come from the typed modules above, embedded as JSON.
 *
 * On load: with a stored choice it sets `window.OnetrustActiveGroups` and calls `window.OptanonWrapper` once, as the
 * provider does; otherwise it shows a non-modal banner first in <body> (a region named by its heading, one sentence,
 * "Accept all" and "Only necessary" in the page's language), so it is the first thing Tab reaches while it shows
 * (no positive tabindex needed), and a click stores the choice, removes the banner and calls the wrapper with the
 * granted groups. Where it shows is its stylesheet's (consent.css.ts): over the page's bottom, or at a short viewport
 * at the page's top in its flow.
 *
 * It also defines OneTrust's `window.OneTrust.ToggleInfoDisplay()`, which the footer's consent-settings link calls
 * ("One legal link opens the cookie-consent settings dialog"): it shows the banner again, also over a
 * stored choice (never a second one), and puts focus on its first button; after the choice, focus goes back to the
 * element that had it before, if that is still in the document. The first run of the script keeps the API, so the
 * banner it shows and the focus it remembers belong together.
 */
export function consentStubScript(): string {
  return `// Crema reference storefront: a local stand-in for the consent provider's SDK stub. No third-party call.
(function () {
  'use strict';
  // The \`cookie\` library (jshttp/cookie, as the rest of the shop parses and writes cookies), its CommonJS build.
  var cookieLibrary = (function (exports) {
${cookieLibrarySource()}
    return exports;
  })({});
  var messages = ${scriptLiteral(consentMessages)};
  var fallbackLocale = ${scriptLiteral(fallbackLocale)};
  var cookies = ${scriptLiteral(consentCookies)};
  var allGroups = ${scriptLiteral(consentGroups.all)};
  var necessaryGroups = ${scriptLiteral(consentGroups.necessary)};
  var maxAgeSeconds = ${scriptLiteral(CONSENT_COOKIE_MAX_AGE_SECONDS)};
  var classes = ${scriptLiteral(consentBannerClasses)};
  var titleId = ${scriptLiteral(consentBannerTitleId)};
  var heightProperty = ${scriptLiteral(consentBannerHeightProperty)};

  // Values are kept as they are written (an ISO date, and a query string whose "," and ":" URLSearchParams encodes).
  var asIs = function (value) { return value; };

  function readCookie(name) {
    return cookieLibrary.parse(document.cookie || '', { decode: asIs })[name];
  }

  function writeCookie(name, value) {
    document.cookie = cookieLibrary.serialize(name, value, {
      encode: asIs,
      path: '/',
      maxAge: maxAgeSeconds,
      sameSite: 'lax',
      secure: location.protocol === 'https:',
    });
  }

  // The granted groups of a stored choice, or undefined when there is none or it cannot be read (then ask again).
  function storedGroups() {
    if (!readCookie(cookies.closed)) return undefined;
    var consent = readCookie(cookies.consent);
    if (!consent) return undefined;
    var granted = [];
    (new URLSearchParams(consent).get('groups') || '').split(',').forEach(function (entry) {
      var pair = entry.split(':');
      if (pair[1] === '1' && allGroups.indexOf(pair[0]) !== -1 && granted.indexOf(pair[0]) === -1) granted.push(pair[0]);
    });
    var complete = necessaryGroups.every(function (group) { return granted.indexOf(group) !== -1; });
    return complete ? granted : undefined;
  }

  // What OneTrust does on load and on every change: the active groups as ",C0001,C0003,", then the page's wrapper.
  function notify(groups) {
    window.OnetrustActiveGroups = ',' + groups.join(',') + ',';
    if (typeof window.OptanonWrapper === 'function') window.OptanonWrapper();
  }

  function textsOfPage() {
    var lang = String(document.documentElement.lang || '').toLowerCase();
    for (var locale in messages) if (locale.toLowerCase() === lang) return messages[locale];
    return messages[fallbackLocale];
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The element that had focus when ToggleInfoDisplay opened the banner; focus returns to it after the choice.
  var returnFocusTo = null;

  function showBanner() {
    var shown = document.querySelector('.' + classes.banner);
    if (shown) return shown;
    var texts = textsOfPage();
    var banner = element('section', classes.banner);
    banner.setAttribute('aria-labelledby', titleId);
    var inner = element('div', classes.inner);
    var title = element('h2', classes.title, texts['consent.title']);
    title.id = titleId;
    var actions = element('div', classes.actions);
    var acceptAll = element('button', classes.button + ' ' + classes.primary, texts['consent.acceptAll']);
    var onlyNecessary = element('button', classes.button, texts['consent.onlyNecessary']);
    acceptAll.type = 'button';
    onlyNecessary.type = 'button';
    actions.append(acceptAll, onlyNecessary);
    inner.append(title, element('p', classes.text, texts['consent.text']), actions);
    banner.append(inner);

    // The page keeps the banner's height free at its end and as scroll padding while it overlays the page (see
    // consent.css.ts): measured whenever its size changes (the viewport's width or height, its own height cap).
    var root = document.documentElement;
    function reserveRoom() {
      root.style.setProperty(heightProperty, banner.offsetHeight + 'px');
    }
    var resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(reserveRoom) : null;

    function choose(groups) {
      var focusWasInside = banner.contains(document.activeElement);
      var back = returnFocusTo;
      returnFocusTo = null;
      var now = new Date().toISOString();
      var consent = allGroups.map(function (group) {
        return group + ':' + (groups.indexOf(group) !== -1 ? '1' : '0');
      });
      writeCookie(cookies.consent, new URLSearchParams({ datestamp: now, groups: consent.join(',') }).toString());
      writeCookie(cookies.closed, now);
      if (resizes) resizes.disconnect();
      else window.removeEventListener('resize', reserveRoom);
      root.style.removeProperty(heightProperty);
      banner.remove();
      // Focus must not be lost with the removed button: the element it came from takes it back (the footer's link),
      // else the main content (it is focusable by script).
      if (focusWasInside) {
        var main = document.querySelector('main');
        if (back && back !== document.body && document.contains(back)) back.focus();
        else if (main) main.focus({ preventScroll: true });
      }
      notify(groups);
    }

    acceptAll.addEventListener('click', function () { choose(allGroups); });
    onlyNecessary.addEventListener('click', function () { choose(necessaryGroups); });
    document.body.prepend(banner);
    reserveRoom();
    if (resizes) resizes.observe(banner);
    else window.addEventListener('resize', reserveRoom);
    return banner;
  }

  // OneTrust's call to open its preference centre. A keyboard user lands on the banner's first button; opening it
  // again while it shows keeps the element focus first came from.
  function toggleInfoDisplay() {
    if (!document.body) return;
    var active = document.activeElement;
    var banner = showBanner();
    if (active && !banner.contains(active)) returnFocusTo = active;
    banner.querySelector('button').focus();
  }

  if (!window.OneTrust) window.OneTrust = { ToggleInfoDisplay: toggleInfoDisplay };

  function start() {
    var groups = storedGroups();
    if (groups) notify(groups);
    else showBanner();
  }

  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
`;
}

/**
 * The `cookie` package's CommonJS build, as text to embed in the stand-in (a plain script, no module loader): its
 * `exports.parse` and `exports.serialize` are the same functions the server and the app use.
 */
function cookieLibrarySource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('cookie'), 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
}

/**
 * Serves the stand-in at CONSENT_STUB_PATH as JavaScript, revalidated on every use (its texts change with the app).
 * The storefront mounts it and passes `scriptUrl={CONSENT_STUB_PATH}` to the header's ConsentLoader.
 */
export function registerConsentStub<E extends Env, S extends Schema, B extends string>(app: Hono<E, S, B>): void {
  const script = consentStubScript();
  app.get(CONSENT_STUB_PATH, (c) =>
    c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
}
