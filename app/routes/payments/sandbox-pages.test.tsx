// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import SandboxChallenge from "./sandbox-challenge.tsx";
import SandboxWallet from "./sandbox-wallet.tsx";
import { messagesFor } from "../../../i18n/catalogues.ts";

const messages = messagesFor("en", "hotels");

const summary = {
  merchant: "Lakbay",
  amount: "₱3,450.00",
  description: "Flight MNL-CEB",
  reference: "LKB-PAGE01",
  paidWith: "Visa •••• 3220",
};

function renderAt(path: string, Component: React.ComponentType<never>, loaderData: object) {
  const Stub = createRoutesStub([{ path, Component: Component as never, loader: () => loaderData, HydrateFallback: () => null }]);
  render(<Stub initialEntries={[path.replace(":paymentId", "p1")]} />);
}

function renderIn(path: string, Component: React.ComponentType<never>, loaderData: object, words: object) {
  renderAt(path, Component, { ...loaderData, messages: words });
}

describe("sandbox pages", () => {
  it("the challenge page is labelled, marked as the sandbox, and offers approve and cancel", async () => {
    renderIn(
      "/payments/sandbox/challenge/:paymentId",
      SandboxChallenge as never,
      {
        summary,
        method: "card",
        status: "requires_action",
        challengeCode: "246810",
        codeAttemptsLeft: 3,
        returnTo: "/flights/payment/return?payment_id=p1",
      },
      messages,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Verify your payment" })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toMatch(/Sandbox payment gateway.*No money moves/);
    expect(screen.getByTestId("sandbox-code").textContent).toBe("246810");
    const code = screen.getByLabelText("One-time code") as HTMLInputElement;
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(screen.getByRole("button", { name: "Approve payment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel payment" })).toBeTruthy();
    expect(screen.getByText("₱3,450.00")).toBeTruthy();
  });

  it("the wallet page names the wallet, and a decided payment only offers the way back", async () => {
    renderIn(
      "/payments/sandbox/wallet/:paymentId",
      SandboxWallet as never,
      {
        summary: { ...summary, paidWith: "Maya" },
        method: "maya",
        status: "succeeded",
        challengeCode: null,
        codeAttemptsLeft: 3,
        returnTo: "/flights/payment/return?payment_id=p1",
      },
      messages,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Approve your Maya payment" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Return to the merchant" }).getAttribute("href")).toBe("/flights/payment/return?payment_id=p1");
  });

  it("speaks the traveller's language: a bank's stand-in in Filipino", async () => {
    renderIn(
      "/payments/sandbox/challenge/:paymentId",
      SandboxChallenge as never,
      {
        summary,
        method: "card",
        status: "requires_action",
        challengeCode: "246810",
        codeAttemptsLeft: 3,
        returnTo: "/flights/payment/return?payment_id=p1",
      },
      messagesFor("fil", "hotels"),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "I-verify ang bayad mo" })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toMatch(/Sandbox na payment gateway.*Walang perang gumagalaw/);
    expect(screen.getByLabelText("Isang-beses na code")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Aprubahan ang bayad" })).toBeTruthy();
    expect(screen.getByText("3 subok na lang ang natitira.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Approve|Cancel payment|one-time code/);
  });
});
