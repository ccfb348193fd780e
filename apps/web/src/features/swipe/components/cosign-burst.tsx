import { COSIGN_BURST_MS, COSIGN_BURST_PARTICLES, COSIGN_RING_MS } from '@pulse/domain/swipe';
import { useEffect, useRef } from 'react';

/** Runs a Web Animation on mount where the browser has the API (jsdom does not: nothing moves there). */
function useMountAnimation<T extends HTMLElement>(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: plays once, on mount.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') return;
    const animation = el.animate(keyframes, { fill: 'forwards', ...options });
    return () => animation.cancel();
  }, []);
  return ref;
}

/** The co-sign highlight ring around the card (0.6 s); without motion it simply shows and goes. */
export function CosignRing({ reduceMotion }: { reduceMotion: boolean }) {
  const ref = useMountAnimation<HTMLDivElement>(
    reduceMotion
      ? [{ opacity: 1 }, { opacity: 0 }]
      : [
          { opacity: 1, transform: 'scale(0.97)' },
          { opacity: 0, transform: 'scale(1.06)' },
        ],
    { duration: COSIGN_RING_MS, easing: 'ease-out' },
  );
  return (
    <div
      ref={ref}
      data-testid="cosign-ring"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-30 rounded-card ring-4 ring-success shadow-[0_0_40px_#3ee08f80]"
    />
  );
}

function Particle({ index }: { index: number }) {
  const angle = (index / COSIGN_BURST_PARTICLES) * Math.PI * 2;
  const distance = 90 + (index % 3) * 25;
  const ref = useMountAnimation<HTMLSpanElement>(
    [
      { opacity: 1, transform: 'translate3d(0, 0, 0) scale(1)' },
      {
        opacity: 0,
        transform: `translate3d(${Math.cos(angle) * distance}px, ${Math.sin(angle) * distance}px, 0) scale(0.4)`,
      },
    ],
    { duration: COSIGN_BURST_MS, easing: 'cubic-bezier(0.2, 0.9, 0.25, 1)' },
  );
  return (
    <span
      ref={ref}
      className={`absolute top-1/2 left-1/2 -mt-1.5 -ml-1.5 size-3 rounded-full ${index % 2 ? 'bg-success' : 'bg-accent'}`}
    />
  );
}

/** The 12-particle burst (1 s) the first time a creator is co-signed in the session. */
export function CosignBurst() {
  return (
    <div data-testid="cosign-burst" aria-hidden="true" className="pointer-events-none absolute inset-0 z-30">
      {Array.from({ length: COSIGN_BURST_PARTICLES }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of identical particles.
        <Particle key={i} index={i} />
      ))}
    </div>
  );
}
