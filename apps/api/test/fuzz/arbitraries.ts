// Generators for the API fuzz test: odd values, generic bodies, and values built from a route's
// zod schema (through its JSON Schema form), so a new route is fuzzed with plausible input
// without anyone writing a template for it.
import * as fc from "fast-check";
import { z } from "zod";
import { TEST_IMAGE } from "../image-fixture";

export const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFFFF",
  "😀".repeat(50),
  "x".repeat(6000),
  "' OR 1=1 --",
  "'; drop table users; --",
  "%",
  "_",
  "\\",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  '=HYPERLINK("http://x")',
  "../../etc/passwd",
  "/uploads/../../etc/passwd",
  "http://example.org/",
  "https://example.org/a.png",
  "/uploads/abc.webp",
  "a@b.example",
  "A@B.EXAMPLE",
  "Q1",
  "Q5",
  "Everyone",
  "role",
  "topic",
  "2024",
  "-1",
  "1e309",
  "NaN",
  "true",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "password",
  "correct horse battery staple",
);

/** Field names that tempt a careless server (mass assignment, prototype pollution). */
const SPECIAL_FIELDS = [
  "isAdmin",
  "reserved",
  "createdBy",
  "userId",
  "_id",
  "id",
  "createdAt",
  "__proto__",
  "constructor",
];

/** Any single value, mostly odd ones. `fields` are names to use inside nested objects. */
export function anyValue(fields: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nasty },
    { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, -1, 2024, 2_147_483_648, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
    },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.integer(), nasty), { maxKeys: 4 }),
    },
  );
}

export interface Body {
  payload: unknown;
  raw?: string;
  contentType?: string;
}

/** Bodies that ignore the schema: known field names with odd values, any JSON, broken JSON, other types. */
export function genericBody(fields: string[]): fc.Arbitrary<Body> {
  const names = fc.constantFrom(...fields, ...SPECIAL_FIELDS);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(names, anyValue(fields), { maxKeys: 12 }).map((payload) => ({ payload })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((payload) => ({ payload })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            "{",
            "[1,2",
            '{"a":}',
            "\u0000",
            "nul",
            '{"__proto__":{"isAdmin":true}}',
            "{}".repeat(2000),
            '"x"',
          ),
          fc.string({ maxLength: 60 }),
        )
        .map((raw) => ({ payload: undefined, raw, contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "application/xml",
            "image/png",
          ),
          fc.string({ maxLength: 60 }),
        )
        .map(([contentType, raw]) => ({ payload: undefined, raw, contentType })),
    },
  );
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** A zod schema as JSON Schema (its input side), or undefined for anything that is not zod. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Property names of an object schema (also inside anyOf, e.g. a nullable body). */
export function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
    fieldNames,
  );
  return [...new Set([...own, ...nested])];
}

/**
 * Strings the schema cannot express (refinements: an e-mail, a safe link, a strong password)
 * are guessed from the field's name, so generated bodies get past validation often enough.
 */
function hintedString(name: string): fc.Arbitrary<string> | undefined {
  if (/email/i.test(name)) return fc.constantFrom("fuzzed@fuzz.example", "Fuzz.User@Fuzz.Example");
  // Pictures must be images uploaded to the site (the test stores TEST_IMAGE first).
  if (/image/i.test(name)) return fc.constantFrom(TEST_IMAGE, "https://fuzz.example/a.png");
  if (/link|website|url/i.test(name))
    return fc.constantFrom("https://fuzz.example/a.png", "https://fuzz.example/");
  if (/password/i.test(name)) return fc.constant("a long fuzzing passphrase");
  if (/phone/i.test(name)) return fc.constant("0711111111");
  return undefined;
}

/** Values that (mostly) satisfy a JSON Schema. */
export function fromSchema(schema: JsonSchema, name = "", depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, name, depth)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, name, depth);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => fromSchema({ ...schema, type: t }, name, depth)));
  switch (type[0]) {
    case "object": {
      if (depth > 3) return fc.constant({});
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        shape[key] = fromSchema(sub, key, depth + 1);
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
    }
    case "array":
      return fc.array(
        schema.items ? fromSchema(schema.items, name, depth + 1) : fc.string({ maxLength: 5 }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        },
      );
    case "string": {
      const hinted = hintedString(name);
      if (hinted) return hinted;
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return fc.string({ minLength, maxLength });
    }
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return anyValue([name || "x"]);
  }
}

/** A query string's values: from the schema now and then, odd strings otherwise. */
export function queryArb(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, string>> {
  const names = [...new Set([...fieldNames(schema), "page", "pageSize", "sort", "q", "status", "__proto__"])];
  const odd = fc.oneof(
    nasty,
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constantFrom("1", "0", "100", "101", ""),
  );
  const fromQuerySchema = (key: string) => {
    const sub = schema?.properties?.[key];
    return sub
      ? fromSchema(sub, key).map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)))
      : odd;
  };
  return fc
    .dictionary(fc.constantFrom(...names), odd, { maxKeys: 5 })
    .chain((generic) =>
      fc
        .record(Object.fromEntries(names.map((key) => [key, fromQuerySchema(key)])), { requiredKeys: [] })
        .map((typed) => ({ ...typed, ...generic }) as Record<string, string>),
    );
}

/** encodeURIComponent, but a lone surrogate becomes U+FFFD instead of throwing. */
export function safeEncode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDFFF]/g, (c, i, all) => {
      const code = c.charCodeAt(0);
      const next = all.charCodeAt(i + 1);
      const prev = all.charCodeAt(i - 1);
      if (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) return c;
      if (code >= 0xdc00 && prev >= 0xd800 && prev < 0xdc00) return c;
      return "\uFFFD";
    }),
  );
}
