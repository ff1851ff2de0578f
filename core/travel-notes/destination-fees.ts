/**
 * The fees paid at a destination on arrival [§4.4 of the facts file]: Boracay's environmental and jetty
 * terminal fees, El Nido's eco-tourism fee, the Underground River's permit, Coron's environmental fee;
 * and the note for a leg that lands there. None is part of the flight price. (The way on from the
 * airport itself: transfers.ts.)
 */
import { type Money, php } from "../../contracts/money.ts";
import type { TravelNote, TravelNoteAmount, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";
import { FACTS, formatPeso, PH } from "./facts.ts";
import { type SourceKey, sourcesLine, sourcesOf } from "./sources.ts";

/** Boracay environmental fee ₱300 foreign / ₱150 domestic, terminal fee ₱150 [§4.4, S103 MB 30 Jan 2025]. */
export const BORACAY_FEES = { environmentalForeign: php(30_000), environmentalDomestic: php(15_000), terminal: php(15_000) } as const;
/** El Nido Eco-Tourism Development Fee ₱200 for 10 days, ₱500 longer [§4.4, S105, S106]. */
export const EL_NIDO_ETDF = { tenDays: php(20_000), longer: php(50_000) } as const;
/** Underground River permit ₱500 and environmental fee ₱150 [§4.4, S112]. */
export const UNDERGROUND_RIVER_FEES = { permit: php(50_000), environmental: php(15_000) } as const;
/** Coron's environmental fee, ₱200 per visitor on arrival (Palawan News, 5 Apr 2022); no children's rate found in a source. */
export const CORON_FEES = { environmental: php(20_000) } as const;

/** The public sources of each destination's fees (their own dates: sources.ts). */
export const DESTINATION_FEE_SOURCES = {
  boracay: ["manilaBulletinBoracay", "panayNewsBoracay"],
  elNido: ["elNidoGov", "piaElNido", "titasElNido"],
  undergroundRiver: ["palawanNewsPpur", "abscbnPuertoFee", "ppurEntryRules"],
  coron: ["palawanNewsCoron"],
} as const satisfies Record<string, SourceKey[]>;

export function destinationFeeNote(leg: TripLeg, legIndex: number, passengers: TripPassenger[]): TravelNote | null {
  const code = leg.destination.code;
  if (code === "MPH" || code === "KLO") {
    // Children under 12 are exempt (2021 ordinance, S104): our children (2–11) and infants are.
    const payers = passengers.flatMap((p, i) => (p.type === "ADT" ? [i] : []));
    const filipinos = payers.filter((i) => passengers[i].nationality === PH).length;
    const foreigners = payers.length - filipinos;
    const estimate = [
      ...Array(foreigners).fill(BORACAY_FEES.environmentalForeign),
      ...Array(filipinos).fill(BORACAY_FEES.environmentalDomestic),
      ...Array(payers.length).fill(BORACAY_FEES.terminal),
    ].reduce((a: number, m: Money) => a + m.amount, 0);
    const amounts: TravelNoteAmount[] = [
      { label: "Environmental fee, foreign visitors, per person", amount: BORACAY_FEES.environmentalForeign, per: "person" },
      {
        label: "Environmental fee, Filipino visitors from outside Aklan, per person",
        amount: BORACAY_FEES.environmentalDomestic,
        per: "person",
      },
      { label: "Jetty terminal fee, per person", amount: BORACAY_FEES.terminal, per: "person" },
    ];
    if (payers.length) amounts.push({ label: "About this much for the adults on this booking", amount: php(estimate), per: "booking" });
    return {
      id: `destination-fee-boracay-${legIndex}`,
      kind: "destination-fee",
      title: "Boracay environmental and terminal fees",
      body: [
        `Paid at the Caticlan jetty before the boat: the environmental fee (${formatPeso(BORACAY_FEES.environmentalForeign)} for foreign visitors, ${formatPeso(BORACAY_FEES.environmentalDomestic)} for Filipinos from outside Aklan) and the terminal fee (${formatPeso(BORACAY_FEES.terminal)}).`,
        "Aklan residents and children under 12 are exempt. The fees can also be paid online with Boracay's iPass.",
        "These fees are not part of your flight price.",
        sourcesLine(sourcesOf(...DESTINATION_FEE_SOURCES.boracay)),
      ],
      amounts,
      includedInFare: false,
      legIndex,
      passengerIndices: payers,
      source: `${FACTS} §4.4: S103 Manila Bulletin 30 Jan 2025 (newest; older S67 figures superseded); exemptions S104 (MO 431, 2021)`,
      sources: sourcesOf(...DESTINATION_FEE_SOURCES.boracay),
    };
  }
  if (code === "ENI" || code === "PPS") {
    const body = [
      `El Nido charges every visitor an Eco-Tourism Development Fee: ${formatPeso(EL_NIDO_ETDF.tenDays)}, valid 10 days (${formatPeso(EL_NIDO_ETDF.longer)} for longer stays; less for Palawan residents and students). Tour operators collect it.`,
    ];
    const amounts: TravelNoteAmount[] = [
      { label: "El Nido eco-tourism fee, per person, 10 days", amount: EL_NIDO_ETDF.tenDays, per: "person" },
    ];
    const keys: SourceKey[] = [...DESTINATION_FEE_SOURCES.elNido];
    if (code === "PPS") {
      keys.push(...DESTINATION_FEE_SOURCES.undergroundRiver);
      body.push(
        `Underground River: permit ${formatPeso(UNDERGROUND_RIVER_FEES.permit)} and environmental fee ${formatPeso(UNDERGROUND_RIVER_FEES.environmental)} per visitor (less for Puerto Princesa residents).`,
      );
      amounts.push(
        { label: "Underground River permit, per person", amount: UNDERGROUND_RIVER_FEES.permit, per: "person" },
        { label: "Underground River environmental fee, per person", amount: UNDERGROUND_RIVER_FEES.environmental, per: "person" },
      );
    }
    body.push("These fees are not part of your flight price.", sourcesLine(sourcesOf(...keys)));
    return {
      id: `destination-fee-palawan-${legIndex}`,
      kind: "destination-fee",
      title: code === "PPS" ? "Palawan fees: Underground River and El Nido" : "El Nido eco-tourism fee",
      body,
      amounts,
      includedInFare: false,
      legIndex,
      source: `${FACTS} §4.4: El Nido ETDF (S105 elnido.gov.ph, S106, S107)${code === "PPS" ? "; Underground River permit and fee (S112 Palawan News)" : ""}`,
      sources: sourcesOf(...keys),
    };
  }
  if (code === "USU") {
    const sources = sourcesOf(...DESTINATION_FEE_SOURCES.coron);
    return {
      id: `destination-fee-coron-${legIndex}`,
      kind: "destination-fee",
      title: "Coron environmental fee",
      body: [
        `Coron charges visitors an environmental fee of ${formatPeso(CORON_FEES.environmental)} per person on arrival, on top of the entrance fees of the sites you visit (Kayangan Lake, Twin Lagoon, Barracuda Lake). We found no published rate for children: ask when you pay.`,
        "These fees are not part of your flight price.",
        sourcesLine(sources),
      ],
      amounts: [{ label: "Coron environmental fee, per person", amount: CORON_FEES.environmental, per: "person" }],
      includedInFare: false,
      legIndex,
      source: `${FACTS} §4.4: Coron environmental fee (Palawan News, 5 Apr 2022)`,
      sources,
    };
  }
  return null;
}
