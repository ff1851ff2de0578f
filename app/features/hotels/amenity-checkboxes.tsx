/**
 * A fieldset of amenity checkboxes sharing one name (a filter's "any of" choices), as
 * app/components/ui/checkbox-group.tsx draws them, with each amenity worded in the page's language
 * while its value stays the English name the URL and the search carry. Plain inputs: works without JavaScript.
 */
import { Label } from "./hotel-words.tsx";

export function AmenityCheckboxes({
  legend,
  name,
  options,
  checked,
  columns = 1,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: readonly string[];
  columns?: 1 | 2;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={columns === 2 ? "mt-2 grid grid-cols-2 gap-x-3" : "mt-2 space-y-1"}>
        {options.map((option) => (
          <label key={option} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <Label group="amenity" value={option} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
