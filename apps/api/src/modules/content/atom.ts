// The Atom feed of the latest approved news (RFC 4287), written here rather than by a generator
// package: every title and summary is `type="text"` and XML-escaped, never HTML or CDATA, so no
// title or body (`]]>`, `<`, `&`, `</entry>`) can end an element or add an entry
// (docs/decisions/0033-security-round-4.md).
import { SITE } from "@alliance/shared";

export interface FeedNews {
  slug: string;
  title: string;
  body: string;
  image: string;
  organizationName: string;
  createdAt: Date;
  updatedAt: Date;
}

// Characters XML 1.0 cannot hold at all (control characters other than tab, LF, CR; lone
// surrogates; U+FFFE/U+FFFF) are dropped; the inputs refuse them, this guards older rows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  // A carriage return is kept as a reference: a parser would turn a literal one into a line feed.
  "\r": "&#13;",
};

/** Text for an XML element or attribute: escaped, nothing XML cannot hold. */
export const xmlText = (value: string): string =>
  value
    .replace(NOT_XML_CHAR, "")
    .replace(LONE_SURROGATE, "")
    .replace(/[&<>"'\r]/g, (char) => ENTITIES[char] ?? char);

const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${xmlText(value)}</${name}>`;
const textElement = (name: string, value: string) => element(name, value, ' type="text"');
const link = (href: string, rel = "alternate", type = "") =>
  `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ""}/>`;

// The summary is the body's first 500 characters, counted by code point so no pair is cut.
const summary = (body: string) => Array.from(body).slice(0, 500).join("");

function entry(item: FeedNews, origin: string): string {
  const href = `${origin}/news/${item.slug}`;
  return [
    "<entry>",
    element("id", href),
    textElement("title", item.title),
    link(href),
    element("updated", item.updatedAt.toISOString()),
    element("published", item.createdAt.toISOString()),
    ...(item.organizationName ? [`<author>${element("name", item.organizationName)}</author>`] : []),
    textElement("summary", summary(item.body)),
    ...(item.image ? [link(`${origin}${item.image}`, "enclosure", "image/webp")] : []),
    "</entry>",
  ].join("\n");
}

/** The Atom feed of the news given (newest first). */
export function newsAtom(items: FeedNews[], origin: string): string {
  const updated = items.reduce((latest, item) => Math.max(latest, item.updatedAt.getTime()), 0);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    // A browser shows a page saying what a feed is (feed-style.ts); feed readers ignore it.
    '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element("id", `${origin}/news`),
    textElement("title", `${SITE.title}: news`),
    link(`${origin}/news`),
    link(`${origin}/news.atom`, "self", "application/atom+xml"),
    element("updated", new Date(updated).toISOString()),
    // The feed's author stands for entries of no organisation (Atom requires one).
    `<author>${element("name", SITE.title)}</author>`,
    textElement("rights", SITE.title),
    ...items.map((item) => entry(item, origin)),
    "</feed>",
    "",
  ].join("\n");
}

export const ATOM_TYPE = "application/atom+xml; charset=utf-8";
