import { MembershipApplicationInput, RequestInput, WEBSITE_FORMAT_MESSAGE } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "./form-errors";

const application = {
  firstName: "Ann",
  surName: "Wanjiru",
  role: "CTO",
  email: "ann@example.org",
  phone: "0712 345 678",
  organizationName: "Ann's Org",
  website: "https://org.example",
};

/** The catalogue message the form shows for `field` when the application holds `changes`. */
function messageFor(changes: Record<string, string>, field: string, schema = MembershipApplicationInput) {
  const values = { ...application, ...changes } as Record<string, string>;
  const result = schema.safeParse(values);
  if (result.success) throw new Error("expected a refusal");
  const issue = result.error.issues.find((candidate) => candidate.path.at(-1) === field);
  if (!issue) throw new Error(`no issue for ${field}`);
  return fieldMessage(values[field] ?? "", issue as Parameters<typeof fieldMessage>[1]);
}

describe("the message of a refused public form field", () => {
  it("names an empty field as required, whatever the schema's wording", () => {
    expect(messageFor({ firstName: "  " }, "firstName")).toEqual({ id: "form.error.required" });
    expect(messageFor({ website: "" }, "website")).toEqual({ id: "form.error.required" });
  });

  it("gives the longest length allowed", () => {
    expect(messageFor({ role: "x".repeat(101) }, "role")).toEqual({
      id: "form.error.tooLong",
      values: { max: 100 },
    });
  });

  it("recognises the e-mail, phone and website formats", () => {
    expect(messageFor({ email: "not-an-email" }, "email").id).toBe("form.error.email");
    expect(messageFor({ phone: "12345" }, "phone").id).toBe("form.error.phone");
    expect(messageFor({ website: "not a site" }, "website").id).toMatch(/form\.error\.(website|webAddress)/);
  });

  it("recognises a line break in a one-line field", () => {
    expect(messageFor({ organizationName: "Org\nBcc: x@example.org" }, "organizationName").id).toBe(
      "form.error.oneLine",
    );
  });

  it("keeps the words of a refusal it does not know, for the English page", () => {
    const result = RequestInput.safeParse({ ...application, message: "Hello\u0007" });
    const issue = result.error?.issues.find((candidate) => candidate.path.at(-1) === "message");
    expect(issue).toBeDefined();
    expect(fieldMessage("Hello\u0007", { message: issue?.message ?? "" })).toEqual({
      id: "form.error.invalid",
      raw: issue?.message,
    });
  });

  it("reads the server's issues, which carry no kind", () => {
    expect(fieldMessage("", { message: "Phone is required" }).id).toBe("form.error.required");
    expect(fieldMessage("0", { message: WEBSITE_FORMAT_MESSAGE }).id).toBe("form.error.website");
  });
});
