import { type ComponentType, Suspense, use, useEffect, useRef, useState } from 'react';
import { CONTROL, handled, handledByReact } from './deferred-start';
import { lazyWithPreload } from './lazy-with-preload';

/** How far below the screen a part starts loading, so it is usually ready by the time it is seen. */
const AHEAD = '600px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function closedGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** True while the app is hydrating a page the server rendered (the shell removes the mark once it has). */
function hydratingServerMarkup(): boolean {
  return (
    typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasAttribute('data-server-rendered'))
  );
}

/**
 * A lazy part far down a rendered page (decision 045), such as a creator's reviews: the server renders it whole,
 * and the browser leaves that markup as it is until the part comes near the screen, then loads its code and
 * hydrates it. Its code is not in the page's first load. A press on it before then is pressed again once it
 * works; on a page the app renders itself (after a navigation) the part loads at once, as any lazy part.
 */
export function lazyOnView<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyWithPreload(load);

  // Suspending while the gate is closed keeps the server's markup of the part in place, not hydrated (React
  // hydrates a suspended boundary when it resumes).
  function Gated({ gate, props }: { gate: Gate | null; props: P }) {
    if (gate) use(gate.promise);
    return <Part {...props} />;
  }

  function OnView(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (hydratingServerMarkup() ? closedGate() : null));

    useEffect(() => {
      const element = ref.current;
      if (!gate || !element) return;
      let opened = false;
      const open = () => {
        if (opened) return;
        opened = true;
        observer.disconnect();
        void Part.preload().finally(gate.open);
      };
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
        rootMargin: `${AHEAD} 0px`,
      });
      observer.observe(element);
      // A press on the part before it works opens it and is pressed again once it does. React drops such a press
      // (it stops it at the root), so this listens on the document, ahead of React.
      const onClick = (event: MouseEvent) => {
        const pressed = event.target instanceof Element ? event.target.closest(CONTROL) : null;
        if (!(pressed instanceof HTMLElement) || !element.contains(pressed) || handledByReact(pressed)) return;
        event.preventDefault();
        event.stopPropagation();
        open();
        void gate.promise.then(() => handled(pressed)).then(() => pressed.click());
      };
      document.addEventListener('click', onClick, true);
      return () => {
        observer.disconnect();
        document.removeEventListener('click', onClick, true);
      };
    }, [gate]);

    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Gated gate={gate} props={props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(OnView, { preload: Part.preload });
}
