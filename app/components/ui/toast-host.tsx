/**
 * The root layout's toasts: the screen-reader announcements are there from the start (a live region
 * added already filled is often not read), the toasts' own code loads with the first toast (about
 * 1.5 KB gzipped less on every page; decision 023) and then stays.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { LiveRegions, useToasts } from "./toast-store.tsx";

const Toaster = lazy(() => import("./toast.tsx").then((m) => ({ default: m.Toaster })));

export function ToastHost() {
  const items = useToasts();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (items.length > 0) setWanted(true);
  }, [items.length]);
  return (
    <>
      {wanted || items.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster announce={false} />
        </Suspense>
      ) : null}
      <LiveRegions items={items} />
    </>
  );
}
