import { cn } from '../../../lib/cn';

/** The Pulse heartbeat line, drawn with SVG (no external images). Decorative. */
export function PulseMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 64" fill="none" aria-hidden="true" className={cn('overflow-visible', className)}>
      <defs>
        <linearGradient id="pulse-mark-stroke" x1="0" x2="240" y1="0" y2="0" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0" />
          <stop offset="0.35" stopColor="var(--color-accent)" />
          <stop offset="0.7" stopColor="var(--color-accent-hover)" />
          <stop offset="1" stopColor="var(--color-info)" stopOpacity="0.2" />
        </linearGradient>
      </defs>
      <path
        d="M2 34h62l10-22 16 44 14-36 9 14h20l8-10 7 10h90"
        stroke="url(#pulse-mark-stroke)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="260"
        className="motion-safe:animate-pulse-line"
      />
    </svg>
  );
}
