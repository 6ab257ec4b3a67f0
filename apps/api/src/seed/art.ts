// Generated artwork for the demo content: SVG drawn in code, rasterised by sharp and stored as
// WebP like any upload. No third-party images or logos are shipped.
import sharp from "sharp";
import { type ProcessedImage, processImage } from "../modules/uploads/images";

const PALETTES = [
  ["#0b6e4f", "#08a045", "#f2c14e"],
  ["#1d3557", "#457b9d", "#f1faee"],
  ["#7b2cbf", "#c77dff", "#ffd6ff"],
  ["#9b2226", "#ee9b00", "#e9d8a6"],
  ["#005f73", "#0a9396", "#94d2bd"],
  ["#283618", "#606c38", "#fefae0"],
  ["#3a0ca3", "#4361ee", "#4cc9f0"],
  ["#bc4749", "#f2e8cf", "#386641"],
] as const;

/** A small deterministic pseudo-random generator, so the same seed text draws the same art. */
function rng(seedText: string) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** A 1200x675 course banner: gradient, circuit-like nodes and links, and soft circles. */
export function courseSvg(key: string, paletteIndex: number): string {
  const [a, b, c] = PALETTES[paletteIndex % PALETTES.length]!;
  const rand = rng(key);
  const nodes = Array.from({ length: 14 }, () => ({ x: 80 + rand() * 1040, y: 60 + rand() * 555 }));
  const links = nodes
    .slice(1)
    .map((node, i) => {
      const prev = nodes[i]!;
      return `<path d="M${prev.x.toFixed(0)} ${prev.y.toFixed(0)} H${node.x.toFixed(0)} V${node.y.toFixed(0)}" stroke="${c}" stroke-opacity="0.45" stroke-width="4" fill="none"/>`;
    })
    .join("");
  const dots = nodes
    .map(
      (n) =>
        `<circle cx="${n.x.toFixed(0)}" cy="${n.y.toFixed(0)}" r="${(8 + rand() * 10).toFixed(0)}" fill="${c}"/>`,
    )
    .join("");
  const bubbles = Array.from({ length: 4 }, () => {
    const r = 90 + rand() * 160;
    return `<circle cx="${(rand() * 1200).toFixed(0)}" cy="${(rand() * 675).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.08"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${bubbles}${links}${dots}</svg>`;
}

/** A square partner mark: a geometric emblem and the organisation's initials. */
export function partnerSvg(name: string, paletteIndex: number): string {
  const [a, b] = PALETTES[paletteIndex % PALETTES.length]!;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const rand = rng(name);
  const petals = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * 60 + rand() * 20).toFixed(0);
    return `<ellipse cx="256" cy="150" rx="38" ry="90" fill="${i % 2 ? a : b}" fill-opacity="0.85" transform="rotate(${angle} 256 256)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="48" fill="#ffffff"/>${petals}
<circle cx="256" cy="256" r="92" fill="${a}"/>
<text x="256" y="290" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="96" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** Rasterises trusted SVG (drawn above) to PNG, then runs it through the normal image intake. */
export async function renderSvg(svg: string): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return processImage(png);
}
