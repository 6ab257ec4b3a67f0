// The lighter public pages (lib/lighter-page.ts): Save-Data or the footer's cookie gets a page
// without its scripts, preloads and initial data; the public cache keeps both variants apart
// (its fast path included) and says so (Vary); the footer's choice is a POST that comes back.
import { PAGE_STATE_KEYS } from "@alliance/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers";
import { FIXED_PAGES_LOADER, fakeDist } from "./fake-dist";

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" crossorigin src="/assets/app-abc123.js"></script></body></html>`;
const ENTRY = `${FIXED_PAGES_LOADER}
export const PUBLIC_PAGE_MODULES = { home: "src/pages/public/home.tsx" };
export function pageMetaFor(path) { return { path, title: "Title " + path, description: "About" }; }
export async function render(url, data) { return { html: "<main>" + url + (data["${PAGE_STATE_KEYS.lighter}"] ? " lighter" : " full") + '<img src="/deco.webp" alt=""><img src="/logo.png" alt="Acme"></main>' }; }
`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { WEB_DIST: fakeDist(TEMPLATE, ENTRY, { "src/pages/public/home.tsx": { file: "assets/home-1.js" } }) },
    { serveWeb: true },
  );
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers });

const SCRIPT = /<script type="module"/;

describe("lighter pages", () => {
  it("answers Save-Data: on without scripts, preloads or initial data, and the cache keeps both variants", async () => {
    for (let round = 0; round < 2; round++) {
      const full = await get("/");
      expect(full.body).toMatch(SCRIPT);
      expect(full.body).toContain('rel="modulepreload"');
      expect(full.body).toContain("/ full");
      expect(full.headers.vary).toBe("Accept-Encoding, Save-Data, Cookie");

      const light = await get("/", { "save-data": "on" });
      expect(light.body).not.toMatch(SCRIPT);
      expect(light.body).not.toContain("modulepreload");
      expect(light.body).not.toContain('id="initial-data"');
      expect(light.body).toContain('rel="stylesheet"');
      expect(light.body).toContain("/ lighter");
      // Decoration left out, a picture that says something replaced by its words.
      expect(light.body).not.toContain("<img");
      expect(light.body).toContain("<span>Acme</span>");
      expect(full.body).toContain('<img src="/logo.png" alt="Acme">');
      expect(light.headers.vary).toBe("Accept-Encoding, Save-Data, Cookie");
      // The second round is answered from the cache: each kind of request its own variant.
      if (round === 1) {
        expect(full.headers["x-cache"]).toBe("HIT");
        expect(light.headers["x-cache"]).toBe("HIT");
      }
    }
  });

  it("serves the lighter page to the footer's cookie, in Kiswahili and for the 404 page too", async () => {
    const sw = await get("/sw/learning", { cookie: "other=1; lighter=1" });
    expect(sw.body).not.toMatch(SCRIPT);
    expect(sw.body).toContain("/sw/learning lighter");
    expect((await get("/sw/learning")).body).toMatch(SCRIPT);
    const missing = await get("/no-such-page", { cookie: "lighter=1" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toMatch(SCRIPT);
    expect((await get("/no-such-page")).body).toMatch(SCRIPT);
  });

  it("remembers the footer's choice and goes back to the page, never to another site", async () => {
    const post = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/lighter-page",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const on = await post({ back: "/sw/impact?quarter=Q2", lighter: "1" });
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe("/sw/impact?quarter=Q2");
    expect(String(on.headers["set-cookie"])).toMatch(/^lighter=1; Path=\/; Max-Age=31536000/);
    const off = await post({ back: "//evil.example/", lighter: "0" });
    expect(off.headers.location).toBe("/");
    expect(String(off.headers["set-cookie"])).toMatch(/^lighter=; Path=\/; Max-Age=0/);
  });
});
