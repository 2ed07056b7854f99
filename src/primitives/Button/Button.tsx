import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../styles/cx';
import {
  buttonSizes,
  buttonVariants,
  defaultButtonSize,
  defaultButtonVariant,
  type ButtonSize,
  type ButtonVariant,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { Spinner } from '../Spinner/Spinner';
import { safeRel } from '../internal/link';
import { button, content, spinnerSlot } from './Button.css';

interface ButtonOwnProps {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /**
   * The button's state (spec: "button state none or loading"): busy shows a spinner over the kept label (no width
   * jump), sets aria-busy and ignores clicks.
   */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon (usually `<Icon name=… />`), shown before the label, or alone. */
  icon?: ReactNode;
  /** Where the icon sits next to the label. Default start. */
  iconPosition?: 'start' | 'end';
}

/** With a visible label. */
interface WithLabel {
  children: ReactNode;
}
/** Icon only: the type requires an accessible name. */
type IconOnly = { icon: ReactNode; children?: undefined } & (
  { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-labelledby': string; 'aria-label'?: string }
);

type AsButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { href?: undefined };
/** Given `href`, the button renders as a link (`<a>`), styled the same. */
type AsLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & { href: string; disabled?: boolean };

export type ButtonProps = ButtonOwnProps & (WithLabel | IconOnly) & (AsButton | AsLink);

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const {
    size,
    variant,
    loading = false,
    fullWidth = false,
    icon,
    iconPosition = 'start',
    children,
    className,
    ...rest
  } = props;
  const safeSize = pickVariant('Button', 'size', size, buttonSizes, defaultButtonSize);
  const safeVariant = pickVariant('Button', 'variant', variant, buttonVariants, defaultButtonVariant);
  const iconOnly = children === undefined || children === null;
  const classes = cx(button({ size: safeSize, variant: safeVariant, fullWidth, iconOnly }), className);
  const inner = (
    <>
      <span className={content}>
        {iconPosition === 'start' && icon}
        {children}
        {iconPosition === 'end' && icon}
      </span>
      {loading && (
        <span className={spinnerSlot}>
          <Spinner size="small" />
        </span>
      )}
    </>
  );
  const busy = loading ? { 'aria-busy': true as const } : {};

  if (rest.href !== undefined) {
    const { href, disabled, target, rel, onClick, ...anchor } = rest as AsLink;
    const inert = disabled || loading;
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        // A disabled link has no href, so it cannot be followed, and says it is disabled.
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        aria-disabled={inert || undefined}
        tabIndex={inert ? 0 : undefined}
        target={target}
        rel={safeRel(href, target, rel)}
        onClick={inert ? (e: MouseEvent<HTMLAnchorElement>) => e.preventDefault() : onClick}
        {...busy}
        {...anchor}
      >
        {inner}
      </a>
    );
  }

  const { type = 'button', disabled, onClick, ...native } = rest as AsButton;
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      // Loading keeps the button focusable (aria-disabled, not disabled) so focus is not lost mid-action.
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={loading ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
      {...busy}
      {...native}
    >
      {inner}
    </button>
  );
});
Button.displayName = 'Button';
