/** The fields that find a flight booking: its reference and a traveller's last name (the trip and requests pages). */
import { Field } from "../../components/ui/input.tsx";
import { useFlightWords } from "./words.tsx";

export function TripLookupFields({ reference, errors }: { reference: string; errors: { reference?: string[]; lastName?: string[] } }) {
  const t = useFlightWords();
  return (
    <>
      <Field
        name="reference"
        label={t("flights.common.lookup.reference")}
        defaultValue={reference}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        errors={errors.reference}
        required
      />
      <Field
        name="lastName"
        label={t("flights.common.lookup.lastName")}
        autoComplete="family-name"
        maxLength={40}
        errors={errors.lastName}
        required
      />
    </>
  );
}
