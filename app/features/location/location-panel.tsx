/**
 * "Your location" on the pages that use it: on start it asks for the IP-based location and the
 * browser position (spec §4), shows where things stand in a polite live region (failures on start there
 * only; a failed refresh also as a toast), offers "Refresh location", and reloads the page when the position moved enough: a full reload on the weather page
 * (spec §2), React Router's revalidation elsewhere.
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { GEOLOCATION_TIMEOUT_MS, LOCATION_MESSAGES, type UserLocation } from "../../../contracts/location.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.tsx";
import { browserDeps } from "./location-client.ts";
import { lookUpIp, refreshPosition, type StartOutcome, startPosition } from "./rules.ts";
import type { Translate } from "../../../i18n/format.ts";

const INITIAL: UserLocation = {
  latitude: null,
  longitude: null,
  timestamp: null,
  error: null,
  loading: false,
  user_address: null,
  user_address_status: "idle",
};

/** The specification's location messages (contracts/location.ts), by their key in the catalogue. */
const MESSAGE_KEYS = new Map<string, string>(Object.entries(LOCATION_MESSAGES).map(([k, v]) => [v, `info.location.msg.${k}`]));

function describeOutcome(outcome: StartOutcome | null, refreshed: boolean, t: Translate, say: (message: string) => string): string | null {
  if (!outcome) return null;
  switch (outcome.kind) {
    case "reused":
      return t("info.location.reused");
    case "synced":
      return t("info.location.synced");
    case "unchanged":
      return refreshed ? t("info.location.unchanged.refreshed") : t("info.location.unchanged");
    case "sync-failed":
      return t("info.location.syncFailed");
    case "failed":
      return say(outcome.message);
  }
}

export function LocationPanel({
  reload = "soft",
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
  t,
}: {
  reload?: "full" | "soft";
  timeoutMs?: number;
  /** The page's translator over its `info.location.*` messages. */
  t: Translate;
}) {
  // A specification message in the page's language.
  const say = (message: string) => {
    const key = MESSAGE_KEYS.get(message);
    return key ? t(key) : message;
  };
  const revalidator = useRevalidator();
  const [state, setState] = useState<UserLocation>(INITIAL);
  const [outcome, setOutcome] = useState<{ value: StartOutcome; refreshed: boolean } | null>(null);
  const started = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const deps = () => browserDeps(reload === "full" ? () => window.location.reload() : () => void revalidate.current());

  const apply = (value: StartOutcome, refreshed: boolean) => {
    setOutcome({ value, refreshed });
    if (value.kind === "failed") {
      setState((s) => ({ ...s, loading: false, error: value.message }));
      const device = !(value.message === LOCATION_MESSAGES.noSaved || value.message === LOCATION_MESSAGES.notSupported);
      // On load the panel's own line says it (a toast would cover the page's heading on a phone); a toast
      // answers the traveller's own "Refresh location".
      if (refreshed)
        toast(
          device
            ? { title: say(LOCATION_MESSAGES.unableToRetrieve), description: say(value.message), variant: "error" }
            : { title: say(value.message), variant: "error" },
        );
    } else {
      const { latitude, longitude, timestamp } = value.position;
      setState((s) => ({ ...s, loading: false, error: null, latitude, longitude, timestamp }));
    }
  };

  // Once per page load: the spec's "on start".
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    setHydrated(true);
    if (started.current) return;
    started.current = true;
    const d = deps();
    setState((s) => ({ ...s, loading: true, user_address_status: "loading" }));
    void lookUpIp(d).then((ip) => {
      if (ip.ok) {
        setState((s) => ({
          ...s,
          user_address: { countryCode: ip.address.countryCode, countryName: ip.address.countryName },
          user_address_status: "succeeded",
        }));
      } else {
        setState((s) => ({ ...s, user_address_status: "failed" }));
      }
    });
    void startPosition(d, timeoutMs).then((o) => apply(o, false));
  }, []);

  async function refresh() {
    setState((s) => ({ ...s, loading: true, error: null }));
    setOutcome(null);
    apply(await refreshPosition(deps(), timeoutMs), true);
  }

  const message = state.loading
    ? t("info.location.finding")
    : (describeOutcome(outcome?.value ?? null, outcome?.refreshed ?? false, t, say) ?? t("info.location.notShared"));
  const country = state.user_address_status === "succeeded" ? state.user_address?.countryName : null;

  return (
    <div
      className="flex flex-wrap items-center gap-3 text-sm"
      data-location-status={state.loading ? "loading" : (outcome?.value.kind ?? "idle")}
    >
      <p
        role="status"
        aria-live="polite"
        className={`min-h-10 min-w-0 flex-1 basis-56 content-center ${state.error ? "text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300"}`}
      >
        {message}
        {country ? <span className="ml-1">{t("info.location.connectedFrom", { country })}</span> : null}
        {state.user_address_status === "failed" ? <span className="ml-1">({say(LOCATION_MESSAGES.ipFailed)}.)</span> : null}
      </p>
      {/* In the layout from the first paint (no shift), usable once the page's script runs. */}
      <Button
        type="button"
        variant="secondary"
        onClick={refresh}
        disabled={state.loading}
        className={hydrated ? undefined : "invisible"}
        aria-hidden={hydrated ? undefined : true}
        tabIndex={hydrated ? undefined : -1}
      >
        {t("info.location.refresh")}
      </Button>
    </div>
  );
}
