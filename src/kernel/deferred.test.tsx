/** @vitest-environment happy-dom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { vi } from 'vitest';
import { Deferred, whenDeferredPartsHydrated } from './deferred';

/** A lazy part whose chunk arrives when the test says so. */
function lazyPart(text: string) {
  let arrive!: () => void;
  const chunk = new Promise<{ default: () => string }>((resolve) => (arrive = () => resolve({ default: () => text })));
  return { Part: lazy(() => chunk), arrive };
}

describe('deferred parts (the page waits until every deferred part is hydrated)', () => {
  it('tells when every lazy part is in, not before', async () => {
    const menu = lazyPart('Menü');
    const search = lazyPart('Suche');
    render(
      <>
        <Deferred>
          <menu.Part />
        </Deferred>
        <Deferred>
          <search.Part />
        </Deferred>
      </>,
    );
    const live = vi.fn();
    whenDeferredPartsHydrated(live);
    await act(async () => menu.arrive());
    // React reveals a boundary's content a moment after its chunk (it batches reveals).
    expect(await screen.findByText('Menü')).toBeInTheDocument();
    expect(live).not.toHaveBeenCalled();
    await act(async () => search.arrive());
    await waitFor(() => expect(live).toHaveBeenCalledTimes(1));
  });

  it('with nothing pending, calls back at once; a part that went away no longer counts', () => {
    const never = lazyPart('Nie');
    const { unmount } = render(
      <Deferred>
        <never.Part />
      </Deferred>,
    );
    const live = vi.fn();
    whenDeferredPartsHydrated(live);
    expect(live).not.toHaveBeenCalled();
    unmount();
    expect(live).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    whenDeferredPartsHydrated(again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
