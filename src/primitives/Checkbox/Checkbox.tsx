import { forwardRef, useId, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { cx } from '../../styles/cx';
import { checkboxStates, requiredMarker, type CheckboxState } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { useMisuseWarning } from '../internal/warn';

export type CheckedState = RadixCheckbox.CheckedState;

interface CheckboxOwnProps {
  /** default | error. Without it: error when `error` is given, else default. */
  state?: CheckboxState;
  /** The error message, shown under the label; the checkbox gets aria-invalid and points to it. */
  error?: ReactNode;
  /** Goes on the field's wrapper (box, label and error), for layout. Every other prop goes on the checkbox. */
  className?: string;
}

/** The visible label: as `label`, or as children (e.g. a consent text with a TextLink in it). */
type CheckboxLabel = { label: ReactNode; children?: undefined } | { children: ReactNode; label?: undefined };

type RadixRootProps = Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'children' | 'asChild' | keyof CheckboxOwnProps
>;

/**
 * `checked`/`defaultChecked`/`onCheckedChange` (true, false or 'indeterminate'), `name`, `value`, `required`,
 * `disabled` as Radix Checkbox. Inside a <form> it submits `name=value` when checked.
 */
export type CheckboxProps = CheckboxOwnProps & CheckboxLabel & RadixRootProps;

/**
 * A labelled checkbox (Radix Checkbox: a button with role="checkbox"). The ref is that button.
 * For react-hook-form use a Controller (checked / onCheckedChange), as with any Radix control.
 */
export const Checkbox = forwardRef<ComponentRef<typeof RadixCheckbox.Root>, CheckboxProps>(
  function Checkbox(props, ref) {
    const {
      label,
      children,
      state,
      error,
      className,
      id: idProp,
      required,
      disabled,
      'aria-describedby': describedByProp,
      'aria-invalid': invalidProp,
      ...rest
    } = props;
    const safeState = pickVariant(
      'Checkbox',
      'state',
      state ?? (hasContent(error) ? 'error' : 'default'),
      checkboxStates,
      'default',
    );
    const autoId = useId();
    const id = idProp ?? `${autoId}-checkbox`;
    const errorId = `${autoId}-error`;
    const labelContent = hasContent(children) ? children : label;
    const hasLabel = hasContent(labelContent);
    const showError = safeState === 'error' && hasContent(error);
    const describedBy = [describedByProp, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

    const namedOtherwise = Boolean(rest['aria-label'] || rest['aria-labelledby']);
    useMisuseWarning(
      !hasLabel && !namedOtherwise,
      'Checkbox',
      'no label; give it `label` or children so it has a name.',
    );

    return (
      <div className={cx(styles.field, className)} data-state={safeState}>
        <div className={styles.row} data-disabled={disabled ? '' : undefined}>
          <RadixCheckbox.Root
            ref={ref}
            id={id}
            className={styles.box({ state: safeState })}
            required={required}
            disabled={disabled}
            aria-invalid={safeState === 'error' ? true : invalidProp}
            aria-describedby={describedBy}
            {...rest}
          >
            <RadixCheckbox.Indicator className={styles.indicator}>
              <Icon name="check" size="small" className={styles.check} />
              <span className={styles.dash} aria-hidden="true" />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
          {hasLabel && (
            <label htmlFor={id} className={styles.label}>
              {labelContent}
              {required && (
                <span aria-hidden="true" className={styles.requiredMarker}>
                  {requiredMarker}
                </span>
              )}
            </label>
          )}
        </div>
        {showError && (
          <p id={errorId} className={styles.error}>
            <Icon name="error" size="small" className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        )}
      </div>
    );
  },
);
Checkbox.displayName = 'Checkbox';

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
