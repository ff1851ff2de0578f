/** A page action's body refusals and a form's browser words, in the request's language (issue 27). */
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../contracts/contact.ts";
import { FORM_BODY_MESSAGES } from "../../contracts/forms.ts";
import { formWords, readForm } from "./form-body.server.ts";

const json = (path: string) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });

async function refusal(request: Request) {
  const thrown = await readForm(request).catch((e: unknown) => e);
  return thrown as { data: { message: string; errors: { form: string[] } }; init: { status: number } };
}

describe("readForm", () => {
  it("refuses a body that is not a form in the page's language", async () => {
    const en = await refusal(json("/contact"));
    expect(en.data.message).toBe(FORM_BODY_MESSAGES.notForm);
    expect(en.init.status).toBe(400);
    const fil = await refusal(json("/fil/contact"));
    expect(fil.data.message).toMatch(/^Form po ang tinatanggap ng pahinang ito\./);
    expect(fil.data.errors.form).toEqual([fil.data.message]);
  });
});

describe("formWords", () => {
  it("gives a Filipino page's form its messages in Filipino, and an English page nothing", () => {
    const messages = [CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGES.nameTooLong, "Not a message of ours."];
    expect(formWords(new Request("http://localhost/contact"), messages)).toEqual({});
    expect(formWords(new Request("http://localhost/fil/contact"), messages)).toEqual({
      [CONTACT_MESSAGES.messageRequired]: "Isulat po ang inyong mensahe.",
      [CONTACT_MESSAGES.nameTooLong]: "Panatilihin po ang inyong pangalan sa ilalim ng 100 character.",
    });
  });
});
