// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../i18n/format.ts";
import { messagesFor } from "../../../i18n/catalogues.ts";
import { LegalConsent } from "./legal-consent.tsx";

describe("LegalConsent", () => {
  it("says what creating an account means and links the terms and the privacy notice", () => {
    const router = createMemoryRouter([{ path: "/register", element: <LegalConsent /> }], { initialEntries: ["/register"] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).toBe(
      "By creating an account you agree to the Terms of use (opens in a new tab) and acknowledge the Privacy notice (opens in a new tab).",
    );
    const terms = screen.getByRole("link", { name: /Terms of use/ });
    const privacy = screen.getByRole("link", { name: /Privacy notice/ });
    expect(terms.getAttribute("href")).toBe("/terms");
    expect(privacy.getAttribute("href")).toBe("/privacy");
    // A new tab keeps a half-filled form.
    for (const link of [terms, privacy]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("says it in Filipino with the page's translator", () => {
    const t = createTranslator("fil", messagesFor("fil", "account"));
    const router = createMemoryRouter([{ path: "/register", element: <LegalConsent t={t} /> }], { initialEntries: ["/register"] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).toBe(
      "Sa paggawa ng account, sumasang-ayon ka sa Mga tuntunin ng paggamit (magbubukas sa bagong tab) at kinikilala mo ang Abiso sa privacy (magbubukas sa bagong tab).",
    );
  });
});
