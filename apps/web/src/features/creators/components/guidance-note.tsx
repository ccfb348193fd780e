import type { Guidance, GuidanceLevel } from '@pulse/domain/creator-setup';
import { CircleAlert, CircleCheck, Info, Lightbulb, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const looks: Record<GuidanceLevel, { icon: LucideIcon; className: string }> = {
  prompt: { icon: Info, className: 'text-muted' },
  suggestion: { icon: Lightbulb, className: 'text-info' },
  good: { icon: CircleCheck, className: 'text-success' },
  warning: { icon: CircleAlert, className: 'text-danger' },
};

/** Advisory guidance under a field (spec part 1, section 5): never blocks, only advises. Phrasing content only. */
export function GuidanceNote({ guidance, className }: { guidance: Guidance; className?: string }) {
  const { icon: Icon, className: tone } = looks[guidance.level];
  return (
    <span className={cn('inline-flex items-start gap-1.5 text-xs font-medium', tone, className)}>
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{guidance.message}</span>
    </span>
  );
}
