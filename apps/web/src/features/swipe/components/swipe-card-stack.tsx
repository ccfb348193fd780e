import {
  COSIGN_BURST_MS,
  COSIGN_RING_MS,
  clampDrag,
  type DragSample,
  HAPTICS,
  releaseVelocity,
  SWIPE_CARDS_BEHIND,
  SWIPE_EXIT_MS,
  SWIPE_HINT_PX,
  type SwipeDirection,
  type SwipeKeyAction,
  swipeDecision,
  swipeHint,
  swipeKeyAction,
} from '@pulse/domain/swipe';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { CosignBurst, CosignRing } from './cosign-burst';
import { SaveListDialog } from './save-list-dialog';
import { StackActions } from './stack-actions';
import { StackKeyLegend } from './stack-key-legend';
import { SwipeCardFace } from './swipe-card';
import type { SwipeAction, SwipeCreator } from './swipe-creator';
import { haptic } from './swipe-creator';
import { SwipeEnd } from './swipe-end';
import { SwipeHint } from './swipe-hint';

interface Drag {
  pointerId: number;
  startX: number;
  dx: number;
  samples: DragSample[];
  hint: SwipeDirection | null;
}

interface Leaving {
  id: string;
  direction: SwipeDirection;
}

/** Offset and scale of the cards waiting behind the top one. */
function behindTransform(depth: number): string {
  return `translate3d(0, ${depth * 14}px, 0) scale(${1 - depth * 0.05})`;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Places whose keys mean something else: dialogs (the save dialog, Lou) and widgets that use the arrows. */
const OWN_KEYS =
  '[role="dialog"], [role="alertdialog"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="menubar"], [role="slider"], [role="grid"], [role="tree"], audio, video';

/**
 * The swipe card stack (spec part 1, sections 2, 4 and 9): one creator at a time with two more stacked
 * behind. Drag (pointer events; transforms only, written straight to the element so a drag never
 * re-renders React), the four buttons or the arrow keys decide. Every creator is shown, the last one
 * included; after it comes the end screen. A callback that returns a rejected promise puts its card back.
 */
export function SwipeCardStack({
  creators,
  onCosign,
  onSkip,
  onDiveDeeper,
  onSave,
  onEnd,
  savedIds,
  listNames = [],
  endActions,
}: {
  creators: readonly SwipeCreator[];
  onCosign: SwipeAction;
  onSkip: SwipeAction;
  onDiveDeeper: SwipeAction;
  onSave: (creatorId: string, listName: string) => Promise<unknown> | unknown;
  onEnd?: () => void;
  savedIds?: ReadonlySet<string>;
  listNames?: readonly string[];
  /** Shown under the end screen's text (a link onwards, say). */
  endActions?: ReactNode;
}) {
  const [reduceMotion] = useState(prefersReducedMotion);
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [hint, setHint] = useState<SwipeDirection | null>(null);
  const [ring, setRing] = useState(0);
  const [burst, setBurst] = useState(0);
  const [saving, setSaving] = useState<SwipeCreator | null>(null);
  const cosignedInSession = useRef(new Set<string>());
  const cardRef = useRef<HTMLElement>(null);
  const cosignOverlay = useRef<HTMLSpanElement>(null);
  const skipOverlay = useRef<HTMLSpanElement>(null);
  const drag = useRef<Drag | null>(null);
  /** The decision waiting for the fly-off to end; run at once if the stack unmounts first. */
  const pending = useRef<(() => void) | null>(null);
  const timers = useRef(new Set<number>());
  const helpId = useId();
  const stackRef = useRef<HTMLElement>(null);

  const remaining = creators.filter((c) => !decided.has(c.id));
  const top = remaining[0];
  const ended = top === undefined;

  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
      pending.current?.();
    },
    [],
  );

  const endedAfterDecision = ended && decided.size > 0;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (endedAfterDecision) onEndRef.current?.();
  }, [endedAfterDecision]);

  function later(fn: () => void, ms: number) {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }

  /** Writes the drag's look straight to the DOM: no React render per pointer move. */
  function paint(dx: number, animate: 'none' | 'snap' | 'exit') {
    const card = cardRef.current;
    if (!card) return;
    const x = clampDrag(dx);
    card.style.transition = animate === 'snap' ? 'transform 200ms var(--ease-snap)' : 'none';
    card.style.transform = x === 0 ? '' : `translate3d(${x}px, 0, 0) rotate(${x * 0.06}deg)`;
    const strength = Math.min(1, Math.abs(x) / SWIPE_HINT_PX);
    const fade = animate === 'snap' ? 'opacity 200ms ease-out' : 'none';
    for (const [overlay, shown] of [
      [cosignOverlay.current, x > 0],
      [skipOverlay.current, x < 0],
    ] as const) {
      if (!overlay) continue;
      overlay.style.transition = fade;
      overlay.style.opacity = String(shown ? strength : 0);
    }
  }

  function setDragHint(next: SwipeDirection | null) {
    if (!drag.current || drag.current.hint === next) return;
    if (next !== null) haptic(HAPTICS.light);
    drag.current.hint = next;
    setHint(next);
  }

  function undecide(id: string) {
    setDecided((prev) => {
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
  }

  function decide(direction: SwipeDirection) {
    if (!top || leaving) return;
    const creator = top;
    haptic(direction === 'cosign' ? HAPTICS.heavy : HAPTICS.medium);
    if (direction === 'cosign') {
      setRing((n) => n + 1);
      later(() => setRing(0), COSIGN_RING_MS);
      if (!cosignedInSession.current.has(creator.id)) {
        cosignedInSession.current.add(creator.id);
        if (!reduceMotion) {
          setBurst((n) => n + 1);
          later(() => setBurst(0), COSIGN_BURST_MS);
        }
      }
    }
    const finish = () => {
      pending.current = null;
      setLeaving(null);
      setHint(null);
      setDecided((prev) => new Set(prev).add(creator.id));
      const result = (direction === 'cosign' ? onCosign : onSkip)(creator);
      if (result instanceof Promise) result.catch(() => undecide(creator.id));
    };
    setLeaving({ id: creator.id, direction });
    setHint(direction);
    const card = cardRef.current;
    if (reduceMotion || !card) {
      finish();
      return;
    }
    const sign = direction === 'cosign' ? 1 : -1;
    card.style.transition = `transform ${SWIPE_EXIT_MS}ms ease-in, opacity ${SWIPE_EXIT_MS}ms ease-in`;
    card.style.transform = `translate3d(${sign * 140}%, 0, 0) rotate(${sign * 18}deg)`;
    card.style.opacity = '0';
    const overlay = (direction === 'cosign' ? cosignOverlay : skipOverlay).current;
    if (overlay) overlay.style.opacity = '1';
    pending.current = finish;
    later(() => pending.current?.(), SWIPE_EXIT_MS);
  }

  function diveDeeper() {
    if (!top || leaving) return;
    haptic(HAPTICS.medium);
    onDiveDeeper(top);
  }

  function openSave() {
    if (!top || leaving) return;
    setSaving(top);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      dx: 0,
      samples: [{ x: event.clientX, t: event.timeStamp }],
      hint: null,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || leaving) return;
    current.dx = event.clientX - current.startX;
    current.samples.push({ x: event.clientX, t: event.timeStamp });
    if (current.samples.length > 20) current.samples.shift();
    paint(current.dx, 'none');
    setDragHint(swipeHint(current.dx));
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    // Cleared first: the capture's release (lostpointercapture) follows and must not snap the card back.
    drag.current = null;
    current.samples.push({ x: event.clientX, t: event.timeStamp });
    const dx = event.clientX - current.startX;
    const direction = swipeDecision(dx, releaseVelocity(current.samples));
    if (direction) {
      decide(direction);
      return;
    }
    setHint(null);
    paint(0, reduceMotion ? 'none' : 'snap');
  }

  function onPointerCancel() {
    if (!drag.current || leaving) return;
    drag.current = null;
    setHint(null);
    paint(0, reduceMotion ? 'none' : 'snap');
  }

  // The keys work wherever the page has focus, as the buttons do, except while typing or in a dialog.
  const onKey = useRef<(event: globalThis.KeyboardEvent) => void>(() => {});
  onKey.current = (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!top || saving || isTyping(event.target)) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OWN_KEYS)) return;
    const action = swipeKeyAction(event.key, target !== null && (stackRef.current?.contains(target) ?? false));
    if (!action) return;
    event.preventDefault();
    const run: Record<SwipeKeyAction, () => void> = {
      cosign: () => decide('cosign'),
      skip: () => decide('skip'),
      dive_deeper: diveDeeper,
      save: openSave,
    };
    run[action]();
  };
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const imageSettled = useCallback((id: string) => {
    setLoaded((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);

  if (ended) {
    return (
      <section aria-label="Discovery cards" className="flex flex-col gap-4">
        <SwipeEnd>{endActions}</SwipeEnd>
      </section>
    );
  }

  const visible = remaining.slice(0, SWIPE_CARDS_BEHIND + 1);
  const ready = loaded.has(top.id);
  const firstCard = decided.size === 0;

  return (
    <section
      ref={stackRef}
      aria-label="Discovery cards"
      aria-describedby={helpId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focused, the stack also takes the up and down arrows.
      tabIndex={0}
      className="flex flex-col gap-4 rounded-card outline-offset-4"
    >
      <p id={helpId} className="sr-only">
        Right arrow co-signs, left arrow skips, D or up arrow dives deeper, S or down arrow saves to a list.
      </p>
      <div className="relative mx-auto mb-6 h-[clamp(21rem,calc(100svh-27rem-var(--test-banner-height,0rem)),600px)] w-full max-w-sm lg:h-[clamp(20rem,calc(100svh-26rem),520px)] lg:max-w-5xl">
        {visible
          .map((creator, depth) => ({ creator, depth }))
          .reverse()
          .map(({ creator, depth }) => {
            const isTop = depth === 0;
            // One element type at every depth: the card that comes up keeps its mounted (preloaded) media.
            return (
              <article
                key={creator.id}
                ref={isTop ? cardRef : undefined}
                aria-roledescription={isTop ? 'card' : undefined}
                aria-label={isTop ? creator.name : undefined}
                aria-hidden={isTop ? undefined : true}
                inert={!isTop}
                data-hint={isTop ? (hint ?? undefined) : undefined}
                data-leaving={isTop ? leaving?.direction : undefined}
                onPointerDown={isTop ? onPointerDown : undefined}
                onPointerMove={isTop ? onPointerMove : undefined}
                onPointerUp={isTop ? onPointerUp : undefined}
                onPointerCancel={isTop ? onPointerCancel : undefined}
                onLostPointerCapture={isTop ? onPointerCancel : undefined}
                className={
                  isTop
                    ? 'absolute inset-0 z-10 cursor-grab touch-pan-y select-none will-change-transform active:cursor-grabbing'
                    : 'pointer-events-none absolute inset-0'
                }
                style={
                  isTop
                    ? { transition: reduceMotion ? undefined : 'transform 300ms var(--ease-snap)' }
                    : {
                        transform: behindTransform(depth),
                        transformOrigin: 'bottom center',
                        zIndex: 10 - depth,
                        transition: reduceMotion ? undefined : 'transform 300ms var(--ease-snap)',
                      }
                }
              >
                <SwipeCardFace
                  creator={creator}
                  depth={depth}
                  onImageSettled={imageSettled}
                  cosignOverlayRef={isTop ? cosignOverlay : undefined}
                  skipOverlayRef={isTop ? skipOverlay : undefined}
                />
              </article>
            );
          })}
        {ring > 0 ? <CosignRing key={`ring-${ring}`} reduceMotion={reduceMotion} /> : null}
        {burst > 0 ? <CosignBurst key={`burst-${burst}`} /> : null}
        {firstCard && !leaving ? <SwipeHint reduceMotion={reduceMotion} /> : null}
      </div>
      <div className={ready ? 'flex flex-col gap-3' : 'invisible'} aria-hidden={!ready || undefined}>
        {ready ? (
          <StackActions
            name={top.name}
            saved={savedIds?.has(top.id) ?? false}
            disabled={leaving !== null}
            onSkip={() => decide('skip')}
            onDiveDeeper={diveDeeper}
            onCosign={() => decide('cosign')}
            onSave={openSave}
          />
        ) : (
          <div className="h-15" aria-hidden="true" />
        )}
        {ready ? <StackKeyLegend /> : null}
      </div>
      <SaveListDialog
        creator={saving}
        listNames={listNames}
        onOpenChange={(open) => {
          if (!open) setSaving(null);
        }}
        onSave={async (creatorId, listName) => {
          haptic(HAPTICS.medium);
          await onSave(creatorId, listName);
        }}
      />
    </section>
  );
}
