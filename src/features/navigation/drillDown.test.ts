import { activePath } from './activePath';
import { MOBILE_GRID_DEPTH } from './constants';
import { isGridLevel, levelsOf, openingPath, popLevel, pushLevel, validPath } from './drillDown';
import { flyoutItem } from './testing';

const item = flyoutItem;

const espresso = item('Espresso', '/c/kaffee/kaffeebohnen/espresso');
const beans = item('Kaffeebohnen', '/c/kaffee/kaffeebohnen', [
  espresso,
  item('Filter', '/c/kaffee/kaffeebohnen/filter'),
]);
const ground = item('Gemahlen', '/c/kaffee/gemahlen');
const coffee = item('Kaffee', '/c/kaffee', [beans, ground]);
const gifts = item('Geschenkkarten', '/c/geschenkkarte');
const tree = [item('Themenwelten', '/themenwelten'), coffee, gifts];

describe('levelsOf', () => {
  it('the top level alone for an empty path, then one level per chosen item', () => {
    expect(levelsOf(tree, [])).toEqual([{ depth: 0, parent: undefined, items: tree }]);
    expect(levelsOf(tree, [1, 0]).map(({ depth, parent }) => [depth, parent?.name])).toEqual([
      [0, undefined],
      [1, 'Kaffee'],
      [2, 'Kaffeebohnen'],
    ]);
    expect(levelsOf(tree, [1, 0])[2]!.items).toBe(beans.children);
  });

  it.each([
    ['an index past the end', [7]],
    ['a negative index', [-1]],
    ['an item without children', [2]],
    ['a leaf below a valid level', [1, 1]],
  ])('ends the path at %s (the tree changed while the menu was open)', (_, path) => {
    const levels = levelsOf(tree, path);
    expect(levels.length).toBe(path.length);
    expect(validPath(tree, path)).toEqual(path.slice(0, -1));
  });

  it('an empty tree has its (empty) top level', () => {
    expect(levelsOf([], [0, 1])).toEqual([{ depth: 0, parent: undefined, items: [] }]);
  });
});

describe('push and pop (choosing an item with children pushes a level, back pops it)', () => {
  it('push adds the chosen index, pop removes the last; pop at the top stays at the top', () => {
    expect(pushLevel([], 1)).toEqual([1]);
    expect(pushLevel([1], 0)).toEqual([1, 0]);
    expect(popLevel([1, 0])).toEqual([1]);
    expect(popLevel([1])).toEqual([]);
    expect(popLevel([])).toEqual([]);
  });
});

describe('isGridLevel ("A level at depth 2 is shown as a grid")', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, false],
  ])('depth %i: grid %s', (depth, grid) => {
    expect(isGridLevel(depth)).toBe(grid);
  });

  it('the grid depth is 2', () => {
    expect(MOBILE_GRID_DEPTH).toBe(2);
  });
});

describe('openingPath: where the menu opens on a page', () => {
  it.each([
    ['a page outside the tree: the top level', '/cart', []],
    ['the root page: the top level', '/', []],
    ['a top item without children: the top level', '/c/geschenkkarte', []],
    ['a category with subcategories: its subcategories', '/c/kaffee', [1]],
    ['a category with subcategories, one deeper', '/c/kaffee/kaffeebohnen', [1, 0]],
    ['a leaf: the level that lists it', '/c/kaffee/kaffeebohnen/espresso', [1, 0]],
    ['a leaf at depth 1: its parent’s level', '/c/kaffee/gemahlen', [1]],
  ])('%s', (_, page, path) => {
    expect(openingPath(tree, activePath(tree, page))).toEqual(path);
  });
});
