/**
 * The formatter for messages with plurals, selects and number or date formats (FormatJS's
 * intl-messageformat, without its parser: the trees come compiled). Imported by the server and by the
 * pages whose messages need it; importing it registers it (i18n/format.ts).
 */
import { IntlMessageFormat } from "intl-messageformat";
import { registerTreeFormatter } from "./format.ts";

const formats = new WeakMap<object, Map<string, IntlMessageFormat>>();

registerTreeFormatter((tree, tag, values) => {
  let byTag = formats.get(tree);
  if (!byTag) {
    byTag = new Map();
    formats.set(tree, byTag);
  }
  let format = byTag.get(tag);
  if (!format) {
    format = new IntlMessageFormat(tree, tag);
    byTag.set(tag, format);
  }
  return String(format.format(values));
});
