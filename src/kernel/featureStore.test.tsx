import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { createServiceClient } from '../services/http';
import { defineFeatureStore, type FeatureStoreOptions } from './featureStore';
import { loadStorefrontMessages } from '../compositions/messages/loadStorefrontMessages';
import { StorefrontProvider } from './StorefrontProvider';

const messages = await loadStorefrontMessages('de-DE');

interface Counter {
  count: number;
  site: string;
}

function setup() {
  const created: FeatureStoreOptions[] = [];
  const started: number[] = [];
  const stopped: number[] = [];
  const create = (options: FeatureStoreOptions) => {
    created.push(options);
    return createStore<Counter>()(() => ({ count: created.length, site: options.site.code }));
  };
  const counter = defineFeatureStore<Counter>({
    name: 'Counter',
    create,
    start: (store) => {
      const { count } = store.getState();
      started.push(count);
      return () => stopped.push(count);
    },
  });
  function Show() {
    const count = counter.useSelector((s) => s.count);
    const site = counter.useSelector((s) => s.site);
    return <output>{`store ${count} in ${site}`}</output>;
  }
  return { counter, Show, created, started, stopped };
}

const services = createServiceClient({ fetch: () => new Response('{}') });

describe('defineFeatureStore (the feature-store convention)', () => {
  it('creates the store once per mount with services, site and flags from the StorefrontProvider', () => {
    const { counter, Show, created } = setup();
    const page = (
      <StorefrontProvider messages={messages} site="cz" services={services} flags={{ newHeader: false }}>
        <counter.Provider>
          <Show />
        </counter.Provider>
      </StorefrontProvider>
    );
    const { rerender } = render(page);
    rerender(page);
    expect(screen.getByRole('status')).toHaveTextContent('store 1 in CZ');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ services, site: { code: 'CZ' }, flags: { newHeader: false } });
  });

  it('gives every mount its own store (two pages, two stories, two tests)', () => {
    const { counter, Show } = setup();
    render(
      <StorefrontProvider messages={messages} services={services}>
        <counter.Provider>
          <Show />
        </counter.Provider>
        <counter.Provider>
          <Show />
        </counter.Provider>
      </StorefrontProvider>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['store 1 in DE', 'store 2 in DE']);
  });

  it('uses an injected store and creates none', () => {
    const { counter, Show, created } = setup();
    const store = createStore<Counter>()(() => ({ count: 42, site: 'TR' }));
    render(
      <StorefrontProvider messages={messages} services={services}>
        <counter.Provider store={store}>
          <Show />
        </counter.Provider>
      </StorefrontProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('store 42 in TR');
    expect(created).toHaveLength(0);
  });

  it('re-renders on a change of the selected slice', () => {
    const { counter, Show } = setup();
    const store = createStore<Counter>()(() => ({ count: 1, site: 'DE' }));
    render(
      <StorefrontProvider messages={messages} services={services}>
        <counter.Provider store={store}>
          <Show />
        </counter.Provider>
      </StorefrontProvider>,
    );
    act(() => store.setState({ count: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('store 2 in DE');
  });

  it('starts browser work after mount and stops it on unmount; the server render starts nothing', () => {
    const { counter, Show, started, stopped } = setup();
    const page = (
      <StorefrontProvider messages={messages} services={services}>
        <counter.Provider>
          <Show />
        </counter.Provider>
      </StorefrontProvider>
    );
    expect(renderToString(page)).toContain('store 1 in DE');
    expect(started).toEqual([]);
    const { unmount } = render(page);
    // Store 1 was the server render's; the browser mount makes and starts its own.
    expect(started).toEqual([2]);
    expect(stopped).toEqual([]);
    unmount();
    expect(stopped).toEqual([2]);
  });

  it('says clearly when the hook is used without its provider', () => {
    const { Show } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <StorefrontProvider messages={messages} services={services}>
          <Show />
        </StorefrontProvider>,
      ),
    ).toThrow('[crema] useCounter needs a <CounterProvider> above it.');
  });
});
