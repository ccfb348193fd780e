import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AlertTone = 'danger' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  danger: 'bg-danger-soft text-danger ring-danger/40',
  success: 'bg-success-soft text-success ring-success/40',
  info: 'bg-info-soft text-info ring-info/40',
};

/** An inline message box: red failures are announced at once, the rest politely. */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-field px-4 py-3 text-sm font-medium ring-1 ring-inset', tones[tone], className)}
    >
      {children}
    </div>
  );
}
