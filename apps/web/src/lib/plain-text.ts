// Bodies of news, events, jobs and insights are plain text (docs/decisions/0028-news-events-jobs-insights.md: no HTML from users). They
// are shown as paragraphs (split on blank lines, single line breaks kept) with bare http(s)
// addresses made into links. Pure functions: React escapes every piece, and an address becomes a
// link only when it passes the site's one address rule (toHttpUrl).
import { toHttpUrl } from "@alliance/shared";

export type TextPiece = { type: "text"; text: string } | { type: "link"; text: string; href: string };

/** The paragraphs of a text: split on blank lines, each trimmed, empty ones dropped. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

const ADDRESS = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** A paragraph as text and links: bare http(s) addresses become links, everything else stays text. */
export function linkify(paragraph: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const previous = pieces[pieces.length - 1];
    if (previous?.type === "text") previous.text += text;
    else pieces.push({ type: "text", text });
  };
  for (const match of paragraph.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    let address = match[0];
    // Keep a closing bracket that belongs to the address (https://en.wikipedia.org/wiki/AI_(x)).
    const trailing = address.match(TRAILING)?.[0] ?? "";
    if (trailing) address = address.slice(0, -trailing.length);
    const href = toHttpUrl(address);
    push(paragraph.slice(last, start));
    if (href && /^https?:\/\/[^/?#]/i.test(address)) pieces.push({ type: "link", text: address, href });
    else push(address);
    push(trailing);
    last = start + match[0].length;
  }
  push(paragraph.slice(last));
  return pieces;
}
