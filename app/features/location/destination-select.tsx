/** "Or choose a destination": the ten travel circuits, or the traveller's own location (empty value). */
import { CIRCUITS } from "../travel-circuits/circuits.ts";

export function DestinationSelect({
  label,
  defaultValue,
  myLocation = "My location",
}: {
  label: string;
  defaultValue: string;
  /** "My location" in the page's language. */
  myLocation?: string;
}) {
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor="place" className="block text-sm font-medium">
        {label}
      </label>
      <select
        id="place"
        name="place"
        defaultValue={defaultValue}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-auto dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="">{myLocation}</option>
        {CIRCUITS.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}, {c.region}
          </option>
        ))}
      </select>
    </div>
  );
}
