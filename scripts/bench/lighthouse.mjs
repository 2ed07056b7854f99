// Lighthouse 12.8 (the 13.x line needs Node 22), its default mobile settings (simulated slow 4G and 4x CPU), in
// Debian's Chromium launched by chrome-launcher (never a downloaded browser). Each round audits the trivial page and
// then every site's home page once, so the LCP ratio compares runs of the same moments of this shared machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { median } from './browser.mjs';
import { consentCookiesFor, homeOf } from './project.mjs';

const audits = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};

/** One mobile audit of `url`: the performance score and the three metrics (ms, unitless CLS). */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    performance: lhr.categories.performance.score,
    lcp: value(audits.lcp),
    cls: value(audits.cls),
    tbt: value(audits.tbt),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

/**
 * An audit, tried up to three times: on this shared machine Chromium sometimes answers the DevTools protocol too late
 * (PROTOCOL_TIMEOUT). A run that still fails is left out of the median, and reported.
 */
async function auditWithRetries(url, port, errors) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      errors.push(`${url} (attempt ${attempt}): ${error.message}`);
    }
  }
  return null;
}

/** The stand-in consent cookies in the browser's profile, so no run sees the banner (Lighthouse keeps cookies). */
async function setConsent(port, storefrontUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser
      .defaultBrowserContext()
      .setCookie(
        ...consentCookiesFor(storefrontUrl).map(({ name, value }) => ({ name, value, domain: '127.0.0.1', path: '/' })),
      );
  } finally {
    await browser.disconnect();
  }
}

export async function runLighthouse({ sites, runs, storefrontUrl, trivialUrl, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
  });
  const samples = { trivial: [], ...Object.fromEntries(sites.map((site) => [site, []])) };
  const errors = [];
  try {
    await setConsent(chrome.port, storefrontUrl);
    for (let round = 0; round < runs; round++) {
      const round_ = { trivial: await auditWithRetries(trivialUrl, chrome.port, errors) };
      for (const site of sites) round_[site] = await auditWithRetries(homeOf(storefrontUrl, site), chrome.port, errors);
      for (const [key, result] of Object.entries(round_)) if (result) samples[key].push(result);
      const shown = (r) => (r ? `${r.performance} / ${r.lcp.toFixed(0)} ms` : 'failed');
      log(
        `  round ${round + 1}/${runs} (performance / LCP): trivial ${shown(round_.trivial)}; ` +
          sites.map((site) => `${site} ${shown(round_[site])}`).join(', '),
      );
    }
  } finally {
    await chrome.kill();
  }
  if (samples.trivial.length === 0) throw new Error(`every audit of the trivial page failed:\n${errors.join('\n')}`);
  const medians = (list) => ({
    performance: median(list.map((r) => r.performance)),
    lcp: median(list.map((r) => r.lcp)),
    cls: median(list.map((r) => r.cls)),
    tbt: median(list.map((r) => r.tbt)),
  });
  const trivial = medians(samples.trivial);
  const warnings = [...new Set(Object.values(samples).flatMap((list) => list.flatMap((r) => r.warnings)))];
  return {
    runs,
    trivial: { ...trivial, runs: samples.trivial },
    benchmarkIndex: median(Object.values(samples).flatMap((list) => list.map((r) => r.benchmarkIndex))),
    warnings,
    errors,
    sites: Object.fromEntries(
      sites.map((site) => {
        if (samples[site].length === 0) return [site, null];
        const m = medians(samples[site]);
        const lcpElements = [...new Set(samples[site].map((r) => r.lcpElement))];
        return [
          site,
          { ...m, lcpRatio: m.lcp / trivial.lcp, lcpElements, measured: samples[site].length, runs: samples[site] },
        ];
      }),
    ),
  };
}
