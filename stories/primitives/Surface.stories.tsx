import type { Meta, StoryObj } from '@storybook/react-vite';
import { surfaceThemes } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Surface } from '../../src/primitives/Surface';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Surface',
  component: Surface,
  args: { theme: 'coffee-dark' },
  argTypes: { theme: { control: 'select', options: surfaceThemes } },
  parameters: {
    docs: {
      description: {
        component: [
          'Applies one of the 12 surface themes to a subtree: its semantic colours, surface and text colour, and',
          "Crema's scoped reset. Nest Surfaces to switch theme for part of a page (a dark promotion band on a light page).",
          'Every theme meets WCAG AA contrast for its text (4.5:1) and UI (3:1) pairs; a unit test computes them.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Surface>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nested: Story = {
  render: (args) => (
    <Surface {...args} className={styles.matrixCell}>
      <p>Frisch geröstet, jede Woche neu.</p>
      <Button>Entdecken</Button>
    </Surface>
  ),
};

export const AllThemes: Story = {
  name: 'Theme matrix',
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.stack}>
          <p>{`Text auf ${theme}`}</p>
          <div className={styles.row}>
            <Button size="small">Primär</Button>
            <Button size="small" variant="secondary">
              Sekundär
            </Button>
          </div>
        </div>
      )}
    </ThemeMatrix>
  ),
};
