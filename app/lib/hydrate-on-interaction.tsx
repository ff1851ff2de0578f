/**
 * A part of a page whose JavaScript loads only when the visitor reaches for it (decision 023): a
 * pointer over it, a touch, a key or focus inside it. The server renders it in full, so it shows
 * and works as plain HTML (a GET form, say) from the start; React leaves that markup in place and
 * hydrates it once its code has arrived, so what was typed or picked meanwhile stays.
 *
 * When the part is drawn in the browser (a client-side navigation to the page, or its props changed
 * before its code came, so React dropped the server's markup) there is nothing to reach for: its
 * code loads at once.
 */
import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";

const REACHING_FOR_IT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

type Island<P> = {
  /** Lets the code load (once; later calls do nothing). */
  open: () => void;
  Part: ComponentType<P>;
};

export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    open = resolve;
  });
  // On the server the code is there at once (the document waits for it: onAllReady in entry.server).
  const Part = lazy(async () => ({ default: await (typeof document === "undefined" ? load() : reached.then(load)) }));
  const island: Island<P> = { open, Part: Part as unknown as ComponentType<P> };
  // Memo: a parent's re-render with the same props must not reach the waiting part (React would then
  // drop the server's markup and draw it again), so pass stable props (useMemo for arrays).
  return memo((props: P) => <HydrateOnInteraction island={island} props={props} />) as unknown as ComponentType<P>;
}

function HydrateOnInteraction<P extends object>({ island, props }: { island: Island<P>; props: P }) {
  const box = useRef<HTMLDivElement>(null);
  const { open, Part } = island;
  useEffect(() => {
    // On the window, capturing: React stops these events at the document while the part waits to
    // hydrate (it replays them once it has), so a listener inside would never hear them.
    const go = (event: Event) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) open();
    };
    for (const type of REACHING_FOR_IT) window.addEventListener(type, go, { capture: true, passive: true });
    return () => {
      for (const type of REACHING_FOR_IT) window.removeEventListener(type, go, { capture: true });
    };
  }, [open]);
  return (
    <div ref={box} className="contents">
      <Suspense fallback={<LoadNow open={open} />}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}

/** Shown only when the browser draws the part itself: asks for its code straight away. */
function LoadNow({ open }: { open: () => void }) {
  useEffect(() => open(), [open]);
  return null;
}
