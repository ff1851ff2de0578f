/** The fields that find a flight booking: its reference and a traveller's last name (the trip and requests pages). */
import { Field } from "../../components/ui/input.tsx";

export function TripLookupFields({ reference, errors }: { reference: string; errors: { reference?: string[]; lastName?: string[] } }) {
  return (
    <>
      <Field
        name="reference"
        label="Booking reference"
        defaultValue={reference}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        errors={errors.reference}
        required
      />
      <Field name="lastName" label="Last name" autoComplete="family-name" maxLength={40} errors={errors.lastName} required />
    </>
  );
}
