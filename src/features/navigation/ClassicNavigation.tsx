'use client';

import type { NavigationNode } from '../../services';
import { activePath } from './activePath';
import { useConfiguredItems } from './configuredItems';
import { DrillDownFlyout } from './DrillDownFlyout';
import { FlyoutBar, useCloseFlyout, type BarEntry } from './FlyoutBar';
import { useNavigation } from './NavigationProvider';
import { activeMark, useActivePath, useSanitisedTree } from './useNavigationTree';

const noNodes: readonly NavigationNode[] = [];

/**
 * The top node of the header-backend tree a configured item stands for: the one whose href has the item's last path
 * segment (the active-path rule, a full path match first), undefined when none has.
 */
function topNodeFor(categories: readonly NavigationNode[], url: string | undefined): NavigationNode | undefined {
  if (url === undefined) return undefined;
  const tops = categories.map((node) => ({ ...node, children: [] }));
  const [index] = activePath(tops, url).indices;
  return index === undefined ? undefined : categories[index];
}

export interface ClassicNavigationProps {
  /** The nav element's class (its place in the header's grid). */
  className?: string;
}

/**
 * The old header's navigation ("four navigation items whose titles come from configuration"; drill-down flyouts): the
 * four configured items; each that stands for a top node of the header-backend tree with subcategories (same last path
 * segment) opens that node's drill-down flyout, the others stay links, as all four do while the tree loads or after it
 * failed. Marks the active menu path of the page through the items and their nodes. Inside a NavigationProvider and
 * the page's flyout host (HeaderProvider).
 */
export function ClassicNavigation({ className }: ClassicNavigationProps) {
  const items = useConfiguredItems(false);
  const navigation = useNavigation((n) => n.navigation);
  const ready = navigation.status === 'ready';
  const categories = useSanitisedTree(ready ? navigation.categories : noNodes, { logEmpty: ready });

  const nodes = items.map((item) => topNodeFor(categories, item.url));
  // The bar as a node tree (each item over its node's children), so a deeper page marks its configured item.
  const tree = items.map((item, index): NavigationNode => ({
    title: item.name,
    href: item.url,
    children: nodes[index]?.children ?? [],
  }));
  const active = useActivePath(tree);

  const entries = items.map((item, index): BarEntry => {
    const node = nodes[index];
    return {
      key: item.id,
      item,
      current: activeMark(active, tree[index]),
      // A node without subcategories has nothing to drill into: its item stays a link.
      panel: node && node.children.length > 0 ? <DrillDownPanel node={node} /> : undefined,
    };
  });

  return <FlyoutBar entries={entries} className={className} />;
}

/** The drill-down flyout in its panel: its close button closes the panel and returns focus. */
function DrillDownPanel({ node }: { node: NavigationNode }) {
  const close = useCloseFlyout();
  return <DrillDownFlyout node={node} onClose={close} />;
}
