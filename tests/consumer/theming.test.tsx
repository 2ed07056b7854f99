// A consumer's bundle and a consumer's theme, in Debian's Chromium: the CSS an app gets when it imports only Button,
// and a Button re-themed by setting a documented custom property on a wrapper.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { chromium, type Browser } from 'playwright';
import { build, type Rolldown } from 'vite';
import { Button } from 'crema';
import { chromiumArgs, testChromiumPath } from '../../scripts/chromium.mjs';

/** The CSS an app's bundler (Vite) emits for an entry that imports from the built package. */
async function bundledCss(entryCode: string): Promise<string> {
  // Inside the package, so that `crema` resolves to the built package by its own exports map.
  const dir = mkdtempSync(join(import.meta.dirname, '.bundle-'));
  try {
    writeFileSync(join(dir, 'entry.js'), entryCode);
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        write: false,
        cssCodeSplit: false,
        rolldownOptions: {
          input: join(dir, 'entry.js'),
          // Only the package's own modules are bundled: its CSS is what is measured.
          external: (id) => !/^(crema($|\/)|[./]|\0)/.test(id),
        },
      },
    })) as Rolldown.RolldownOutput;
    return result.output
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      .map((file) => String((file as Rolldown.OutputAsset).source))
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const gzipKiB = (text: string) => gzipSync(text).length / 1024;

describe('CSS follows the JS', () => {
  let buttonCss = '';
  beforeAll(async () => {
    buttonCss = await bundledCss("import { Button } from 'crema'; console.log(Button);");
  }, 60_000);

  it('an app that imports only Button gets at most 3 KiB of CSS (gzip), with the light theme and the tokens', async () => {
    console.info(`Button-only CSS: ${gzipKiB(buttonCss).toFixed(2)} KiB gzip`);
    expect(gzipKiB(buttonCss)).toBeLessThanOrEqual(3);
    expect(buttonCss).toContain('--crema-color-accent:');
    expect(buttonCss).toContain('--crema-space-m:');
    expect(buttonCss).toMatch(/background-color:\s*var\(--crema-color-accent\)/);
  });

  it('does not get the CSS of components it does not import (the whole package is several times more)', async () => {
    const everything = await bundledCss("import * as crema from 'crema'; console.log(crema);");
    expect(everything.length).toBeGreaterThan(3 * buttonCss.length);
    const modalOnly = await bundledCss("import { Modal } from 'crema'; console.log(Modal);");
    const modalRule = modalOnly.split('}').find((rule) => !buttonCss.includes(rule));
    expect(modalRule, 'the Modal bundle has rules of its own').toBeDefined();
  }, 60_000);

  describe('theming through --crema-* custom properties, in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
    });
    afterAll(() => browser?.close());

    it('a wrapper that sets --crema-color-accent re-themes the Button inside it; one outside keeps the theme', async () => {
      const page = await browser.newPage();
      const button = renderToString(<Button>Kaufen</Button>);
      await page.setContent(
        `<style>${buttonCss}</style><div id="plain">${button}</div>` +
          `<div id="brand" style="--crema-color-accent: #0a5c36; --crema-color-on-accent: #ffffff">${button}</div>`,
      );
      const background = (id: string) => page.$eval(`#${id} button`, (el) => getComputedStyle(el).backgroundColor);
      expect(await background('brand')).toBe('rgb(10, 92, 54)');
      expect(await background('plain')).not.toBe('rgb(10, 92, 54)');
      expect(await background('plain')).not.toBe('rgba(0, 0, 0, 0)');
    });
  });
});
