'use client';

import { useId, useMemo } from 'react';
import type { NavigationNode, NavigationTeaser, NavigationTeaserItem } from '../../services';
import { Button } from '../../primitives/Button';
import { Column, Columns } from '../../primitives/Columns';
import { Icon } from '../../primitives/Icon';
import { Picture } from '../../primitives/Picture';
import { Tiles } from '../../primitives/Tiles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { trackNavigationClick } from '../../platform/tracking';
import type { ActivePath } from './activePath';
import { useNavigationMessages } from './messages';
import { addressOf, labelOf } from './tree';
import { activeMark, useActivePath, useSanitisedTree } from './useNavigationTree';
import * as styles from './DrillDownFlyout.css';

export interface DrillDownFlyoutProps {
  /**
   * The header-backend node (a "Navigation node": title, href, target, children, teaser) of the configured item whose
   * flyout this is.
   */
  node: NavigationNode;
  /** The close button's action: the panel that holds the flyout closes it (and returns focus). */
  onClose: () => void;
}

const noNodes: readonly NavigationNode[] = [];
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Targets that stay in the same browsing context; any other target (`_blank`, a named window) opens a new one, so it
 * gets rel="noopener noreferrer" and the new-tab hint.
 */
const sameContextTargets: readonly string[] = ['', '_self', '_parent', '_top'];
const newContextOf = (target: unknown): string | undefined =>
  typeof target === 'string' && !sameContextTargets.includes(target.trim()) ? target.trim() : undefined;

/**
 * The old header's drill-down flyout ("nested category list, a teaser list on the side, and a close button"): the
 * node's title, a "show all" link to its page, every level of its categories as nested lists of links (a category
 * without an address but with subcategories is a label, not a dead link), its teasers beside them from l up (below on
 * smaller screens), and a close button calling `onClose`. The active path is marked. Only the panel's content: the
 * panel around it places it, traps focus and closes it on Escape or outside. Inside a NavigationProvider (the page's
 * path marks the active path); renders on the server.
 */
