'use client';

import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
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

/** Both modes' click handler while busy or an inert link: the click does nothing. */
const ignoreClick = (event: MouseEvent) => event.preventDefault();

/**
 * The recipe's class string per variant combination, made once: a page mounts many Buttons (the mount-cost budget
 * measures 500), and each would otherwise run the recipe function on every render.
 */
const classNames = new Map<string, string>();
function classNameOf(size: ButtonSize, variant: ButtonVariant, fullWidth: boolean, iconOnly: boolean): string {
  const key = `${size}|${variant}|${fullWidth}|${iconOnly}`;
  let className = classNames.get(key);
  if (className === undefined) {
    className = button({ size, variant, fullWidth, iconOnly });
    classNames.set(key, className);
  }
  return className;
}

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
  const recipeClass = classNameOf(safeSize, safeVariant, fullWidth, iconOnly);
  const classes = className ? `${recipeClass} ${className}` : recipeClass;
  const hasIcon = icon !== undefined && icon !== null && icon !== false;
  const label = hasIcon ? (
    <>
      {iconPosition === 'start' && icon}
      {children}
      {iconPosition === 'end' && icon}
    </>
  ) : (
    children
  );
  // The button lays out icon and label itself (it is a flex box with the same gap), so only loading needs a wrapper:
  // the transparent label that keeps the button's width, with the spinner over it.
  const inner = loading ? (
    <>
      <span className={content}>{label}</span>
      <span className={spinnerSlot}>
        <Spinner size="small" />
      </span>
    </>
  ) : (
    label
  );

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
        onClick={inert ? ignoreClick : onClick}
        aria-busy={loading || undefined}
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
      onClick={loading ? ignoreClick : onClick}
      aria-busy={loading || undefined}
      {...native}
    >
      {inner}
    </button>
  );
});
Button.displayName = 'Button';
