// `npm run tokens`: writes the design tokens as DTCG JSON and CSS custom properties to design-tokens/dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokensAsCss, tokensAsJson } from '../design-tokens/export';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'design-tokens', 'dist');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'tokens.json'), tokensAsJson());
writeFileSync(join(out, 'tokens.css'), tokensAsCss());
console.log(`tokens written to ${out}`);
