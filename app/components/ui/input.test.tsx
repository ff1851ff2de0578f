// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./input.tsx";

describe("Field with type=password", () => {
  it("renders a plain password input on the server, without a toggle that could not work yet", () => {
    const html = renderToString(<Field name="password" type="password" label="Password" />);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(html).not.toContain("Show password");
  });

  it("shows and hides the password with a toggle button whose state is aria-pressed", async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Field name="password" type="password" label="Password" autoComplete="current-password" defaultValue="bangka-2026" />
      </form>,
    );
    const input = screen.getByLabelText("Password", { selector: "input" });
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("type")).toBe("button"); // never submits the form
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(input.id);
    expect(input.getAttribute("type")).toBe("password");

    await user.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.getAttribute("title")).toBe("Hide password");

    await user.click(toggle);
    expect(input.getAttribute("type")).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });

  it("is reachable and usable by keyboard, right after the field", async () => {
    const user = userEvent.setup();
    render(<Field name="password" type="password" label="Password" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Password", { selector: "input" }));
    await user.tab();
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });

  it("keeps the field's name, value and description, so it submits as before", () => {
    render(
      <form data-testid="form">
        <Field
          name="password"
          type="password"
          label="Password"
          hint="At least 12 characters."
          defaultValue="secret-value"
          errors={["Too short."]}
        />
      </form>,
    );
    const input = screen.getByLabelText("Password", { selector: "input" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("field-password-hint field-password-error");
    const data = new FormData(screen.getByTestId("form") as HTMLFormElement);
    expect(data.get("password")).toBe("secret-value");
  });

  it("leaves other fields alone", () => {
    render(<Field name="email" type="email" label="E-mail address" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the toggle beside a password field", () => {
  it("is not itself a labelled control, so the field's label still finds only the field", () => {
    render(<Field name="password" type="password" label="Password" />);
    expect(screen.getAllByLabelText(/Password/)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
  });
});
