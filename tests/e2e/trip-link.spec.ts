/**
 * Issue 23, as the traveller meets it in Chromium: a stranger who knows a booking reference guesses
 * last names on "Find your trip" until the reference waits, even for the right name — and the
 * traveller, on another device with only the confirmation e-mail, still opens the trip through the
 * e-mail's link: no last name asked, contact details masked as a look-up shows them.
 */
import { clientHeaders, expect, nextClientIp, test, uniqueEmail } from "./support/fixtures.ts";
import { ticketedTrip } from "./support/flight-booking.ts";
import { waitForMail } from "./support/mail.ts";

test("the confirmation e-mail's link opens the trip while a stranger's wrong last names keep Find your trip waiting", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("trip-link");
  const reference = await ticketedTrip(page, email, 33, [
    { title: "Ms", gender: "F", given: "Maria Clara", surname: "Santos", born: "1990-05-14" },
  ]);
  const mail = await waitForMail({ to: email, subject: new RegExp(reference) });
  const link = new RegExp(`Open your trip any time, no last name needed: (\\S+/flights/open/${reference}\\.[\\w-]+)`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  // A stranger, in another browser, guesses last names for the reference.
  const strangers = await browser.newContext({ extraHTTPHeaders: clientHeaders(nextClientIp()) });
  const stranger = await strangers.newPage();
  await stranger.goto(`/flights/manage?ref=${reference}`);
  for (const name of ["Cruz", "Reyes", "Garcia", "Bautista", "Mendoza"]) {
    await stranger.getByLabel("Last name").fill(name);
    await stranger.getByRole("button", { name: "Find my trip" }).click();
    await expect(stranger.getByText(/could not find a booking with that reference and last name/)).toBeVisible();
  }
  await stranger.getByLabel("Last name").fill("Santos");
  await stranger.getByRole("button", { name: "Find my trip" }).click();
  await expect(stranger.getByText(/Too many wrong last names for this booking reference\..*confirmation e-mail/)).toBeVisible();
  await expect(stranger).not.toHaveURL(/\/flights\/confirmation\//);
  await strangers.close();

  // The traveller's phone: nothing but the e-mail.
  const phones = await browser.newContext({ extraHTTPHeaders: clientHeaders(nextClientIp()) });
  const phone = await phones.newPage();
  await phone.goto(new URL(link as string).pathname);
  await expect(phone).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
  await expect(phone.getByText("Confirmed and ticketed")).toBeVisible();
  await expect(phone.getByText(/MARIA CLARA SANTOS/i).first()).toBeVisible();
  const shown = (await phone.locator("main").textContent()) ?? "";
  expect(shown).not.toContain(email);
  expect(shown).toMatch(/t•••@e••••\.com/);
  // A link altered by one character opens nothing and says what to do instead.
  const key = new URL(link as string).pathname;
  await phone.goto(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`);
  await expect(phone.getByRole("heading", { name: "This trip link does not work" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Find your trip" })).toHaveAttribute("href", `/flights/manage?ref=${reference}`);
  await phones.close();
});
