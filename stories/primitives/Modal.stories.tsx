import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { modalPlacements, modalSizeNames, modalSizes, touchTarget } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Modal, ModalContent, type ModalContentProps } from '../../src/primitives/Modal';
import { Select } from '../../src/primitives/Select';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';
import { atViewport } from '../support/viewports';

/** Open stories are shown in their own frame on the docs page, so one open modal does not cover the others. */
const openInDocs = { docs: { story: { inline: false, iframeHeight: 640 } } };

const footerButtons = (
  <>
    <Modal.Close asChild>
      <Button variant="secondary">Abbrechen</Button>
    </Modal.Close>
    <Button>Vorschau setzen</Button>
  </>
);

type StoryArgs = ModalContentProps & { defaultOpen?: boolean };

function Example({ defaultOpen, ...content }: StoryArgs) {
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger asChild>
        <Button variant="secondary">Vorschau-Einstellungen</Button>
      </Modal.Trigger>
      <Modal.Content {...content} />
    </Modal.Root>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: ModalContent,
  args: {
    title: 'Vorschau-Einstellungen',
    closeLabel: 'Schließen',
    children: <p>Datum und Uhrzeit, für die die Seite in der Vorschau angezeigt wird.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizeNames },
    placement: { control: 'inline-radio', options: modalPlacements },
    footer: { control: false },
    children: { control: false },
  },
  render: (args) => <Example {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          "A modal dialog (the native `<dialog>`, in the browser's top layer) over a scrim, for a task that must be finished or dismissed before the page goes on",
          '(the staff preview settings, a confirmation). Compound parts: `Modal.Root`, `Modal.Trigger`, `Modal.Content`, `Modal.Close`.',
          'Sizes S, M (default), L set the width on tablet and desktop; on phones it fills the screen.',
          'Placement `center` (default) centres the box; `start` makes it a full-height panel sliding in from the inline start',
          'edge (a navigation drawer: the mobile menu), as wide as its size allows; on phones it leaves a strip of the page',
          'visible (one touch target wide) to tap. Under reduced motion it appears without sliding.',
          'Use a Popover for small non-blocking content next to its trigger, a Notification for messages that need no decision.',
          '',
          '**Accessibility:** a `<dialog>` shown with `showModal()` (`aria-modal`), named by its required `title` (an h2) and described by `description`.',
          'The page behind is inert: no focus, no clicks, hidden from assistive technology, and it does not scroll.',
          'Focus moves to the first control on open, Tab and Shift+Tab cycle inside the dialog, Escape, the close button (named',
          'by the required `closeLabel`) or a click on the backdrop close it, and focus returns to the trigger. The box scrolls',
          'when its content is long; header and footer stay visible. Motion is off under prefers-reduced-motion. For a form, put',
          "the `<form id>` in the body and give the footer's submit button `form={id}`.",
          '',
          'A portal renders nothing on the server. A modal that is open at first paint (`defaultOpen`) and must be in the',
          'server HTML takes `portal={false}`: it renders where it is declared (keep that outside anything that clips or transforms),',
          'takes the theme of the Surface around it, shows without script, and becomes modal once hydrated.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Vorschau-Einstellungen' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SizeS: Story = {
  name: 'Size S (open)',
  args: { size: 'S', defaultOpen: true },
  parameters: openInDocs,
};

export const SizeM: Story = {
  name: 'Size M (open, default)',
  args: { size: 'M', defaultOpen: true },
  parameters: openInDocs,
};

export const SizeL: Story = {
  name: 'Size L (open)',
  args: { size: 'L', defaultOpen: true },
  parameters: openInDocs,
};

/** The start panel's box once it has slid in (its enter animation takes the base duration). */
async function startPanel(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menü' });
  const view = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  const box = dialog.getBoundingClientRect();
  await expect(box.top).toBe(0);
  await expect(Math.round(box.height)).toBe(view.clientHeight);
  return { dialog, box, view };
}

const startPanelArgs = {
  placement: 'start',
  size: 'S',
  defaultOpen: true,
  title: 'Menü',
  children: (
    <ul className={styles.stack}>
      {['Kaffee', 'Haushalt', 'Mode', 'Geschenkkarten'].map((name) => (
        <li key={name}>
          <a href={`#${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  ),
} as const;

export const StartPanel: Story = {
  name: 'Start panel (open: full height at the start edge)',
  args: startPanelArgs,
  parameters: openInDocs,
  play: async ({ canvasElement }) => {
    const { box } = await startPanel(canvasElement);
    // Size S: never wider than its size on wide screens.
    await expect(box.width).toBeLessThanOrEqual(modalSizes.S);
  },
};

export const StartPanelPhone: Story = {
  name: 'Start panel on a phone (open: a strip of the page stays visible)',
  args: startPanelArgs,
  ...atViewport('phone'),
  parameters: { ...openInDocs, ...atViewport('phone').parameters },
  play: async ({ canvasElement }) => {
    const { box, view } = await startPanel(canvasElement);
    // A strip of the page one touch target wide stays visible beside it (plus, where scrollbars take room, the
    // scrollbar's gutter the page lock keeps).
    const strip = view.clientWidth - Math.round(box.right);
    await expect(strip).toBeGreaterThanOrEqual(touchTarget);
    await expect(strip).toBeLessThan(2 * touchTarget);
  },
};

export const WithFooter: Story = {
  name: 'With description and footer (open)',
  args: {
    defaultOpen: true,
    description: 'Die Einstellungen gelten nur für diese Sitzung.',
    footer: footerButtons,
  },
  parameters: openInDocs,
};

const paragraphs = Array.from({ length: 14 }, (_, i) => (
  <p key={i}>
    Absatz {i + 1}: Frisch gerösteter Kaffee entfaltet sein Aroma am besten in den ersten Wochen nach der Röstung.
    Bewahren Sie die Bohnen luftdicht, kühl und dunkel auf und mahlen Sie erst kurz vor der Zubereitung.
  </p>
));

export const LongContent: Story = {
  name: 'Long, scrolling content (open)',
  args: {
    defaultOpen: true,
    title: 'Hinweise zur Aufbewahrung',
    children: <div className={styles.stack}>{paragraphs}</div>,
    footer: footerButtons,
  },
  parameters: openInDocs,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // The box scrolls inside the viewport; header and footer stay in view.
    await waitFor(() => expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight));
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (play)',
  args: { footer: footerButtons },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Vorschau-Einstellungen' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page.findByRole('dialog', { name: 'Vorschau-Einstellungen' });
    const close = page.getByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Vorschau setzen' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => <ThemeMatrix>{() => <Example {...args} />}</ThemeMatrix>,
};

export const OpenDark: Story = {
  name: 'Open in the dark theme',
  args: {
    defaultOpen: true,
    description: 'Die Einstellungen gelten nur für diese Sitzung.',
    footer: footerButtons,
  },
  // The whole story page in the dark theme: the portalled layer takes the theme of the Surface it is declared in.
  globals: { theme: 'dark' },
  parameters: openInDocs,
};

export const NotPortalled: Story = {
  name: 'Not portalled (open at first paint, in the server HTML)',
  args: {
    defaultOpen: true,
    portal: false,
    description: 'Ohne Portal: der Dialog steht im Server-HTML, mit Titel und Inhalt.',
    footer: footerButtons,
  },
  parameters: openInDocs,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Vorschau-Einstellungen' });
    // In place: inside the story, not portalled to the end of the body.
    await expect(canvasElement).toContainElement(dialog);
  },
};

export const FormWithSelects: Story = {
  name: 'Form with selects (open)',
  args: {
    defaultOpen: true,
    size: 'S',
    footer: (
      <>
        <Modal.Close asChild>
          <Button variant="secondary">Abbrechen</Button>
        </Modal.Close>
        {/* The footer sits outside the form: the submit button points at it by id. */}
        <Button type="submit" form="preview-settings">
          Set preview settings
        </Button>
      </>
    ),
    children: (
      <form id="preview-settings" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.stack}>
          <Select
            label="A/B-Test"
            name="abTest"
            placeholder="Select an A/B test"
            options={[
              { value: 'none', label: 'None' },
              { value: 'new-header', label: 'Neuer Header' },
              { value: 'teaser-order', label: 'Teaser-Reihenfolge' },
            ]}
            defaultValue="new-header"
          />
          <Select
            label="Gruppe"
            name="group"
            placeholder="Select a group"
            options={[
              { value: 'a', label: 'Gruppe A' },
              { value: 'b', label: 'Gruppe B' },
            ]}
            error="Required"
          />
        </div>
      </form>
    ),
  },
  parameters: openInDocs,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Vorschau-Einstellungen' });
    // A select opened inside the modal shows its listbox over it; Escape closes the listbox, not the modal.
    const group = within(dialog).getByRole('combobox', { name: 'Gruppe' });
    group.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox', { name: 'Gruppe' });
    // Shown once it is positioned and its opening has run: past the 1 s default on a busy machine.
    await waitFor(() => expect(listbox).toBeVisible(), { timeout: 5000 });
    const box = listbox.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Vorschau-Einstellungen' })).toBeInTheDocument();
    await expect(group).toHaveFocus();
  },
};
