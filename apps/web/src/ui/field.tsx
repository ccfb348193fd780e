import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

const control =
  'w-full rounded-field bg-raised px-4 py-3 text-base text-fg ring-1 ring-line-strong placeholder:text-muted/80 transition focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent aria-invalid:ring-danger';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error?: string) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, hint, error, className, id, ...props }: CommonProps & ComponentProps<'input'>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <input
        id={fieldId}
        className={cn(control, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: CommonProps & ComponentProps<'textarea'>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId}
        className={cn(control, 'min-h-32 resize-y', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  children,
  ...props
}: CommonProps & ComponentProps<'select'>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        className={cn(control, 'appearance-none', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
