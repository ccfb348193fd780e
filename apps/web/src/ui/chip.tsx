import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type ChipTone = 'neutral' | 'accent' | 'success' | 'danger' | 'info';

const tones: Record<ChipTone, string> = {
  neutral: 'bg-raised text-muted ring-line',
  accent: 'bg-accent-soft text-accent ring-accent/40',
  success: 'bg-success-soft text-success ring-success/40',
  danger: 'bg-danger-soft text-danger ring-danger/40',
  info: 'bg-info-soft text-info ring-info/40',
};

export function Chip({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: ChipTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
