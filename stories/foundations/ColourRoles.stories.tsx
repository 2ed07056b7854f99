import type { Meta, StoryObj } from '@storybook/react-vite';
import { surfaceThemes, themeRoles, type SurfaceTheme } from '../../design-tokens';
import { contrastPairs, contrastRatio, minimumContrast } from '../../design-tokens/contrast';
import { Surface } from '../../src/primitives/Surface';
import * as styles from './foundations.css';

const meta = {
  title: 'Foundations/Colour roles',
  parameters: {
    docs: {
      description: {
        component: [
          'The semantic colour roles of each surface theme, and the contrast of every pair components put together',
          '(text 4.5:1, UI and focus 3:1) in the theme picked in the toolbar. The same numbers are asserted for all',
          '12 themes by `design-tokens/tokens.test.ts`.',
        ].join(' '),
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function ThemeTable({ theme }: { theme: SurfaceTheme }) {
  const pairs = contrastPairs(themeRoles[theme]);
  return (
    <Surface theme={theme} className={styles.card}>
      <section aria-labelledby={`h-${theme}`}>
        <h2 id={`h-${theme}`} className={styles.heading}>
          {theme}
        </h2>
        <table className={styles.table}>
          <caption className={styles.caption}>Contrast pairs in {theme}</caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Sample</th>
              <th scope="col">Ratio</th>
              <th scope="col">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((p) => (
              <tr key={p.label}>
                <th scope="row" className={styles.pairName}>
                  {p.label}
                </th>
                <td>
                  <svg width="56" height="24" role="img" aria-label={`${p.foreground} on ${p.background}`}>
                    <rect width="56" height="24" rx="4" fill={p.background} />
                    <rect x="16" y="6" width="24" height="12" rx="2" fill={p.foreground} />
                  </svg>
                </td>
                <td>{contrastRatio(p.foreground, p.background).toFixed(2)}</td>
                <td>{minimumContrast[p.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Surface>
  );
}

/** One theme at a time (pick it in the toolbar): all 12 tables on one page take axe longer than a story may. */
export const ContrastPairs: Story = {
  name: 'Contrast pairs (toolbar theme)',
  render: (_args, context) => <ThemeTable theme={context.globals.theme as SurfaceTheme} />,
};

/** The roles of all 12 themes side by side, as swatches. */
export const Swatches: Story = {
  render: () => (
    <div className={styles.grid}>
      {surfaceThemes.map((t) => (
        <Surface key={t} theme={t} className={styles.card}>
          <section aria-label={t}>
            <h2 className={styles.heading}>{t}</h2>
            <svg width="280" height="32" role="img" aria-label={`${t} roles`}>
              {swatchRoles.map((role, i) => (
                <rect key={role} x={i * 28} width="26" height="32" rx="3" fill={themeRoles[t][role]} />
              ))}
            </svg>
          </section>
        </Surface>
      ))}
    </div>
  ),
};

const swatchRoles = [
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'focusRing',
  'accent',
  'activating',
  'sale',
  'community',
] as const;
