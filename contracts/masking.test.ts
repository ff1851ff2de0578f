import { describe, expect, it } from "vitest";
import { maskEmail, maskFlightBooking, maskHotelBooking, maskPhone } from "./masking.ts";

describe("masking personal details", () => {
  it.each([
    ["juan.cruz@gmail.com", "j•••@g••••.com"],
    ["a@b.co", "a•••@b••••.co"],
    ["maria@mail.example.com.ph", "m•••@m••••.ph"],
    ["not-an-address", "•••"],
  ])("e-mail %s → %s", (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ["9171234567", "••• ••• 4567"],
    ["+63 917 123 4567", "••• ••• 4567"],
    ["", ""],
  ])("phone %s → %s", (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it("hides dates of birth and all but the end of passport numbers, keeps names", () => {
    const booking = maskFlightBooking({
      contact: { email: "juan@gmail.com", dialCode: "+63", phone: "9171234567" },
      passengers: [
        {
          type: "ADT",
          title: "Mr",
          givenName: "Juan",
          surname: "Cruz",
          dateOfBirth: "1990-04-01",
          gender: "M",
          nationality: "PH",
          passportNumber: "P1234567A",
        },
      ],
    });
    expect(booking.contact).toEqual({ email: "j•••@g••••.com", dialCode: "+63", phone: "••• ••• 4567" });
    expect(booking.passengers[0]).toMatchObject({ givenName: "Juan", surname: "Cruz", dateOfBirth: "", passportNumber: "•••67A" });
    expect(JSON.stringify(booking)).not.toMatch(/1990|juan@|9171234567|P1234567A/);
  });

  it("masks a hotel guest's e-mail and phone", () => {
    const masked = maskHotelBooking({ guest: { firstName: "Ana", lastName: "Reyes", email: "ana@yahoo.com", phone: "09171234567" } });
    expect(masked.guest).toEqual({ firstName: "Ana", lastName: "Reyes", email: "a•••@y••••.com", phone: "••• ••• 4567" });
  });
});
