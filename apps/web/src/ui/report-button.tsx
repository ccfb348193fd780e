import { REPORT_TARGET_LABELS, type ReportTargetKind } from '@pulse/domain/safety';
import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { cn } from '../lib/cn';
import { lazyWithPreload } from '../lib/lazy-with-preload';

/** The dialog and its rules (zod) load when someone reaches for Report, never with the page (decision 043). */
const ReportDialog = lazyWithPreload(async () => (await import('./report-dialog')).ReportDialog);

/**
 * Report (decision 050): a flag that opens the report dialog for one profile, message, piece, brief or review.
 * Whoever shows it decides who sees it (a signed-in account that does not own the thing); pages the server renders
 * put it in `AfterHydration`, as it depends on the viewer.
 */
export function ReportButton({
  kind,
  targetId,
  subject,
  label,
  look = 'link',
  className,
}: {
  kind: ReportTargetKind;
  targetId: string;
  /** What the dialog names: "Maya Lin's profile", "“Campus Nights”". */
  subject: string;
  /** The button's words; "Report piece" by default. */
  label?: string;
  /**
   * `link` (default): the flag and the words. `icon`: the flag alone (the words stay its name), for tight rows
   * such as a message's; `header`: the same, as round as a panel header's other buttons.
   */
  look?: 'link' | 'icon' | 'header';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const text = label ?? `Report ${REPORT_TARGET_LABELS[kind]}`;
  const compact = look !== 'link';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void ReportDialog.preload()}
        onFocus={() => void ReportDialog.preload()}
        aria-label={compact ? text : undefined}
        title={compact ? text : undefined}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted transition hover:text-fg focus-visible:text-fg',
          look === 'link' && 'min-h-11 px-1 underline-offset-2 hover:underline',
          look === 'icon' && 'size-8 justify-center hover:bg-raised',
          look === 'header' && 'size-10 shrink-0 justify-center ring-1 ring-line hover:bg-raised',
          className,
        )}
      >
        <Flag aria-hidden="true" className={look === 'icon' ? 'size-3.5' : look === 'header' ? 'size-5' : 'size-4'} />
        {compact ? null : text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} targetId={targetId} subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
