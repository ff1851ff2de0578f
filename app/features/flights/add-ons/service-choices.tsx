import {
  chooseService,
  isLegAllowed,
  parseBehavior,
  quantityBounds,
  removeService,
  type ServiceKind,
  type ServiceRef,
  setServiceQuantity,
} from "../../../../contracts/extras-selection.ts";
import type { ExtraService, ExtrasSelection, ServiceGroup } from "../../../../contracts/flight-extras.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/utils.ts";
import type { PickerState } from "./types.ts";
import { useEnglishMark, useFlightWords } from "../words.tsx";
import type { Translate } from "../../../../i18n/format.ts";

/** How many of a service a passenger holds (0 when none). */
export function quantityOf(selection: ExtrasSelection, ref: ServiceRef, passengerIndex: number): number {
  const list = ref.kind === "baggage" ? selection.baggage : selection.meals;
  const entry = list.find((e) => e.serviceId === ref.serviceId && e.segmentIndex === ref.segmentIndex && e.legIndex === ref.legIndex);
  return entry?.passengerQuantities[passengerIndex] ?? 0;
}

function price(service: ExtraService, t: Translate): string {
  return service.ServiceCost.amount === 0 ? t("flights.addons.service.free") : formatMoney(service.ServiceCost, { compact: true });
}

function IncludedBadge() {
  const t = useFlightWords();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t("flights.addons.service.included")}
    </span>
  );
}

/** − n + for one service and one passenger (or the whole booking). */
function QuantityStepper({
  state,
  serviceRef: ref,
  passengerIndex,
  service,
  who,
}: {
  state: PickerState;
  serviceRef: ServiceRef;
  passengerIndex: number;
  service: ExtraService;
  who: string;
}) {
  const t = useFlightWords();
  const english = useEnglishMark();
  const quantity = quantityOf(state.selection, ref, passengerIndex);
  const { min, max } = quantityBounds(service);
  const lowest = service.IsMandatory ? min : 0;
  const down = quantity <= min ? 0 : quantity - 1;
  const up = quantity === 0 ? min : quantity + 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          <span lang={english}>{service.ServiceName}</span>{" "}
          <span className="font-normal text-slate-600 dark:text-slate-400">· {price(service, t)}</span>
        </p>
        {service.Description && service.Description !== service.ServiceName ? (
          <p lang={english} className="text-xs text-slate-600 dark:text-slate-400">
            {service.Description}
          </p>
        ) : null}
        {service.IsMandatory ? <IncludedBadge /> : null}
      </div>
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("flights.addons.service.for", { service: service.ServiceName, who })}</legend>
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={t("flights.addons.service.fewer", { service: service.ServiceName, who })}
          disabled={quantity <= lowest}
          onClick={() => state.apply(setServiceQuantity(state.ctx, state.selection, ref, passengerIndex, down))}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <output
          className="w-8 text-center text-sm font-semibold tabular-nums"
          aria-label={t("flights.addons.service.quantity", { service: service.ServiceName, who, quantity })}
        >
          {quantity}
        </output>
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={t("flights.addons.service.more", { service: service.ServiceName, who })}
          disabled={quantity >= max}
          onClick={() => state.apply(setServiceQuantity(state.ctx, state.selection, ref, passengerIndex, up))}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </fieldset>
    </div>
  );
}

