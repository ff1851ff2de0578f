/**
 * A reply's text in chunks for server-sent events: whole words, about `size` characters each, so the
 * widget can show the reply as it "types" without cutting a word, a price or a link in two.
 */
export function chunkText(text: string, size = 40): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (current && current.length + piece.length > size) {
      chunks.push(current);
      current = "";
    }
    current += piece;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The chunks one by one (an async source for an SSE writer). */
export async function* streamText(text: string, size = 40): AsyncGenerator<string> {
  for (const chunk of chunkText(text, size)) yield chunk;
}
