import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/primitives/Button';
import { Icon } from '../../src/primitives/Icon';
import { Popover, PopoverContent, type PopoverContentProps } from '../../src/primitives/Popover';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

type StoryArgs = PopoverContentProps & { defaultOpen?: boolean };

/** Open stories are shown in their own frame on the docs page. */
const openInDocs = { docs: { story: { inline: false, iframeHeight: 320 } } };

function Example({ defaultOpen, ...content }: StoryArgs) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary" icon={<Icon name="info" size="small" />}>
          Versandkosten
        </Button>
      </Popover.Trigger>
      <Popover.Content {...content}>
        <div className={styles.stack}>
          <p>Kostenloser Versand ab 20 € Bestellwert, sonst 4,95 €.</p>
          <a href="/service/versand" style={{ color: 'inherit' }}>
            Alle Versandinfos
          </a>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: PopoverContent,
  args: { 'aria-label': 'Versandkosten' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  render: (args) => <Example {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A small box of extra content or controls, anchored to the button that opens it (shipping details, a short',
          'explanation, a few settings). Compound parts: `Popover.Root`, `Popover.Trigger`, `Popover.Anchor`, `Popover.Content`',
          '(portalled by default, with an arrow and, with `showClose`, a close button) and `Popover.Close`.',
          'Use a Modal when the user must finish or dismiss a task first, and a plain text for what everyone needs to see.',
          '',
          '**Accessibility:** the trigger has `aria-haspopup="dialog"`, `aria-expanded` and `aria-controls`; the content is a',
          'non-modal `dialog` whose name (`aria-label` or `aria-labelledby`) the type requires. On open focus moves into it',
          '(to its first control that is not a link, else to the box itself); Tab goes on through it; Escape closes it and',
          'returns focus to the trigger, as does the close button (named by the required `closeLabel`); a click outside',
          'closes it. Motion is off under prefers-reduced-motion.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Versandkosten' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openInDocs,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Versandkosten' });
    await waitFor(() => expect(dialog).toBeVisible()); // after the fade-in
  },
};

export const WithCloseButton: Story = {
  name: 'With close button (open)',
  args: { defaultOpen: true, showClose: true, closeLabel: 'Schließen' },
  parameters: openInDocs,
};

export const Keyboard: Story = {
  name: 'Keyboard (play)',
  args: { showClose: true, closeLabel: 'Schließen' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Versandkosten' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Versandkosten' });
    await waitFor(() => expect(page.getByRole('button', { name: 'Schließen' })).toHaveFocus());
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await page.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => <ThemeMatrix>{() => <Example {...args} />}</ThemeMatrix>,
};

export const OpenDark: Story = {
  name: 'Open in the dark theme',
  args: { defaultOpen: true, showClose: true, closeLabel: 'Schließen' },
  parameters: openInDocs,
  // The whole story page in the dark theme: the portalled layer takes the theme of the Surface it is declared in.
  globals: { theme: 'dark' },
};
