'use client';

import { forwardRef, useEffect, useReducer, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { getNonce } from 'get-nonce';
import { Slottable } from '@radix-ui/react-slot';
import { cx } from '../../styles/cx';
import { defaultInputState, selectMetrics } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { checkGlyph, chevronDownGlyph, chevronUpGlyph } from '../Icon/paths';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { FieldLabel, FieldMessages, hasContent, useField } from '../internal/Field';
import * as styles from './Select.css';
import { useMisuseWarning } from '../internal/warn';

/* ------------------------------------------------------------------------------------------------
 * Parts (Radix Select, styled). The labelled field below is built from them; use them directly only
 * for custom content (groups, separators, rich items), and then give the trigger a label yourself.
 * ----------------------------------------------------------------------------------------------*/

export type SelectRootProps = RadixSelect.SelectProps;

/**
 * Holds value and open state; renders Radix's hidden native select that submits `name` in a form. That one gets its
 * options only in the browser and is hidden by a style attribute: for a form that must work before hydration, use
 * the labelled `<Select>`. No element of its own.
 */
export function SelectRoot(props: SelectRootProps) {
  return <RadixSelect.Root {...props} />;
}
SelectRoot.displayName = 'Select.Root';

export type SelectTriggerProps = RadixSelect.SelectTriggerProps & {
  /** Shows the error state (and sets aria-invalid). */
  invalid?: boolean;
};

/** The combobox button, with the chevron after its children (usually a `Select.Value`). */
export const SelectTrigger = forwardRef<HTMLButtonElement, SelectTriggerProps>(function SelectTrigger(
  { invalid = false, className, children, ...rest },
  ref,
) {
  return (
    <RadixSelect.Trigger
      ref={ref}
      className={cx(styles.trigger({ state: invalid ? 'error' : defaultInputState }), className)}
      aria-invalid={invalid || undefined}
      {...rest}
    >
      <Slottable>{children}</Slottable>
      <RadixSelect.Icon className={styles.chevron}>
        <GlyphIcon glyph={chevronDownGlyph} size="small" />
      </RadixSelect.Icon>
    </RadixSelect.Trigger>
  );
});
SelectTrigger.displayName = 'Select.Trigger';

export type SelectValueProps = RadixSelect.SelectValueProps;

/** The chosen option's text in the trigger, or the placeholder. */
export const SelectValue = forwardRef<HTMLSpanElement, SelectValueProps>(function SelectValue(
  { className, ...rest },
  ref,
) {
  return <RadixSelect.Value ref={ref} className={cx(styles.value, className)} {...rest} />;
});
SelectValue.displayName = 'Select.Value';

export type SelectContentProps = RadixSelect.SelectContentProps;

/**
 * The listbox, placed under the trigger (popper positioning) and as wide as it. Rendered in place, not
 * portalled: it keeps the theme of the Surface around the field, stays inside the page's landmarks, and inside a
 * modal it stays in the dialog. Its position is fixed, so scrolling or clipping parents do not cut it off.
 */
export const SelectContent = forwardRef<HTMLDivElement, SelectContentProps>(function SelectContent(
  { className, children, position = 'popper', sideOffset = selectMetrics.sideOffset, ...rest },
  ref,
) {
  return (
    <RadixSelect.Content
      ref={ref}
      position={position}
      sideOffset={position === 'popper' ? sideOffset : undefined}
      collisionPadding={selectMetrics.collisionPadding}
      className={cx(styles.content, className)}
      {...rest}
    >
      <RadixSelect.ScrollUpButton className={styles.scrollButton}>
        <GlyphIcon glyph={chevronUpGlyph} size="small" />
      </RadixSelect.ScrollUpButton>
      {/* The viewport brings a style element (it hides the scrollbar): under a strict CSP it needs the page's nonce,
          which an app sets once with get-nonce's `setNonce` (as for Radix's scroll lock). */}
      <RadixSelect.Viewport className={styles.viewport} nonce={getNonce()}>
        {children}
      </RadixSelect.Viewport>
      <RadixSelect.ScrollDownButton className={styles.scrollButton}>
        <GlyphIcon glyph={chevronDownGlyph} size="small" />
      </RadixSelect.ScrollDownButton>
    </RadixSelect.Content>
  );
});
SelectContent.displayName = 'Select.Content';

export type SelectItemProps = RadixSelect.SelectItemProps;

/** An option: its text, and a check mark when it is the chosen one. */
export const SelectItem = forwardRef<HTMLDivElement, SelectItemProps>(function SelectItem(
  { className, children, ...rest },
  ref,
) {
  return (
    <RadixSelect.Item ref={ref} className={cx(styles.item, className)} {...rest}>
      {/* Radix drops ItemText's className (its text is also shown in the trigger), hence the wrapper. */}
      <span className={styles.itemText}>
        <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
      </span>
      <RadixSelect.ItemIndicator className={styles.indicator}>
        <GlyphIcon glyph={checkGlyph} size="small" />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
});
SelectItem.displayName = 'Select.Item';

export type SelectGroupProps = RadixSelect.SelectGroupProps;

/** A group of options; name it with a `Select.Label` inside. */
export const SelectGroup = forwardRef<HTMLDivElement, SelectGroupProps>(function SelectGroup(props, ref) {
  return <RadixSelect.Group ref={ref} {...props} />;
});
SelectGroup.displayName = 'Select.Group';

export type SelectLabelProps = RadixSelect.SelectLabelProps;

/** The heading of a group of options (not the field's label). */
export const SelectLabel = forwardRef<HTMLDivElement, SelectLabelProps>(function SelectLabel(
  { className, ...rest },
  ref,
) {
  return <RadixSelect.Label ref={ref} className={cx(styles.groupLabel, className)} {...rest} />;
});
SelectLabel.displayName = 'Select.Label';

export type SelectSeparatorProps = RadixSelect.SelectSeparatorProps;

export const SelectSeparator = forwardRef<HTMLDivElement, SelectSeparatorProps>(function SelectSeparator(
  { className, ...rest },
  ref,
) {
  return <RadixSelect.Separator ref={ref} className={cx(styles.separator, className)} {...rest} />;
});
SelectSeparator.displayName = 'Select.Separator';

/* ------------------------------------------------------------------------------------------------
 * The labelled field
 * ----------------------------------------------------------------------------------------------*/

export interface SelectOption {
  /** Submitted with the form; must not be empty (the empty value means "nothing chosen", the placeholder). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectOwnProps {
  /** The visible label, wired to the trigger (its accessible name). Required. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen value (controlled); '' shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Help under the field. Referenced by aria-describedby. */
  hint?: ReactNode;
  /** An error text under the field; sets aria-invalid and describes the trigger. */
  error?: ReactNode;
  disabled?: boolean;
  /** Marks the field required: the label's marker, aria-required on the trigger, `required` on the native select. */
  required?: boolean;
  /** The form field name: the hidden native select submits the value under it. */
  name?: string;
  /** The id of a form the field belongs to, when it is not inside it. */
  form?: string;
  autoComplete?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger's id (the label points at it). Default: generated. */
  id?: string;
}

/** Native props go onto the field's root element; the ref goes to the trigger (the control), as with an input. */
export type SelectProps = SelectOwnProps &
  Omit<HTMLAttributes<HTMLDivElement>, keyof SelectOwnProps | 'children' | 'onChange' | 'dir'>;

/**
 * A labelled select: a visible label, a combobox trigger showing the chosen option (or the placeholder), a
 * listbox of options, and hint and error under it.
 *
 * It submits through its own hidden native select, not Radix's: Radix fills its select with options only in the
 * browser (its items register them after mount), so the server-rendered one had none, and a form sent before
 * hydration lost the value (and, when required, could not be sent at all). This one is rendered with every option
 * and the chosen one selected, hidden by a class rather than a style attribute, and kept out of the tab order and the
 * accessibility tree; the browser's autofill sets the value through it.
 */
const SelectField = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    hint,
    error,
    disabled = false,
    required,
    name,
    form,
    autoComplete,
    open,
    defaultOpen,
    onOpenChange,
    id,
    className,
    ...rest
  },
  ref,
) {
  const field = useField({
    id,
    control: 'trigger',
    state: hasContent(error) ? 'error' : defaultInputState,
    hint,
    message: error,
    required,
    ariaRequired: true,
  });

  // Radix forbids an empty option value (it throws): such options are left out, with a warning.
  const usable = options.filter((o) => o.value !== '');
  const dropped = options.length - usable.length;
  useMisuseWarning(dropped > 0, 'Select', `${dropped} option(s) with an empty value left out.`);

  // Value and open state are kept here (controlled or not) so the trigger and the native select show the chosen
  // option on the server too, and the trigger can leave the tab order while the listbox is open (see below).
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const wanted = value ?? ownValue;
  const current =
    wanted === ''
      ? ''
      : pickVariant(
          'Select',
          'value',
          wanted,
          usable.map((o) => o.value),
          '',
        );
  const chosen = usable.find((o) => o.value === current);
  const isOpen = open ?? ownOpen;

  const handleValueChange = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  const handleOpenChange = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // A choice in the listbox reaches the form as a change of the native select (a bubbling `change`, as Radix's own
  // select sends), once the field shows it: form-level listeners hear it as from any native control.
  const native = useRef<HTMLSelectElement>(null);
  const fromList = useRef<string | null>(null);
  const chooseFromList = (next: string) => {
    fromList.current = next;
    handleValueChange(next);
  };
  useEffect(() => {
    const chosenNow = fromList.current;
    fromList.current = null;
    if (chosenNow !== null && chosenNow === current) {
      native.current?.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });

  // A form reset puts the native select back on its default option; Radix resets the value (state) to the initial
  // one. The reset event fires before the fields are reset, so render once it is done: React then selects the
  // state's option again, also when the state did not change.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const owner = native.current?.form;
    if (!owner) return;
    const onReset = () => queueMicrotask(rerender);
    owner.addEventListener('reset', onReset);
    return () => owner.removeEventListener('reset', onReset);
  }, []);

  return (
    <div className={cx(styles.field, className)} {...rest}>
      <FieldLabel field={field} disabled={disabled}>
        {label}
      </FieldLabel>
      {/* Radix's provider without its own hidden select (the one below replaces it). Pinned with Radix Select. */}
      <RadixSelect.unstable_SelectProvider
        value={current}
        onValueChange={chooseFromList}
        open={isOpen}
        onOpenChange={handleOpenChange}
        disabled={disabled}
        required={required}
      >
        <SelectTrigger
          ref={ref}
          invalid={field.state === 'error'}
          {...field.controlProps}
          // While the listbox is open Radix hides the rest of the page (aria-hidden) and keeps focus in the list;
          // the trigger then also leaves the tab order, so no hidden element stays tabbable. Focus returns on close.
          tabIndex={isOpen ? -1 : undefined}
        >
          <span className={styles.value}>{chosen ? chosen.label : placeholder}</span>
        </SelectTrigger>
        <SelectContent aria-labelledby={field.labelId}>
          {usable.map((o) => (
            <SelectItem key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </RadixSelect.unstable_SelectProvider>
      <select
        ref={native}
        className={visuallyHidden}
        aria-hidden="true"
        tabIndex={-1}
        name={name}
        form={form}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        value={current}
        onChange={(e) => handleValueChange(e.currentTarget.value)}
      >
        {/* The empty value: nothing chosen. Always first in a required select, which HTML requires to start with such a
            placeholder option. An option needs a label or text (an empty one is invalid HTML); the select is hidden
            from everyone, so a space. */}
        {(current === '' || required) && <option value="" label=" " />}
        {usable.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages field={field} />
    </div>
  );
});
SelectField.displayName = 'Select';

/**
 * `<Select label options … />` is the labelled field; `Select.Root`, `Select.Trigger`, `Select.Value`,
 * `Select.Content`, `Select.Item`, `Select.Group`, `Select.Label`, `Select.Separator` are the parts for custom content.
 */
export const Select = Object.assign(SelectField, {
  Root: SelectRoot,
  Trigger: SelectTrigger,
  Value: SelectValue,
  Content: SelectContent,
  Item: SelectItem,
  Group: SelectGroup,
  Label: SelectLabel,
  Separator: SelectSeparator,
});
