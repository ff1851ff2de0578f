/**
 * The embed snippet /chatbot-demo shows for the options chosen: one script tag with data attributes
 * (defaults left out), values escaped for an HTML attribute.
 */
import { WIDGET_DEFAULTS, type WidgetConfig } from "./config.ts";

export type SnippetOptions = Pick<WidgetConfig, "theme" | "primaryColor" | "position" | "initialMessage" | "startFreshChat" | "autoOpen">;

function attr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function embedSnippet(origin: string, o: SnippetOptions): string {
  const lines = [`<script src="${attr(origin.replace(/\/+$/, ""))}/api/widget/script" defer`];
  // Always written out, so the host sees what it gets.
  lines.push(`  data-theme="${o.theme}"`, `  data-primary-color="${attr(o.primaryColor)}"`, `  data-position="${o.position}"`);
  if (o.initialMessage) lines.push(`  data-initial-message="${attr(o.initialMessage)}"`);
  if (o.startFreshChat !== WIDGET_DEFAULTS.startFreshChat) lines.push(`  data-start-fresh-chat="${o.startFreshChat}"`);
  if (o.autoOpen !== WIDGET_DEFAULTS.autoOpen) lines.push(`  data-auto-open="${o.autoOpen}"`);
  return `${lines.join("\n")}></script>`;
}
