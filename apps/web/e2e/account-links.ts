// What the password-reset walks share: a user made through the admin API, and the token of the
// newest reset link e-mailed to an address (read from the SMTP sink's files).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "../playwright.config";
import { apiLogin, E2E_ADMIN } from "./fixtures";
import { unique } from "./staff-helpers";

/** A new user with a new organisation, made by the admin; its password is "Old-long-password-1". */
export async function registerUser(request: APIRequestContext, email: string, username: string) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await request.post("/api/v1/users/register", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      username,
      email,
      phone: "0711000000",
      organizationName: unique(`${username} org `),
      password: "Old-long-password-1",
      createOrganization: true,
    },
  });
  expect(created.status()).toBe(201);
}

/** The token of the newest reset link e-mailed to `email`, waiting for it to arrive. */
export async function resetTokenFor(email: string): Promise<string> {
  let token = "";
  await expect
    .poll(
      () => {
        for (const file of readdirSync(E2E_MAIL_DIR).sort().reverse()) {
          const raw = readFileSync(join(E2E_MAIL_DIR, file), "utf8");
          if (!raw.startsWith(`X-Envelope-To: ${email}`)) continue;
          const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          const match = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text);
          if (match) {
            token = match[1]!;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail with a link to ${email}` },
    )
    .toBe(true);
  return token;
}
