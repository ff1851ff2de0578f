import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/passengers";
import { COUNTRIES } from "../../../contracts/countries.ts";
import { splitFullName } from "../../../contracts/person-name.ts";
import { manilaToday } from "../../../contracts/flights.ts";
import { formValues } from "../../../contracts/forms.ts";
import { TITLES } from "../../../contracts/passengers.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, FieldError, inputClass, Label } from "../../components/ui/input.tsx";
import { CheckoutFrame, checkoutSummary } from "../../features/flights/checkout-frame.tsx";
import { loadCheckout, savePassengers } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { getCurrentSession } from "../../server/session.server.ts";
import { cn } from "../../lib/utils.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { countKey, FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Passenger details");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.pax.meta.title"), t("flights.pax.meta.description"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, airlines } = await loadCheckout(context, request);
  const current = checkout.passengers ? null : await getCurrentSession(context, request);
  return {
    messages: flightWords(request, "pax"),
    checkout,
    airlines,
    prefill: current ? accountPrefill(current.user, checkout.passengerTypes) : {},
  };
}

/** A signed-in traveller's first adult and contact details from the account (the form shows them to check). */
function accountPrefill(
  user: { name: string; email: string; phone?: string | null; phoneCountry?: string | null },
  types: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = { "contact.email": user.email };
  const adult = types.indexOf("ADT");
  if (adult >= 0) {
    const { givenName, surname } = splitFullName(user.name);
    if (givenName) out[`p${adult}.givenName`] = givenName;
    if (surname) out[`p${adult}.surname`] = surname;
  }
  const dial = COUNTRIES.find((c) => c.code === user.phoneCountry)?.dialCode;
  if (user.phone && dial) {
    out["contact.dialCode"] = dial;
    out["contact.phone"] = user.phone;
  }
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const { checkout } = await loadCheckout(context, request);
  const saved = await savePassengers(context, checkout.sessionId, values);
  if (!saved.ok) return data({ errors: saved.error.fields ?? { form: [saved.error.message] }, values }, { status: pageStatus("invalid") });
  throw redirect(`/flights/add-ons?s=${encodeURIComponent(checkout.sessionId)}`);
}

const STORAGE_KEY = "lakbay.flight.passengers";