export function DrillDownFlyout({ node, onClose }: DrillDownFlyoutProps) {
  const { t } = useNavigationMessages();
  const valid = isObject(node);
  const children = useSanitisedTree(valid ? node.children : noNodes);
  const root = useMemo((): NavigationNode[] => (valid ? [{ ...node, children }] : []), [valid, node, children]);
  const active = useActivePath(root);
  const titleId = useId();
  const title = valid ? labelOf(node) : undefined;
  const href = valid ? addressOf(node) : undefined;
  const teaser = valid ? usableTeaser(node.teaser) : undefined;

  const categories = (
    <div className={styles.categories}>
      {href !== undefined && title !== undefined && (
        <CategoryLink
          className={styles.showAll}
          href={href}
          target={node.target}
          current={root[0] && active.items.at(-1) === root[0] ? 'page' : undefined}
        >
          {t('navigation.showAll', { title })}
        </CategoryLink>
      )}
      {children.length > 0 && (
        <Tiles
          as="ul"
          columns={{ base: 1, s: 2, xl: 3 }}
          space="l"
          className={styles.groups}
          aria-labelledby={title === undefined ? undefined : titleId}
        >
          {children.map((child, index) => (
            <Category key={`${index}:${labelOf(child)}`} node={child} active={active} depth={1} />
          ))}
        </Tiles>
      )}
    </div>
  );

  return (
    <div className={styles.flyout}>
      <div className={styles.head}>
        {title !== undefined && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <Button
          type="button"
          variant="secondary"
          size="small"
          icon={<Icon name="close" />}
          aria-label={t('common.close')}
          className={styles.close}
          onClick={onClose}
        />
      </div>
      {teaser ? (
        <Columns collapseBelow="l" space="xl">
          <Column width="2/3">{categories}</Column>
          <Column width="1/3">
            <Teasers teaser={teaser} />
          </Column>
        </Columns>
      ) : (
        categories
      )}
    </div>
  );
}

function CategoryLink({
  href,
  target,
  current,
  className,
  children,
}: {
  href: string;
  target: unknown;
  current: 'page' | 'true' | undefined;
  className: string;
  children: string;
}) {
  const { t } = useNavigationMessages();
  const newContext = newContextOf(target);
  return (
    <a
      className={className}
      href={href}
      aria-current={current}
      onClick={() => trackNavigationClick('navigation', href)}
      {...(newContext !== undefined ? { target: newContext, rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {/* In the content, not an aria-label: the name then holds everything the link shows (WCAG 2.5.3). */}
      {newContext !== undefined && <VisuallyHidden> {t('navigation.newTabHint')}</VisuallyHidden>}
    </a>
  );
}

/** A category with everything under it: its link (or label), then its subcategories as a nested list. */
function Category({
  node,
  active,
  depth,
}: {
  node: NavigationNode;
  active: ActivePath<NavigationNode>;
  depth: number;
}) {
  const labelId = useId();
  // sanitiseTree kept only named nodes with an address or children.
  const title = labelOf(node) ?? '';
  const href = addressOf(node);
  const className = depth === 1 ? styles.groupLink : styles.link;
  return (
    <>
      {href !== undefined ? (
        <CategoryLink className={className} href={href} target={node.target} current={activeMark(active, node)}>
          {title}
        </CategoryLink>
      ) : (
        <span id={labelId} className={depth === 1 ? styles.groupLabel : styles.label}>
          {title}
        </span>
      )}
      {node.children.length > 0 && (
        <ul className={styles.list} aria-labelledby={href === undefined ? labelId : undefined}>
          {node.children.map((child, index) => (
            <li key={`${index}:${labelOf(child)}`} className={styles.item}>
              <Category node={child} active={active} depth={depth + 1} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The teaser items that can render: a title and a link address (the contract checks the shape; a consumer may not). */
function usableTeaser(teaser: NavigationTeaser | undefined): NavigationTeaser | undefined {
  if (!isObject(teaser) || !Array.isArray(teaser.items)) return undefined;
  const items = teaser.items.filter(
    (item): item is NavigationTeaserItem =>
      isObject(item) &&
      typeof item.title === 'string' &&
      item.title.trim() !== '' &&
      isObject(item.link) &&
      typeof item.link.href === 'string' &&
      item.link.href.trim() !== '',
  );
  return items.length > 0 ? { ...teaser, items } : undefined;
}

const normalised = (text: unknown) => (typeof text === 'string' ? text.trim().toLocaleLowerCase() : '');

/** The image's alt: its own, unless the link's text already says it (then it would be read twice). */
function altOf(item: NavigationTeaserItem): string {
  const alt = normalised(item.image?.alt);
  if (alt === '') return '';
  const said = [item.title, item.link.title].some((text) => normalised(text).includes(alt));
  return said ? '' : (item.image.alt ?? '');
}

/**
 * A "teaser (title, and a list of items each with link title, image src and title)": the title as a heading (the
 * catalog's "Empfehlungen" when empty), each item one link holding its image, title and link title, so every link's
 * name is unique (the item title) and says where it leads.
 */
function Teasers({ teaser }: { teaser: NavigationTeaser }) {
  const { t } = useNavigationMessages();
  const headingId = useId();
  const heading =
    typeof teaser.title === 'string' && teaser.title.trim() !== '' ? teaser.title : t('navigation.teasers');
  return (
    <section aria-labelledby={headingId} className={styles.teasers}>
      <h3 id={headingId} className={styles.teaserHeading}>
        {heading}
      </h3>
      <Tiles as="ul" columns={{ base: 1, s: 2, l: 1 }} space="m" className={styles.teaserList}>
        {teaser.items.map((item, index) => (
          <a
            key={`${index}:${item.link.href}`}
            className={styles.teaser}
            href={item.link.href}
            onClick={() => trackNavigationClick('navigation', item.link.href)}
          >
            <Picture
              src={typeof item.image?.src === 'string' ? item.image.src : ''}
              alt={altOf(item)}
              aspectRatio="3/2"
              layout="fill"
            />
            {/* A space between the parts, so the name reads "title link-title" (the flex layout drops it). */}
            <span className={styles.teaserTitle}>{item.title}</span>{' '}
            {normalised(item.link.title) !== '' && <span className={styles.teaserLink}>{item.link.title}</span>}
          </a>
        ))}
      </Tiles>
    </section>
  );
}
