import fc from 'fast-check';
import type { FlyoutItem, NavigationNode } from '../../services';
import { NAVIGATION_MAX_LEVELS } from './constants';
import { flyoutItem } from './testing';
import { firstWithChildren, sanitiseTree } from './tree';

const item = (id: string, url: string | undefined, children: FlyoutItem[] = [], name = id): FlyoutItem =>
  flyoutItem(id, url, children, { name });

/** Counts the items of a tree known to be finite. */
const size = (tree: readonly FlyoutItem[]): number => tree.reduce((n, i) => n + 1 + size(i.children), 0);

/** A generated tree of `total` items: breadth-first, `fanOut` children each, every item with a name and url. */
function generated(total: number, fanOut: number): FlyoutItem[] {
  const all = Array.from({ length: total }, (_, i) => item(`n${i}`, `/c/n${i}`));
  all.forEach((parent, i) => {
    for (let c = i * fanOut + 1; c <= i * fanOut + fanOut && c < total; c++) parent.children.push(all[c]!);
  });
  return [all[0]!];
}

describe('sanitising a navigation tree (bad input: renders what it can, never throws)', () => {
  it('keeps a clean tree as it is, the same objects', () => {
    const tree = [item('coffee', '/c/kaffee', [item('beans', '/c/kaffee/kaffeebohnen')]), item('sale', '/c/sale')];
    const result = sanitiseTree(tree);
    expect(result).toEqual({ tree, count: 3, dropped: [] });
    expect(result.tree[0]).toBe(tree[0]);
  });

  it('an empty tree is empty, with nothing dropped', () => {
    expect(sanitiseTree([])).toEqual({ tree: [], count: 0, dropped: [] });
  });

  it.each<[string, FlyoutItem[], FlyoutItem[], { reason: string; path: number[] }[]]>([
    [
      'a leaf without url (no children, no href) is dropped',
      [item('coffee', '/c/kaffee', [item('dead', undefined), item('beans', '/b')])],
      [item('coffee', '/c/kaffee', [item('beans', '/b')])],
      [{ reason: 'noTarget', path: [0, 0] }],
    ],
    [
      'an item without url but with children stays (it opens a level)',
      [item('coffee', undefined, [item('beans', '/b')])],
      [item('coffee', undefined, [item('beans', '/b')])],
      [],
    ],
    [
      'a parent without url whose children all go is dropped too',
      [item('coffee', undefined, [item('dead', '')])],
      [],
      [
        { reason: 'noTarget', path: [0, 0] },
        { reason: 'noTarget', path: [0] },
      ],
    ],
    [
      'an item without a name goes with its children',
      [item('nameless', '/x', [item('beans', '/b')], '  '), item('sale', '/s')],
      [item('sale', '/s')],
      [{ reason: 'noName', path: [0] }],
    ],
  ])('%s', (_name, input, tree, dropped) => {
    const result = sanitiseTree(input);
    expect(result.tree).toEqual(tree);
    expect(result.dropped.map(({ reason, path }) => ({ reason, path }))).toEqual(dropped);
  });

  it('cuts a cycle and an object reached twice, keeping the first place it appears', () => {
    const a = item('a', '/c/a');
    const b = item('b', '/c/b', [a]);
    a.children.push(b);
    const shared = item('shared', '/c/shared');
    const result = sanitiseTree([a, item('x', '/c/x', [shared]), item('y', '/c/y', [shared])]);
    expect(result.tree.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([
      ['a', ['b']],
      ['x', ['shared']],
      ['y', []],
    ]);
    expect(result.tree[0]!.children[0]!.children).toEqual([]);
    expect(result.dropped).toEqual([
      { reason: 'repeated', path: [0, 0, 0], label: 'a' },
      { reason: 'repeated', path: [2, 0], label: 'shared' },
    ]);
    expect(result.count).toBe(5);
  });

  it(`keeps ${NAVIGATION_MAX_LEVELS} levels of a deeper tree and drops the level below`, () => {
    let deep = item('leaf', '/c/leaf');
    for (let i = 0; i < 50; i++) deep = item(`level${i}`, `/c/level${i}`, [deep]);
    const result = sanitiseTree([deep]);
    expect(result.count).toBe(NAVIGATION_MAX_LEVELS);
    expect(result.dropped).toEqual([
      {
        reason: 'tooDeep',
        path: Array(NAVIGATION_MAX_LEVELS + 1).fill(0),
        label: `level${50 - 1 - NAVIGATION_MAX_LEVELS}`,
      },
    ]);
  });

  it('never throws on what is not a tree item (a consumer handing objects)', () => {
    const junk = [null, 'coffee', { id: 'x', name: 'X', url: '/x', children: 'none' }] as unknown as FlyoutItem[];
    const result = sanitiseTree(junk);
    expect(result.tree.map((i) => i.id)).toEqual(['x']);
    expect(result.tree[0]!.children).toEqual([]);
    expect(result.dropped.map((d) => d.reason)).toEqual(['noName', 'noName']);
    expect(sanitiseTree('nothing' as unknown as FlyoutItem[]).tree).toEqual([]);
  });

  it('works on header-tree nodes (title, href)', () => {
    const nodes: NavigationNode[] = [
      { title: 'Kaffee', href: '/c/kaffee', children: [{ title: '', href: '/c/leer', children: [] }] },
      { title: 'Leer', href: '', children: [] },
    ];
    const result = sanitiseTree(nodes);
    expect(result.tree).toEqual([{ title: 'Kaffee', href: '/c/kaffee', children: [] }]);
    expect(result.dropped.map((d) => d.reason)).toEqual(['noName', 'noTarget']);
  });

  it('keeps all of a generated 2,000-node tree', () => {
    const tree = generated(2000, 12);
    const result = sanitiseTree(tree);
    expect(result.count).toBe(2000);
    expect(size(result.tree)).toBe(2000);
    expect(result.tree[0]).toBe(tree[0]);
  });

  it('is idempotent and never adds items (property)', () => {
    const arbitraryTree = fc.letrec<{ tree: FlyoutItem[]; item: FlyoutItem }>((tie) => ({
      item: fc.record({
        id: fc.string(),
        name: fc.constantFrom('', ' ', 'Kaffee', 'Mode'),
        url: fc.option(fc.constantFrom('', '/c/kaffee', '/c/mode'), { nil: undefined }),
        newTab: fc.boolean(),
        flag: fc.boolean(),
        children: tie('tree'),
      }),
      tree: fc.oneof(
        { maxDepth: NAVIGATION_MAX_LEVELS + 2, depthIdentifier: 'tree' },
        fc.constant<FlyoutItem[]>([]),
        fc.array(tie('item'), { maxLength: 3 }),
      ),
    })).tree;
    fc.assert(
      fc.property(arbitraryTree, (tree) => {
        const once = sanitiseTree(tree);
        const twice = sanitiseTree(once.tree);
        expect(twice.tree).toEqual(once.tree);
        expect(twice.dropped).toEqual([]);
        expect(once.count).toBe(size(once.tree));
        expect(once.count).toBeLessThanOrEqual(size(tree));
      }),
    );
  });
});

describe('preselection ("The first item having children is preselected")', () => {
  it.each<[string, FlyoutItem[], string | undefined]>([
    [
      'the first with children, not the first item',
      [item('a', '/a'), item('b', '/b', [item('c', '/c')]), item('d', '/d', [item('e', '/e')])],
      'b',
    ],
    ['none when no item has children', [item('a', '/a')], undefined],
    ['none in an empty level', [], undefined],
  ])('%s', (_name, items, expected) => {
    expect(firstWithChildren(items)?.id).toBe(expected);
  });
});
