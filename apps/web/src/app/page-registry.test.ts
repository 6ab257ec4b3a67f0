// The page registry (packages/shared/src/pages.ts) and the web app agree: every public page and
// staff screen has its code, the server can preload each public page's module, every public page
// with one address has its title, and search engines are sent only to pages meant for them.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  FIXED_PUBLIC_PAGE_KEYS,
  PAGES,
  PUBLIC_PAGE_KEYS,
  STAFF_PAGE_KEYS,
  STAFF_PATH_PREFIX,
} from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { staffNavFor } from "../components/staff/staff-layout";
import { pageMetaFor } from "./page-meta";
import { PUBLIC_PAGE_MODULES } from "./public-pages";
import { PUBLIC_ROUTES } from "./routes";
import { STAFF_PAGES } from "./staff-pages";

describe("the page registry and the web app", () => {
  it("gives every public page a route with its lazily loaded component", () => {
    expect(PUBLIC_ROUTES.map((route) => route.key)).toEqual(PUBLIC_PAGE_KEYS);
    for (const route of PUBLIC_ROUTES) {
      expect(route.path, route.key).toBe(PAGES[route.key].path);
      expect(typeof route.Page.preload, route.key).toBe("function");
    }
  });

  it("names, for every public page, a module of the client build that exists", () => {
    const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
    for (const key of PUBLIC_PAGE_KEYS) {
      const file = join(webRoot, PUBLIC_PAGE_MODULES[key]);
      expect(existsSync(file), `${key}: ${file}`).toBe(true);
    }
  });

  it("gives every staff screen a route with its code, title and navigation item", () => {
    expect(STAFF_PAGES.map((page) => page.key)).toEqual(STAFF_PAGE_KEYS);
    for (const page of STAFF_PAGES) {
      expect(page.path.startsWith(STAFF_PATH_PREFIX), page.key).toBe(true);
      expect(page.Page, page.key).toBeDefined();
      expect(page.title, page.key).not.toBe("");
    }
  });

  it("keeps public and staff addresses apart, each written once", () => {
    const all = Object.values(PAGES).map((page) => page.path);
    expect(new Set(all).size).toBe(all.length);
    for (const key of PUBLIC_PAGE_KEYS)
      expect(PAGES[key].path.startsWith(STAFF_PATH_PREFIX), key).toBe(false);
  });

  it("gives every public page with one address its title, description and noindex", () => {
    for (const key of FIXED_PUBLIC_PAGE_KEYS) {
      const meta = pageMetaFor(PAGES[key].path);
      expect(meta.path, key).toBe(PAGES[key].path);
      expect(Boolean(meta.noindex), key).toBe(PAGES[key].noindex);
    }
  });

  it("lists in the sitemap only public pages that search engines may index", () => {
    const inSitemap = Object.values(PAGES).filter((page) => "sitemap" in page && page.sitemap);
    expect(inSitemap.map((page) => page.path)).toEqual([
      "/",
      "/impact",
      "/impact/revisions",
      "/news",
      "/events",
      "/jobs",
      "/insights",
      "/verify",
      "/learning",
      "/membership",
      "/contact",
      "/follow",
    ]);
    for (const page of inSitemap) {
      expect(page.area).toBe("public");
      expect("noindex" in page && page.noindex).toBe(false);
    }
  });

  it("shows admins and organisation users their own staff navigation", () => {
    const labels = (isAdmin: boolean) => staffNavFor(isAdmin).map((item) => item.label);
    expect(labels(true)).toContain("Outbox");
    expect(labels(true)).not.toContain("My organisation");
    expect(labels(false)).toEqual([
      "Home",
      "Courses",
      "News",
      "Events",
      "Jobs",
      "Insights",
      "Statistics",
      "Certificates",
      "My organisation",
      "My account",
    ]);
  });
});
