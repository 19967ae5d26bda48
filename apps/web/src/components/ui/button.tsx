import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/** The four of BRAND.md, plus `inverse` (secondary actions on dark sections) and `light` (the main action on a violet band). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'inverse' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-hover active:bg-brand-hover',
  secondary: 'border border-border bg-surface text-ink shadow-sm hover:border-brand/40 hover:bg-brand-soft/50',
  ghost: 'text-ink hover:bg-surface-muted',
  destructive: 'bg-danger text-white shadow-sm hover:bg-danger-strong',
  inverse: 'border border-white/25 bg-white/5 text-white hover:border-white/45 hover:bg-white/10',
  light: 'bg-white text-brand shadow-sm hover:bg-brand-soft',
};

/**
 * Disabled looks, in place of the variant's own (and its hover): a faded variant put white on pale violet, well under
 * BRAND.md's 4.5:1. Each keeps its text at 4.5:1 or more on what it sits on: muted ink on the light surfaces (7.2:1),
 * and, for the two drawn on colour, white over a faint white wash (about 5.9:1 on violet, 8.4:1 on ink).
 */
const DISABLED: Record<ButtonVariant, string> = {
  primary: 'border border-border bg-surface-muted text-ink-muted',
  secondary: 'border border-border bg-surface-muted text-ink-muted',
  ghost: 'text-ink-muted',
  destructive: 'border border-border bg-surface-muted text-ink-muted',
  inverse: 'border border-white/15 bg-white/5 text-white/70',
  light: 'border border-white/30 bg-white/10 text-white',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-[15px]',
  lg: 'h-12 gap-2 px-6 text-base',
};

/**
 * The button look, for links that act as buttons (a `<Link>` styled like a primary action). `disabled` swaps the
 * variant's colours for its readable disabled look; a loading button keeps its colours, with the spinner on them.
 */
export function buttonStyles(
  options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; disabled?: boolean } = {},
): string {
  const { variant = 'primary', size = 'md', fullWidth = false, disabled = false } = options;
  return cn(
    'relative inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap rounded-control font-semibold',
    'transition-colors duration-150 ease-out',
    'aria-disabled:cursor-not-allowed',
    disabled ? DISABLED[variant] : VARIANT[variant],
    SIZE[size],
    fullWidth && 'w-full',
  );
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner over the label; the button keeps its width and ignores clicks. */
  loading?: boolean;
  /** Read by screen readers while loading, e.g. "Signing in". Defaults to the visible label. */
  loadingLabel?: string;
  /** Disabled buttons stay focusable (aria-disabled) so the explanation next to them can be found. */
  disabled?: boolean;
  leadingIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  loadingLabel,
  disabled = false,
  leadingIcon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      className={cn(
        buttonStyles({ variant, size, fullWidth, disabled: disabled && !loading }),
        loading && 'cursor-wait aria-disabled:cursor-wait',
        className,
      )}
      onClick={handleClick}
      {...rest}
    >
      <span className={cn('inline-flex items-center gap-[inherit]', loading && 'invisible')}>
        {leadingIcon}
        {children}
      </span>
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center gap-2">
          <Spinner className="size-4" />
          {loadingLabel ? <span>{loadingLabel}</span> : null}
        </span>
      ) : null}
    </button>
  );
}
