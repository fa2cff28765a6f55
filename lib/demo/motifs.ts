// The geometric Moroccan motifs behind the demo's pictures, drawn over the whole 800×800 picture.
import type { Rng } from "./random";
import { IMAGE_SIZE, r1, starPoints } from "./svg";

export type Motif = (r: Rng, color: string, scale: number) => string;

/** Eight-pointed zellige stars on a grid, with small crosses between them. */
export const zellige: Motif = (r, color, scale) => {
  const tile = r.pick([120, 140, 160]) * scale;
  let out = "";
  for (let y = tile / 2; y < IMAGE_SIZE + tile; y += tile) {
    for (let x = tile / 2; x < IMAGE_SIZE + tile; x += tile) {
      out += `<polygon points="${starPoints(x, y, tile * 0.42, tile * 0.3, 8)}"/>`;
      out += `<polygon points="${starPoints(x + tile / 2, y + tile / 2, tile * 0.14, tile * 0.06, 4)}"/>`;
    }
  }
  return `<g fill="${color}" opacity="0.22">${out}</g>`;
};

/** Rows of horseshoe arches, as in a riad's gallery. */
const arches: Motif = (r, color, scale) => {
  const w = r.pick([90, 110, 130]) * scale;
  const h = w * 1.5;
  let out = "";
  for (let y = 40; y < IMAGE_SIZE + h; y += h + 30) {
    for (let x = 20; x < IMAGE_SIZE; x += w + 24) {
      out += `<path d="M${r1(x)},${r1(y + h)} V${r1(y + w * 0.55)} A${r1(w / 2)},${r1(w / 2)} 0 1 1 ${r1(x + w)},${r1(y + w * 0.55)} V${r1(y + h)}"/>`;
    }
  }
  return `<g fill="none" stroke="${color}" stroke-width="${r1(10 * scale)}" opacity="0.2">${out}</g>`;
};

/** Scattered soft circles. */
const circles: Motif = (r, color, scale) => {
  let out = "";
  const count = r.int(9, 15);
  for (let i = 0; i < count; i++) {
    const radius = r.int(30, 150) * scale;
    out += `<circle cx="${r.int(0, IMAGE_SIZE)}" cy="${r.int(0, IMAGE_SIZE)}" r="${r1(radius)}" opacity="${r1(0.08 + r.next() * 0.18)}"/>`;
  }
  return `<g fill="${color}">${out}</g>`;
};

/** A diamond lattice, like carved cedar screens. */
const lattice: Motif = (r, color, scale) => {
  const step = r.pick([70, 90, 110]) * scale;
  let out = "";
  for (let d = -IMAGE_SIZE; d < IMAGE_SIZE * 2; d += step) {
    out += `<line x1="${r1(d)}" y1="0" x2="${r1(d + IMAGE_SIZE)}" y2="${IMAGE_SIZE}"/>`;
    out += `<line x1="${r1(d)}" y1="${IMAGE_SIZE}" x2="${r1(d + IMAGE_SIZE)}" y2="0"/>`;
  }
  for (let y = step / 2; y < IMAGE_SIZE; y += step) {
    for (let x = 0; x < IMAGE_SIZE + step; x += step) {
      out += `<circle cx="${r1(x + ((y / step) % 2 < 1 ? 0 : step / 2))}" cy="${r1(y)}" r="${r1(6 * scale)}" stroke="none"/>`;
    }
  }
  return `<g stroke="${color}" fill="${color}" stroke-width="${r1(4 * scale)}" opacity="0.2">${out}</g>`;
};

/** Rays around a central rosette. */
const sunburst: Motif = (r, color) => {
  const rays = r.pick([16, 20, 24]);
  const turn = r.next() * Math.PI;
  let out = "";
  for (let i = 0; i < rays; i += 2) {
    const a1 = turn + (2 * Math.PI * i) / rays;
    const a2 = turn + (2 * Math.PI * (i + 1)) / rays;
    const far = IMAGE_SIZE * 0.8;
    out += `<polygon points="400,400 ${r1(400 + far * Math.cos(a1))},${r1(400 + far * Math.sin(a1))} ${r1(400 + far * Math.cos(a2))},${r1(400 + far * Math.sin(a2))}"/>`;
  }
  return `<g fill="${color}" opacity="0.12">${out}</g>`;
};

/** Layered waves, like dunes near Merzouga. */
const waves: Motif = (r, color, scale) => {
  const gap = r.pick([60, 80, 100]) * scale;
  const amp = r.int(14, 30) * scale;
  let out = "";
  let row = 0;
  for (let y = gap / 2; y < IMAGE_SIZE + gap; y += gap, row++) {
    let d = `M-40,${r1(y)}`;
    for (let x = -40; x < IMAGE_SIZE + 80; x += 80) {
      d += ` q40,${r1(row % 2 ? amp : -amp)} 80,0`;
    }
    out += `<path d="${d}"/>`;
  }
  return `<g fill="none" stroke="${color}" stroke-width="${r1(6 * scale)}" stroke-linecap="round" opacity="0.2">${out}</g>`;
};

export const MOTIFS: Motif[] = [zellige, arches, circles, lattice, sunburst, waves];
