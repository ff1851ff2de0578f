import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders the Markdown staff write: headings, lists, links, emphasis, code, quotes and tables", () => {
    const html = renderMarkdown(
      "# Top\n\n## Section\n\nSome **bold** and *soft* text with `code`.\n\n- one\n- two\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](/blog) [pagasa](https://www.pagasa.dost.gov.ph) [mail](mailto:hello@lakbay.test)\n",
    );
    expect(html).toContain("<h2>Top</h2>"); // the page's own <h1> is the title
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('<a href="/blog">site</a>');
    expect(html).toContain('<a href="https://www.pagasa.dost.gov.ph" rel="noopener noreferrer nofollow">pagasa</a>');
    expect(html).toContain('<a href="mailto:hello@lakbay.test">mail</a>');
  });

  it("removes <script> and <style>, with their content", () => {
    const html = renderMarkdown("Hello\n\n<script>alert('x')</script>\n\n<style>body{display:none}</style>\n\nBye");
    expect(html).not.toMatch(/script|alert|style|display/i);
    expect(html).toContain("Hello");
    expect(html).toContain("Bye");
  });

  it("removes event handlers such as <img onerror> and images from other sites", () => {
    const html = renderMarkdown(
      '<img src="/x.png" onerror="alert(1)"> ![ok](/hotels/photos/a.svg) ![far](https://evil.example/a.png) <img src="//evil.example/b.png">',
    );
    expect(html).not.toMatch(/onerror|alert|evil/i);
    expect(html).toContain('<img src="/x.png" />');
    expect(html).toContain('<img src="/hotels/photos/a.svg" alt="ok" />');
  });

  it("removes javascript: and data: links, keeping the text", () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">two</a> [d](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(html).not.toMatch(/javascript|alert|data:/i);
    expect(html).toContain("click");
    expect(html).toContain("two");
  });

  it("removes raw HTML iframes, <svg onload>, forms and inline styles", () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<svg onload="alert(1)"><circle r="1"/></svg>\n\n<form action="/x"><input name="a"></form>\n\n<p style="color:red" onclick="x()">text</p>',
    );
    expect(html).not.toMatch(/iframe|svg|onload|alert|<form|<input|style=|onclick/i);
    expect(html).toContain("text");
  });
});

describe("reading time and plain text", () => {
  it("counts words, not markup", () => {
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes("# \n\n- \n")).toBe(1);
    expect(markdownToText("## Tides & *lagoons*\n\n<b>x</b>")).toBe("Tides & lagoons x");
  });
});
