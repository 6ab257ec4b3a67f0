// Every table of the database, by area. Import tables from here; the files import each other only
// downwards (organisations <- records <- mail, breakdowns), never back through this index.
export * from "./schema-audit";
export * from "./schema-breakdowns";
export * from "./schema-content";
export * from "./schema-credentials";
export * from "./schema-follow";
export * from "./schema-history";
export * from "./schema-idempotency";
export * from "./schema-imports";
export * from "./schema-mail";
export * from "./schema-organizations";
export * from "./schema-records";
export * from "./schema-report-credentials";
export * from "./schema-trash";
