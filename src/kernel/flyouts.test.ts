import {
  closedFlyout,
  createFlyoutHostStore,
  flyoutOpened,
  isFlyoutOpen,
  openFlyout,
  selectParent,
  toggleFlyout,
  type FlyoutState,
} from './flyouts';

describe('flyout state (closed, search box, header items with an optional selected parent)', () => {
  const coffee: FlyoutState = { kind: 'items', itemId: 'coffee' };
  it.each<[string, FlyoutState, Parameters<typeof toggleFlyout>[1], FlyoutState]>([
    ['closed → item opens', closedFlyout, { kind: 'items', itemId: 'coffee' }, coffee],
    ['the same open item again closes it', coffee, { kind: 'items', itemId: 'coffee' }, closedFlyout],
    [
      'the same item with a selected parent closes too',
      { kind: 'items', itemId: 'coffee', selectedParentId: 'beans' },
      { kind: 'items', itemId: 'coffee' },
      closedFlyout,
    ],
    ['another item switches', coffee, { kind: 'items', itemId: 'fashion' }, { kind: 'items', itemId: 'fashion' }],
    ['closed → search box', closedFlyout, { kind: 'search' }, { kind: 'search' }],
    ['search again closes', { kind: 'search' }, { kind: 'search' }, closedFlyout],
    ['an item while search is open switches', { kind: 'search' }, { kind: 'items', itemId: 'coffee' }, coffee],
  ])('%s', (_name, state, target, expected) => {
    expect(toggleFlyout(state, target)).toEqual(expected);
  });

  it('openFlyout never closes; selectParent only inside an item flyout', () => {
    expect(openFlyout(coffee, { kind: 'items', itemId: 'coffee' })).toEqual(coffee);
    expect(selectParent(coffee, 'beans')).toEqual({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' });
    expect(selectParent({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' }, undefined)).toEqual(coffee);
    expect(selectParent({ kind: 'search' }, 'beans')).toEqual({ kind: 'search' });
    expect(selectParent(closedFlyout, 'beans')).toBe(closedFlyout);
    expect([closedFlyout, { kind: 'search' }, coffee].map((s) => isFlyoutOpen(s as FlyoutState))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('a flyout host of its own (createFlyoutHostStore)', () => {
  it('is closed and not sticky unless told', () => {
    expect(createFlyoutHostStore().getState()).toMatchObject({ flyout: closedFlyout, isSticky: false });
    expect(createFlyoutHostStore({ isSticky: true }).getState().isSticky).toBe(true);
  });

  it('a flyout opens when one opens or another takes its place, not when one closes or a parent is chosen', () => {
    const store = createFlyoutHostStore();
    const opened: FlyoutState[] = [];
    const stop = store.subscribe((host, before) => {
      if (flyoutOpened(before.flyout, host.flyout)) opened.push(host.flyout);
    });
    const host = store.getState();
    host.toggleFlyout({ kind: 'items', itemId: 'coffee' });
    host.selectFlyoutParent('beans');
    host.openFlyout({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' });
    host.setFlyout({ kind: 'items', itemId: 'household' });
    host.toggleFlyout({ kind: 'search' });
    host.closeFlyout();
    stop();
    expect(opened).toEqual([
      { kind: 'items', itemId: 'coffee' },
      { kind: 'items', itemId: 'household' },
      { kind: 'search' },
    ]);
    expect(store.getState().flyout).toEqual(closedFlyout);
  });
});
