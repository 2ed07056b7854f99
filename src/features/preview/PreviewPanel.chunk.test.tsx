// The panel's UI chunk cannot be loaded (offline after the page came): logged, the panel stays hidden, no crash.
import { render, waitFor } from '@testing-library/react';
import { createReferenceServices } from '../../mocks';
import { createServiceClient } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { PREVIEW_CHUNK_FAILURE_LOG } from './constants';
import { PreviewPanel } from './PreviewPanel';

vi.mock('./PreviewSettings', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('a staff member whose panel cannot be loaded sees no panel; the failure is logged', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set('StaffAuthToken', 'staff-session-1');
  const onStaffCheck = vi.fn();
  const view = render(
    <StorefrontProvider
      site="DE"
      messages={storefrontMessagesFor('DE')}
      services={createServiceClient({ fetch: browser.fetch })}
    >
      <PreviewPanel onStaffCheck={onStaffCheck} />
    </StorefrontProvider>,
  );
  await waitFor(() => expect(onStaffCheck).toHaveBeenCalledWith(true));
  await waitFor(() => expect(error).toHaveBeenCalledWith(PREVIEW_CHUNK_FAILURE_LOG, expect.anything()));
  expect(view.container).toBeEmptyDOMElement();
});
