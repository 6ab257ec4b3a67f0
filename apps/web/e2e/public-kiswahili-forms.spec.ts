// The public site in Kiswahili (docs/decisions/0029-public-site-in-two-languages.md), walked as a
// visitor who reads Kiswahili: a course search on /sw/learning, a membership application with a
// mistake shown in Kiswahili and then sent, an information request, and a password reset from
// /sw/forgot-password with the link read from the SMTP sink. Desktop and phone widths, axe on each.
import type { Locator, Page } from "@playwright/test";
import { registerUser, resetTokenFor } from "./account-links";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { unique } from "./staff-helpers";

// Each walk scans several pages with axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** No English sentence of the page left on screen (staff-entered course texts aside). */
async function expectKiswahiliPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
}

test("a course search on /sw/learning", async ({ page }) => {
  await page.goto("/sw/learning");
  await expectKiswahiliPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kujifunza Akili Bandia (AI)" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sehemu za kozi" });
  await expect(sections.getByRole("link", { name: "Kozi teule" })).toHaveAttribute("aria-current", "true");
  const roles = page.getByRole("tablist", { name: "Kazi" });
  await expect(roles.getByRole("tab")).toHaveText([
    "Kila mtu",
    "Elimu",
    "Mashirika yasiyo ya faida",
    "Sekta ya umma",
    "Wataalamu wa biashara",
  ]);

  const search = page.getByLabel("Tafuta kozi");
  await expect(search).toHaveAttribute("placeholder", "Tafuta kozi...");
  await search.fill("zzzz-hakuna-kozi-kama-hii");
  await expect(page.getByRole("heading", { level: 2, name: "Matokeo ya utafutaji" })).toBeVisible();
  await expect(page.getByText("Hakuna kozi inayolingana na utafutaji wako.")).toBeVisible();

  // A real search finds a demo course: its card says who offers it in Kiswahili.
  const firstTitle = await page.request
    .get("/api/v1/courses/approved")
    .then((response) => response.json() as Promise<Array<{ title: string }>>)
    .then((courses) => courses[0]?.title ?? "");
  await search.fill(firstTitle);
  const results = page.getByRole("region", { name: "Matokeo ya utafutaji" });
  await expect(results.getByRole("heading", { name: firstTitle }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A public form, by its title (the page's contact details also name a phone and an e-mail). */
const formNamed = (page: Page, name: string) => page.getByRole("form", { name });

async function fillApplication(form: Locator, id: string) {
  await form.getByLabel("Jina la kwanza").fill("Amina");
  await form.getByLabel("Jina la ukoo").fill("Mwangi");
  await form.getByLabel("Wadhifa").fill("Mkurugenzi");
  await form.getByLabel("Barua pepe").fill(`amina-${id}@example.org`);
  await form.getByLabel("Simu").fill("0712 345 678");
  await form.getByLabel("Jina la shirika").fill(`Shirika la E2E ${id}`);
  await form.getByLabel("Tovuti").fill("https://shirika.example");
}

test("a membership application with a mistake shown in Kiswahili, then sent", async ({ page }) => {
  await page.goto("/sw/membership");
  await expectKiswahiliPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kuwa mwanachama" })).toBeVisible();
  await expect(page.getByText(/Uanachama ni bure/)).toBeVisible();

  const form = formNamed(page, "Maombi ya uanachama");
  const apply = form.getByRole("button", { name: "Omba uanachama" });
  await apply.click();
  const first = form.getByLabel("Jina la kwanza");
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  await expect(page.getByText("Jina la kwanza: sehemu hii inahitajika.")).toBeVisible();

  const id = unique("sw");
  await fillApplication(form, id);
  await form.getByLabel("Simu").fill("12345");
  await apply.click();
  await expect(page.getByText(/Andika namba ya simu ya Kenya/)).toBeVisible();
  await expectNoAxeViolations(page);

  let sent: Record<string, unknown> | undefined;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/members"))
      sent = request.postDataJSON() as Record<string, unknown>;
  });
  await form.getByLabel("Simu").fill("0712 345 678");
  await apply.click();
  await expect(page.getByRole("heading", { name: "Imetumwa" })).toBeVisible();
  await expect(page.getByText(/Namba yako ya kumbukumbu: KAIA-M-/)).toBeVisible();
  expect(sent?.email).toBe(`amina-${id}@example.org`);
  expect(sent?.language).toBe("sw");
  await expectNoAxeViolations(page);
});

test("an information request from /sw/contact", async ({ page }) => {
  await page.goto("/sw/contact");
  await expectKiswahiliPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Wasiliana nasi" })).toBeVisible();
  const form = formNamed(page, "Omba taarifa");
  const send = form.getByRole("button", { name: "Tuma ombi" });
  await send.click();
  await expect(page.getByText("Ujumbe: sehemu hii inahitajika.")).toBeVisible();

  const id = unique("ombi");
  await form.getByLabel("Jina la kwanza").fill("Juma");
  await form.getByLabel("Jina la ukoo").fill("Otieno");
  await form.getByLabel("Barua pepe").fill(`juma-${id}@example.org`);
  await form.getByLabel("Simu").fill("0711 000 000");
  await form.getByLabel("Jina la shirika").fill(`Shirika ${id}`);
  await form.getByLabel("Ujumbe").fill("Tafadhali tueleze zaidi kuhusu kozi zenu za akili bandia.");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/requests"),
  );
  await send.click();
  expect((await posted).postDataJSON()).toMatchObject({ language: "sw", email: `juma-${id}@example.org` });
  await expect(page.getByRole("heading", { name: "Imetumwa" })).toBeVisible();
  await expect(page.getByText(/atawasiliana nawe hivi karibuni/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a password reset from /sw/forgot-password", async ({ page }) => {
  const email = `${unique("weka")}@example.org`;
  await registerUser(page.request, email, "Mtumiaji");

  await page.goto("/sw/login");
  await expectKiswahiliPage(page);
  await page.getByRole("link", { name: "Umesahau nenosiri lako?" }).click();
  await expect(page).toHaveURL(/\/sw\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Umesahau nenosiri lako?" })).toBeVisible();
  await page.getByRole("button", { name: "Nitumie kiungo" }).click();
  await expect(page.getByText("Andika barua pepe yako.")).toBeVisible();
  await page.getByLabel("Barua pepe").fill(email);
  await page.getByRole("button", { name: "Nitumie kiungo" }).click();
  await expect(page.getByRole("status")).toContainText("Ikiwa kuna akaunti inayotumia anwani hii");
  await expectNoAxeViolations(page);

  const token = await resetTokenFor(email);
  await page.goto(`/sw/set-password?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Chagua nenosiri lako" })).toBeVisible();
  await page.getByLabel("Nenosiri jipya", { exact: true }).fill("short");
  await page.getByLabel("Rudia nenosiri jipya").fill("different");
  await page.getByRole("button", { name: "Weka nenosiri" }).click();
  await expect(page.getByText("Nenosiri liwe na angalau herufi 8.")).toBeVisible();
  await expect(page.getByText("Manenosiri hayo mawili hayafanani.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Nenosiri jipya", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByLabel("Rudia nenosiri jipya").fill("Brand-new-long-password-2");
  await page.getByRole("button", { name: "Weka nenosiri" }).click();
  await expect(page.getByRole("status")).toContainText("Nenosiri lako limewekwa");

  // The same link does not work twice, and says so in Kiswahili.
  await page.goto(`/sw/set-password?token=${token}`);
  await page.getByLabel("Nenosiri jipya", { exact: true }).fill("Third-long-password-3");
  await page.getByLabel("Rudia nenosiri jipya").fill("Third-long-password-3");
  await page.getByRole("button", { name: "Weka nenosiri" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Kiungo hiki hakifanyi kazi tena" })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Rudi kwenye ukurasa wa kuingia" }).click();
  await expect(page).toHaveURL(/\/sw\/login$/);
  await page.getByLabel("Barua pepe").fill(email);
  await page.getByLabel("Nenosiri", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByRole("button", { name: "Ingia", exact: true }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
});