export default function Passengers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <PassengersPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function PassengersPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { checkout, airlines } = loaderData;
  const errors = actionData?.errors ?? {};
  const saved: Record<string, string> = actionData?.values ?? { ...loaderData.prefill, ...flatten(checkout) };
  const pending = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useSessionMemory(formRef, `${STORAGE_KEY}.${checkout.sessionId}`, !actionData && !checkout.passengers);
  const errorCount = Object.keys(errors).length;
  // The first field to fix, in the order of the form: it takes the focus (autofocus without JavaScript).
  const firstInvalid = Object.keys(errors).sort((a, b) => fieldRank(a) - fieldRank(b))[0];
  const focusFirst = (name: string) => (name === firstInvalid ? { autoFocus: true } : {});
  useEffect(() => {
    if (!actionData?.errors || !firstInvalid) return;
    const field = formRef.current?.elements.namedItem(firstInvalid);
    if (field instanceof HTMLElement) field.focus();
  }, [actionData, firstInvalid]);
  const counts: Record<string, number> = {};

  return (
    <CheckoutFrame step="Passengers" title={t("flights.pax.title")} airlines={airlines} {...checkoutSummary(checkout)}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {checkout.international ? t("flights.pax.lead.international") : t("flights.pax.lead.domestic")}
      </p>
      {errorCount ? <FormAlert messages={[t(countKey("flights.pax.checkFields", errorCount), { count: errorCount })]} /> : null}
      <Form method="post" ref={formRef} className="mt-4 space-y-6" noValidate>
        {checkout.passengerTypes.map((type, i) => {
          counts[type] = (counts[type] ?? 0) + 1;
          const label = t(`flights.pax.type.${type}`, { n: counts[type] });
          const f = (name: string) => `p${i}.${name}`;
          return (
            <fieldset key={f("")} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <legend className="px-1 font-semibold">
                {label}
                <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">{t(`flights.pax.age.${type}`)}</span>
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  name={f("title")}
                  {...focusFirst(f("title"))}
                  label={t("flights.pax.field.title")}
                  options={TITLES[type].map((t) => [t, t])}
                  value={saved[f("title")]}
                  errors={errors[f("title")]}
                />
                <SelectField
                  name={f("gender")}
                  {...focusFirst(f("gender"))}
                  label={t("flights.pax.field.gender")}
                  options={[
                    ["F", t("flights.pax.field.gender.F")],
                    ["M", t("flights.pax.field.gender.M")],
                  ]}
                  value={saved[f("gender")]}
                  errors={errors[f("gender")]}
                />
                <Field
                  name={f("givenName")}
                  {...focusFirst(f("givenName"))}
                  label={t("flights.pax.field.givenName")}
                  autoComplete={i === 0 ? "given-name" : "off"}
                  defaultValue={saved[f("givenName")]}
                  errors={errors[f("givenName")]}
                  maxLength={40}
                  required
                />
                <Field
                  name={f("surname")}
                  {...focusFirst(f("surname"))}
                  label={t("flights.pax.field.surname")}
                  autoComplete={i === 0 ? "family-name" : "off"}
                  defaultValue={saved[f("surname")]}
                  errors={errors[f("surname")]}
                  maxLength={40}
                  required
                />
                <Field
                  name={f("dateOfBirth")}
                  {...focusFirst(f("dateOfBirth"))}
                  label={t("flights.pax.field.dateOfBirth")}
                  type="date"
                  max={manilaToday()}
                  defaultValue={saved[f("dateOfBirth")]}
                  errors={errors[f("dateOfBirth")]}
                  required
                />
                <SelectField
                  name={f("nationality")}
                  {...focusFirst(f("nationality"))}
                  label={t("flights.pax.field.nationality")}
                  options={COUNTRIES.map((c) => [c.code, c.name])}
                  value={saved[f("nationality")] ?? "PH"}
                  errors={errors[f("nationality")]}
                />
                {checkout.international ? (
                  <>
                    <Field
                      name={f("passportNumber")}
                      {...focusFirst(f("passportNumber"))}
                      label={t("flights.pax.field.passportNumber")}
                      autoComplete="off"
                      defaultValue={saved[f("passportNumber")]}
                      errors={errors[f("passportNumber")]}
                      maxLength={9}
                      required
                    />
                    <Field
                      name={f("passportExpiry")}
                      {...focusFirst(f("passportExpiry"))}
                      label={t("flights.pax.field.passportExpiry")}
                      type="date"
                      defaultValue={saved[f("passportExpiry")]}
                      errors={errors[f("passportExpiry")]}
                      required
                      hint={t("flights.pax.field.passportExpiry.hint")}
                    />
                    <SelectField
                      name={f("passportCountry")}
                      {...focusFirst(f("passportCountry"))}
                      label={t("flights.pax.field.passportCountry")}
                      options={COUNTRIES.map((c) => [c.code, c.name])}
                      value={saved[f("passportCountry")] ?? saved[f("nationality")] ?? "PH"}
                      errors={errors[f("passportCountry")]}
                    />
                  </>
                ) : null}
              </div>
            </fieldset>
          );
        })}
        <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <legend className="px-1 font-semibold">{t("flights.pax.contact")}</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("flights.pax.contact.note")}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_10rem_1fr]">
            <Field
              name="contact.email"
              {...focusFirst("contact.email")}
              label={t("flights.pax.field.email")}
              type="email"
              autoComplete="email"
              defaultValue={saved["contact.email"]}
              errors={errors["contact.email"]}
              maxLength={254}
              required
            />
            <SelectField
              name="contact.dialCode"
              {...focusFirst("contact.dialCode")}
              label={t("flights.pax.field.dialCode")}
              options={COUNTRIES.map((c) => [c.dialCode, `${c.name} ${c.dialCode}`])}
              value={saved["contact.dialCode"] ?? "+63"}
              errors={errors["contact.dialCode"]}
              uniqueBy="label"
            />
            <Field
              name="contact.phone"
              {...focusFirst("contact.phone")}
              label={t("flights.pax.field.phone")}
              // text, not tel: HTML allows "tel-national" (the number without its country code) only on text fields.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              defaultValue={saved["contact.phone"]}
              errors={errors["contact.phone"]}
              maxLength={20}
              required
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" pending={pending}>
            {t("flights.pax.continue")}
          </Button>
        </div>
      </Form>
    </CheckoutFrame>
  );
}

