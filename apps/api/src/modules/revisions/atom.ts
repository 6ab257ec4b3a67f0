// The Atom feed of the revisions log (/impact/revisions.atom, RFC 4287): one entry per change to
// released figures, newest first, with its public reason as written. Every text is `type="text"`
// and XML-escaped by the news feed's `xmlText` (docs/decisions/0033-security-round-4.md), so no
// organisation name or reason can end an element or add an entry.
import { type Revision, SITE } from "@alliance/shared";
import { xmlText } from "../content/atom";

const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${xmlText(value)}</${name}>`;
const textElement = (name: string, value: string) => element(name, value, ' type="text"');

const changesText = (revision: Revision) =>
  revision.changes.map((change) => `${change.metric}: ${change.before} → ${change.after}`).join("; ");

function entry(revision: Revision, origin: string, index: number): string {
  const page = `${origin}/impact/revisions?year=${revision.year}&quarter=${revision.quarter}`;
  return [
    "<entry>",
    // Unique and stable: the instant, the quarter and the organisation.
    element(
      "id",
      `${origin}/impact/revisions#${revision.at}-${revision.year}-${revision.quarter}-${revision.organization.slug ?? index}`,
    ),
    textElement(
      "title",
      `${revision.year} ${revision.quarter}: ${revision.kind}, ${revision.organization.name} (revises release ${revision.release})`,
    ),
    `<link rel="alternate" href="${xmlText(page)}"/>`,
    element("updated", revision.at),
    element("published", revision.at),
    `<author>${element("name", revision.organization.name)}</author>`,
    textElement("summary", `${revision.reason} ${changesText(revision)}`.trim()),
    "</entry>",
  ].join("\n");
}

/** The Atom feed of the revisions given (newest first). */
export function revisionsAtom(revisions: Revision[], origin: string, fallbackUpdated: Date): string {
  const updated = revisions[0]?.at ?? fallbackUpdated.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element("id", `${origin}/impact/revisions`),
    textElement("title", `${SITE.title}: revisions of released figures`),
    `<link rel="alternate" href="${xmlText(`${origin}/impact/revisions`)}"/>`,
    `<link rel="self" href="${xmlText(`${origin}/impact/revisions.atom`)}" type="application/atom+xml"/>`,
    element("updated", updated),
    `<author>${element("name", SITE.title)}</author>`,
    textElement("rights", SITE.title),
    ...revisions.map((revision, index) => entry(revision, origin, index)),
    "</feed>",
    "",
  ].join("\n");
}
