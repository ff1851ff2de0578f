import { describe, expect, it } from "vitest";
import { englishLeft } from "./english-left.ts";

const page = (body: string, head = "<title>Mga flight</title>") =>
  `<!doctype html><html lang="fil"><head>${head}</head><body>${body}</body></html>`;

describe("englishLeft", () => {
  it("finds an English sentence in text, a title, a description and the attributes a traveller meets", () => {
    const found = englishLeft(
      page(
        `<p>Maghanap ng flight</p><p>Enter the name on your ID</p><button aria-label="Close the menu">×</button><input placeholder="Search for a hotel"><img alt="Map of the route" src="x.png"><input type="submit" value="Pay for your booking">`,
        `<title>Book your flight</title><meta name="description" content="Flights and hotels in the Philippines">`,
      ),
    );
    expect(found.map((f) => f.where)).toEqual([
      "title",
      "meta description",
      "<p>",
      "button[aria-label]",
      "input[placeholder]",
      "img[alt]",
      "input[value]",
    ]);
  });

  it("lets Filipino with borrowed travel words pass, and what is marked as English", () => {
    const found = englishLeft(
      page(
        `<p>I-book ang flight at hotel, i-check-in online, at humingi ng refund sa booking mo.</p>
         <article lang="en"><p>The island is best reached by the morning boat from the port.</p></article>
         <p>May travel tax at terminal fee ang flight na ito.</p><script>const the = "and of your";</script>`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("takes one English word in a name as a name, and can be told what else is allowed", () => {
    expect(englishLeft(page("<p>The Lind Boracay</p><p>Lakbay Travel and Tours of Manila</p>"))).toHaveLength(1);
    expect(englishLeft(page("<p>Lakbay Travel and Tours of Manila</p>"), ["Lakbay Travel and Tours"])).toEqual([]);
  });
});

describe("englishLeft on short labels", () => {
  it("finds a one-word button or a label of interface words, and lets borrowed words and names pass", () => {
    const found = englishLeft(
      page(
        "<button>Search</button><a href='/'>Log in</a><span>Mag-log in</span><span>Flights</span><span>Travel circuits</span><span>Boracay</span><h2>Round trip</h2><span>Check-in</span>",
      ),
    );
    expect(found.map((f) => f.text)).toEqual(["Search", "Log in", "Round trip"]);
  });
});