function SelectField({
  name,
  label,
  options,
  value,
  errors,
  uniqueBy,
  autoFocus,
}: {
  name: string;
  label: string;
  options: [string, string][];
  value?: string;
  errors?: string[];
  uniqueBy?: "label";
  autoFocus?: boolean;
}) {
  const t = useFlightWords();
  const id = `field-${name.replace(/\W/g, "-")}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        // biome-ignore lint/a11y/noAutofocus: only the first field to fix after a refused submit, as the traveller expects.
        autoFocus={autoFocus}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={cn(inputClass, "mt-1 appearance-auto pr-8")}
      >
        <option value="" disabled>
          {t("flights.pax.choose")}
        </option>
        {options.map(([v, text]) => (
          <option key={uniqueBy === "label" ? text : v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

const FIELD_ORDER = [
  "title",
  "gender",
  "givenName",
  "surname",
  "dateOfBirth",
  "nationality",
  "passportNumber",
  "passportExpiry",
  "passportCountry",
  "contact.email",
  "contact.dialCode",
  "contact.phone",
];

/** Where a field sits in the form: passengers in order, each field in order, then the contact details. */
function fieldRank(name: string): number {
  const passenger = /^p(\d+)\.(.+)$/.exec(name);
  if (passenger) return Number(passenger[1]) * 100 + FIELD_ORDER.indexOf(passenger[2]);
  const i = FIELD_ORDER.indexOf(name);
  return i >= 0 ? 100_000 + i : 200_000;
}

/** The saved passengers as form values, to show again when coming back to this step. */
function flatten(checkout: Route.ComponentProps["loaderData"]["checkout"]): Record<string, string> {
  const out: Record<string, string> = {};
  checkout.passengers?.forEach((p, i) => {
    for (const [k, v] of Object.entries(p)) if (typeof v === "string") out[`p${i}.${k}`] = v;
  });
  if (checkout.contact) {
    out["contact.email"] = checkout.contact.email;
    out["contact.dialCode"] = checkout.contact.dialCode;
    out["contact.phone"] = checkout.contact.phone;
  }
  return out;
}

/**
 * Spec §4: selections survive a reload. What the traveller has typed is kept in session storage
 * (this tab only, gone when it closes) and put back if the page reloads before they continue.
 * Passport numbers are left out: they stay only in the form and on the server.
 */
function useSessionMemory(formRef: React.RefObject<HTMLFormElement | null>, key: string, restore: boolean) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (restore) {
      try {
        const saved = JSON.parse(sessionStorage.getItem(key) ?? "{}") as Record<string, string>;
        for (const [name, value] of Object.entries(saved)) {
          const field = form.elements.namedItem(name);
          // What the traveller typed wins over an empty field or what the page filled in from the account.
          const filled =
            field instanceof HTMLInputElement
              ? field.defaultValue
              : field instanceof HTMLSelectElement
                ? [...field.options].find((o) => o.defaultSelected)?.value
                : undefined;
          if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && (!field.value || field.value === filled)) {
            field.value = value;
          }
        }
      } catch {
        sessionStorage.removeItem(key);
      }
    }
    const save = () => {
      const values: Record<string, string> = {};
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value && !name.includes("passport")) values[name] = value;
      }
      sessionStorage.setItem(key, JSON.stringify(values));
    };
    form.addEventListener("input", save);
    return () => form.removeEventListener("input", save);
  }, [formRef, key, restore]);
}
