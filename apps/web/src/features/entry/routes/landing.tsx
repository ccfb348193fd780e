import { ArrowRight, CornerDownLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useEnterKey } from '../../../lib/use-enter-key';
import { ButtonLink } from '../../../ui/button';
import { DocumentTitle } from '../../../ui/document-title';
import { InfoLinks } from '../components/info-links';
import { PulseMark } from '../components/pulse-mark';

/** `/`: the landing. The big button and the Enter key both lead to the intro. */
export function LandingRoute() {
  const navigate = useNavigate();
  useEnterKey(() => navigate('/enter'));

  return (
    <div className="relative isolate flex flex-1 flex-col items-center overflow-hidden px-6 pt-10 pb-8">
      <DocumentTitle title="Pulse · Where culture meets opportunity" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_45%_at_50%_30%,var(--color-accent-soft),transparent_70%),radial-gradient(40%_30%_at_85%_80%,var(--color-info-soft),transparent_70%)]"
      />
      <div className="flex w-full max-w-md flex-1 flex-col items-center justify-center gap-8 text-center">
        <p className="rounded-full px-3 py-1 text-xs font-semibold tracking-[0.16em] text-accent uppercase ring-1 ring-accent/40 motion-safe:animate-rise">
          Beta · 100 curated creatives
        </p>
        <div className="flex flex-col items-center gap-4">
          <h1 className="font-display text-7xl font-bold tracking-tighter sm:text-8xl motion-safe:animate-rise">
            Pulse<span className="text-accent">.</span>
          </h1>
          <PulseMark className="w-60" />
          <p className="font-display text-2xl font-medium text-fg sm:text-3xl motion-safe:animate-rise">
            Where culture meets opportunity
          </p>
          <p className="max-w-sm text-base text-muted">
            College creatives, the partners who hire them and the fans who co-sign them, in one place.
          </p>
        </div>
        <div className="flex flex-col items-center gap-3">
          <ButtonLink to="/enter" size="xl" className="min-w-56">
            Enter
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            or press
            <kbd className="inline-flex items-center gap-1 rounded-md bg-raised px-2 py-0.5 font-sans text-xs font-semibold text-fg ring-1 ring-line-strong">
              Enter <CornerDownLeft aria-hidden="true" className="size-3" />
            </kbd>
          </p>
        </div>
      </div>
      <div className="mt-10 w-full">
        <InfoLinks />
      </div>
    </div>
  );
}
