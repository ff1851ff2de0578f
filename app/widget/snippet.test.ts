// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { configFromDataset, parseWidgetConfig, WIDGET_DEFAULTS } from "./config.ts";
import { embedSnippet } from "./snippet.ts";

describe("the embed snippet", () => {
  it("names the script on our origin with the defaults written out", () => {
    expect(embedSnippet("https://lakbay.example/", WIDGET_DEFAULTS)).toBe(
      '<script src="https://lakbay.example/api/widget/script" defer\n  data-theme="light"\n  data-primary-color="#3b82f6"\n  data-position="bottom-right"></script>',
    );
  });

  it("escapes a greeting, and reads back as the same config", () => {
    const options = {
      ...WIDGET_DEFAULTS,
      theme: "dark",
      initialMessage: 'Hi "traveller" <3 & welcome',
      startFreshChat: true,
      autoOpen: true,
    } as const;
    const html = embedSnippet("https://lakbay.example", options);
    expect(html).toContain('data-initial-message="Hi &quot;traveller&quot; &lt;3 &amp; welcome"');
    const doc = new DOMParser().parseFromString(html, "text/html");
    const script = doc.querySelector("script")!;
    expect(parseWidgetConfig(configFromDataset({ ...script.dataset }), "https://lakbay.example")).toMatchObject(options);
  });
});
