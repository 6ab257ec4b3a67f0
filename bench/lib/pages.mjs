// Rows for the front end: first-load JavaScript of each public page and Lighthouse mobile scores.
import { LH_RUNS, PUBLIC_PAGES } from "./options.mjs";
import { note, row } from "./report.mjs";
import { fetchRaw, fmtInt, fmtKb } from "./util.mjs";
import { assetsOf, compressedSizes, lighthouseScores } from "./web.mjs";

export async function webSection(server, webDist) {
  for (const path of PUBLIC_PAGES) {
    const res = await fetchRaw(`${server.base}${path}`, {});
    if (res.status !== 200) {
      row(`First-load JavaScript ${path}`, "-", "built web", `not measured (HTTP ${res.status})`);
      continue;
    }
    const { scripts, styles } = assetsOf(res.buffer.toString());
    const js = compressedSizes(webDist, scripts);
    const css = compressedSizes(webDist, styles);
    const ok = js.gz <= 100 * 1024;
    row(
      `First-load JavaScript ${path}`,
      "-",
      "built web",
      `${fmtKb(js.gz)} gzip (${fmtKb(js.br)} brotli, ${fmtKb(js.raw)} raw, ${js.files} files)`,
      `${ok ? "within" : "OVER"} the 100 KB budget · CSS ${fmtKb(css.gz)} gzip${js.missing.length ? ` · missing: ${js.missing.join(" ")}` : ""}`,
    );
  }
}

export async function lighthouseSection(server, driver) {
  // The Kiswahili home page too (docs/decisions/0029-public-site-in-two-languages.md): SEO 100 with hreflang.
  const pages = ["/", "/sw", "/learning"];
  let results;
  try {
    results = await lighthouseScores(
      pages.map((p) => `${server.base}${p}`),
      { runs: LH_RUNS },
    );
  } catch (error) {
    row("Lighthouse mobile", driver, "demo seed", `failed: ${String(error.message ?? error).split("\n")[0]}`);
    return;
  }
  for (const page of pages) {
    const r = results[`${server.base}${page}`];
    if (r.runtimeError) {
      row(`Lighthouse mobile ${page}`, driver, "demo seed", `error: ${r.runtimeError}`);
      continue;
    }
    const good = r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    row(
      `Lighthouse mobile ${page}`,
      driver,
      "demo seed",
      `perf ${r.performance} · a11y ${r.accessibility} · best practices ${r.bestPractices} · SEO ${r.seo}`,
      `${good ? "meets" : "BELOW"} 95/100/100/100 · LCP ${fmtInt(r.lcpMs)} ms · TBT ${fmtInt(r.tbtMs)} ms · CLS ${r.cls?.toFixed(3)} · JS ${fmtKb(r.scriptTransfer)}`,
    );
    if (r.failing.length) note(`Lighthouse ${page}: audits below 1: ${r.failing.join(", ")}`);
  }
}
