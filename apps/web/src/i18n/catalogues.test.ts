// @vitest-environment node
// The catalogues stay complete and the public components stay free of English literals
// (docs/decisions/0029-public-site-in-two-languages.md): both languages hold the same ids in each
// namespace, every message parses as ICU MessageFormat with the same placeholders and plurals in
// both, and the covered source files write no visible text (JSX text, or the alt, aria-label,
// title and placeholder attributes) other than through the catalogues.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { LANGUAGES } from "@alliance/shared";
import { parse, type Token } from "@messageformat/parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./namespaces";

const SRC = join(import.meta.dirname, "..");
const LOCALES = join(import.meta.dirname, "locales");

/**
 * The public source folders and files (relative to src) that must write every text through the
 * catalogues. Whoever converts a page or component adds it here; by the end the list covers every
 * public page and component.
 */
const COVERED_SOURCES = [
  "components/public",
  "pages/public/not-found.tsx",
  "pages/public/home.tsx",
  "features/public/hero.tsx",
  "features/public/pillars.tsx",
  "features/content",
  "features/members/member-carousel.tsx",
  "features/partners/partner-carousel.tsx",
  "features/impact",
  "pages/public/learning.tsx",
  "features/courses/public",
  "pages/public/membership.tsx",
  "pages/public/contact.tsx",
  "features/public/public-form.tsx",
  "pages/public/login.tsx",
  "pages/public/forgot-password.tsx",
  "pages/public/set-password.tsx",
  "features/account/account-card.tsx",
  "features/account/password-field.tsx",
  "features/account/follow-pages.tsx",
  "pages/public/impact.tsx",
  "pages/public/release.tsx",
  "pages/public/revisions.tsx",
  "pages/public/organisation.tsx",
  "features/organisation-page",
  "pages/public/news.tsx",
  "pages/public/news-item.tsx",
  "pages/public/events.tsx",
  "pages/public/event.tsx",
  "pages/public/jobs.tsx",
  "pages/public/job.tsx",
  "pages/public/insights.tsx",
  "pages/public/insight.tsx",
];

/** Visible strings a covered file may still write as they are: no words to translate. */
const ALLOWED_LITERALS = new Set(["404", "·", "|", "/", "-", "—", "–", "×", "→", "←", "(", ")", ":"]);

const TRANSLATED_ATTRIBUTES = new Set(["alt", "aria-label", "title", "placeholder"]);

type Catalogue = Record<string, string>;

function readCatalogue(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")) as Catalogue;
}

/** The argument names of a message, and which of them choose a plural form. */
function argumentsOf(tokens: Token[], found = { names: new Set<string>(), plurals: new Set<string>() }) {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") found.names.add(token.arg);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      found.names.add(token.arg);
      if (token.type !== "select") found.plurals.add(`${token.type}:${token.arg}`);
      for (const branch of token.cases) argumentsOf(branch.tokens, found);
    }
  }
  return found;
}

/** Whether every plural in the message has its `other` form (the one every language needs). */
function pluralsHaveOther(tokens: Token[]): boolean {
  return tokens.every((token) => {
    if (token.type !== "plural" && token.type !== "select" && token.type !== "selectordinal") return true;
    return (
      token.cases.some((branch) => branch.key === "other") &&
      token.cases.every((branch) => pluralsHaveOther(branch.tokens))
    );
  });
}

describe("message catalogues", () => {
  it("has one file per language and namespace, and no file outside the namespaces", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(LOCALES, language)).sort();
      expect(files, language).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(NAMESPACES)("holds the same ids in every language (%s)", (namespace) => {
    const [first, ...others] = LANGUAGES;
    const ids = Object.keys(readCatalogue(first, namespace)).sort();
    for (const language of others) {
      const otherIds = Object.keys(readCatalogue(language, namespace)).sort();
      expect(otherIds, `${language}/${namespace} against ${first}`).toEqual(ids);
    }
  });

  it.each(NAMESPACES)(
    "writes each message with the same placeholders and plurals in every language (%s)",
    (namespace) => {
      const parsed = LANGUAGES.map((language) => {
        const catalogue = readCatalogue(language, namespace);
        return Object.fromEntries(
          Object.entries(catalogue).map(([id, message]) => {
            expect(message.trim(), `${language}/${namespace} ${id} is empty`).not.toBe("");
            const tokens = parse(message);
            expect(pluralsHaveOther(tokens), `${language} ${id}: a plural or select without "other"`).toBe(
              true,
            );
            return [id, argumentsOf(tokens)];
          }),
        );
      });
      const [first, ...others] = parsed;
      for (const [index, other] of others.entries()) {
        for (const [id, args] of Object.entries(first!)) {
          const theirs = other[id];
          if (!theirs) continue; // a missing id is the test above's failure
          const language = LANGUAGES[index + 1];
          expect([...theirs.names].sort(), `${language} ${id}: placeholders`).toEqual([...args.names].sort());
          expect([...theirs.plurals].sort(), `${language} ${id}: plurals`).toEqual([...args.plurals].sort());
        }
      }
    },
  );

  it("uses each id once, a page's ids starting with its namespace", () => {
    const seen = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const id of Object.keys(readCatalogue("en", namespace))) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${namespace}`).toBeUndefined();
        seen.set(id, namespace);
        if (namespace !== "common") expect(id.startsWith(`${namespace}.`), `${namespace}: ${id}`).toBe(true);
      }
    }
  });
});

/** The .ts and .tsx files of a covered folder or file (tests excluded). */
function sourceFiles(path: string): string[] {
  const full = join(SRC, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(full, file));
}

/** Whether a string holds words someone reads (letters), not only digits or punctuation. */
const isWords = (text: string) => /\p{L}/u.test(text) && !ALLOWED_LITERALS.has(text.trim());

/** The visible literals of one source file, as "file:line: text". */
function literalsIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, file)}:${line + 1}: ${text.trim()}`);
  };
  const stringOf = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return stringOf(node.expression);
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => s.literal.text).join(" ");
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = stringOf(node.expression);
      if (text !== undefined && isWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TRANSLATED_ATTRIBUTES.has(node.name.getText(source))) {
      const text = stringOf(node.initializer);
      if (text !== undefined && isWords(text)) report(node, `${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("public components", () => {
  it.each(COVERED_SOURCES)("write no English literal (%s)", (path) => {
    expect(sourceFiles(path).flatMap((file) => literalsIn(file))).toEqual([]);
  });

  it("the literal check finds JSX text, string children and translated attributes, not numbers", () => {
    const probe = join(SRC, "probe.tsx");
    const text = [
      "export const A = () => (",
      '  <p title="Hello there" className="text-lg">',
      '    Read more <img alt="A logo" src="/a.png" />{"Sign in"} 404 {count}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's source holds a template
      "    <input placeholder={`Search ${x}`} aria-label={label} />",
      "  </p>",
      ");",
    ].join("\n");
    expect(literalsIn(probe, text)).toEqual([
      'probe.tsx:2: title="Hello there"',
      "probe.tsx:3: Read more",
      'probe.tsx:3: alt="A logo"',
      "probe.tsx:3: Sign in",
      'probe.tsx:4: placeholder="Search "',
    ]);
  });
});
