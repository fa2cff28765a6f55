// The objects drawn in the middle of the demo's pictures (bowls, lanterns, rugs...), one per glyph.
import { r1, starPoints } from "./svg";

// Each glyph draws an object in a 400×400 box (ground near y = 360).

export interface Ink {
  main: string;
  dark: string;
  light: string;
  trim: string;
}

export const GLYPHS = {
  bowl: (c: Ink) =>
    `<path d="M40,170 H360 C360,285 290,340 200,340 C110,340 40,285 40,170 Z" fill="${c.main}"/>` +
    `<ellipse cx="200" cy="170" rx="160" ry="30" fill="${c.light}"/>` +
    `<polyline points="70,215 100,245 130,215 160,245 190,215 220,245 250,215 280,245 310,215 340,245" fill="none" stroke="${c.trim}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="150" y="335" width="100" height="18" rx="6" fill="${c.dark}"/>`,
  plate: (c: Ink) =>
    `<ellipse cx="200" cy="220" rx="180" ry="125" fill="${c.main}"/>` +
    `<ellipse cx="200" cy="220" rx="128" ry="86" fill="${c.light}"/>` +
    `<polygon points="${starPoints(200, 220, 70, 40, 8)}" fill="${c.trim}" transform="translate(0,66) scale(1,0.7)"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 16;
      return `<circle cx="${r1(200 + 154 * Math.cos(a))}" cy="${r1(220 + 105 * Math.sin(a))}" r="7" fill="${c.dark}"/>`;
    }).join(""),
  vase: (c: Ink) =>
    `<path d="M160,30 H240 V80 C240,115 320,140 320,235 C320,320 270,360 200,360 C130,360 80,320 80,235 C80,140 160,115 160,80 Z" fill="${c.main}"/>` +
    `<rect x="150" y="22" width="100" height="18" rx="8" fill="${c.dark}"/>` +
    `<path d="M88,215 H312 M84,255 H316" stroke="${c.trim}" stroke-width="10"/>` +
    `<polygon points="${starPoints(200, 300, 26, 12, 8)}" fill="${c.light}"/>`,
  rug: (c: Ink) =>
    `<rect x="70" y="40" width="260" height="320" rx="6" fill="${c.light}"/>` +
    `<rect x="90" y="60" width="220" height="280" fill="none" stroke="${c.dark}" stroke-width="6"/>` +
    `<polyline points="110,80 200,170 290,80 M110,170" fill="none" stroke="${c.dark}" stroke-width="7"/>` +
    `<polygon points="200,120 260,200 200,280 140,200" fill="none" stroke="${c.main}" stroke-width="9"/>` +
    `<polyline points="110,320 200,230 290,320" fill="none" stroke="${c.dark}" stroke-width="7"/>` +
    `<path d="${Array.from({ length: 13 }, (_, i) => `M${80 + i * 20},40 v-22 M${80 + i * 20},360 v22`).join(" ")}" stroke="${c.dark}" stroke-width="4"/>`,
  cushion: (c: Ink) =>
    `<path d="M60,80 Q200,50 340,80 Q370,200 340,320 Q200,350 60,320 Q30,200 60,80 Z" fill="${c.main}"/>` +
    `<polygon points="200,120 280,200 200,280 120,200" fill="${c.light}"/>` +
    `<polygon points="200,160 240,200 200,240 160,200" fill="${c.trim}"/>` +
    `<path d="M90,110 l30,30 M310,110 l-30,30 M90,290 l30,-30 M310,290 l-30,-30" stroke="${c.dark}" stroke-width="8"/>`,
  lamp: (c: Ink) =>
    `<path d="M115,50 H285 L340,215 H60 Z" fill="${c.main}"/>` +
    Array.from({ length: 5 }, (_, i) => `<circle cx="${120 + i * 40}" cy="${150 - (i % 2) * 40}" r="9" fill="${c.light}"/>`).join("") +
    `<rect x="188" y="215" width="24" height="80" fill="${c.dark}"/>` +
    `<ellipse cx="200" cy="300" rx="60" ry="22" fill="${c.trim}"/>` +
    `<rect x="120" y="330" width="160" height="22" rx="10" fill="${c.dark}"/>`,
  lantern: (c: Ink) =>
    `<circle cx="200" cy="30" r="16" fill="none" stroke="${c.dark}" stroke-width="7"/>` +
    `<path d="M150,95 Q200,30 250,95 Z" fill="${c.dark}"/>` +
    `<path d="M135,95 H265 L300,170 V285 L265,345 H135 L100,285 V170 Z" fill="${c.main}"/>` +
    Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 5 }, (_, col) => `<circle cx="${140 + col * 30}" cy="${150 + row * 45}" r="${row % 2 ? 6 : 9}" fill="${c.light}"/>`).join(""),
    ).join("") +
    `<rect x="150" y="345" width="100" height="16" rx="6" fill="${c.dark}"/>`,
  pendant: (c: Ink) =>
    `<line x1="200" y1="0" x2="200" y2="140" stroke="${c.dark}" stroke-width="6"/>` +
    `<ellipse cx="200" cy="290" rx="150" ry="40" fill="${c.light}" opacity="0.6"/>` +
    `<path d="M70,260 C70,125 330,125 330,260 Z" fill="${c.main}"/>` +
    Array.from({ length: 14 }, (_, i) => `<circle cx="${100 + (i % 7) * 33}" cy="${205 + Math.floor(i / 7) * 30}" r="6" fill="${c.trim}"/>`).join("") +
    `<rect x="180" y="132" width="40" height="20" rx="4" fill="${c.dark}"/>`,
  bag: (c: Ink) =>
    `<path d="M140,150 C140,50 260,50 260,150" fill="none" stroke="${c.dark}" stroke-width="16"/>` +
    `<path d="M70,150 H330 L310,360 H90 Z" fill="${c.main}"/>` +
    `<path d="M85,200 H315" stroke="${c.trim}" stroke-width="8" stroke-dasharray="14 10"/>` +
    `<polygon points="${starPoints(200, 280, 40, 18, 8)}" fill="${c.light}"/>`,
  slipper: (c: Ink) =>
    [60, 230]
      .map(
        (x, i) =>
          `<g transform="translate(${x},${i ? 20 : 40}) scale(0.55)">` +
          `<path d="M100,0 C190,60 210,260 190,560 C185,610 15,610 10,560 C-10,260 10,60 100,0 Z" fill="${c.main}"/>` +
          `<path d="M20,420 C20,330 180,330 180,420 C180,560 20,560 20,420 Z" fill="${c.dark}" opacity="0.55"/>` +
          `<polygon points="${starPoints(100, 200, 40, 18, 8)}" fill="${c.trim}"/></g>`,
      )
      .join(""),
  teapot: (c: Ink) =>
    `<path d="M90,250 C40,250 30,180 10,150 C60,170 70,210 100,215" fill="none" stroke="${c.main}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M300,190 C380,190 380,290 300,300" fill="none" stroke="${c.dark}" stroke-width="16"/>` +
    `<ellipse cx="200" cy="250" rx="120" ry="95" fill="${c.main}"/>` +
    `<path d="M140,165 C150,100 250,100 260,165 Z" fill="${c.trim}"/>` +
    `<circle cx="200" cy="100" r="16" fill="${c.dark}"/>` +
    `<path d="M100,250 H300" stroke="${c.light}" stroke-width="8" stroke-dasharray="4 12" stroke-linecap="round"/>` +
    `<rect x="130" y="335" width="140" height="18" rx="8" fill="${c.dark}"/>`,
  glasses: (c: Ink) =>
    [40, 150, 260]
      .map(
        (x) =>
          `<path d="M${x},120 H${x + 100} L${x + 88},350 H${x + 12} Z" fill="${c.main}" opacity="0.85"/>` +
          `<path d="M${x + 4},160 H${x + 96}" stroke="${c.trim}" stroke-width="12"/>` +
          `<path d="M${x + 10},220 l20,20 20,-20 20,20 20,-20 " fill="none" stroke="${c.light}" stroke-width="6"/>`,
      )
      .join(""),
  box: (c: Ink) =>
    `<rect x="70" y="150" width="260" height="200" rx="8" fill="${c.main}"/>` +
    `<rect x="55" y="110" width="290" height="60" rx="8" fill="${c.dark}"/>` +
    `<rect x="185" y="110" width="30" height="240" fill="${c.light}"/>` +
    `<path d="M200,110 C150,40 110,70 140,110 M200,110 C250,40 290,70 260,110" fill="none" stroke="${c.light}" stroke-width="14"/>` +
    `<polygon points="${starPoints(125, 250, 30, 14, 8)}" fill="${c.light}"/>`,
  bottle: (c: Ink) =>
    `<rect x="170" y="20" width="60" height="40" rx="6" fill="${c.dark}"/>` +
    `<path d="M175,60 H225 V120 C225,140 290,160 290,210 V340 C290,352 280,360 268,360 H132 C120,360 110,352 110,340 V210 C110,160 175,140 175,120 Z" fill="${c.main}"/>` +
    `<rect x="130" y="220" width="140" height="90" rx="8" fill="${c.light}"/>` +
    `<path d="M150,250 H250 M160,280 H240" stroke="${c.dark}" stroke-width="8"/>`,
  board: (c: Ink) =>
    `<rect x="30" y="140" width="290" height="180" rx="40" fill="${c.main}"/>` +
    `<rect x="290" y="200" width="100" height="60" rx="30" fill="${c.main}"/>` +
    `<circle cx="355" cy="230" r="13" fill="${c.light}"/>` +
    `<path d="M60,180 C130,165 200,195 280,175 M55,230 C140,215 210,245 285,225 M60,280 C130,265 200,295 280,275" fill="none" stroke="${c.dark}" stroke-width="5" opacity="0.45"/>`,
  spoons: (c: Ink) =>
    [-18, 18]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 200 210)"><ellipse cx="200" cy="90" rx="48" ry="70" fill="${c.main}"/>` +
          `<ellipse cx="200" cy="92" rx="30" ry="48" fill="${c.dark}" opacity="0.25"/>` +
          `<rect x="188" y="150" width="24" height="210" rx="12" fill="${c.main}"/></g>`,
      )
      .join(""),
  tagine: (c: Ink) =>
    `<path d="M30,295 H370 C360,350 40,350 30,295 Z" fill="${c.dark}"/>` +
    `<path d="M70,300 C150,255 170,130 200,70 C230,130 250,255 330,300 Z" fill="${c.main}"/>` +
    `<circle cx="200" cy="62" r="18" fill="${c.main}"/>` +
    `<path d="M118,262 C170,250 230,250 282,262" fill="none" stroke="${c.light}" stroke-width="10"/>` +
    `<path d="M150,205 C180,198 220,198 250,205" fill="none" stroke="${c.trim}" stroke-width="8"/>`,
  pouf: (c: Ink) =>
    `<path d="M50,170 C50,120 350,120 350,170 V290 C350,370 50,370 50,290 Z" fill="${c.main}"/>` +
    `<ellipse cx="200" cy="170" rx="150" ry="45" fill="${c.light}"/>` +
    `<polygon points="${starPoints(200, 170, 60, 30, 8)}" fill="${c.trim}" transform="translate(0,51) scale(1,0.7)"/>` +
    `<path d="M60,250 Q200,290 340,250" fill="none" stroke="${c.dark}" stroke-width="6" stroke-dasharray="12 8"/>`,
  garment: (c: Ink) =>
    `<path d="M150,40 L250,40 L340,120 L305,165 L270,140 L290,360 H110 L130,140 L95,165 L60,120 Z" fill="${c.main}"/>` +
    `<path d="M170,40 Q200,90 230,40" fill="${c.dark}"/>` +
    `<path d="M200,80 V350" stroke="${c.trim}" stroke-width="8" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    `<path d="M112,330 H288" stroke="${c.trim}" stroke-width="10"/>`,
  candles: (c: Ink) =>
    (
      [
        [70, 200],
        [160, 140],
        [250, 230],
      ] as const
    )
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="80" height="${360 - y}" rx="8" fill="${c.main}"/>` +
          `<path d="M${x + 40},${y - 50} C${x + 60},${y - 20} ${x + 55},${y - 5} ${x + 40},${y - 5} C${x + 25},${y - 5} ${x + 20},${y - 20} ${x + 40},${y - 50} Z" fill="${c.trim}"/>` +
          `<path d="M${x},${y + 40} h80" stroke="${c.light}" stroke-width="8"/>`,
      )
      .join(""),
  jar: (c: Ink) =>
    `<rect x="110" y="60" width="180" height="50" rx="10" fill="${c.dark}"/>` +
    `<rect x="95" y="105" width="210" height="255" rx="30" fill="${c.main}"/>` +
    `<rect x="120" y="180" width="160" height="110" rx="10" fill="${c.light}"/>` +
    `<polygon points="${starPoints(200, 235, 34, 16, 8)}" fill="${c.trim}"/>`,
  wallet: (c: Ink) =>
    `<rect x="60" y="110" width="280" height="200" rx="22" fill="${c.main}"/>` +
    `<path d="M60,150 H340 V210 C340,230 60,230 60,210 Z" fill="${c.dark}" opacity="0.5"/>` +
    `<circle cx="300" cy="215" r="14" fill="${c.trim}"/>` +
    `<rect x="80" y="130" width="240" height="160" rx="14" fill="none" stroke="${c.light}" stroke-width="4" stroke-dasharray="10 8"/>`,
  belt: (c: Ink) =>
    `<path d="M60,200 C60,110 340,110 340,200 C340,290 60,290 60,200 Z" fill="none" stroke="${c.main}" stroke-width="44"/>` +
    `<rect x="160" y="252" width="80" height="64" rx="10" fill="none" stroke="${c.trim}" stroke-width="12"/>` +
    `<path d="M200,252 V316" stroke="${c.trim}" stroke-width="8"/>` +
    Array.from({ length: 5 }, (_, i) => `<circle cx="${110 + i * 45}" cy="${i % 2 ? 128 : 132}" r="5" fill="${c.dark}"/>`).join(""),
  tent: (c: Ink) =>
    `<path d="M200,50 L370,350 H30 Z" fill="${c.main}"/>` +
    `<path d="M200,50 L260,350 H140 Z" fill="${c.dark}"/>` +
    `<path d="M200,50 L230,350" stroke="${c.light}" stroke-width="6"/>` +
    `<path d="M20,352 H380" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>`,
  roll: (c: Ink) =>
    `<rect x="60" y="150" width="260" height="190" rx="20" fill="${c.main}"/>` +
    `<ellipse cx="320" cy="245" rx="50" ry="95" fill="${c.dark}"/>` +
    `<ellipse cx="320" cy="245" rx="26" ry="55" fill="${c.light}"/>` +
    `<path d="M130,150 V340 M200,150 V340" stroke="${c.trim}" stroke-width="14"/>`,
  poles: (c: Ink) =>
    [150, 250]
      .map(
        (x, i) =>
          `<g transform="rotate(${i ? 8 : -8} ${x} 200)"><rect x="${x - 18}" y="30" width="36" height="90" rx="14" fill="${c.dark}"/>` +
          `<rect x="${x - 7}" y="115" width="14" height="240" fill="${c.main}"/>` +
          `<circle cx="${x}" cy="320" r="22" fill="none" stroke="${c.trim}" stroke-width="6"/></g>`,
      )
      .join(""),
  sock: (c: Ink) =>
    `<path d="M150,40 H260 V230 C260,260 290,270 320,280 C370,300 360,360 310,360 H170 C140,360 120,340 130,300 Z" fill="${c.main}"/>` +
    `<rect x="150" y="40" width="110" height="40" fill="${c.dark}"/>` +
    `<path d="M150,120 H260 M150,150 H260" stroke="${c.trim}" stroke-width="10"/>`,
  medallion: (c: Ink) =>
    `<circle cx="200" cy="200" r="170" fill="${c.main}"/>` +
    `<polygon points="${starPoints(200, 200, 150, 110, 8)}" fill="${c.light}"/>` +
    `<polygon points="${starPoints(200, 200, 90, 60, 8, Math.PI / 8)}" fill="${c.trim}"/>` +
    `<circle cx="200" cy="200" r="30" fill="${c.dark}"/>`,
} satisfies Record<string, (c: Ink) => string>;

export type Glyph = keyof typeof GLYPHS;
