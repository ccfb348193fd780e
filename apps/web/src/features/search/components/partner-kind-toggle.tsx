import { Building2, Users } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSetAgency } from '../api/partner-kind';

const OPTIONS = [
  { agency: false, label: 'Brand', icon: Building2 },
  { agency: true, label: 'Agency', icon: Users },
] as const;

/** The hub's Brand/Agency toggle; the choice is the account's agency flag, saved at once. */
export function PartnerKindToggle({ agency }: { agency: boolean }) {
  const setAgency = useSetAgency();
  const current = setAgency.isPending ? setAgency.variables : agency;

  function choose(next: boolean) {
    if (next === current) return;
    setAgency.mutate(next, {
      onError: (error) => toast.error(`Could not switch: ${errorMessage(error)}`),
    });
  }

  return (
    <div
      role="radiogroup"
      aria-label="Partner type"
      className="inline-flex rounded-full bg-raised p-1 ring-1 ring-line"
    >
      {OPTIONS.map(({ agency: value, label, icon: Icon }) => {
        const on = current === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control, announced as radios
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={on}
            disabled={setAgency.isPending}
            onClick={() => choose(value)}
            className={cn(
              'inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors duration-150',
              on ? 'bg-accent text-ink' : 'text-muted hover:text-fg',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
