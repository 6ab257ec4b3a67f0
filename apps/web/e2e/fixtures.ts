// What the end-to-end tests share: Playwright's `test`, extended with fixtures that clean up after
// themselves, accessibility scans, and signing in through the API. A spec that makes users or
// organisations imports `test` (and `expect`) from here, not from "@playwright/test":
// - `adminApi`: an API request context signed in as the e2e admin (bearer token on every call);
// - `adminPage`: `page` with the admin signed in, as the login page would leave it (the worker's
//   one admin session, `sharedAdminSession`, which `adminApi` uses too);
// - `orgUsers`: makes organisation users, each with a new organisation of its own, through the
//   admin API (`create`, or `signIn` to also sign one in on a page; `create` takes any field of
//   the registration, e.g. to join an organisation). After the test each user is deleted, newest
//   first, then the organisation it created. The API keeps an organisation that records the test
//   made still belong to (reports, member records, courses: 409), as it would for anyone; the
//   user, who holds the credentials, is always gone;
// - `orgUser`: one such user, made for the test;
// - `workerOrgUsers`: the same as `orgUsers` for `test.beforeAll`, cleaned up when the worker ends.
// Names are made unique per call (a suffix and the time), so tests can run in parallel on one server.
// Every `page` also notes what went wrong on it (API answers of 400 and above, failed requests,
// uncaught errors) and, when the test fails, attaches those notes and the toasts on screen to the
// failure, which the report prints: a CI log then says what the user saw, where the screenshot
// cannot be opened.

import type { PublicPageKey } from "@alliance/shared";
import {
  type APIRequest,
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request,
} from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../playwright.config";
import { publicAddresses } from "./public-addresses";

export { expectNoAxeViolations, waitForSettledPage } from "./axe";
export { E2E_ADMIN, expect };

/** What the app keeps under `user` in browser storage once signed in. */
export interface StoredUser {
  token: string;
  email: string;
  isAdmin: boolean;
}

/** Signs in through the API and returns the stored-user object the app keeps under `user`. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/v1/users/login", { data: { email, password } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as StoredUser;
}

/** Puts a signed-in user into browser storage before the app loads, as the login page would. */
export async function storeSignedIn(page: Page, user: StoredUser) {
  await page.addInitScript((stored) => {
    window.localStorage.setItem("user", JSON.stringify(stored));
  }, user);
  return user;
}

/** Signs in through the API as a new session and stores it in `page`, as the login page would. */
export async function signInAs(page: Page, email: string, password: string) {
  return storeSignedIn(page, await apiLogin(page.request, email, password));
}

let adminSession: Promise<StoredUser> | undefined;

/**
 * The e2e admin's session, signed in once per worker and shared by its tests (each sign-in costs
 * the server a password hash). A test that signs the admin out signs in on its own (`signInAs`),
 * so that it ends only its own session.
 */
