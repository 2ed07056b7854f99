import { callNamed, describeCall } from '../http/callTable';
import { jsonAnswer } from '../http/testing';
import { fetchHeaderNavigation, fetchHeaderTree, headerCalls } from './client';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from './constants';
import { headerShowResponseSchema, headerTreeQuerySchema, headerTreeResponseSchema } from './contract';

const tree = {
  navigation: [
    {
      title: 'Kaffee',
      href: '/c/kaffee',
      target: '_self',
      children: [{ title: 'Bohnen', href: '/c/kaffee/bohnen', children: [{ title: 'Espresso', href: '/c/espresso' }] }],
      teaser: {
        title: 'Neu',
        items: [
          { title: 'Herbstkaffee', link: { title: 'Entdecken', href: '/c/herbst' }, image: { src: '/img/h.jpg' } },
        ],
      },
    },
  ],
};
const parsedTree = {
  navigation: [
    {
      ...tree.navigation[0],
      children: [
        {
          title: 'Bohnen',
          href: '/c/kaffee/bohnen',
          children: [{ title: 'Espresso', href: '/c/espresso', children: [] }],
        },
      ],
    },
  ],
};

describeCall('GET /service/header-backend/api/show', {
  call: callNamed(headerCalls, 'fetchHeaderNavigation'),
  run: (client, options) => fetchHeaderNavigation(client, options),
  success: { answer: () => jsonAnswer(tree), value: parsedTree as never },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(HEADER_SHOW_PATH);
    expect(req.query).toEqual({});
    expect(req.credentials).toBeUndefined();
  },
  // One bad node is the navigation feature's to drop (lenient per node); a response that is no tree at all fails.
  wrongShape: { navigation: { title: 'Kaffee' } },
});

const items = {
  desktop: [
    { id: 1, name: 'Kaffee', url: '/c/kaffee', newTab: false, flag: true, children: [{ id: 'a', name: 'Bohnen' }] },
  ],
  mobile: [{ id: 2, name: 'Mode', children: [] }],
};

describeCall('GET /service/header/api/header-tree?site=CZ', {
  call: callNamed(headerCalls, 'fetchHeaderTree'),
  run: (client, options) => fetchHeaderTree(client, 'CZ', options),
  success: {
    answer: () => jsonAnswer(items),
    value: {
      desktop: [
        {
          id: '1',
          name: 'Kaffee',
          url: '/c/kaffee',
          newTab: false,
          flag: true,
          children: [{ id: 'a', name: 'Bohnen', newTab: false, flag: false, children: [] }],
        },
      ],
      mobile: [{ id: '2', name: 'Mode', newTab: false, flag: false, children: [] }],
    },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(HEADER_TREE_PATH);
    expect(req.query).toEqual({ site: 'CZ' });
    expect(headerTreeQuerySchema.safeParse(req.query).success).toBe(true);
  },
  wrongShape: { desktop: { id: 1 }, mobile: [] },
});

/**
 * Bad input: "a node without children or href ... the navigation renders what it can, logs once, and never
 * throws". The contracts are lenient per node and item: what cannot render reads as nameless (title or name ''),
 * which the navigation's `sanitiseTree` drops and logs; the rest of the tree parses unchanged.
 */
describe('bad input: lenient per node (header-backend show)', () => {
  it('a node without href or children parses; its href is absent and its children empty', () => {
    expect(headerShowResponseSchema.parse({ navigation: [{ title: 'Kaffee' }] })).toEqual({
      navigation: [{ title: 'Kaffee', children: [] }],
    });
  });

  it('a title that is not text reads as ""; href, target, children and teaser of the wrong type read as absent', () => {
    const parsed = headerShowResponseSchema.parse({
      navigation: [
        { title: 42, href: '/c/kaffee' },
        { title: 'Mode', href: 7, target: false, children: 'Damen', teaser: { items: [] } },
      ],
    });
    expect(parsed.navigation).toEqual([
      { title: '', href: '/c/kaffee', children: [] },
      { title: 'Mode', href: undefined, target: undefined, children: [], teaser: undefined },
    ]);
  });

  it('null or a non-node in a children list reads as a nameless node; its siblings stay', () => {
    const parsed = headerShowResponseSchema.parse({
      navigation: [
        null,
        { title: 'Kaffee', children: [null, 'Bohnen', { title: 'Espresso', href: '/c/espresso', children: [null] }] },
      ],
    });
    const nameless = { title: '', children: [] };
    expect(parsed.navigation).toEqual([
      nameless,
      {
        title: 'Kaffee',
        children: [nameless, nameless, { title: 'Espresso', href: '/c/espresso', children: [nameless] }],
      },
    ]);
  });

  it.each([
    ['no navigation list', {}],
    ['navigation that is one node, not a list', { navigation: { title: 'Kaffee' } }],
    ['a list instead of the wrapper', [{ title: 'Kaffee' }]],
  ])('%s is no tree: the parse fails (on a failed navigation fetch the header keeps its placeholders)', (_, body) => {
    expect(headerShowResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('bad input: lenient per item (header tree)', () => {
  const item = { id: '1', name: 'Kaffee', url: '/c/kaffee', newTab: false, flag: false, children: [] };

  it('an item without url or children parses; its url is absent', () => {
    expect(headerTreeResponseSchema.parse({ desktop: [{ id: 1, name: 'Kaffee' }], mobile: [] })).toEqual({
      desktop: [{ ...item, url: undefined }],
      mobile: [],
    });
  });

  it('a name or id that is not text reads as ""; url, newTab, flag and children of the wrong type as absent', () => {
    const parsed = headerTreeResponseSchema.parse({
      desktop: [
        { ...item, name: { de: 'Kaffee' } },
        { ...item, id: { value: 2 }, url: 3, newTab: 'yes', flag: 'new', children: { id: 4 } },
      ],
      mobile: [],
    });
    expect(parsed.desktop).toEqual([
      { ...item, name: '' },
      { ...item, id: '', url: undefined },
    ]);
  });

  it('null or a non-item in a children list reads as a nameless item; its siblings stay', () => {
    const parsed = headerTreeResponseSchema.parse({
      desktop: [{ ...item, children: [null, 5, { id: 'b', name: 'Bohnen', children: [null] }] }],
      mobile: [null],
    });
    const nameless = { id: '', name: '', newTab: false, flag: false, children: [] };
    expect(parsed).toEqual({
      desktop: [
        {
          ...item,
          children: [nameless, nameless, { id: 'b', name: 'Bohnen', newTab: false, flag: false, children: [nameless] }],
        },
      ],
      mobile: [nameless],
    });
  });

  it.each([
    ['no mobile list', { desktop: [] }],
    ['desktop that is one item, not a list', { desktop: { id: 1, name: 'Kaffee' }, mobile: [] }],
    ['a list instead of the wrapper', [{ id: 1, name: 'Kaffee' }]],
  ])('%s is no tree: the parse fails (on a failed navigation fetch the header keeps its placeholders)', (_, body) => {
    expect(headerTreeResponseSchema.safeParse(body).success).toBe(false);
  });
});
