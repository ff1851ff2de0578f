// @vitest-environment happy-dom
/**
 * What the guides tell travellers about fees, permits and weather, read as the page shows it: each
 * fee with its source's own date, and the facts corrected in issue 17 (§2).
 */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { climateStations } from "../../../core/weather/normals.ts";
import { messagesFor } from "../../../i18n/catalogues.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { FeesSection, type GuideWords } from "./guide-sections.tsx";
import { findGuide } from "../../server/guide-pages.server.ts";

/** The guide page's English words, as its loader sends them. */
const w: GuideWords = { t: createTranslator("en", messagesFor("en", "pages")), locale: "en" };

function guide(slug: string) {
  const g = findGuide(slug);
  if (!g) throw new Error(slug);
  return g;
}

/** The fees section of a guide as rendered, one text per fee. */
function renderedFees(slug: string): Map<string, string> {
  const { container } = render(<FeesSection fees={guide(slug).fees} w={w} />);
  const out = new Map<string, string>();
  for (const li of container.querySelectorAll("li")) out.set(li.querySelector("h3")?.textContent ?? "", li.textContent ?? "");
  return out;
}

const fee = (fees: Map<string, string>, name: string) => [...fees].find(([h]) => h.startsWith(name))?.[1] ?? "";

describe("fees in the guides", () => {
  it("show the date of the old blogs they come from, with no check date of ours", () => {
    const bohol = renderedFees("bohol");
    expect(fee(bohol, "Tarsier sanctuary entrance")).toContain("dated May 2016");
    expect(fee(bohol, "Tagbilaran port terminal fee")).toContain("dated 4 Jul 2017");
    expect(fee(renderedFees("cebu"), "Cebu–Bohol port terminal fee")).toContain("dated 4 Jul 2017");
    for (const slug of ["bohol", "cebu", "coron-palawan", "boracay-aklan", "mt-mayon-albay"]) {
      for (const [name, text] of renderedFees(slug)) expect(text, `${slug}: ${name}`).not.toMatch(/Checked/);
    }
  });

  it("include Coron's ₱200 environmental fee", () => {
    const text = fee(renderedFees("coron-palawan"), "Coron environmental fee");
    expect(text).toContain("₱200");
    expect(text).toContain("dated 5 Apr 2022");
  });

  it("give Boracay's terminal fee at Caticlan and at Tabon", () => {
    const text = fee(renderedFees("boracay-aklan"), "Caticlan jetty terminal fee");
    expect(text).toContain("₱150");
    expect(text).toMatch(/Tabon port[^.]*₱100/);
  });

  it("send travellers to PHIVOLCS' live bulletin for Mayon instead of quoting an alert level", () => {
    const { container } = render(<FeesSection fees={guide("mt-mayon-albay").fees} w={w} />);
    const zone = [...container.querySelectorAll("li")].find((li) => li.textContent?.includes("Permanent Danger Zone"));
    expect(zone?.textContent).not.toMatch(/Alert Level \d/);
    expect(zone?.querySelector("a")?.getAttribute("href")).toBe("https://www.phivolcs.dost.gov.ph/");
  });

  it("say the Underground River needs a permit for everyone", () => {
    const permit = guide("underground-river-palawan").fees.find((f) => f.name === "Underground River permit");
    expect(permit?.detail).toMatch(/^Every visitor needs one/);
  });
});

describe("Baguio's wettest month", () => {
  it("is August in PAGASA's normals, and the guide says so", () => {
    const baguio = climateStations().find((s) => s.id === "Baguio");
    const wettest = baguio?.months.reduce((a, b) => (b.rainMm > a.rainMm ? b : a));
    expect(wettest?.month).toBe(8);
    expect(wettest?.rainMm).toBeCloseTo(963.2, 1);
    const wet = guide("baguio-cordilleras").seasons.wet;
    expect(wet).toContain("August is the wettest month");
    expect(wet).not.toMatch(/July especially/);
  });
});
