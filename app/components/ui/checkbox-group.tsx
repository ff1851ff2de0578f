import type { ReactNode } from "react";

/**
 * A fieldset of checkboxes sharing one name (a filter's "any of" choices): plain inputs, so the
 * form works without JavaScript. Used by the hotel results' amenities and the hotel page's rooms,
 * whose `label` words each option in the page's language while its value stays what the URL carries.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  columns = 1,
  label = (option) => option,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: readonly string[];
  columns?: 1 | 2;
  label?: (option: string) => ReactNode;
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
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
