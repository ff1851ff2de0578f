// @vitest-environment happy-dom
/**
 * The browser's check of a form in the page's language (issue 27): English pages as before; on a
 * Filipino page the schema's messages are worded with the words the loader sent, and a message
 * without words there leaves the form to the server (which answers in Filipino).
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoginSchema } from "../../../contracts/auth.ts";
import { messagesFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { type FormWords, useFormErrors } from "./use-form-errors.ts";

function Login({ words, onSent }: { words?: FormWords; onSent: (prevented: boolean) => void }) {
  const { errors, onSubmit } = useFormErrors(LoginSchema, null, words);
  return (
    <form
      onSubmit={(event) => {
        onSubmit(event);
        onSent(event.defaultPrevented);
        event.preventDefault();
      }}
    >
      <input name="email" defaultValue="" />
      <input name="password" defaultValue="" />
      <button type="submit">Send</button>
      <p role="status">{Object.values(errors).flat().join(" | ")}</p>
    </form>
  );
}

function sendIn(locale: Locale, words?: FormWords) {
  const sent = vi.fn();
  render(
    <I18nProvider language={{ locale, messages: messagesFor(locale, "common") }}>
      <Login words={words} onSent={sent} />
    </I18nProvider>,
  );
  fireEvent.click(screen.getByText("Send"));
  return { prevented: sent.mock.calls[0]?.[0] as boolean, shown: screen.getByRole("status").textContent };
}

describe("useFormErrors in the page's language", () => {
  it("shows the schema's English messages on an English page and stops the form", () => {
    const { prevented, shown } = sendIn("en");
    expect(prevented).toBe(true);
    expect(shown).toBe("Enter your e-mail address. | Enter your password.");
  });

  it("words them with the loader's words on a Filipino page", () => {
    const words = {
      "Enter your e-mail address.": "Ilagay po ang inyong e-mail address.",
      "Enter your password.": "Ilagay po ang inyong password.",
    };
    const { prevented, shown } = sendIn("fil", words);
    expect(prevented).toBe(true);
    expect(shown).toBe("Ilagay po ang inyong e-mail address. | Ilagay po ang inyong password.");
  });

  it("lets the form go to the server when a message has no words on the page", () => {
    const { prevented, shown } = sendIn("fil", { "Enter your e-mail address.": "Ilagay po ang inyong e-mail address." });
    expect(prevented).toBe(false);
    expect(shown).toBe("");
  });
});
