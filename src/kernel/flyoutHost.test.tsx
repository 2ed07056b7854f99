import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { FlyoutHostProvider, useFlyoutHost } from './flyoutHost';
import { closedFlyout, flyoutHostActions, type FlyoutHost } from './flyouts';

/** Shows the open flyout's item and the stickiness, as a navigation bar reads them. */
function Show() {
  const flyout = useFlyoutHost((h) => (h.flyout.kind === 'items' ? h.flyout.itemId : h.flyout.kind));
  const sticky = useFlyoutHost((h) => h.isSticky);
  return <output>{`${flyout}, ${sticky ? 'sticky' : 'scrolls'}`}</output>;
}

describe('FlyoutHostProvider (the page flyout host)', () => {
  it("a store with more state than the host (a header's) is the host as it is, and its changes re-render", () => {
    interface PageHeader extends FlyoutHost {
      hidden: boolean;
    }
    const store = createStore<PageHeader>()((set, get) => ({
      flyout: closedFlyout,
      isSticky: true,
      hidden: false,
      ...flyoutHostActions(
        () => get().flyout,
        (flyout) => set({ flyout }),
      ),
    }));
    render(
      <FlyoutHostProvider store={store}>
        <Show />
      </FlyoutHostProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('closed, sticky');
    act(() => store.getState().toggleFlyout({ kind: 'items', itemId: 'coffee' }));
    expect(screen.getByRole('status')).toHaveTextContent('coffee, sticky');
  });

  it('says clearly when it is used without a host above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Show />)).toThrow('[crema] useFlyoutHost needs a <FlyoutHostProvider> above it');
    vi.restoreAllMocks();
  });
});
