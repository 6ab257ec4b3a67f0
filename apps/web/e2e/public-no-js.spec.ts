// The public site with JavaScript off, on a 390 px phone, in English and Kiswahili
// (docs/decisions/0039-works-on-a-cheap-phone.md): a membership application with a mistake then
// corrected and sent, an information request, a course search, a filtered news list, the impact
// page filtered to a quarter, sign-in and a password reset. Each lands in the database as with
// JavaScript, and nothing typed ever appears in an address the browser asks for.
import type { APIRequestContext, Page } from "@playwright/test";
import { registerUser, resetTokenFor } from "./account-links";
import { apiLogin, E2E_ADMIN, expect, test } from "./fixtures";
import { unique } from "./staff-helpers";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** Every address the page asks for, to check that none carries what was typed. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(decodeURIComponent(request.url())));
  return seen;
}

function expectNoneCarries(addresses: string[], secrets: string[]) {
  for (const address of addresses)
    for (const secret of secrets) expect(address, `${secret} in ${address}`).not.toContain(secret);
}

/** What the admin's API list answers for a search. */
async function adminList(request: APIRequestContext, path: string, q: string) {
  const { token } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const response = await request.get(`/api/v1/${path}?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Array<Record<string, unknown>>;
}

const WORDS = {
  en: {
    form: "Membership application",
    apply: "Apply for membership",
    firstName: "First name",
    surName: "Surname",
    role: "Role",
    email: "Email",
    phone: "Phone",
    organization: "Organization name",
    website: "Website",
    phoneError: /Phone must be a Kenyan number/,
    sent: "Submitted Successfully",
    reference: /Your reference: KAIA-M-/,
  },
  sw: {
    form: "Maombi ya uanachama",
    apply: "Omba uanachama",
    firstName: "Jina la kwanza",
    surName: "Jina la ukoo",
    role: "Wadhifa",
    email: "Barua pepe",
    phone: "Simu",
    organization: "Jina la shirika",
    website: "Tovuti",
    phoneError: /Andika namba ya simu ya Kenya/,
    sent: "Imetumwa",
    reference: /Namba yako ya kumbukumbu: KAIA-M-/,
  },
} as const;

for (const language of ["en", "sw"] as const) {
  const words = WORDS[language];
  const prefix = language === "sw" ? "/sw" : "";

  test(`a membership application with a mistake, then corrected and sent (${language})`, async ({ page }) => {
    const addresses = recordAddresses(page);
    const id = unique(`nojs-${language}`);
    const email = `amina-${id}@example.org`;
    await page.goto(`${prefix}/membership`);
    const form = page.getByRole("form", { name: words.form });
    await form.getByLabel(words.firstName).fill("Amina");
    await form.getByLabel(words.surName).fill("Wanjiru");
    await form.getByLabel(words.role).fill("Director");
    await form.getByLabel(words.email).fill(email);
    await form.getByLabel(words.phone).fill("12345");
    await form.getByLabel(words.organization).fill(`No-JS Org ${id}`);
    await form.getByLabel(words.website).fill("https://nojs.example");
    await form.getByRole("button", { name: words.apply }).click();

    // The server's answer: the message beside the phone, everything typed still there.
    await expect(page).toHaveURL(new RegExp(`${prefix}/membership$`));
    const again = page.getByRole("form", { name: words.form });
    await expect(again.getByText(words.phoneError)).toBeVisible();
    await expect(again.getByLabel(words.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel(words.email)).toHaveValue(email);
    await expect(again.getByLabel(words.firstName)).toHaveValue("Amina");

    await again.getByLabel(words.phone).fill("0712 345 678");
    await again.getByRole("button", { name: words.apply }).click();
    await expect(page.getByRole("heading", { name: words.sent })).toBeVisible();
    await expect(page.getByText(words.reference)).toBeVisible();

    const [member] = await adminList(page.request, "members", email);
    expect(member).toMatchObject({ email, approved: false });
    expectNoneCarries(addresses, [email, "Amina", "712 345", "12345"]);
  });
}

test("an information request", async ({ page }) => {
  const addresses = recordAddresses(page);
  const id = unique("nojs-request");
  const email = `juma-${id}@example.org`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request information" });
  await form.getByLabel("First name").fill("Juma");
  await form.getByLabel("Surname").fill("Otieno");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0711 000 000");
  await form.getByLabel("Organization name").fill(`Office ${id}`);
  await form.getByLabel("Message").fill("Please tell us about your courses.");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Submitted Successfully" })).toBeVisible();
  const [request] = await adminList(page.request, "requests", email);
  expect(request).toMatchObject({ email, reqStatus: false });
  expectNoneCarries(addresses, [email, "Juma", "0711"]);
});

test("a course search on /sw/learning", async ({ page }) => {
  const [course] = (await (await page.request.get("/api/v1/courses/approved")).json()) as Array<{
    title: string;
  }>;
  await page.goto("/sw/learning");
  await page.getByLabel("Tafuta kozi").fill(course!.title);
  await page.getByRole("button", { name: "Tafuta", exact: true }).click();
  await expect(page).toHaveURL(/\/sw\/learning\?q=/);
  const results = page.getByRole("region", { name: "Matokeo ya utafutaji" });
  await expect(results.getByRole("heading", { name: course!.title }).first()).toBeVisible();
});

test("a filtered news list", async ({ page }) => {
  await page.goto("/news");
  await page.getByLabel("Search").fill("zzzz-no-such-news");
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/\/news\?q=zzzz-no-such-news/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("zzzz-no-such-news");
});

test("the impact page filtered to a quarter, from /sw and from the home page", async ({ page }) => {
  await page.goto("/sw/impact");
  await page.getByRole("combobox", { name: "Robo mwaka" }).selectOption("Q2");
  await page.getByRole("button", { name: "Onyesha" }).click();
  await expect(page).toHaveURL(/\/sw\/impact\?year=&quarter=Q2$/);
  await expect(page.getByRole("combobox", { name: "Robo mwaka" })).toHaveValue("Q2");

  await page.goto("/");
  const impact = page.locator("#impact");
  await impact.getByRole("combobox", { name: "Quarter" }).selectOption("Q3");
  await impact.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/impact\?year=&quarter=Q3$/);
  await expect(page.getByRole("combobox", { name: "Quarter" })).toHaveValue("Q3");
});

test("sign-in: refused with the address kept, then the staff area with the session handed over", async ({
  page,
  context,
}) => {
  const addresses = recordAddresses(page);
  await page.goto("/sw/login");
  await page.getByLabel("Barua pepe").fill(E2E_ADMIN.email);
  await page.getByLabel("Nenosiri", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Ingia" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("Barua pepe")).toHaveValue(E2E_ADMIN.email);

  await page.getByLabel("Nenosiri", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Ingia" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "signin");
  expect(JSON.parse(decodeURIComponent(cookie!.value)).token).toBeTruthy();
  expectNoneCarries(addresses, [E2E_ADMIN.email, E2E_ADMIN.password, "not-the-password"]);
});

test("a password reset", async ({ page }) => {
  const addresses = recordAddresses(page);
  const email = `${unique("nojs-reset")}@example.org`;
  await registerUser(page.request, email, "No JS");

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");

  const token = await resetTokenFor(email);
  await page.goto(`/set-password?token=${token}`);
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByLabel("Repeat the new password").fill("Something-else-entirely-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByLabel("Repeat the new password").fill("Brand-new-long-password-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set");

  const signIn = await page.request.post("/api/v1/users/login", {
    data: { email, password: "Brand-new-long-password-2" },
  });
  expect(signIn.ok()).toBeTruthy();
  expectNoneCarries(addresses, [email, "Brand-new-long-password-2"]);
});
