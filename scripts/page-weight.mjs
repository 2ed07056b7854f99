// First-load JavaScript of the reference-storefront pages, in detail (the budget check is `npm run bench`):
// node scripts/page-weight.mjs [build/storefront/client]   (run `npm run build:storefront` first)
import { defaultClientDir, pageWeights } from './bench/pageWeight.mjs';

const dir = process.argv[2] ?? defaultClientDir;
let weights;
try {
  weights = pageWeights(dir);
} catch (error) {
  console.error(`${error.message}: run \`npm run build:storefront\` first`);
  process.exit(2);
}
const kB = (n) => (n / 1000).toFixed(1).padStart(7);

const entry = weights.entry();
console.log(
  `every page: ${weights.entryKey} and the layout's client components, with their static imports: ${kB(entry.raw)} kB raw, ${kB(entry.gzip)} kB gzip`,
);
console.log('per page type: first-load JS (the same in every locale: the texts travel in the HTML)');
for (const { pageType, raw, gzip } of weights.perPage()) {
  console.log(`  ${pageType.padEnd(20)} ${kB(raw)} kB raw ${kB(gzip)} kB gzip`);
}
