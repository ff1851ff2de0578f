/**
 * A fieldset of amenity checkboxes (app/components/ui/checkbox-group.tsx), each amenity worded in the
 * page's language while its value stays the English name the URL and the search carry.
 */
import { CheckboxGroup } from "../../components/ui/checkbox-group.tsx";
import { Label } from "./hotel-words.tsx";

export function AmenityCheckboxes(props: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: readonly string[];
  columns?: 1 | 2;
}) {
  return <CheckboxGroup {...props} label={(option) => <Label group="amenity" value={option} />} />;
}
