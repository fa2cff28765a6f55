// Small SVG helpers shared by the demo's pictures: escaping, rounding, colors, stars.

/** Side of a square picture (products, categories), in pixels. */
export const IMAGE_SIZE = 800;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Mixes two #rrggbb colors; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function parseHex(color: string): [number, number, number] {
  const hex = color.replace(/^#/, "");
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb color: ${color}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points;
    coords.push(`${r1(cx + radius * Math.sin(angle))},${r1(cy - radius * Math.cos(angle))}`);
  }
  return coords.join(" ");
}
