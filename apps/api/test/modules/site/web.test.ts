// The web plugin (modules/site/routes.ts) against a stand-in build: template filling, escaping of the
// initial data, caching with invalidation on writes, staff shell, 404s, robots and sitemap,
// immutable precompressed assets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_ONLY_HEADERS } from "../../../src/modules/site/static-assets";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";
import { fakeWebDist } from "../../web-dist-fixture";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    { WEB_DIST: fakeWebDist(), PUBLIC_URL: "https://site.example/ignored-path" },
    { serveWeb: true },
  );
});

afterAll(async () => {
  await ctx?.close();
});

const renders = (html: string) => Number(html.match(/data-renders="(\d+)"/)?.[1]);

describe("web pages", () => {
  it("renders a public page with its head, content and escaped initial data", async () => {
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const evil = "</script><script>alert(1)</script>";
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: {
        firstName: "A",
        surName: "B",
        role: "C",
        email: "evil@example.org",
        phone: "0700000000",
        organizationName: evil,
        website: "https://evil.example",
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    const member = created.json() as { _id: string };
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/members/${member._id}/toggle-approval`,
      headers: auth,
      payload: { approved: true, version: 1 },
    });
    expect(approved.statusCode).toBe(200);

    const response = await ctx.app.inject({ method: "GET", url: "/", headers: { host: "attacker.invalid" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<title>Title /</title>");
    expect(html).toContain('<meta name="description" content="About &lt;/&gt;" />');
    // The site's own address comes from PUBLIC_URL, never from the Host header.
    expect(html).toContain('<link rel="canonical" href="https://site.example/" />');
    expect(html).toContain('<meta property="og:url" content="https://site.example/" />');
    expect(html).not.toContain("attacker.invalid");
    expect(html).toContain('<meta property="og:title" content="Title /" />');
    expect(html).not.toContain(evil);
    const json = html.match(/<script id="initial-data" type="application\/json">([^<]*)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    // Each read keyed by the API URL it was read from.
    const members = data["/api/v1/members/approved"].data;
    expect(members.map((m: { organizationName: string }) => m.organizationName)).toContain(evil);
    expect(data["/api/v1/reports/summary"].data.totals).toBeDefined();
    expect(Array.isArray(data["/api/v1/partners"].data)).toBe(true);
  });

  it("caches the rendered page briefly and re-renders after a write", async () => {
    const first = renders((await ctx.app.inject({ method: "GET", url: "/learning" })).body);
    const second = renders((await ctx.app.inject({ method: "GET", url: "/learning" })).body);
    expect(second).toBe(first);
    // A write that changes public data (an information request does not, and leaves the pages cached).
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const write = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/partners",
      headers: auth,
      payload: {
        organizationName: "New Partner",
        link: "https://partner.example",
        image: await storedImageUrl(ctx.database.db),
      },
    });
    expect(write.statusCode, write.body).toBeLessThan(300);
    const third = renders((await ctx.app.inject({ method: "GET", url: "/learning" })).body);
    expect(third).toBeGreaterThan(first);
  });

  it("gives staff routes the shell, unknown pages the rendered 404, unknown API paths JSON", async () => {
    const staff = await ctx.app.inject({ method: "GET", url: "/admin-stats" });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('<div id="root"></div>');
    expect(staff.body).toContain('<meta name="robots" content="noindex" />');
    expect(staff.body).not.toContain("initial-data");

    const missing = await ctx.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("text/html");
    expect(missing.body).toContain("Page not found");

    for (const url of ["/api/v1/nothing-here", "/assets/missing.js"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty("message");
    }
  });

  it("renders the 404 page once, whatever the unknown URL", async () => {
    const first = await ctx.app.inject({ method: "GET", url: `/nowhere-${Math.random()}` });
    const second = await ctx.app.inject({ method: "GET", url: `/elsewhere-${Math.random()}?x=1` });
    expect(second.statusCode).toBe(404);
    expect(renders(second.body)).toBe(renders(first.body));
  });

  it("does not render again for new query strings or Host headers", async () => {
    const first = renders((await ctx.app.inject({ method: "GET", url: "/contact" })).body);
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/contact?v=${Math.random()}`,
        headers: { host: `h${i}.example` },
      });
      expect(renders(res.body)).toBe(first);
    }
  });

  it("serves robots.txt and sitemap.xml", async () => {
    const robots = await ctx.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "attacker.invalid" },
    });
    expect(robots.body).toContain("Disallow: /admin-home");
    expect(robots.body).toContain("Disallow: /admin-partners");
    expect(robots.body).toContain("Sitemap: https://site.example/sitemap.xml");
    const sitemap = await ctx.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "attacker.invalid" },
    });
    expect(sitemap.headers["content-type"]).toContain("xml");
    expect(sitemap.body).toContain("<loc>https://site.example/learning</loc>");
    expect(sitemap.body).not.toContain("attacker.invalid");
    expect(sitemap.body).not.toContain("/admin-");
  });

  it("serves each public page in Kiswahili under /sw, with its language, canonical URL and alternates", async () => {
    const home = await ctx.app.inject({ method: "GET", url: "/sw", headers: { host: "attacker.invalid" } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="sw">');
    expect(home.body).toContain("<main");
    expect(home.body).toContain(">/sw ");
    expect(home.body).toContain('<link rel="canonical" href="https://site.example/sw" />');
    expect(home.body).toContain('<link rel="alternate" hreflang="en" href="https://site.example/" />');
    expect(home.body).toContain('<link rel="alternate" hreflang="sw" href="https://site.example/sw" />');
    expect(home.body).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/" />');
    expect(home.body).toContain('<meta property="og:locale" content="sw_KE" />');
    expect(home.body).not.toContain("attacker.invalid");

    const learning = await ctx.app.inject({ method: "GET", url: "/sw/learning" });
    expect(learning.statusCode).toBe(200);
    expect(learning.body).toContain(">/sw/learning ");
    expect(learning.body).toContain('<link rel="canonical" href="https://site.example/sw/learning" />');
    const english = await ctx.app.inject({ method: "GET", url: "/learning" });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(
      '<link rel="alternate" hreflang="sw" href="https://site.example/sw/learning" />',
    );

    const missing = await ctx.app.inject({ method: "GET", url: "/sw/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="sw">');
    // The English 404 page is rendered apart, in English.
    const englishMissing = await ctx.app.inject({ method: "GET", url: "/no-such-page" });
    expect(englishMissing.body).toContain('<html lang="en">');

    const sitemap = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.body).toContain("<loc>https://site.example/sw/learning</loc>");
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="sw" href="https://site.example/sw/learning"/>',
    );
  });

  it("serves hashed assets from memory, immutable and precompressed, 304 on a match; media cacheable", async () => {
    const asset = await ctx.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Headers only a document reads are not repeated on every script a phone downloads.
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    const again = await ctx.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js?utm=x",
      headers: { "accept-encoding": "gzip", "if-none-match": String(asset.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("console.log");
    const head = await ctx.app.inject({ method: "HEAD", url: "/assets/app-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    for (const url of ["/assets/missing-abc.js", "/assets/app-abc123.js.gz/x", "/assets/%2e%2e/index.html"]) {
      const missing = await ctx.app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(missing.statusCode, url).toBeLessThan(500);
    }
    const media = await ctx.app.inject({ method: "GET", url: "/media/hero-poster.webp" });
    expect(media.statusCode).toBe(200);
    expect(media.headers["cache-control"]).toContain("max-age=604800");
  });

  it("renders /impact with the summary of the period in its query, and drops a bad period", async () => {
    const initialData = (html: string) =>
      JSON.parse(
        html.match(/<script id="initial-data" type="application\/json">([^<]*)<\/script>/)?.[1] ?? "{}",
      );
    const all = await ctx.app.inject({ method: "GET", url: "/impact" });
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<link rel="canonical" href="https://site.example/impact" />');
    expect(all.body).toContain("<main data-renders");
    expect(all.body).toMatch(/<main[^>]*>\/impact /);
    expect(Object.keys(initialData(all.body))).toEqual(["/api/v1/reports/summary"]);
    expect(initialData(all.body)["/api/v1/reports/summary"].data.totals).toBeDefined();

    const filtered = await ctx.app.inject({ method: "GET", url: "/impact?quarter=Q2&year=2024&utm=x" });
    expect(filtered.statusCode).toBe(200);
    // The router renders the filtered address, so the filters show as chosen before any script runs.
    expect(filtered.body).toMatch(
      /<main[^>]*>\/impact\?year=2024&amp;quarter=Q2 |<main[^>]*>\/impact\?year=2024&quarter=Q2 /,
    );
    expect(filtered.body).toContain('<link rel="canonical" href="https://site.example/impact" />');
    const data = initialData(filtered.body);
    expect(data["/api/v1/reports/summary?quarter=Q2&year=2024"].data.totals).toBeDefined();
    expect(data["/api/v1/reports/summary"].data.allTime).toBeDefined();

    const bad = await ctx.app.inject({ method: "GET", url: "/impact?year=abc&quarter=Q9" });
    expect(bad.statusCode).toBe(200);
    expect(Object.keys(initialData(bad.body))).toEqual(["/api/v1/reports/summary"]);
    // The page is cached by its valid query only: a bad value is the page without it.
    expect(renders(bad.body)).toBe(renders(all.body));
  });

  it("renders an organisation's page with its name in the head, 301 from an old slug, 404 for an unknown one, all in the sitemap", async () => {
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const org = await createUserWithToken(ctx, { organizationName: "Kisumu <Code> Club" });
    const me = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/organizations/me", headers: org.auth })
    ).json();
    const report = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/reports",
        headers: org.auth,
        payload: { year: 2024, quarter: "Q1", metrics: { trained: 12 } },
      })
    ).json();
    const review = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/reports/${report._id}/review`,
      headers: auth,
      payload: { status: "approved", version: report.version },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(me.slug).toBe("kisumu-code-club");

    const page = await ctx.app.inject({ method: "GET", url: "/organisations/kisumu-code-club" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Kisumu &lt;Code&gt; Club | Kenya AI Skilling Alliance</title>");
    expect(page.body).toContain(
      '<link rel="canonical" href="https://site.example/organisations/kisumu-code-club" />',
    );
    expect(page.body).toContain(
      '<meta property="og:title" content="Kisumu &lt;Code&gt; Club | Kenya AI Skilling Alliance" />',
    );
    expect(page.body).toMatch(/<meta name="description" content="Kisumu &lt;Code&gt; Club, member of/);
    expect(page.body).toContain("Kisumu &lt;Code> Club</main>");
    expect(page.body).not.toContain("<Code>");

    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${me._id}`,
      headers: auth,
      payload: { name: "Kisumu Coders", createOrganization: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await ctx.app.inject({ method: "GET", url: "/organisations/kisumu-code-club" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/organisations/kisumu-coders");
    const moved = await ctx.app.inject({ method: "GET", url: "/organisations/kisumu-coders" });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain("Kisumu Coders</main>");

    const unknown = await ctx.app.inject({ method: "GET", url: "/organisations/nobody-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Page not found");

    const sitemap = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>https://site.example/impact</loc>");
    expect(sitemap).toContain("<loc>https://site.example/organisations/kisumu-coders</loc>");
    expect(sitemap).not.toContain("kisumu-code-club");
  });

  it("renders an organisation's page with a few of its published news, upcoming events, open jobs and insights, each time", async () => {
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const org = await createUserWithToken(ctx, { organizationName: "Nyeri Data Lab" });
    const other = await createUserWithToken(ctx, { organizationName: "Someone Else" });
    const image = await storedImageUrl(ctx.app.db);
    const inject = (method: "GET" | "POST" | "PATCH", url: string, headers = {}, payload?: object) =>
      ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const report = (
      await inject("POST", "/api/v1/reports", org.auth, {
        year: 2024,
        quarter: "Q1",
        metrics: { trained: 5 },
      })
    ).json();
    await inject("PATCH", `/api/v1/reports/${report._id}/review`, auth, {
      status: "approved",
      version: report.version,
    });
    /** Posted by the organisation's user, then approved by an admin unless `waiting`. */
    const post = async (type: string, payload: object, who = org.auth, waiting = false) => {
      const created = await inject("POST", `/api/v1/${type}`, who, payload);
      expect(created.statusCode, created.body).toBe(201);
      if (waiting) return;
      const approved = await inject("PATCH", `/api/v1/${type}/${created.json()._id}/toggle-approval`, auth, {
        approved: true,
        version: created.json().version,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    };
    const event = (title: string, start: string, end: string) => ({
      title,
      description: "Talks.",
      image,
      eventType: "in-person",
      startDate: start,
      endDate: end,
      city: "Nyeri",
    });
    const job = (title: string, closingDate: string) => ({
      title,
      about: "Work.",
      type: "internship",
      workMode: "onsite",
      location: "Nyeri",
      howToApply: "jobs@nyeri.example",
      closingDate,
    });
    for (const title of ["Lab news one", "Lab news two", "Lab news three", "Lab news four"]) {
      await post("news", { title, body: "Text.", image });
    }
    await post("news", { title: "Lab news waiting", body: "Text.", image }, org.auth, true);
    await post("news", { title: "Other news", body: "Text.", image }, other.auth);
    await post("events", event("Lab meetup", "2099-03-01T06:00:00Z", "2099-03-01T09:00:00Z"));
    await post("events", event("Lab past meetup", "2020-03-01T06:00:00Z", "2020-03-01T09:00:00Z"));
    await post("jobs", job("Lab open job", "2099-01-31"));
    await post("jobs", job("Lab closed job", "2020-01-31"));

    const page = await inject("GET", "/organisations/nyeri-data-lab");
    expect(page.statusCode).toBe(200);
    const script = page.body.match(/<script id="initial-data" type="application\/json">([^<]*)<\/script>/);
    const reads = JSON.parse(script?.[1] ?? "{}");
    const listOf = (kind: string) =>
      reads[
        `/api/v1/${kind}/approved?organization=nyeri-data-lab&page=1&pageSize=3${kind === "events" ? "&when=upcoming" : ""}`
      ];
    const titles = (kind: string) => listOf(kind).data.map((item: { title: string }) => item.title);
    // A few each, newest first; nothing waiting for review, nobody else's.
    expect(titles("news")).toEqual(["Lab news four", "Lab news three", "Lab news two"]);
    expect(listOf("news").total).toBe(4);
    // Upcoming events only, open jobs only.
    expect(titles("events")).toEqual(["Lab meetup"]);
    expect(titles("jobs")).toEqual(["Lab open job"]);
    expect(listOf("insights")).toEqual({ data: [], total: 0 });
    expect(page.body).not.toContain("Lab news waiting");
    expect(page.body).not.toContain("Other news");
    // Rendered each time: its events and jobs change with the time, not only with writes.
    const again = await inject("GET", "/organisations/nyeri-data-lab");
    expect(renders(again.body)).toBe(renders(page.body) + 1);
    expect(again.headers["x-cache"]).toBeUndefined();
    // The "All its ..." links: the public list narrowed to the organisation, server-rendered too.
    const list = await inject("GET", "/news?organization=nyeri-data-lab");
    expect(list.body).toContain("list:4/4");
    const unknown = await inject("GET", "/news?organization=nobody-here");
    expect(unknown.body).toContain("list:0/0");
  });

  it("renders event and job pages with their JSON-LD (escaped), a closed job still answering, and the lists with their filters", async () => {
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const image = await storedImageUrl(ctx.app.db);
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: "POST", url, headers: auth, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const event = await post("/api/v1/events", {
      title: "Bootcamp </script><script>alert(1)</script>",
      description: "Two days.\n\nhttps://lab.example",
      image,
      eventType: "hybrid",
      startDate: "2099-06-10T06:00:00Z",
      endDate: "2099-06-11T14:00:00Z",
      venue: "iHub",
      city: "Nairobi",
      onlineLink: "https://meet.example/x",
    });
    const closed = await post("/api/v1/jobs", {
      title: "Data Analyst",
      about: "Analyse data.",
      type: "internship",
      workMode: "remote",
      location: "Mombasa",
      howToApply: "jobs@lab.example",
      closingDate: "2020-01-31",
    });
    const open = await post("/api/v1/jobs", {
      title: "ML Engineer",
      about: "Ship models.",
      type: "full-time",
      workMode: "onsite",
      location: "Nairobi",
      howToApply: "https://lab.example/apply",
      closingDate: "2099-01-31",
    });

    const eventPage = await ctx.app.inject({ method: "GET", url: `/events/${event.slug}` });
    expect(eventPage.statusCode).toBe(200);
    const eventLd = eventPage.body.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
    expect(eventLd).toBeDefined();
    expect(eventPage.body).not.toContain("</script><script>alert(1)");
    expect(JSON.parse(eventLd ?? "{}")).toMatchObject({
      "@type": "Event",
      name: "Bootcamp </script><script>alert(1)</script>",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      url: `https://site.example/events/${event.slug}`,
    });
    expect(eventPage.body).toContain(
      `<link rel="canonical" href="https://site.example/events/${event.slug}" />`,
    );
    expect(eventPage.body).toContain(
      "<title>Bootcamp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Kenya AI Skilling Alliance</title>",
    );
    expect(eventPage.body).toContain(`<meta property="og:image" content="https://site.example${image}" />`);
    expect(eventPage.body).toContain('<meta name="description" content="Two days. https://lab.example" />');

    const jobPage = await ctx.app.inject({ method: "GET", url: `/jobs/${closed.slug}` });
    expect(jobPage.statusCode).toBe(200);
    expect(jobPage.body).toContain("item:Data Analyst (closed)");
    const jobLd = JSON.parse(
      jobPage.body.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? "{}",
    );
    expect(jobLd).toMatchObject({
      "@type": "JobPosting",
      title: "Data Analyst",
      employmentType: "INTERN",
      validThrough: "2020-01-31T23:59:59+03:00",
      jobLocationType: "TELECOMMUTE",
    });

    const unknown = await ctx.app.inject({ method: "GET", url: "/jobs/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Page not found");

    // Open jobs only, filtered through the URL; a bad filter value is dropped.
    const jobs = await ctx.app.inject({ method: "GET", url: "/jobs?type=full-time&workMode=bogus&utm=x" });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body).toMatch(/<main[^>]*>\/jobs\?type=full-time {2}list:1\/1<\/main>/);
    const data = JSON.parse(
      jobs.body.match(/<script id="initial-data" type="application\/json">([^<]*)<\/script>/)?.[1] ?? "{}",
    );
    const jobsRead = data["/api/v1/jobs/approved?page=1&pageSize=12&type=full-time"];
    expect(jobsRead.total).toBe(1);
    expect(jobsRead.data[0].slug).toBe(open.slug);

    const news = await ctx.app.inject({ method: "GET", url: "/news" });
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="News" href="https://site.example/news.atom" />',
    );
    const events = await ctx.app.inject({ method: "GET", url: "/events?month=2099-06" });
    expect(events.body).toContain(" list:1/1</main>");

    const sitemap = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>https://site.example/jobs</loc>");
    expect(sitemap).toContain(`<loc>https://site.example/events/${event.slug}</loc>`);
  });

  it("lists the revisions log and every release's page in the sitemap, in both languages", async () => {
    const { auth } = await createUserWithToken(ctx, { isAdmin: true });
    const published = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/releases",
      headers: auth,
      payload: { year: 2023, quarter: "Q1", note: "The first quarter" },
    });
    expect(published.statusCode, published.body).toBe(201);
    const sitemap = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>https://site.example/impact/revisions</loc>");
    expect(sitemap).toContain("<loc>https://site.example/impact/releases/2023-Q1</loc>");
    expect(sitemap).toContain("<loc>https://site.example/sw/impact/releases/2023-Q1</loc>");
  });
});
