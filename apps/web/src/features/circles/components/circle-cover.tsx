import { cn } from '../../../lib/cn';

const COVERS: Record<string, string> = {
  violet: 'from-violet-500/70 to-fuchsia-500/40',
  amber: 'from-amber-500/70 to-orange-500/40',
  teal: 'from-teal-500/70 to-cyan-500/40',
  rose: 'from-rose-500/70 to-pink-500/40',
  sky: 'from-sky-500/70 to-indigo-500/40',
  lime: 'from-lime-500/70 to-emerald-500/40',
};

/** A circle's generated cover: a gradient with its initial (no external images). */
export function CircleCover({ image, name, className }: { image: string; name: string; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-card bg-gradient-to-br font-display font-bold text-fg',
        COVERS[image] ?? COVERS.violet,
        className,
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}
