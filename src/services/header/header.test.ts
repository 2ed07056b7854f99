import { callNamed, describeCall } from '../http/callTable';
import { jsonAnswer } from '../http/testing';
import { fetchHeaderNavigation, fetchHeaderTree, headerCalls } from './client';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from './constants';
import { headerTreeQuerySchema } from './contract';

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
