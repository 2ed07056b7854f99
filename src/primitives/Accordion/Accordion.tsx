'use client';

import { forwardRef } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { Slottable } from '@radix-ui/react-slot';
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

export const AccordionRoot = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(
  { className, ...rest },
  ref,
) {
  // Radix throws without a valid `type`: an unknown one (untyped callers) falls back to single instead.
  const type = pickVariant('Accordion', 'type', rest.type, accordionTypes, defaultAccordionType);
  const props = { ...rest, type } as AccordionRootProps;
  return <RadixAccordion.Root ref={ref} className={cx(styles.root, className)} {...props} />;
});
AccordionRoot.displayName = 'Accordion.Root';

export type AccordionItemProps = RadixAccordion.AccordionItemProps;

/** One section: a trigger and its content. `value` identifies it. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { className, ...rest },
  ref,
) {
  return <RadixAccordion.Item ref={ref} className={cx(styles.item, className)} {...rest} />;
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
  return (
    <RadixAccordion.Header asChild className={styles.header}>
      <Heading>
        <RadixAccordion.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest}>
          <Slottable>{children}</Slottable>
          <Icon name="chevron-down" size="small" className={styles.chevron} />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
});
AccordionTrigger.displayName = 'Accordion.Trigger';

export type AccordionContentProps = RadixAccordion.AccordionContentProps;

/** The section's content, a region named by its trigger; hidden while closed. */
export const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { className, children, asChild, ...rest },
  ref,
) {
  return (
    <RadixAccordion.Content ref={ref} asChild={asChild} className={cx(styles.content, className)} {...rest}>
      {asChild ? children : <div className={styles.contentInner}>{children}</div>}
    </RadixAccordion.Content>
  );
});
AccordionContent.displayName = 'Accordion.Content';

/** The accordion as compound parts: `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`, `Accordion.Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
