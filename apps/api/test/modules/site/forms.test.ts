// The public forms sent without JavaScript (modules/site/forms.ts), against a stand-in build whose
// render shows the address and whose page carries the form's state in its initial data: checked
// with the shared schemas, the page again with the refusals and the values typed (never stored),
// the write done through the API (with its throttle), sign-in handing over the session.
import { API_BASE, PAGE_STATE_KEYS, SIGN_IN_COOKIE } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, outbox, requests, users } from "../../../src/db/schema";
import { hashPassword } from "../../../src/modules/account/passwords";
import { createTestApp, type TestContext } from "../../helpers";
import { FIXED_PAGES_LOADER, fakeDist } from "./fake-dist";

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;
const ENTRY = `${FIXED_PAGES_LOADER}
export function pageMetaFor(path) { return { path, title: "Title " + path, description: "About" }; }
export async function render(url) { return { html: "<main>rendered " + url + "</main>" }; }
`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST: fakeDist(TEMPLATE, ENTRY) }, { serveWeb: true });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

/** The form's state the page was rendered with. */
function formState(html: string) {
  const json = html.match(/<script id="initial-data" type="application\/json">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? "{}")[PAGE_STATE_KEYS.form]?.data;
}

const APPLICATION = {
  firstName: "Amina",
  surName: "Otieno",
  role: "Director",
  email: "amina@skills.example",
  phone: "+254 712 345 678",
  organizationName: "Skills Kenya",
  website: "https://skills.example",
};

