import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureImports, layerImports } from './layers.js';
import { noDesignLiterals } from './literals.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const root = path.resolve(__dirname, '..');
const at = (rel: string) => path.join(root, rel);

tester.run('crema/no-design-literals', noDesignLiterals, {
  valid: [
    { code: 'const a = { color: color.text, padding: px(space.s) };', filename: at('src/primitives/X/X.css.ts') },
    { code: 'const a = { flexGrow: 1, opacity: 0, margin: 0 };', filename: at('src/primitives/X/X.css.ts') },
    { code: "const label = 'In 3 Tagen';", filename: at('src/primitives/X/X.tsx') },
    { code: 'const q = `screen and (min-width: ${n}px)`;', filename: at('src/styles/media.ts') },
  ],
  invalid: [
    {
      code: "const a = { color: '#fff' };",
      filename: at('src/primitives/X/X.css.ts'),
      errors: [{ messageId: 'colour' }],
    },
    {
      code: "const a = { color: 'rgba(0,0,0,.5)' };",
      filename: at('src/features/x.ts'),
      errors: [{ messageId: 'colour' }],
    },
    {
      code: "const a = { padding: '12px 4px' };",
      filename: at('src/primitives/X/X.css.ts'),
      errors: [{ messageId: 'length' }],
    },
    {
      code: "const a = { transition: 'opacity 300ms' };",
      filename: at('src/primitives/X/X.css.ts'),
      errors: [{ messageId: 'length' }],
    },
    {
      code: 'const a = { width: `${w} 1.5s` };',
      filename: at('src/primitives/X/X.tsx'),
      errors: [{ messageId: 'length' }],
    },
    { code: 'const a = { width: 320 };', filename: at('src/primitives/X/X.css.ts'), errors: [{ messageId: 'number' }] },
  ],
});

tester.run('crema/layer-imports', layerImports, {
  valid: [
    { code: "import { x } from '../../../design-tokens';", filename: at('src/primitives/Button/Button.tsx') },
    { code: "import { x } from '../../styles/theme.css';", filename: at('src/primitives/Button/Button.tsx') },
    { code: "import { x } from '../../primitives/Button';", filename: at('src/features/header/Header.tsx') },
    { code: "import { x } from '../src/primitives/Button';", filename: at('stories/Button.stories.tsx') },
    { code: "import { x } from '../../mocks';", filename: at('src/features/newsletter/store.test.ts') },
  ],
  invalid: [
    {
      code: "import { x } from '../../features/header';",
      filename: at('src/primitives/Button/Button.tsx'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../primitives/Button';",
      filename: at('src/styles/theme.css.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../src/styles';",
      filename: at('design-tokens/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "export * from '../../stories/support/axe';",
      filename: at('src/primitives/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../../tests/setup';",
      filename: at('src/primitives/Button/Button.tsx'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../../mocks';",
      filename: at('src/features/newsletter/store.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../../mocks';",
      filename: at('src/primitives/Button/Button.test.tsx'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { x } from '../reference-app/server';",
      filename: at('src/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
  ],
});

/** An edge as a declared one would read, for the rule's own cases (the shop declares none). */
const edges = [{ from: 'header', to: 'promotion', reason: 'a test edge', through: ['CategoryPromotion'] }];
const withEdges = { options: [{ edges }] };

tester.run('crema/feature-imports', featureImports, {
  valid: [
    { code: "import { x } from '../promotion';", filename: at('src/features/header/Header.tsx'), ...withEdges },
    { code: "import { x } from '../promotion/index';", filename: at('src/features/header/Header.tsx'), ...withEdges },
    {
      code: "const m = import('../promotion/CategoryPromotion');",
      filename: at('src/features/header/Header.tsx'),
      ...withEdges,
    },
    { code: "import { x } from './store';", filename: at('src/features/header/Header.tsx') },
    { code: "import { x } from '../../kernel';", filename: at('src/features/header/Header.tsx') },
    // A composition wires features together: the rule is the features' own.
    {
      code: "import { x } from '../../features/navigation/MenuButton';",
      filename: at('src/compositions/shop-header/x.tsx'),
    },
  ],
  invalid: [
    {
      code: "import { x } from '../promotion/PromotionSlot';",
      filename: at('src/features/header/Header.tsx'),
      ...withEdges,
      errors: [{ messageId: 'deep' }],
    },
    {
      // The shop declares no edge: the header imports no other feature.
      code: "import { x } from '../navigation/MenuButton';",
      filename: at('src/features/header/Header.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { x } from '../promotion';",
      filename: at('src/features/header/Header.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "export { x } from '../../navigation/tree';",
      filename: at('src/features/header/sub/x.ts'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { useHeader } from '../header';",
      filename: at('src/features/navigation/MainNavigation.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { trackGaEvent } from '../header/tracking';",
      filename: at('src/features/app-banner/AppBanner.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { x } from '../promotion';",
      filename: at('src/features/navigation/DesktopFlyout.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { x } from '../newsletter';",
      filename: at('src/features/footer/Footer.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "const m = import('../header/constants');",
      filename: at('src/features/newsletter/x.ts'),
      errors: [{ messageId: 'undeclared' }],
    },
    {
      code: "import { headerLinks } from '../header/constants';",
      filename: at('src/features/search/SearchBox.tsx'),
      errors: [{ messageId: 'undeclared' }],
    },
  ],
});
