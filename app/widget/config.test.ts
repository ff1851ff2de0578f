import { describe, expect, it } from "vitest";
import { configFromDataset, normaliseHexColour, parseWidgetConfig, WIDGET_DEFAULTS } from "./config.ts";

const ORIGIN = "https://lakbay.example";

describe("chat widget config", () => {
  it("has the spec's defaults (§9: light, #3b82f6, bottom-right) and the script's origin as apiUrl", () => {
    expect(parseWidgetConfig(undefined, ORIGIN)).toEqual({
      theme: "light",
      primaryColor: "#3b82f6",
      position: "bottom-right",
      apiUrl: ORIGIN,
      userId: null,
      initialMessage: null,
      startFreshChat: false,
      autoOpen: false,
      token: null,
      lang: "en",
      words: {},
    });
    expect(WIDGET_DEFAULTS.primaryColor).toBe("#3b82f6");
  });

  it("reads every option from data attributes", () => {
    const dataset = {
      theme: "Dark",
      primaryColor: "#0F766E",
      position: "bottom-left",
      apiUrl: "https://chat.lakbay.example/",
      userId: "u_123",
      initialMessage: "  Hi! Where to?  ",
      startFreshChat: "",
      autoOpen: "true",
      unrelated: "x",
    };
    const raw = configFromDataset(dataset);
    expect(raw).not.toHaveProperty("unrelated");
    expect(parseWidgetConfig(raw, ORIGIN)).toEqual({
      theme: "dark",
      primaryColor: "#0f766e",
      position: "bottom-left",
      apiUrl: "https://chat.lakbay.example",
      userId: "u_123",
      initialMessage: "Hi! Where to?",
      startFreshChat: true,
      autoOpen: true,
      token: null,
      lang: "en",
      words: {},
    });
  });

  it("falls back to the default for anything malformed, so a host's typo never breaks the widget", () => {
    const c = parseWidgetConfig(
      {
        theme: "purple",
        primaryColor: "blue; background:url(x)",
        position: "top-left",
        apiUrl: "javascript:alert(1)",
        userId: "x".repeat(500),
        initialMessage: "",
        startFreshChat: "maybe",
        autoOpen: 42,
      },
      ORIGIN,
    );
    expect(c).toMatchObject({ ...WIDGET_DEFAULTS, apiUrl: ORIGIN });
    expect(parseWidgetConfig({ apiUrl: "https://user:pw@evil.example" }, ORIGIN).apiUrl).toBe(ORIGIN);
  });

  it("takes #rgb and #rrggbb colours only", () => {
    expect(normaliseHexColour("#ABC")).toBe("#aabbcc");
    expect(normaliseHexColour("#3b82f6")).toBe("#3b82f6");
    expect(normaliseHexColour("rgb(0,0,0)")).toBeNull();
    expect(normaliseHexColour("#12345")).toBeNull();
  });

  it("drops control characters from a greeting and refuses one past 1,000 characters", () => {
    expect(parseWidgetConfig({ initialMessage: "Hi\u0007 there" }, ORIGIN).initialMessage).toBe("Hi there");
    expect(parseWidgetConfig({ initialMessage: "a".repeat(1001) }, ORIGIN).initialMessage).toBeNull();
  });
});
