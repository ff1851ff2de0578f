/** Print and copy-link buttons: the only JavaScript of the itinerary pages. */
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";

export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}

/** `copy` and `copied`: the button's words before and after the link is copied. */
export function ShareLink({ url, label, copy, copied: copiedLabel }: { url: string; label: string; copy: string; copied: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="print:hidden">
      <label htmlFor="share-link" className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? copiedLabel : copy}
        </Button>
      </div>
    </div>
  );
}
