import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accordionHeadingLevels, type AccordionHeadingLevel } from '../../design-tokens';
import { Accordion, AccordionRoot, type AccordionRootProps } from '../../src/primitives/Accordion';
import { VisuallyHidden } from '../../src/primitives/VisuallyHidden';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

/** Footer-style service teaser groups (on phones the footer shows them as an accordion). */
const groups = [
  { value: 'service', title: 'Service', links: ['Hilfe & Kontakt', 'Rücksendung', 'Filialfinder'] },
  { value: 'delivery', title: 'Lieferung', links: ['Versandkosten', 'Lieferzeiten', 'Paketverfolgung'] },
  { value: 'payment', title: 'Bezahlung', links: ['Rechnung', 'Kreditkarte', 'PayPal'] },
];

type StoryArgs = AccordionRootProps & { headingLevel?: AccordionHeadingLevel };

/** `nameSuffix` (visually hidden) keeps the sections' names unique when the accordion is shown several times. */
function Example({ headingLevel, nameSuffix, ...root }: StoryArgs & { nameSuffix?: string }) {
  return (
    <Accordion.Root {...root}>
      {groups.map((g) => (
        <Accordion.Item key={g.value} value={g.value}>
          <Accordion.Trigger headingLevel={headingLevel}>
            {g.title}
            {nameSuffix && <VisuallyHidden> ({nameSuffix})</VisuallyHidden>}
          </Accordion.Trigger>
          <Accordion.Content>
            <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {g.links.map((l) => (
                <li key={l}>
                  <a href={`/${g.value}`} style={{ color: 'inherit' }}>
                    {l}
                  </a>
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Primitives/Accordion',
  component: AccordionRoot,
  // The story page has only its h1, so the section headings are h2 here (default 3).
  args: { type: 'single', collapsible: true, headingLevel: 2 },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
  },
  render: (args) => <Example {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Stacked sections that open and close under their headings, to shorten a long page on small screens (the footer',
          'teaser groups on phones and tablets). Compound parts: `Accordion.Root` (`type` single or multiple, `collapsible`),',
          '`Accordion.Item`, `Accordion.Trigger` (the heading and its button in one; `headingLevel` 2-6, default 3) and',
          '`Accordion.Content`. Use tabs for switching between views of equal weight, and plain headings when everything',
          'fits: hidden content is easy to miss.',
          '',
          '**Accessibility:** each trigger is a `button` with `aria-expanded` and `aria-controls` inside a heading, so the',
          'sections appear in the page outline; each content is a `region` named by its trigger. A closed content stays',
          'in the DOM, `hidden` (aria-controls always names it; what it holds is in the server HTML and keeps its state).',
          'Enter and Space toggle; Tab moves through the triggers and the open contents; ArrowDown and ArrowUp move',
          'between triggers (wrapping), Home and End go to the first and last. The chevron turns with the state (not by',
          'colour); its motion and the height animation are off under prefers-reduced-motion.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['service', 'payment'] } as StoryArgs,
};

export const OneOpenByDefault: Story = {
  name: 'One open by default',
  args: { type: 'single', collapsible: true, defaultValue: 'delivery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lieferung' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Lieferung' })).toBeVisible();
  },
};

export const UnderASectionHeading: Story = {
  name: 'Under a section heading (level 3, the default)',
  args: { headingLevel: undefined },
  render: (args) => (
    <section aria-labelledby="help-heading" className={styles.stack}>
      <h2 id="help-heading">Hilfe</h2>
      <Example {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(groups.length);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (play)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [service, delivery, payment] = groups.map((g) => canvas.getByRole('button', { name: g.title }));
    // Each trigger's aria-controls names its content, open or closed: a closed one is in the DOM, hidden.
    for (const trigger of [service, delivery, payment]) {
      const content = canvasElement.ownerDocument.getElementById(trigger!.getAttribute('aria-controls') ?? '');
      await expect(content).not.toBeNull();
      await expect(content).not.toBeVisible();
    }
    await userEvent.tab();
    await expect(service).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Service' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(service).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(service).toHaveFocus();
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  args: { type: 'single', collapsible: true, defaultValue: 'service', headingLevel: 3 },
  render: (args) => <ThemeMatrix>{(theme) => <Example {...args} nameSuffix={theme} />}</ThemeMatrix>,
};
