import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notificationAutoDismissMs, notificationRoles, tones } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Notification, type NotificationProps } from '../../src/primitives/Notification';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const messages = {
  info: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
  success: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
  warning: 'Einige Artikel in Ihrem Warenkorb sind nur noch begrenzt verfügbar.',
  error: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
} as const;

const meta = {
  title: 'Primitives/Notification',
  component: Notification,
  args: { tone: 'info', children: messages.info, onDismiss: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    autoDismissMs: { control: 'number' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'An inline message about the page or a form: a result (success), a problem (error), something to watch (warning) or to know (info).',
          "Use it for messages that belong to a place on the page, such as the newsletter form's technical error or its success state.",
          "For a field's own error use the `error` of Input or Checkbox; for something that needs a decision use a Modal.",
          '',
          '**Accessibility:** the message is a live region whose role follows the tone: `error` and `warning` are `role="alert"`',
          '(assertive, interrupts), `info` and `success` are `role="status"` (polite). A live region is announced most reliably when',
          'its content changes after it is on the page; `alert` is also announced when inserted, `status` may not be in every screen',
          'reader, so for a status, mount the notification early or change its content. The tone icon is decorative: the words carry',
          'the meaning. The optional close button (`dismissible` with `dismissLabel` from the catalog) sits outside the live region,',
          'is reached with Tab and activated with Enter or Space; move focus somewhere sensible in `onDismiss`, since the button goes away.',
          '`autoDismissMs` pauses while the pointer is over it or focus is inside it and resumes with the time left',
          '(`notificationAutoDismissMs`). Errors stay until the visitor acts, except where a rule makes them go: the mini',
          "cart's error and limit messages vanish after 7.5 s (`notificationAutoDismissMs.miniCartMessage`). Such an",
          'alert is announced when it appears; make it `dismissible` too, so a keyboard user can reach it, and focus on its',
          'close button holds it. Do not auto-dismiss messages with other actions. `scrollIntoView` scrolls it into view on',
          'mount, without animation under prefers-reduced-motion.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Notification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', children: messages.info },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole(notificationRoles.info)).toHaveTextContent(messages.info);
  },
};
export const Success: Story = { args: { tone: 'success', children: messages.success } };
export const Warning: Story = { args: { tone: 'warning', children: messages.warning } };
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: messages.error },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.error);
  },
};

export const WithTitle: Story = {
  args: { tone: 'success', title: 'Fast geschafft!', children: messages.success },
};

/** Re-mounts the notification with a new key, so a dismissed one can be shown again. */
function Replay(props: NotificationProps & { replayLabel: string }) {
  const { replayLabel, ...rest } = props;
  const [round, setRound] = useState(0);
  return (
    <div className={styles.stack}>
      <Notification key={round} {...rest} />
      <div>
        <Button variant="secondary" size="small" onClick={() => setRound((r) => r + 1)}>
          {replayLabel}
        </Button>
      </div>
    </div>
  );
}

export const Dismissible: Story = {
  args: {
    tone: 'info',
    title: 'Neu im Shop',
    children: 'Entdecken Sie unsere Herbstkollektion.',
    dismissible: true,
    dismissLabel: 'Hinweis schließen',
  },
  render: (args) => <Replay {...args} replayLabel="Erneut zeigen" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Hinweis schließen' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledWith('button');
  },
};

export const AutoDismiss: Story = {
  args: {
    tone: 'success',
    children: 'Der Gutscheincode wurde kopiert.',
    autoDismissMs: notificationAutoDismissMs.short,
    dismissible: true,
    dismissLabel: 'Hinweis schließen',
  },
  render: (args) => <Replay {...args} replayLabel="Erneut zeigen" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('status').parentElement as HTMLElement;
    await userEvent.hover(root);
    await expect(root).toHaveAttribute('data-paused');
    // Hovered for longer than its whole duration: still there.
    await new Promise((resolve) => setTimeout(resolve, (args.autoDismissMs ?? 0) + 500));
    await expect(canvas.getByRole('status')).toHaveTextContent('Der Gutscheincode wurde kopiert.');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(root);
    await expect(root).not.toHaveAttribute('data-paused');
  },
};

export const ErrorDismissesItself: Story = {
  name: 'Error that dismisses itself (7.5 s)',
  args: {
    tone: 'error',
    children: 'Sie können höchstens 10 Stück dieses Artikels pro Einkauf bestellen.',
    autoDismissMs: notificationAutoDismissMs.miniCartMessage,
    dismissible: true,
    dismissLabel: 'Hinweis schließen',
  },
  render: (args) => <Replay {...args} replayLabel="Erneut zeigen" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('höchstens 10 Stück');
    // Focus on its close button holds it (no waiting here: the 7.5 s themselves are a unit test with fake timers).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hinweis schließen' })).toHaveFocus();
    await expect(alert.parentElement).toHaveAttribute('data-paused');
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const ScrollIntoView: Story = {
  args: { tone: 'error', children: messages.error, scrollIntoView: true },
  render: (args) => (
    <div className={styles.stack}>
      <p style={{ minHeight: '150vh' }}>Newsletter-Anmeldung (die Meldung steht weiter unten).</p>
      <Notification {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await waitFor(() => {
      const { top, bottom } = alert.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div className={styles.stack}>
      {tones.map((tone) => (
        <Notification key={tone} {...args} tone={tone} title={tone}>
          {messages[tone]}
        </Notification>
      ))}
    </div>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className={styles.stack}>
          {tones.map((tone) => (
            <Notification
              key={tone}
              onDismiss={args.onDismiss}
              tone={tone}
              title={tone}
              dismissible
              dismissLabel="Schließen"
            >
              {messages[tone]}
            </Notification>
          ))}
        </div>
      )}
    </ThemeMatrix>
  ),
};
