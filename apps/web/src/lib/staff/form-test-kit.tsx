// Test kit for the staff form components: renders a form as a signed-in staff user would see it,
// answers its API calls, and reads the messages the shared schemas give, so the tests assert the
// same rules the server applies instead of copying message strings.
import type { SignedInUser } from "@alliance/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import type { z } from "zod";
import { StaffUserProvider } from "./staff-user";

export const STAFF_USER = {
  _id: "u1",
  username: "staff",
  email: "staff@org.example",
  phone: "0700000000",
  organizationName: "Staff Org",
  isAdmin: true,
  token: "t",
} as unknown as SignedInUser;

export function renderStaffForm(ui: ReactElement, { isAdmin = true }: { isAdmin?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <StaffUserProvider value={{ ...STAFF_USER, isAdmin }}>{ui}</StaffUserProvider>
    </QueryClientProvider>,
  );
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch: every write is recorded and answered 200 with `answer` (JSON). Reads (a form's
 * suggestions, e.g. the organisation names) answer an empty list and are not recorded: what a
 * form test checks is what it sends. `{ reads: true }` records reads too and answers them `answer`.
 */
export function stubApi(answer: unknown = {}, { reads = false } = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (!reads && (init.method ?? "GET") === "GET") return Response.json([], { status: 200 });
      sent.push({
        method: init.method ?? "GET",
        path: input,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

/** The message the schema gives for each named field when it parses `values` (the form's blanks). */
export function schemaMessages(schema: z.ZodType, values: unknown, fields: string[]): string[] {
  const issues = schema.safeParse(values).error?.issues ?? [];
  return fields.map((field) => {
    const issue = issues.find((i) => i.path[0] === field);
    if (!issue) throw new Error(`the schema accepts a blank ${field}`);
    return issue.message;
  });
}
