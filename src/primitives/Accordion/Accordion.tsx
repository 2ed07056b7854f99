'use client';

import { createContext, forwardRef, useContext, useId, useMemo, useState } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cx } from '../../styles/cx';
import {
  accordionHeadingLevels,
  accordionTypes,
  defaultAccordionHeadingLevel,
  defaultAccordionType,
  type AccordionHeadingLevel,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { Icon } from '../Icon/Icon';
import * as styles from './Accordion.css';

/**
 * `type="single"` (one section open at a time; `collapsible` lets the open one close too) or `type="multiple"`;
 * `value`/`defaultValue`/`onValueChange` as in Radix (a string for single, an array for multiple).
 */
export type AccordionRootProps = RadixAccordion.AccordionSingleProps | RadixAccordion.AccordionMultipleProps;

/** The values of the open sections: each item reads from it whether its panel is hidden. */
const OpenValuesContext = createContext<readonly string[]>([]);

/** An item's ids (its trigger's, its panel's: the trigger's aria-controls) and whether it is open. */
const ItemContext = createContext<{ triggerId: string; panelId: string; open: boolean } | null>(null);

type AccordionValue = string | string[];

export const AccordionRoot = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(
  { className, value: valueProp, defaultValue, onValueChange, ...rest },
  ref,
) {
  // Radix throws without a valid `type`: an unknown one (untyped callers) falls back to single instead.
  const type = pickVariant('Accordion', 'type', rest.type, accordionTypes, defaultAccordionType);
  // The open sections are kept here and given to Radix (always controlled), so each panel knows in the same render
  // whether it is hidden: Radix keeps its open state to itself.
  const [own, setOwn] = useState<AccordionValue>(() => defaultValue ?? (type === 'multiple' ? [] : ''));
  const value: AccordionValue = valueProp ?? own;
  const openValues = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  const change = (next: AccordionValue) => {
    if (valueProp === undefined) setOwn(next);
    (onValueChange as ((next: AccordionValue) => void) | undefined)?.(next);
  };
  const props = { ...rest, type, value, onValueChange: change } as AccordionRootProps;
  return (
    <OpenValuesContext.Provider value={openValues}>
      <RadixAccordion.Root ref={ref} className={cx(styles.root, className)} {...props} />
    </OpenValuesContext.Provider>
  );
});
AccordionRoot.displayName = 'Accordion.Root';

export type AccordionItemProps = RadixAccordion.AccordionItemProps;

/** One section: a trigger and its content. `value` identifies it. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { className, value, ...rest },
  ref,
) {
  const id = useId();
  const open = useContext(OpenValuesContext).includes(value);
  const item = useMemo(() => ({ triggerId: `${id}trigger`, panelId: `${id}panel`, open }), [id, open]);
  return (
    <ItemContext.Provider value={item}>
      <RadixAccordion.Item ref={ref} value={value} className={cx(styles.item, className)} {...rest} />
    </ItemContext.Provider>
  );
});
AccordionItem.displayName = 'Accordion.Item';

export interface AccordionTriggerProps extends RadixAccordion.AccordionTriggerProps {
  /** Level of the heading the trigger sits in, so it fits the page outline: 2 to 6, default 3. */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * The section's heading and its toggle in one: a button inside an h2-h6 (Radix Header + Trigger), with a
 * chevron that turns while the section is open. With `asChild` your element is the button and gets the chevron.
 */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { headingLevel, className, children, ...rest },
  ref,
) {
  const level = pickVariant(
    'Accordion',
    'headingLevel',
    headingLevel,
    accordionHeadingLevels,
    defaultAccordionHeadingLevel,
  );
  const Heading = `h${level}` as const;
  const item = useContext(ItemContext);
  return (
    <RadixAccordion.Header asChild className={styles.header}>
      <Heading>
        {/* The header button has aria-controls naming its panel at all times, open or not: the panel is always in
            the DOM (Radix names it only while open). */}
        <RadixAccordion.Trigger
          ref={ref}
          id={item?.triggerId}
          className={cx(styles.trigger, className)}
          {...rest}
          aria-controls={item?.panelId}
        >
          <Slottable>{children}</Slottable>
          <Icon name="chevron-down" size="small" className={styles.chevron} />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
});
AccordionTrigger.displayName = 'Accordion.Trigger';

/**
 * The panel's id is the item's (its trigger's aria-controls names it); `aria-labelledby` names the trigger unless
 * given (a trigger given its own `id` needs it).
 */
export type AccordionContentProps = Omit<RadixAccordion.AccordionContentProps, 'id' | 'hidden' | 'forceMount'>;

/**
 * The section's panel, a region named by its trigger. It stays in the DOM while closed, `hidden` (so the trigger's
 * aria-controls always names an element, the server's HTML holds every section's content, and what the panel holds
 * keeps its state); it opens and closes with a height animation, none under reduced motion.
 *
 * Not Radix's Content: that one unmounts a closed panel's content, and kept mounted (`forceMount`) it measures the
 * panel in the same frame as it hides, which stops the closing animation before it starts.
 */
export const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { className, children, asChild, ...rest },
  ref,
) {
  const item = useContext(ItemContext);
  const open = item?.open ?? false;
  const toggled = useToggled(open);
  const Element = asChild ? Slot : 'div';
  return (
    <Element
      ref={ref}
      role="region"
      aria-labelledby={item?.triggerId}
      data-state={open ? 'open' : 'closed'}
      className={cx(styles.content, className)}
      {...rest}
      id={item?.panelId}
      hidden={!open}
      // Animated only once it has opened or closed: a panel as the server rendered it shows at once, with no closing
      // run over a page that is still loading.
      data-toggled={toggled || undefined}
    >
      {asChild ? children : <div className={styles.contentInner}>{children}</div>}
    </Element>
  );
});
AccordionContent.displayName = 'Accordion.Content';

/** True from the first time `open` differs from what it was on mounting. */
function useToggled(open: boolean): boolean {
  const [initial] = useState(open);
  const [toggled, setToggled] = useState(false);
  if (!toggled && open !== initial) setToggled(true);
  return toggled;
}

/** The accordion as compound parts: `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`, `Accordion.Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