export function sharedAdminSession(): Promise<StoredUser> {
  adminSession ??= (async () => {
    const context = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    try {
      return await apiLogin(context, E2E_ADMIN.email, E2E_ADMIN.password);
    } finally {
      await context.dispose();
    }
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

export interface OrgUser {
  id: string;
  email: string;
  password: string;
  organizationName: string;
  organizationId: string | null;
}

/** What registering a user sends; `create` makes each field unique from its suffix unless given. */
export interface OrgUserFields {
  username: string;
  email: string;
  phone: string;
  organizationName: string;
  password: string;
  /** False: join the organisation of that name (or the API's near-match rule applies). */
  createOrganization: boolean;
}

export interface OrgUsers {
  /**
   * A new organisation user, by default with a new organisation of its own; deleted after the
   * test, then its organisation.
   */
  create(suffix: string, fields?: Partial<OrgUserFields>): Promise<OrgUser>;
  /** `create`, then signed in on `page` as the login page would; with the user's token. */
  signIn(page: Page, suffix: string): Promise<OrgUser & { token: string }>;
}

/** An API context with the admin's bearer token on every call; dispose of it when done. */
async function adminContext(api: APIRequest): Promise<APIRequestContext> {
  const { token } = await sharedAdminSession();
  return api.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
}

/** Makes organisation users through `admin` and deletes them (and their organisations) on `cleanUp`. */
function orgUserFactory(admin: APIRequestContext) {
  /** Users made, with the organisation each created (null: none, or one it joined). */
  const made: Array<{ id: string; createdOrganizationId: string | null }> = [];
  const create: OrgUsers["create"] = async (suffix, fields = {}) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const data: OrgUserFields = {
      username: `org${suffix}`,
      email: `org-${suffix}-${stamp}@example.org`,
      phone: "0711000000",
      // A new organisation on purpose: names of parallel tests differ by a character or two.
      organizationName: `Org ${suffix} ${stamp}`,
      password: `Org-user-pass-${suffix}`,
      createOrganization: true,
      ...fields,
    };
    const response = await admin.post("/api/v1/users/register", { data });
    expect(response.status(), await response.text()).toBe(201);
    const answer = (await response.json()) as { _id: string; organizationId?: string | null };
    const { email, password, organizationName } = data;
    const organizationId = answer.organizationId ?? null;
    made.push({ id: answer._id, createdOrganizationId: data.createOrganization ? organizationId : null });
    return { id: answer._id, email, password, organizationName, organizationId };
  };
  const signIn: OrgUsers["signIn"] = async (page, suffix) => {
    const orgUser = await create(suffix);
    const stored = await signInAs(page, orgUser.email, orgUser.password);
    return { ...orgUser, token: stored.token };
  };
  const cleanUp = async () => {
    for (const user of made.splice(0).reverse()) {
      // 404: the test deleted it itself.
      expect([200, 404]).toContain((await admin.delete(`/api/v1/users/${user.id}`)).status());
      // Only an organisation it made: one it joined may be another test's, or the seed's.
      if (!user.createdOrganizationId) continue;
      const organisation = await admin.delete(`/api/v1/organizations/${user.createdOrganizationId}`);
      // 409: records the test made (courses, reports, news...) still belong to it.
      expect([200, 404, 409]).toContain(organisation.status());
    }
  };
  return { orgUsers: { create, signIn }, cleanUp };
}

/**
 * @deprecated Makes a user and an organisation that nothing deletes: use the `orgUsers` fixture.
 * Kept only until specs written on other branches move to it.
 */
export async function createOrgUser(request: APIRequestContext, suffix: string) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const password = `Org-user-pass-${suffix}`;
  const email = `org-${suffix}-${Date.now()}@example.org`;
  const organizationName = `Org ${suffix} ${Date.now()}`;
  const response = await request.post("/api/v1/users/register", {
    headers: { authorization: `Bearer ${admin.token}` },
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

interface TestFixtures {
  adminApi: APIRequestContext;
  adminPage: Page;
  orgUsers: OrgUsers;
  orgUser: OrgUser;
}

interface WorkerFixtures {
  workerOrgUsers: OrgUsers;
  /** An address of every public page of the registry (public-addresses.ts), found once per worker. */
  publicAddresses: Record<PublicPageKey, string>;
}

/** The last notes kept per page: the ones near the failure. */
const NOTES_KEPT = 20;

/**
 * `E2E_SLOW_SCRIPTS=1500` holds every script of the site back that many milliseconds: a slow
 * phone's hydration, on purpose. A test that acts on a page before its script has come fails
 * under it at once instead of now and then on a loaded machine (a probe; not part of `npm test`).
 */
const SLOW_SCRIPTS_MS = Number(process.env.E2E_SLOW_SCRIPTS ?? 0);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use, testInfo) => {
    const notes: string[] = [];
    const started = Date.now();
    const note = (text: string) => {
      notes.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${text}`);
      if (notes.length > NOTES_KEPT) notes.shift();
    };
    const pathOf = (url: string) => {
      const parsed = new URL(url);
      return parsed.pathname + parsed.search;
    };
    page.on("response", (response) => {
      if (response.status() >= 400 && pathOf(response.url()).startsWith("/api/"))
        note(`${response.request().method()} ${pathOf(response.url())} answered ${response.status()}`);
    });
    page.on("requestfailed", (failed) =>
      note(`${failed.method()} ${pathOf(failed.url())} failed: ${failed.failure()?.errorText ?? "?"}`),
    );
    page.on("pageerror", (error) => note(`uncaught: ${error.message}`));
    if (SLOW_SCRIPTS_MS > 0)
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPTS_MS));
        await route.fallback();
      });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const toasts = await page
      .locator(".Toastify")
      .allInnerTexts()
      .catch(() => []);
    const shown = toasts.join(" | ").replace(/\s+/g, " ").trim();
    const body = [
      `at ${page.url()}`,
      `toasts on screen: ${shown || "none"}`,
      ...(notes.length > 0 ? notes : ["no failed requests or uncaught errors"]),
    ].join("\n");
    await testInfo.attach("what the page saw", { body, contentType: "text/plain" });
  },
  adminApi: async ({ playwright }, use) => {
    const admin = await adminContext(playwright.request);
    await use(admin);
    await admin.dispose();
  },
  adminPage: async ({ page }, use) => {
    await storeSignedIn(page, await sharedAdminSession());
    await use(page);
  },
  orgUsers: async ({ adminApi }, use) => {
    const { orgUsers, cleanUp } = orgUserFactory(adminApi);
    await use(orgUsers);
    await cleanUp();
  },
  orgUser: async ({ orgUsers }, use, testInfo) => {
    await use(await orgUsers.create(`t${testInfo.workerIndex}`));
  },
  workerOrgUsers: [
    async ({ playwright }, use) => {
      const admin = await adminContext(playwright.request);
      const { orgUsers, cleanUp } = orgUserFactory(admin);
      await use(orgUsers);
      await cleanUp();
      await admin.dispose();
    },
    { scope: "worker" },
  ],
  publicAddresses: [
    async ({ playwright }, use) => {
      const admin = await adminContext(playwright.request);
      await use(await publicAddresses(admin));
      await admin.dispose();
    },
    { scope: "worker" },
  ],
});
