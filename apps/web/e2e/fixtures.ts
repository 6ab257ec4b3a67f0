// Shared helpers for the end-to-end tests: accessibility scans and signing in through the API.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export { expectNoAxeViolations, waitForSettledPage } from "./axe";
export { E2E_ADMIN };

/** Signs in through the API and returns the stored-user object the app keeps under `user`. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/v1/users/login", { data: { email, password } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { token: string; email: string; isAdmin: boolean };
}

/** Puts a signed-in user into browser storage before the app loads, as the login page would. */
export async function signInAs(page: Page, email: string, password: string) {
  const user = await apiLogin(page.request, email, password);
  await page.addInitScript((stored) => {
    window.localStorage.setItem("user", JSON.stringify(stored));
  }, user);
  return user;
}

/** Creates an organisation user through the admin API and returns its credentials. */
export async function createOrgUser(request: APIRequestContext, suffix: string) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const password = `Org-user-pass-${suffix}`;
  const email = `org-${suffix}-${Date.now()}@example.org`;
  const organizationName = `Org ${suffix} ${Date.now()}`;
  const response = await request.post("/api/v1/users/register", {
    headers: { authorization: `Bearer ${admin.token}` },
    // A new organisation on purpose: names of parallel tests differ by a character or two.
    data: {
      username: `org${suffix}`,
      email,
      phone: "0711000000",
      organizationName,
      password,
      createOrganization: true,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password, organizationName };
}
