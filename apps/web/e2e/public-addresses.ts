// An address of every public page of the page registry (packages/shared/src/pages.ts), for the
// walks that must cover them all: a page's own address, or, for a page of a record (an
// organisation, a news item, an event, a job, an insight), the address of one published record,
// made through the admin API when the demo data has none. A page added to the registry without a
// way here to find its address is a type error.
import {
  CONTENT_KINDS,
  CONTENT_PAGES,
  type ContentKind,
  FIXED_PUBLIC_PAGE_KEYS,
  PAGES,
  PUBLIC_PAGE_KEYS,
  type PublicPageKey,
  pagePath,
  REPORT_FIRST_YEAR,
} from "@alliance/shared";
import { type APIRequestContext, expect } from "@playwright/test";

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** A small published record of each kind, when none is there. */
const SAMPLE: Record<ContentKind, (image: string) => object> = {
  news: (image) => ({ title: "Walk news", body: "Body.", image }),
  events: (image) => ({
    title: "Walk event",
    description: "Description.",
    image,
    eventType: "online",
    startDate: "2099-03-31T09:00:00+03:00",
    endDate: "2099-03-31T17:00:00+03:00",
    onlineLink: "https://lab.example/meet",
  }),
  jobs: () => ({
    title: "Walk job",
    about: "About.",
    type: "internship",
    workMode: "remote",
    location: "Nairobi",
    howToApply: "https://lab.example/apply",
    closingDate: "2099-03-31",
  }),
  insights: (image) => ({
    title: "Walk insight",
    image,
    dateOfInsight: "2026-03-31",
    summary: "Summary.",
    methodology: "Method.",
    link: "https://lab.example/report.pdf",
  }),
};

/** The slug of a published record of `kind`, made (as the admin `admin` context) when there is none. */
async function publishedSlug(admin: APIRequestContext, kind: ContentKind, image: () => Promise<string>) {
  const [first] = (await (await admin.get(`/api/v1/${kind}/approved?pageSize=1`)).json()) as Array<{
    slug: string;
  }>;
  if (first) return first.slug;
  // The admin's own records are published at once.
  const created = await admin.post(`/api/v1/${kind}`, { data: SAMPLE[kind](await image()) });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

/**
 * The newest release's id; when there is none, the oldest quarter is published (the browser
 * tests keep releases to it: its reports then need a public reason, see releases.spec.ts).
 */
async function releaseId(admin: APIRequestContext): Promise<string> {
  const [newest] = (await (await admin.get("/api/v1/open-data/releases")).json()) as Array<{ id: string }>;
  if (newest) return newest.id;
  const published = await admin.post("/api/v1/releases", {
    data: { year: REPORT_FIRST_YEAR, quarter: "Q1", note: "The page walk's release" },
  });
  // Another worker may have published it meanwhile.
  if (published.status() === 409) {
    const [first] = (await (await admin.get("/api/v1/open-data/releases")).json()) as Array<{ id: string }>;
    return first!.id;
  }
  expect(published.status(), await published.text()).toBe(201);
  return ((await published.json()) as { id: string }).id;
}

/** Every public page's address, in English; `admin` is an API context signed in as the admin. */
export async function publicAddresses(admin: APIRequestContext): Promise<Record<PublicPageKey, string>> {
  let uploaded: Promise<string> | undefined;
  const image = () => {
    uploaded ??= admin
      .post("/api/v1/uploads", {
        multipart: {
          file: { name: "walk.png", mimeType: "image/png", buffer: Buffer.from(ONE_PIXEL_PNG, "base64") },
        },
      })
      .then(async (response) => ((await response.json()) as { url: string }).url);
    return uploaded;
  };
  const [organisation] = (await (
    await admin.get("/api/v1/public/organizations?pageSize=1")
  ).json()) as Array<{
    slug: string;
  }>;
  expect(organisation, "the demo data has a public organisation").toBeDefined();
  const addresses: Partial<Record<PublicPageKey, string>> = {
    organisation: pagePath("organisation", { slug: organisation!.slug }),
  };
  // The demo's certificates (docs/decisions/0041-open-badges-credentials.md).
  const [credential] = (await (await admin.get("/api/v1/credentials?pageSize=1")).json()) as Array<{
    id: string;
  }>;
  expect(credential, "the demo data has a certificate").toBeDefined();
  addresses.credential = pagePath("credential", { id: credential!.id });
  addresses.release = pagePath("release", { id: await releaseId(admin) });
  for (const kind of CONTENT_KINDS) {
    const slug = await publishedSlug(admin, kind, image);
    addresses[CONTENT_PAGES[kind].item] = pagePath(CONTENT_PAGES[kind].item, { slug });
  }
  for (const key of FIXED_PUBLIC_PAGE_KEYS) addresses[key] = PAGES[key].path;
  const missing = PUBLIC_PAGE_KEYS.filter((key) => !addresses[key]);
  expect(missing, "public pages without an address to walk").toEqual([]);
  return addresses as Record<PublicPageKey, string>;
}
