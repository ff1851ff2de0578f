/**
 * Safety as use cases (issue 18): the travel advisories in force, PAGASA's wind signals with the
 * Coast Guard's sailing rule, and the emergency numbers. Composed once (server/services.ts) from the tables the safety page shows,
 * so the page, the assistant and the model's tools read one source.
 */
import { ok } from "../../contracts/application.ts";
import { ADVISORIES, type Advisory, currentAdvisories } from "../../contracts/safety-advisories.ts";
import { EMERGENCY_NUMBERS, type EmergencyNumber } from "../../contracts/emergency-numbers.ts";
import { EmergencyNumbersInput, SafetyAdvisoriesInput, WindSignalsInput } from "../../contracts/safety-inputs.ts";
import { FERRY_RULE, WIND_SIGNALS, type WindSignal } from "../../contracts/typhoon-signals.ts";
import { defineUseCase } from "./use-case.ts";

export type SafetyApplicationDeps = {
  now: () => Date;
  /** The tables (default: the safety page's, contracts/safety-advisories.ts and contracts/typhoon-signals.ts). */
  advisories?: readonly Advisory[];
  signals?: readonly WindSignal[];
  /** The Coast Guard's sailing rule under a signal. */
  ferryRule?: string;
};

export function createSafetyApplication({
  now,
  advisories: list = ADVISORIES,
  signals: scale = WIND_SIGNALS,
  ferryRule = FERRY_RULE,
}: SafetyApplicationDeps) {
  const advisories = defineUseCase({
    name: "safety.advisories",
    summary: "The travel advisories in force (volcanoes, storms, closures), most serious first, each with who issued it and when",
    input: SafetyAdvisoriesInput,
    run: async ({ at }) => ok(currentAdvisories(at ? new Date(at) : now(), list)),
  });

  const signals = defineUseCase({
    name: "safety.signals",
    summary:
      "PAGASA's tropical cyclone wind signals (1 to 5) and what each means for flights and ferries, with the Coast Guard's sailing rule",
    input: WindSignalsInput,
    run: async ({ signal }) => ok({ signals: scale.filter((s) => signal === undefined || s.signal === signal), ferryRule }),
  });

  const emergencyNumbers = defineUseCase({
    name: "safety.emergencyNumbers",
    summary: "The emergency numbers for travellers: 911 for police, fire and ambulance, the tourist hotline, the Coast Guard",
    input: EmergencyNumbersInput,
    run: async () => ok<readonly EmergencyNumber[]>(EMERGENCY_NUMBERS),
  });

  return { advisories, signals, emergencyNumbers };
}

export type SafetyApplication = ReturnType<typeof createSafetyApplication>;
