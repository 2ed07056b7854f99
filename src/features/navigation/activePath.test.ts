import type { FlyoutItem, NavigationNode } from '../../services';
import { activePath, isCurrent, isInPath } from './activePath';
import { flyoutItem } from './testing';

const item = flyoutItem;
const node = (title: string, href: string, children: NavigationNode[] = []): NavigationNode => ({
  title,
  href,
  children,
});

const flyoutTree: FlyoutItem[] = [
  item('themeWorlds', '/scout'),
  item('coffee', '/c/kaffee', [
    item('beans', '/c/kaffee/kaffeebohnen', [
      item('espresso', '/c/kaffee/kaffeebohnen/espresso'),
      item('crema', '/c/kaffee/kaffeebohnen/caffe-crema'),
    ]),
    item('coffeeAccessories', '/c/kaffee/zubehoer'),
    item('academy', 'https://academy.example/kaffeeakademie'),
  ]),
  item('household', '/c/haushalt', [
    item('householdAccessories', '/c/haushalt/zubehoer'),
    item('cooking', '/c/haushalt/k%C3%BCche'),
    item('noAddress', undefined, [item('storage', '/categories/aufbewahrung')]),
  ]),
  item('giftCard', 'https://shop.example/c/geschenkkarte'),
];

const ids = (current: string) => activePath(flyoutTree, current).items.map((i) => i.id);

describe('active path (the last segment of the current URL path matched against the hrefs)', () => {
  it.each<[string, string, string[]]>([
    ['a top item', '/c/kaffee', ['coffee']],
    ['a third-level item marks its two ancestors', '/c/kaffee/kaffeebohnen/espresso', ['coffee', 'beans', 'espresso']],
    ['the last segment alone is enough', '/angebote/espresso', ['coffee', 'beans', 'espresso']],
    ['a trailing slash is ignored', '/c/kaffee/kaffeebohnen/', ['coffee', 'beans']],
    [
      'the query string is ignored',
      '/c/kaffee/kaffeebohnen/espresso?sort=price&page=2',
      ['coffee', 'beans', 'espresso'],
    ],
    ['the hash is ignored', '/c/kaffee#top', ['coffee']],
    ['case is ignored', '/C/Kaffee/KaffeeBohnen', ['coffee', 'beans']],
    ['percent-encoding in the page URL is decoded', '/c/haushalt/k%C3%BCche', ['household', 'cooking']],
    ['percent-encoding in the item url is decoded', '/c/haushalt/küche', ['household', 'cooking']],
    ['a malformed escape compares as written, no throw', '/c/%E0%A4%A', []],
    ['an absolute page URL of the shop', 'https://shop.example/c/kaffee/zubehoer?x=1', ['coffee', 'coffeeAccessories']],
    [
      'a full-path match wins over an earlier last-segment match',
      '/c/haushalt/zubehoer',
      ['household', 'householdAccessories'],
    ],
    ['without a full match, the first in document order', '/sale/zubehoer', ['coffee', 'coffeeAccessories']],
    [
      'an item without url is passed through, its children match',
      '/categories/aufbewahrung',
      ['household', 'noAddress', 'storage'],
    ],
    ['no match', '/c/mode', []],
    ['a product page matches nothing', '/p/kaffeebohnen-espresso-intenso-1-kg/100001', []],
    ['the root / matches nothing', '/', []],
    ['an empty address matches nothing', '', []],
    ['an external item never matches a bare path', '/kaffeeakademie', []],
    ['an external item never matches another origin', 'https://shop.example/kaffeeakademie', []],
    ['an external item matches on its own origin', 'https://academy.example/kaffeeakademie', ['coffee', 'academy']],
    ['an absolute item url matches on the same origin', 'https://shop.example/c/geschenkkarte', ['giftCard']],
    ['an absolute item url does not match a bare path', '/c/geschenkkarte', []],
  ])('%s: %s', (_name, current, expected) => {
    expect(ids(current)).toEqual(expected);
  });

  it('gives the indices of the chain, and marks current and in-path items', () => {
    const path = activePath(flyoutTree, '/c/kaffee/kaffeebohnen/espresso');
    expect(path.indices).toEqual([1, 0, 0]);
    const [coffee, beans, espresso] = path.items;
    expect([coffee, beans, espresso].map((i) => isCurrent(path, i!))).toEqual([false, false, true]);
    expect([coffee, beans, espresso].every((i) => isInPath(path, i!))).toBe(true);
    expect(isInPath(path, flyoutTree[2]!)).toBe(false);
  });

  it('among several full matches, the parent comes first (a "show all" child with the same href)', () => {
    const tree = [item('coffee', '/c/kaffee', [item('coffeeAll', '/c/kaffee/')])];
    expect(activePath(tree, '/c/kaffee').items.map((i) => i.id)).toEqual(['coffee']);
  });

  it('works on header-tree nodes (href)', () => {
    const nodes = [
      node('Kaffee', '/c/kaffee', [
        node('Kaffeebohnen', '/c/kaffee/kaffeebohnen', [node('Espresso', '/c/kaffee/kaffeebohnen/espresso')]),
      ]),
      node('Mode', '/c/mode'),
    ];
    const path = activePath(nodes, '/c/kaffee/kaffeebohnen/espresso/');
    expect(path.items.map((n) => n.title)).toEqual(['Kaffee', 'Kaffeebohnen', 'Espresso']);
    expect(path.indices).toEqual([0, 0, 0]);
    expect(activePath(nodes, '/c/mode').indices).toEqual([1]);
  });

  it('ends on a cycle and on a tree deeper than the limit instead of hanging', () => {
    const a = item('a', '/c/a');
    const b = item('b', '/c/b', [a]);
    a.children.push(b);
    expect(activePath([a], '/c/nowhere').items).toEqual([]);
    expect(activePath([a], '/c/b').items.map((i) => i.id)).toEqual(['a', 'b']);

    let deep = item('leaf', '/c/leaf');
    for (let i = 0; i < 50; i++) deep = item(`level${i}`, `/c/level${i}`, [deep]);
    expect(activePath([deep], '/c/leaf').items).toEqual([]);
    expect(activePath([deep], '/c/level49').indices).toEqual([0]);
  });
});
