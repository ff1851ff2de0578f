/**
 * safety_info: the advisories in force (safety.advisories: the safety page's list, each with who issued it and when), and
 * for storms the PAGASA wind signals (safety.signals) with what each means for flights and ferries. The assistant has
 * no live bulletin: it says so and points to PAGASA and the safety page.
 */
import type { ChatCard } from "../../contracts/assistant.ts";
import type { Advisory } from "../../contracts/safety-advisories.ts";
import type { WindSignal } from "../../contracts/typhoon-signals.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { SAFETY_HREF } from "./links.ts";
import { handOver } from "./help.ts";
import { resolvePlace } from "../understand/places.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { manilaDay, say } from "./wording.ts";

const STORM = /bagyo|typhoon|storm|signal|ulan|rain|habagat|amihan|cyclone|ferry|lantsa|barko|sail|biyahe|lipad/i;

function advisoryCard(a: Advisory): ChatCard {
  return { kind: "advisory", href: SAFETY_HREF, title: a.title, level: a.level, issuedAt: a.issued, body: a.summary };
}

function signalCard(s: WindSignal, ferryRule: string): ChatCard {
  return {
    kind: "advisory",
    href: SAFETY_HREF,
    title: `Signal No. ${s.signal}: ${s.winds}`,
    level: "info",
    body: `Flights: ${s.flights} Ferries: ${s.ferries}${s.signal === 1 ? ` ${ferryRule}` : ""}`,
  };
}

async function emergency(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const numbers = deps.safety ? await invoke(deps.safety.emergencyNumbers, {}, turn.caller) : null;
  const list = numbers?.ok ? numbers.value : [];
  const national = list.find((n) => /national emergency/i.test(n.service));
  const tourist = list.find((n) => /tourist assistance, 24 hours/i.test(n.service));
  const coastGuard = list.find((n) => /coast guard/i.test(n.service));
  const named = [
    national ? `${national.display} for police, fire and ambulance, free from any phone` : null,
    tourist ? `the tourist hotline ${tourist.display}` : null,
    coastGuard ? `the Coast Guard ${coastGuard.display}` : null,
  ].filter((x): x is string => x !== null);
  const namedTl = [
    national ? `${national.display} para sa police, bumbero at ambulansya, libre sa kahit anong phone` : null,
    tourist ? `tourist hotline ${tourist.display}` : null,
    coastGuard ? `Coast Guard ${coastGuard.display}` : null,
  ].filter((x): x is string => x !== null);
  const text =
    named.length > 0
      ? say(
          turn.register,
          `In an emergency anywhere in the Philippines, call ${named.join("; ")}. Every number, with who answers it, is on Lakbay's safety page.`,
          `Kapag emergency kahit saan sa Pilipinas, tumawag po sa ${namedTl.join("; ")}. Nasa safety page ng Lakbay ang lahat ng numero.`,
        )
      : say(
          turn.register,
          "The emergency numbers for travellers (police, fire, ambulance, the Coast Guard and the tourist hotline) are on Lakbay's safety page.",
          "Nasa safety page po ng Lakbay ang emergency numbers (police, fire, ambulance, Coast Guard, tourist hotline).",
        );
  return {
    intent: "safety_info",
    text,
    cards: [],
    links: [{ href: `${SAFETY_HREF}#emergency-numbers`, label: "Emergency numbers" }],
    slots: turn.understanding.slots,
    results: numbers?.ok ? [numbers.value] : [],
  };
}

export async function safetyInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const safety = deps.safety;
  if (!safety) return handOver(turn);
  const { slots } = turn.understanding;
  if (slots.topic === "emergency") return emergency(deps, turn);
  const message = turn.message;
  const place = resolvePlace(slots.place);
  const asked = Number(/signal\s*(?:no\.?|number|#)?\s*([1-5])/i.exec(message)?.[1] ?? 0);
  const storm = asked > 0 || slots.topic === "signal" || STORM.test(message);
  const [inForce, scale] = await Promise.all([
    invoke(safety.advisories, { at: turn.now.toISOString() }, turn.caller),
    invoke(safety.signals, asked ? { signal: asked } : {}, turn.caller),
  ]);
  if (!inForce.ok || !scale.ok) return handOver(turn);
  const advisories = inForce.value;
  const { ferryRule } = scale.value;
  const signals = asked || storm ? scale.value.signals.slice(0, 2) : [];
  const lines: string[] = [];
  if (advisories.length > 0) {
    lines.push(say(turn.register, "Advisories in force on Lakbay's safety page:", "Mga advisory po ngayon sa safety page ng Lakbay:"));
    for (const a of advisories) lines.push(`• ${a.title} (${a.area}; ${a.source.name}, issued ${manilaDay(a.issued)}). ${a.summary}`);
  } else {
    lines.push(
      say(
        turn.register,
        "There are no advisories on Lakbay's safety page right now.",
        "Walang advisory po ngayon sa safety page ng Lakbay.",
      ),
    );
  }
  for (const s of signals) lines.push(`Signal No. ${s.signal} (${s.winds.toLowerCase()}): flights: ${s.flights} Ferries: ${s.ferries}`);
  if (storm)
    lines.push(
      say(
        turn.register,
        `I don't have live typhoon bulletins: check PAGASA (pagasa.dost.gov.ph) for signals in force${place ? ` around ${place.name}` : ""}, and your airline or ferry line before you leave.`,
        `Wala po akong live typhoon bulletin: check PAGASA (pagasa.dost.gov.ph) for signals${place ? ` around ${place.name}` : ""}, and your airline or ferry line bago umalis.`,
      ),
    );
  const cards = [...advisories.map(advisoryCard), ...signals.map((s) => signalCard(s, ferryRule))];
  return {
    intent: "safety_info",
    text: lines.join("\n"),
    cards,
    links: [{ href: SAFETY_HREF, label: "Safety, signals and emergency numbers" }],
    slots,
    results: [advisories, signals, ferryRule],
  };
}
