// Demo pictures drawn as SVG, so that the repository holds no binary files: a soft gradient from
// the category's palette, a geometric Moroccan motif chosen by a hash of the seed, a simple drawing
// of the object in the middle and the product name in a small caption. System fonts only.
import { GLYPHS, type Glyph, type Ink } from "./glyphs";
import { MOTIFS, zellige } from "./motifs";
import { hashString, rng } from "./random";
import { IMAGE_SIZE, escapeXml, mix, r1, starPoints, svgDocument } from "./svg";
import type { Palette } from "./types";

const FONT = "system-ui, sans-serif";

// ─────────────────────────────── pictures ───────────────────────────────

function background(seed: string, palette: Palette, view: number, motifScale: number): string {
  const r = rng(`${seed}#${view}`);
  const angle = (hashString(seed) + view * 97) % 360;
  const [from, to] = view % 2 ? [palette.to, palette.from] : [palette.from, palette.to];
  const motif = MOTIFS[(hashString(seed) + view) % MOTIFS.length] ?? zellige;
  return (
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="url(#bg)"/>` +
    motif(r, palette.ink, motifScale) +
    `<circle cx="400" cy="380" r="330" fill="url(#glow)"/>`
  );
}

function caption(text: string, ink: string): string {
  const label = text.length > 46 ? `${text.slice(0, 45)}…` : text;
  const width = Math.min(740, Math.max(220, label.length * 14 + 64));
  return (
    `<rect x="${r1(400 - width / 2)}" y="706" width="${r1(width)}" height="56" rx="28" fill="#ffffff" fill-opacity="0.82"/>` +
    `<text x="400" y="742" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" fill="${ink}">${escapeXml(label)}</text>`
  );
}

function object(glyph: Glyph, ink: Ink, cx: number, cy: number, scale: number): string {
  const draw = GLYPHS[glyph];
  return (
    `<ellipse cx="${cx}" cy="${r1(cy + 175 * scale)}" rx="${r1(170 * scale)}" ry="${r1(26 * scale)}" fill="#000000" opacity="0.12"/>` +
    `<g transform="translate(${r1(cx - 200 * scale)},${r1(cy - 200 * scale)}) scale(${scale})">${draw(ink)}</g>`
  );
}

function inkOf(palette: Palette, tint?: string): Ink {
  const main = tint ?? palette.accent;
  return { main, dark: palette.ink, light: mix(main, "#ffffff", 0.7), trim: mix(palette.from, palette.ink, 0.15) };
}

/**
 * A product picture. View 0 is the thumbnail; views 1 and 2 are gallery shots (another motif, a
 * close-up of the pattern). `tint` recolors the object, for the pictures of a product's colors.
 */
export function productSvg(opts: { seed: string; title: string; palette: Palette; glyph: Glyph; view?: number; tint?: string }): string {
  const view = opts.view ?? 0;
  const ink = inkOf(opts.palette, opts.tint);
  const placement = [
    { cx: 400, cy: 370, scale: 1.25, motif: 1 },
    { cx: 400, cy: 380, scale: 1.05, motif: 0.8 },
    { cx: 470, cy: 420, scale: 0.8, motif: 1.8 },
  ][view % 3] ?? { cx: 400, cy: 370, scale: 1.25, motif: 1 };
  const body =
    background(opts.seed, opts.palette, view, placement.motif) +
    object(opts.glyph, ink, placement.cx, placement.cy, placement.scale) +
    caption(opts.title, opts.palette.ink);
  return svgDocument(IMAGE_SIZE, IMAGE_SIZE, body, opts.title);
}

/** A category banner: the category's motif, a medallion of its object and its name. */
export function categorySvg(opts: { seed: string; title: string; palette: Palette; glyph: Glyph }): string {
  const ink = inkOf(opts.palette);
  const body =
    background(opts.seed, opts.palette, 0, 1.3) +
    `<circle cx="400" cy="370" r="250" fill="#ffffff" fill-opacity="0.35"/>` +
    object(opts.glyph, ink, 400, 360, 0.95) +
    caption(opts.title, opts.palette.ink);
  return svgDocument(IMAGE_SIZE, IMAGE_SIZE, body, opts.title);
}

export const LOGO_SIZE = { width: 800, height: 240 };

/** A store wordmark: a zellige star and the store name, for a light or a dark background. */
export function logoSvg(opts: { name: string; palette: Palette; mode: "light" | "dark" }): string {
  const text = opts.mode === "light" ? opts.palette.ink : "#ffffff";
  const star = opts.palette.accent;
  const body =
    `<polygon points="${starPoints(120, 120, 84, 62, 8)}" fill="${star}"/>` +
    `<polygon points="${starPoints(120, 120, 44, 30, 8, Math.PI / 8)}" fill="${opts.mode === "light" ? "#ffffff" : opts.palette.ink}"/>` +
    `<text x="230" y="138" font-family="${FONT}" font-size="${Math.min(56, Math.floor(540 / (opts.name.length * 0.62)))}" font-weight="700" fill="${text}">${escapeXml(opts.name)}</text>`;
  return svgDocument(LOGO_SIZE.width, LOGO_SIZE.height, body, opts.name);
}

export const BADGE_SIZE = { width: 400, height: 240 };

/** A payment method or brand badge: a rounded card with a label. */
export function badgeSvg(opts: { label: string; bg: string; fg: string }): string {
  // Bold system fonts average about 0.62 em per character; keep the label inside the card.
  const size = Math.min(64, Math.floor(340 / (opts.label.length * 0.62)));
  const body =
    `<rect x="8" y="8" width="384" height="224" rx="36" fill="${opts.bg}"/>` +
    `<text x="200" y="${120 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${opts.fg}">${escapeXml(opts.label)}</text>`;
  return svgDocument(BADGE_SIZE.width, BADGE_SIZE.height, body, opts.label);
}