/** One choice among the services (a group that is not multi-select), "None" included. */
function SingleChoice({
  state,
  kind,
  segmentIndex,
  legIndex,
  services,
  passengerIndex,
  who,
  name,
}: {
  state: PickerState;
  kind: ServiceKind;
  segmentIndex: number;
  legIndex: number;
  services: ExtraService[];
  passengerIndex: number;
  who: string;
  name: string;
}) {
  const t = useFlightWords();
  const english = useEnglishMark();
  const refOf = (s: ExtraService): ServiceRef => ({ kind, segmentIndex, legIndex, serviceId: s.ServiceId });
  const chosen = services.find((s) => quantityOf(state.selection, refOf(s), passengerIndex) > 0);
  const locked = chosen?.IsMandatory === true;
  const radio = "peer h-4 w-4 shrink-0 accent-brand-900 dark:accent-brand-300";
  const row =
    "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed dark:border-slate-700 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950";
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{who}</legend>
      <label className={row}>
        <input
          type="radio"
          className={radio}
          name={name}
          checked={!chosen}
          disabled={locked}
          onChange={() =>
            chosen && state.apply(removeService(state.ctx, state.selection, refOf(chosen), { scope: "passenger", passengerIndex }))
          }
        />
        <span className="flex-1">{t("flights.addons.service.none")}</span>
      </label>
      {services.map((service) => (
        <label key={service.ServiceId} className={row}>
          <input
            type="radio"
            className={radio}
            name={name}
            checked={chosen?.ServiceId === service.ServiceId}
            disabled={locked && chosen?.ServiceId !== service.ServiceId}
            onChange={() => state.apply(chooseService(state.ctx, state.selection, refOf(service), passengerIndex))}
          />
          <span className="flex-1">
            <span lang={english} className="font-medium text-slate-900 dark:text-slate-100">
              {service.ServiceName}
            </span>
            {service.Description && service.Description !== service.ServiceName ? (
              <span lang={english} className="block text-xs text-slate-600 dark:text-slate-400">
                {service.Description}
              </span>
            ) : null}
          </span>
          <span className="tabular-nums text-slate-700 dark:text-slate-300">{price(service, t)}</span>
          {/* The check mark repeats the state for people who cannot tell the colours apart. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="invisible h-4 w-4 text-brand-800 peer-checked:visible dark:text-brand-200"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The services of one group on one leg: per passenger (PER_PAX) or once for the booking (GROUP_PAX),
 * as a single choice (not multi-select) or with quantities, plus "Remove for all passengers".
 */
export function ServiceGroupBlock({
  state,
  kind,
  group,
  segmentIndex,
  legIndex,
  title,
}: {
  state: PickerState;
  kind: ServiceKind;
  group: ServiceGroup;
  segmentIndex: number;
  legIndex: number;
  title: string;
}) {
  const t = useFlightWords();
  const services = group.Services[legIndex] ?? [];
  if (services.length === 0 || !isLegAllowed(group.Behavior, legIndex)) return null;
  const behavior = parseBehavior(group.Behavior);
  const refOf = (s: ExtraService): ServiceRef => ({ kind, segmentIndex, legIndex, serviceId: s.ServiceId });
  const idBase = `addon-${kind}-${segmentIndex}-${legIndex}`;
  const removable = services.filter((s) => !s.IsMandatory && state.passengers.some((_, p) => quantityOf(state.selection, refOf(s), p) > 0));

  return (
    <section aria-labelledby={`${idBase}-title`} className="space-y-3">
      <h3 id={`${idBase}-title`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
        {behavior.scope === "group" ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> · {t("flights.addons.service.group")}</span>
        ) : null}
      </h3>
      {behavior.scope === "group" ? (
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 px-3 dark:divide-slate-700 dark:border-slate-700">
          {services.map((service) => (
            <QuantityStepper
              key={service.ServiceId}
              state={state}
              serviceRef={refOf(service)}
              passengerIndex={0}
              service={service}
              who={t("flights.addons.service.everyone")}
            />
          ))}
        </div>
      ) : (
        <ul className="space-y-3">
          {state.passengers.map((passenger, p) => {
            const who = passenger.name;
            // A lap infant gets none of these (unless the fare includes one for everybody): said, not offered.
            if (passenger.type === "INF" && !services.some((s) => s.IsMandatory)) {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: passengers are identified by their position (§4 order).
                <li key={p} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                  <span className="font-medium text-slate-800 dark:text-slate-200">{who}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">{t("flights.addons.service.infant")}</span>
                </li>
              );
            }
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: passengers are identified by their position (§4 order).
              <li key={p} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                  {who}{" "}
                  <span className="font-normal text-slate-600 dark:text-slate-400">({t(`flights.common.type.${passenger.type}`)})</span>
                </p>
                {group.IsMultiSelect ? (
                  <div className="divide-y divide-slate-200 dark:divide-slate-700">
                    {services.map((service) => (
                      <QuantityStepper
                        key={service.ServiceId}
                        state={state}
                        serviceRef={refOf(service)}
                        passengerIndex={p}
                        service={service}
                        who={t("flights.addons.service.forName", { name: who })}
                      />
                    ))}
                  </div>
                ) : (
                  <SingleChoice
                    state={state}
                    kind={kind}
                    segmentIndex={segmentIndex}
                    legIndex={legIndex}
                    services={services}
                    passengerIndex={p}
                    who={`${title}: ${who}`}
                    name={`${idBase}-p${p}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {behavior.scope === "perPax" && removable.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {removable.map((service) => (
            <Button
              key={service.ServiceId}
              type="button"
              variant="ghost"
              size="sm"
              className={cn("border border-slate-300 dark:border-slate-600")}
              onClick={() => state.apply(removeService(state.ctx, state.selection, refOf(service), { scope: "allPassengers" }))}
            >
              {t("flights.addons.service.removeAll", { service: service.ServiceName })}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