describe("public forms without JavaScript", () => {
  it("answers a refused application with the page, the messages by their fields and the values kept", async () => {
    const response = await post("/membership", { ...APPLICATION, email: "not-an-address", phone: "" });
    expect(response.statusCode).toBe(422);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("rendered /membership");
    const form = formState(response.body);
    expect(form.name).toBe("membership");
    expect(form.values.email).toBe("not-an-address");
    expect(form.values.firstName).toBe("Amina");
    expect(form.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(["email", "phone"]);
    expect(await ctx.database.db.select().from(members)).toHaveLength(0);
  });

  it("sends a corrected application in Kiswahili: the confirmation with its reference, the row and the e-mail", async () => {
    const response = await post("/sw/membership", APPLICATION);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("rendered /sw/membership");
    const form = formState(response.body);
    expect(form.done.reference).toMatch(/^KAIA-M-/);
    const [member] = await ctx.database.db.select().from(members).where(eq(members.email, APPLICATION.email));
    expect(member?.language).toBe("sw");
    const mail = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, APPLICATION.email));
    expect(mail).toHaveLength(1);
  });

  it("sends an information request, and the API's own refusal (a duplicate application) comes back in the page", async () => {
    const response = await post("/contact", {
      firstName: "Juma",
      surName: "Mwangi",
      email: "juma@example.org",
      phone: "0712345678",
      organizationName: "County office",
      message: "How do we join a course?",
    });
    expect(response.statusCode).toBe(200);
    expect(formState(response.body).done.reference).toMatch(/^KAIA-R-/);
    expect(await ctx.database.db.select().from(requests)).toHaveLength(1);

    const again = await post("/membership", APPLICATION);
    expect(again.statusCode).toBe(409);
    expect(formState(again.body).failure.status).toBe(409);
  });

  it("signs in: refused with the address kept (no password sent back), then the session handed over", async () => {
    await ctx.database.db.insert(users).values({
      username: "officer",
      email: "officer@org.example",
      organizationName: "Org",
      phone: "0700000000",
      passwordHash: await hashPassword("correct horse battery staple"),
    });
    const wrong = await post("/login", { email: "officer@org.example", password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(formState(wrong.body)).toMatchObject({ values: { email: "officer@org.example" } });
    expect(wrong.body).not.toContain("wrong password");
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const missing = await post("/sw/login", { email: "officer@org.example", password: "" });
    expect(missing.statusCode).toBe(422);
    expect(formState(missing.body).issues[0].path).toBe("password");

    const right = await post("/login", {
      email: "officer@org.example",
      password: "correct horse battery staple",
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe("/admin-home");
    const cookie = String(right.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${SIGN_IN_COOKIE}=`));
    expect(cookie).toContain("SameSite=Strict");
    const user = JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!));
    const me = await ctx.app.inject({
      method: "GET",
      url: `${API_BASE}/users/me/notifications`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("asks for a reset link and sets a new password with it; a bad link or two different passwords are refused", async () => {
    const asked = await post("/forgot-password", { email: "officer@org.example" });
    expect(asked.statusCode).toBe(200);
    expect(formState(asked.body).done.message).toMatch(/If an account uses this address/);
    const short = await post("/forgot-password", { email: "x" });
    expect(short.statusCode).toBe(422);

    const mismatch = await post("/set-password?token=whatever-token-value-123", {
      password: "a long enough password",
      confirm: "another password",
    });
    expect(mismatch.statusCode).toBe(422);
    expect(formState(mismatch.body).issues).toEqual([
      expect.objectContaining({ path: "confirm", code: "mismatch" }),
    ]);
    expect(mismatch.body).not.toContain("a long enough password");

    const badLink = await post("/set-password?token=whatever-token-value-123", {
      password: "a long enough password",
      confirm: "a long enough password",
    });
    expect(badLink.statusCode).toBe(400);
    expect(formState(badLink.body).failure.message).toMatch(/no longer valid/);
  });

  it("renders the course search of its address, and keys the cache by it", async () => {
    const search = await ctx.app.inject({ method: "GET", url: "/learning?q=data&ignored=1" });
    expect(search.body).toContain("rendered /learning?q=data<");
    const sw = await ctx.app.inject({ method: "GET", url: "/sw/learning?q=akili" });
    expect(sw.body).toContain("rendered /sw/learning?q=akili<");
    const plain = await ctx.app.inject({ method: "GET", url: "/learning" });
    expect(plain.body).toContain("rendered /learning<");
  });

  it("verifies a credential's file chosen without JavaScript (multipart), the file winning over the box", async () => {
    const multipart = (parts: Array<{ name: string; value: string; file?: string }>) => {
      const boundary = "----form-boundary-7MA4YWxk";
      const body = parts
        .map(
          (part) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
              part.file !== undefined ? `; filename="${part.file}"\r\nContent-Type: application/json` : ""
            }\r\n\r\n${part.value}\r\n`,
        )
        .join("");
      return ctx.app.inject({
        method: "POST",
        url: "/verify",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: `${body}--${boundary}--\r\n`,
      });
    };
    const notJson = await multipart([
      { name: "credential", value: "" },
      { name: "file", value: "not a credential", file: "c.json" },
    ]);
    expect(notJson.statusCode).toBe(422);
    const refused = formState(notJson.body);
    expect(refused.issues[0]).toMatchObject({ path: "credential", code: "json" });
    expect(refused.values.credential).toBe("not a credential");

    const checked = await multipart([
      { name: "credential", value: "pasted text the file replaces" },
      { name: "file", value: JSON.stringify({ type: ["VerifiableCredential"] }), file: "c.json" },
    ]);
    expect(checked.statusCode).toBe(200);
    const verification = formState(checked.body).done.verification;
    expect(verification).toMatchObject({ verified: false, checks: [{ name: "format", ok: false }] });

    const empty = await multipart([
      { name: "credential", value: "" },
      { name: "file", value: "", file: "" },
    ]);
    expect(empty.statusCode).toBe(422);
    expect(formState(empty.body).issues[0]).toMatchObject({ path: "credential", code: "empty" });

    const broken = await ctx.app.inject({
      method: "POST",
      url: "/verify",
      headers: { "content-type": "multipart/form-data; boundary=nothing" },
      payload: "garbage without parts",
    });
    expect(broken.statusCode).toBe(422);
    expect(formState(broken.body).issues[0]).toMatchObject({ path: "credential", code: "json" });

    const huge = await multipart([{ name: "file", value: "x".repeat(300 * 1024), file: "c.json" }]);
    expect(huge.statusCode).toBe(413);
    expect(formState(huge.body).issues[0]).toMatchObject({ path: "credential", code: "tooLarge" });
  });
});
