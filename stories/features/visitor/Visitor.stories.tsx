import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VisitorProvider } from '../../../src/kernel/visitor';
import { LOGIN_TOKEN_COOKIE } from '../../../src/mocks/routes/login';
import { PSDATA_PATH } from '../../../src/services/personalData';
import { dropLoginToken, logIn, referenceServices, storyReference } from '../../support/referenceServices';
import { VisitorStatus } from './VisitorStatus';

const meta = {
  title: 'Features/Visitor',
  component: VisitorStatus,
  render: () => (
    <VisitorProvider>
      <VisitorStatus />
    </VisitorProvider>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'The visitor state: `VisitorProvider` loads the personal data once per page, after',
          'hydration, and `useVisitor(selector)` reads it. LOGGED_IN and REMEMBERED both count as signed in; a failed',
          'load means logged out. Each story runs on its own reference services, prepared by its',
          '`referenceServices` parameter; the user icon and texts here stand in for the header.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof VisitorStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the personal data is in, then returns the status element. */
async function loadedStatus(canvasElement: HTMLElement) {
  const status = within(canvasElement).getByTestId('visitor-status');
  await waitFor(() => expect(status).toHaveAttribute('data-initialized', 'true'));
  await expect(status).toHaveAttribute('aria-busy', 'false');
  return status;
}

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const status = await loadedStatus(canvasElement);
    await expect(status).toHaveTextContent('Anmelden');
    await expect(status).not.toHaveTextContent('Hallo');
    await expect(status.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user');
  },
};

export const LoggedIn: Story = {
  parameters: referenceServices((reference) => logIn(reference)),
  play: async ({ canvasElement }) => {
    const status = await loadedStatus(canvasElement);
    await expect(status).toHaveTextContent('Mein Konto');
    await expect(status).toHaveTextContent('Hallo Klara Kaffee');
    await expect(status).toHaveTextContent('1.250 Bohnen');
    await expect(status.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user-signed-in');
    await expect(status).toHaveAttribute('data-community-member', 'true');
    await expect(status).toHaveAttribute('data-loyalty-card-member', 'true');
  },
};

export const Remembered: Story = {
  parameters: referenceServices(async (reference) => {
    await logIn(reference, { rememberMe: true });
    dropLoginToken(reference);
  }),
  play: async (context) => {
    const status = await loadedStatus(context.canvasElement);
    await expect(status).toHaveTextContent('Mein Konto');
    await expect(status).toHaveTextContent('Hallo Klara Kaffee');
    // Remembered, not logged in: only the long-term token is left in the story's browser.
    await expect([...storyReference(context).cookies.keys()]).not.toContain(LOGIN_TOKEN_COOKIE);
  },
};

export const PersonalDataFailure: Story = {
  name: 'Personal-data failure (logged out)',
  parameters: referenceServices(async (reference) => {
    await logIn(reference);
    reference.faults.set(`GET ${PSDATA_PATH}`, { status: 500 });
  }),
  play: async ({ canvasElement }) => {
    const status = await loadedStatus(canvasElement);
    await expect(status).toHaveTextContent('Anmelden');
    await expect(status).not.toHaveTextContent('Klara');
  },
};
