import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.mjs';
const ids = ['new-header','new-header-server-navigation','old-header','loading-placeholders','navigation-failure','reduced','reduced-by-affiliate-cookie','signed-in','remembered','logged-out','cart-empty','cart-five','cart-ten','cart-hundred-twenty','skip-links','skip-link-to-search','phone'];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const site of ['CZ', 'TR']) {
  for (const id of ids) {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('Failed to load resource') && !m.text().includes('[crema] Navigation fetch')) errors.push(m.text().slice(0, 200)); });
    await page.goto(`http://127.0.0.1:6231/iframe.html?id=features-header--${id}&viewMode=story&globals=site:${site}`);
    await page.waitForTimeout(4000);
    const lang = await page.evaluate(() => document.querySelector('#storybook-root + div')?.getAttribute('lang'));
    console.log(site, id, lang, errors.length ? errors : 'ok');
    await page.close();
  }
}
await browser.close();
