import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'xl';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition duration-200 ease-snap select-none motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50 motion-safe:active:scale-[0.97]';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-ink hover:bg-accent-hover shadow-glow',
  secondary: 'bg-raised text-fg ring-1 ring-line-strong hover:ring-fg/60',
  ghost: 'text-fg hover:bg-raised',
  danger: 'bg-danger text-ink hover:brightness-110',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-13 px-7 text-base',
  xl: 'min-h-16 px-10 text-lg tracking-wide',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled, busy, and reads `pendingLabel` ("Signing in..."). */
  pending?: boolean;
  pendingLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (
        <>
          <Spinner />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
