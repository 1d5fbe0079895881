/**
 * Generates the pictures and sample documents that ship with the site.
 *
 *   npx tsx scripts/generate-assets.ts
 *
 * Everything is drawn in code (SVG → sharp → WebP, and pdf-lib for the PDFs), so the
 * output is deterministic: running the script twice produces identical files.
 *
 * Outputs
 *   public/images/products/<slug>.webp        800x800, one per product in db/seed-data/products.ts
 *   public/images/fallback-product.webp       800x800
 *   public/images/slides/slide-{1,2,3}.webp   1600x700
 *   public/images/hero/*.webp                 home 1600x900, about 1600x600, shop 1600x500,
 *                                             contact 1600x500, donate 1600x600
 *   public/images/initiatives/*.webp          800x600
 *   public/images/logo.svg  (+ copy at app/icon.svg)
 *   public/documents/<id>.pdf                 one-page A4 sample documents
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { seedProducts } from '@/db/seed-data/products';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBP_QUALITY = 75;

// ─────────────────────────────────────────────────────────────────────────────
// SVG helpers
// ─────────────────────────────────────────────────────────────────────────────

type Pt = [number, number];
type Stop = string | [offset: number, color: string, opacity?: number];

/** Rounds to one decimal so the SVG stays compact and stable. */
const n = (v: number) => String(Math.round(v * 10) / 10);
const pl = (p: Pt[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Small deterministic PRNG (mulberry32) for textures such as speckles. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Collects <defs> (gradients, clip paths, patterns) with unique ids for one SVG document. */
class Defs {
  private count = 0;
  private items: string[] = [];

  private id() {
    return `d${++this.count}`;
  }

  private stops(stops: Stop[]) {
    return stops
      .map((s, i) => {
        const [o, c, a] = typeof s === 'string' ? [stops.length === 1 ? 0 : i / (stops.length - 1), s, 1] : s;
        return `<stop offset="${n(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${a}"`}/>`;
      })
      .join('');
  }

  /** Linear gradient in bounding-box units; default is top → bottom. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id();
    this.items.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user-space coordinates. */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number) {
    const id = this.id();
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.id();
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(content: string) {
    const id = this.id();
    this.items.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  pattern(w: number, h: number, content: string, transform = '') {
    const id = this.id();
    this.items.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  toString() {
    return this.items.join('');
  }
}

function svgDoc(w: number, h: number, d: Defs, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${d}</defs>${body}</svg>`;
}

const g = (transform: string, body: string, extra = '') => `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;
const at = (x: number, y: number, s = 1, r = 0) => `translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${s})` : ''}${r ? ` rotate(${r})` : ''}`;
const clipped = (clip: string, body: string) => `<g clip-path="${clip}">${body}</g>`;

const path_ = (dAttr: string, fill: string, extra = '') => `<path d="${dAttr}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
/** Round caps/joins unless `extra` sets its own. */
const lineStyle = (extra: string) =>
  `${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'}${extra.includes('stroke-linejoin') ? '' : ' stroke-linejoin="round"'}${extra ? ` ${extra}` : ''}`;
const stroke = (dAttr: string, color: string, width: number, extra = '') =>
  `<path d="${dAttr}" fill="none" stroke="${color}" stroke-width="${n(width)}"${lineStyle(extra)}/>`;
const poly = (p: Pt[], color: string, width: number, extra = '') =>
  `<polyline points="${pl(p)}" fill="none" stroke="${color}" stroke-width="${n(width)}"${lineStyle(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const polygon = (p: Pt[], fill: string, extra = '') => `<polygon points="${pl(p)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

function range(count: number) {
  return Array.from({ length: count }, (_, i) => i);
}

// ─────────────────────────────────────────────────────────────────────────────
// Small reusable motifs
// ─────────────────────────────────────────────────────────────────────────────

function marigold(x: number, y: number, r: number, outer = '#F39A1E', inner = '#FFC23D') {
  let s = '';
  for (const k of range(14)) s += ellipse(0, -r * 0.62, r * 0.26, r * 0.42, outer, `transform="rotate(${(k * 360) / 14})"`);
  for (const k of range(10)) s += ellipse(0, -r * 0.36, r * 0.2, r * 0.3, inner, `transform="rotate(${k * 36 + 18})"`);
  s += circle(0, 0, r * 0.22, '#E07A10');
  return g(at(x, y), s);
}

function flower5(x: number, y: number, r: number, petal: string, center: string, rot = 0) {
  let s = '';
  for (const k of range(5)) s += ellipse(0, -r * 0.55, r * 0.36, r * 0.55, petal, `transform="rotate(${k * 72})"`);
  s += circle(0, 0, r * 0.3, center);
  return g(at(x, y, 1, rot), s);
}

function leaf(x: number, y: number, len: number, rot: number, fill: string, vein = 'rgba(255,255,255,0.45)') {
  const w = len * 0.38;
  return g(
    at(x, y, 1, rot),
    path_(
      `M0,0 C${n(w)},${n(-len * 0.25)} ${n(w * 0.7)},${n(-len * 0.8)} 0,${n(-len)} C${n(-w * 0.7)},${n(-len * 0.8)} ${n(-w)},${n(-len * 0.25)} 0,0 Z`,
      fill,
    ) + stroke(`M0,0 L0,${n(-len * 0.9)}`, vein, Math.max(1.5, len * 0.03)),
  );
}

function flame(x: number, y: number, s: number, d: Defs) {
  const glow = d.rad([
    [0, '#FFE7A0', 0.85],
    [0.45, '#FFC84A', 0.3],
    [1, '#FFB000', 0],
  ]);
  return g(
    at(x, y, s),
    circle(0, -40, 95, glow) +
      path_('M0,-100 C22,-62 28,-32 0,-4 C-28,-32 -22,-62 0,-100 Z', '#FF8A1C') +
      path_('M0,-70 C12,-48 14,-28 0,-12 C-14,-28 -12,-48 0,-70 Z', '#FFE166') +
      rect(-2, -8, 4, 14, '#3A2A1E', 2),
  );
}

function bird(x: number, y: number, s: number, color: string) {
  return stroke(
    `M${n(x - 18 * s)},${n(y - 6 * s)} Q${n(x - 8 * s)},${n(y - 12 * s)} ${n(x)},${n(y)} Q${n(x + 8 * s)},${n(y - 12 * s)} ${n(x + 18 * s)},${n(y - 6 * s)}`,
    color,
    3 * s,
  );
}

function bunting(x1: number, x2: number, y: number, sag: number, colors: string[], size = 34) {
  const count = Math.floor((x2 - x1) / (size * 1.25));
  let s = stroke(`M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}`, '#7A5A3A', 2.5);
  for (const i of range(count)) {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + sag * 4 * t * (1 - t);
    s += polygon(
      [
        [x - size / 2, yy],
        [x + size / 2, yy],
        [x, yy + size * 1.1],
      ],
      colors[i % colors.length],
    );
  }
  return s;
}

/** A simple deciduous tree: trunk + layered round canopy. */
function tree(x: number, y: number, s: number, greens: [string, string, string], trunk = '#7A4A2A') {
  return g(
    at(x, y, s),
    path_('M-10,0 L-7,-120 L7,-120 L10,0 Z', trunk) +
      stroke('M0,-90 L-30,-130', trunk, 8) +
      stroke('M2,-100 L32,-140', trunk, 7) +
      circle(-45, -150, 55, greens[0]) +
      circle(45, -155, 58, greens[0]) +
      circle(0, -200, 70, greens[1]) +
      circle(-25, -175, 40, greens[2]) +
      circle(30, -210, 28, greens[2], 'opacity="0.7"'),
  );
}

function sapling(x: number, y: number, s: number, stem = '#4E7D2E', leafC = '#6DB33F') {
  return g(
    at(x, y, s),
    stroke('M0,0 C-2,-30 4,-50 0,-80', stem, 5) +
      leaf(0, -60, 40, -55, leafC) +
      leaf(0, -45, 34, 60, leafC) +
      leaf(0, -80, 36, -10, '#7CC44E'),
  );
}

// ─────────────────────────────────────────────────────────────────────────────
// People (flat, faceless figures built from thick rounded strokes)
// ─────────────────────────────────────────────────────────────────────────────

type Pose = {
  head: Pt;
  neck: Pt;
  hip: Pt;
  armL: Pt[]; // shoulder → elbow → hand; drawn behind the torso
  armR: Pt[]; // drawn in front of the torso
  legL?: Pt[];
  legR?: Pt[];
};

type Look = {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  hairStyle?: 'short' | 'bun' | 'braid' | 'covered' | 'cap';
  cover?: string; // dupatta / pallu colour for 'covered' or saree
  saree?: boolean;
  scale?: number; // body thickness multiplier
};

function figure(pose: Pose, look: Look) {
  const t = look.scale ?? 1;
  const limb = 17 * t;
  const torsoW = 46 * t;
  let s = '';
  if (pose.legL) s += poly(pose.legL, look.bottom, limb * 1.1);
  if (pose.legR) s += poly(pose.legR, look.bottom, limb * 1.1);
  s += poly(pose.armL, look.top, limb);
  s += circle(...pose.armL[pose.armL.length - 1], limb * 0.55, look.skin);
  if (look.saree) {
    const [hx, hy] = pose.hip;
    const foot = Math.max(...[...(pose.legL ?? []), ...(pose.legR ?? [])].map((p) => p[1]), hy + 120);
    s += path_(
      `M${n(hx - 28 * t)},${n(hy - 10)} L${n(hx + 28 * t)},${n(hy - 10)} L${n(hx + 40 * t)},${n(foot)} L${n(hx - 40 * t)},${n(foot)} Z`,
      look.bottom,
    );
  }
  s += poly([pose.hip, pose.neck], look.top, torsoW);
  if (look.saree && look.cover) {
    const [nx, ny] = pose.neck;
    const [hx, hy] = pose.hip;
    s += poly(
      [
        [nx - 14 * t, ny - 4],
        [hx + 20 * t, hy + 4],
      ],
      look.cover,
      16 * t,
      'stroke-linecap="butt"',
    );
  }
  s += poly([pose.neck, pose.head], look.skin, 14 * t);
  s += poly(pose.armR, look.top, limb);
  s += circle(...pose.armR[pose.armR.length - 1], limb * 0.55, look.skin);
  const [hx, hy] = pose.head;
  const r = 24 * t;
  s += circle(hx, hy, r, look.skin);
  switch (look.hairStyle ?? 'short') {
    case 'short':
      s += path_(
        `M${n(hx - r)},${n(hy + 2)} A${n(r)},${n(r)} 0 0 1 ${n(hx + r)},${n(hy + 2)} Q${n(hx)},${n(hy - r * 0.5)} ${n(hx - r)},${n(hy + 2)} Z`,
        look.hair,
      );
      break;
    case 'cap':
      s += path_(`M${n(hx - r)},${n(hy - 2)} A${n(r)},${n(r)} 0 0 1 ${n(hx + r)},${n(hy - 2)} Z`, look.hair);
      s += rect(hx - r * 0.2, hy - 6, r * 1.5, 7, look.hair, 3);
      break;
    case 'bun':
      s += circle(hx, hy - r * 1.05, r * 0.5, look.hair);
      s += path_(
        `M${n(hx - r)},${n(hy + 4)} A${n(r)},${n(r)} 0 0 1 ${n(hx + r)},${n(hy + 4)} Q${n(hx)},${n(hy - r * 0.4)} ${n(hx - r)},${n(hy + 4)} Z`,
        look.hair,
      );
      break;
    case 'braid':
      s += path_(
        `M${n(hx - r)},${n(hy + 4)} A${n(r)},${n(r)} 0 0 1 ${n(hx + r)},${n(hy + 4)} Q${n(hx)},${n(hy - r * 0.4)} ${n(hx - r)},${n(hy + 4)} Z`,
        look.hair,
      );
      s += poly(
        [
          [hx + r * 0.8, hy],
          [hx + r * 1.1, hy + r * 1.6],
        ],
        look.hair,
        r * 0.45,
      );
      break;
    case 'covered':
      s += path_(
        `M${n(hx - r * 1.25)},${n(hy + r * 1.5)} C${n(hx - r * 1.45)},${n(hy - r * 1.6)} ${n(hx + r * 1.45)},${n(hy - r * 1.6)} ${n(hx + r * 1.25)},${n(hy + r * 1.5)} L${n(hx + r * 0.85)},${n(hy + r * 0.6)} C${n(hx + r * 0.8)},${n(hy - r * 0.7)} ${n(hx - r * 0.8)},${n(hy - r * 0.7)} ${n(hx - r * 0.85)},${n(hy + r * 0.6)} Z`,
        look.cover ?? look.hair,
      );
      break;
  }
  return s;
}

/** Standing pose, feet at (0,0), ~300 units tall. `arms` picks a gesture. */
function standing(arms: 'down' | 'wave' | 'holdFront' | 'hips' | 'point' | 'raise' = 'down', legs: 'stand' | 'walk' = 'stand'): Pose {
  const neck: Pt = [0, -222];
  const hip: Pt = [0, -128];
  const shL: Pt = [-22, -214];
  const shR: Pt = [22, -214];
  const a: Record<typeof arms, [Pt[], Pt[]]> = {
    down: [
      [shL, [-34, -160], [-36, -112]],
      [shR, [34, -160], [36, -112]],
    ],
    wave: [
      [shL, [-34, -160], [-36, -112]],
      [shR, [50, -250], [62, -300]],
    ],
    holdFront: [
      [shL, [-30, -170], [-6, -150]],
      [shR, [30, -170], [8, -150]],
    ],
    hips: [
      [shL, [-48, -175], [-24, -135]],
      [shR, [48, -175], [24, -135]],
    ],
    point: [
      [shL, [-34, -160], [-36, -112]],
      [shR, [70, -215], [118, -232]],
    ],
    raise: [
      [shL, [-42, -262], [-48, -310]],
      [shR, [42, -262], [48, -310]],
    ],
  };
  const l: Record<typeof legs, [Pt[], Pt[]]> = {
    stand: [
      [
        [-12, -128],
        [-15, -64],
        [-16, 0],
      ],
      [
        [12, -128],
        [15, -64],
        [16, 0],
      ],
    ],
    walk: [
      [
        [-10, -128],
        [-28, -64],
        [-40, 0],
      ],
      [
        [10, -128],
        [22, -64],
        [34, 0],
      ],
    ],
  };
  return { head: [0, -258], neck, hip, armL: a[arms][0], armR: a[arms][1], legL: l[legs][0], legR: l[legs][1] };
}

const SKIN = ['#C98A5E', '#A86B45', '#8A5637', '#D9A07A', '#B97A50'];
const HAIR = ['#2B1B14', '#1E1512', '#3A2518'];

// ─────────────────────────────────────────────────────────────────────────────
// Product illustrations. Each returns SVG content centred on (0,0) in a
// ~600x600 area; the scene wrapper adds the background and floor shadow.
// ─────────────────────────────────────────────────────────────────────────────

type ProductArt = {
  bg: [string, string];
  accent: string;
  floor?: number; // y of the floor shadow, in drawing units below the centre
  shadowW?: number; // half-width of the floor shadow; 0 for hanging objects
  scale?: number; // drawing scale inside the 800x800 frame (default 1)
  draw: (d: Defs) => string;
};

function diya(d: Defs, paint = '#F7E3B5', s = 1) {
  const body = d.lin(['#DA7342', '#B4502A', '#8A3719']);
  let dots = '';
  for (const i of range(7)) {
    const x = -66 + i * 22;
    dots += circle(x, 44 + Math.abs(x) * -0.08 + 6, 4.5, paint);
  }
  return g(
    `scale(${s})`,
    path_('M-100,0 C-98,56 -45,74 0,74 C55,74 98,52 112,10 C124,2 138,-8 152,-16 C130,-18 114,-12 98,-6 Z', body) +
      ellipse(0, 0, 100, 20, '#7A2E14') +
      ellipse(4, 3, 82, 12, '#E6A534') +
      stroke('M-90,26 C-50,48 50,48 98,24', paint, 5) +
      dots +
      stroke('M-70,58 C-30,70 30,70 70,56', 'rgba(0,0,0,0.15)', 6) +
      flame(140, -16, 0.72, d),
  );
}

function wovenBasket(d: Defs, w: number, h: number, colors: { a: string; b: string; rim: string; inner: string }) {
  const bw = w * 0.78;
  const bodyPath = `M${-w / 2},0 A${w / 2},${h * 0.12} 0 0 0 ${w / 2},0 L${bw / 2},${h - 16} Q${bw / 2 - 2},${h} ${bw / 2 - 20},${h} L${-bw / 2 + 20},${h} Q${-bw / 2 + 2},${h} ${-bw / 2},${h - 16} Z`;
  const clip = d.clip(`<path d="${bodyPath}"/>`);
  let weave = rect(-w, -20, w * 2, h + 40, colors.a);
  const rows = Math.ceil(h / 24) + 1;
  for (const r of range(rows)) {
    for (let x = -w / 2 - 40 + (r % 2) * 20; x < w / 2 + 40; x += 40) weave += rect(x, r * 24 - 4, 20, 24, colors.b);
    weave += rect(-w, r * 24 - 4, w * 2, 2, 'rgba(0,0,0,0.12)');
  }
  const shade = d.lin(
    [
      [0, '#000', 0.18],
      [0.3, '#000', 0],
      [0.7, '#000', 0],
      [1, '#000', 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    ellipse(0, 0, w / 2 + 8, h * 0.14, colors.rim) +
    ellipse(0, 2, w / 2 - 12, h * 0.1, colors.inner) +
    clipped(clip, weave + rect(-w / 2, -20, w, h + 30, shade)) +
    stroke(`M${-w / 2 - 6},0 A${w / 2 + 6},${h * 0.13} 0 0 0 ${w / 2 + 6},0`, colors.rim, 16) +
    stroke(`M${-w / 2 - 6},0 A${w / 2 + 6},${h * 0.13} 0 0 0 ${w / 2 + 6},0`, 'rgba(255,255,255,0.25)', 4, 'stroke-dasharray="10 12"')
  );
}

function giftBox(d: Defs, c: { box: string; side: string; lid: string; ribbon: string; ribbonDark: string }) {
  const lid = d.lin([c.lid, c.box]);
  return (
    rect(-170, -60, 340, 250, c.box, 10) +
    rect(60, -60, 110, 250, c.side, 0, 'opacity="0.35"') +
    rect(-25, -60, 50, 250, c.ribbon) +
    rect(-190, -125, 380, 80, lid, 12) +
    rect(-190, -58, 380, 14, 'rgba(0,0,0,0.12)') +
    rect(-25, -125, 50, 80, c.ribbonDark) +
    path_('M0,-125 C-40,-200 -150,-215 -120,-160 C-105,-130 -50,-128 0,-125 Z', c.ribbon) +
    path_('M0,-125 C40,-200 150,-215 120,-160 C105,-130 50,-128 0,-125 Z', c.ribbon) +
    path_('M-6,-125 C-30,-100 -60,-70 -70,-40 L-40,-50 C-30,-80 -15,-100 -6,-125 Z', c.ribbonDark) +
    path_('M6,-125 C30,-100 60,-70 70,-40 L40,-50 C30,-80 15,-100 6,-125 Z', c.ribbonDark) +
    ellipse(0, -128, 24, 18, c.ribbonDark)
  );
}

function jar(d: Defs, w: number, h: number, fill: string, lid: string) {
  const glass = d.lin(
    [
      [0, '#ffffff', 0.35],
      [0.5, '#ffffff', 0.08],
      [1, '#ffffff', 0.3],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    rect(-w / 2, -h, w, h, fill, w * 0.18) +
    rect(-w / 2, -h, w, h, glass, w * 0.18) +
    rect(-w / 2 + 8, -h + 14, 8, h - 40, 'rgba(255,255,255,0.55)', 4) +
    rect(-w / 2 - 4, -h - 24, w + 8, 30, lid, 6) +
    rect(-w / 2 - 4, -h - 8, w + 8, 6, 'rgba(0,0,0,0.15)')
  );
}

const PRODUCT_ART: Record<string, ProductArt> = {
  'clay-diya-set': {
    bg: ['#FDEBD3', '#F6C99A'],
    accent: '#F08A24',
    scale: 1.25,
    floor: 250,
    draw: (d) =>
      g(at(-150, 40), diya(d, '#F7E3B5', 0.75)) +
      g(at(140, 20), diya(d, '#FFD37A', 0.7)) +
      g(at(-20, 160), diya(d, '#FFF1CF', 1.05)) +
      marigold(195, 215, 40) +
      marigold(250, 170, 28, '#F7B731', '#FFD766') +
      marigold(-230, 215, 34) +
      leaf(-185, 232, 56, -70, '#4E8F3A') +
      leaf(165, 240, 52, 75, '#4E8F3A'),
  },
  'bamboo-basket': {
    bg: ['#EEF3E2', '#CFDDB4'],
    accent: '#8BAA55',
    floor: 240,
    draw: (d) =>
      stroke('M-150,-60 C-150,-330 150,-330 150,-60', '#A8722F', 22) +
      stroke('M-150,-60 C-150,-330 150,-330 150,-60', '#D9A55E', 8, 'stroke-dasharray="14 10"') +
      g(at(0, -60), wovenBasket(d, 380, 290, { a: '#D9A45B', b: '#BF8840', rim: '#A8722F', inner: '#6E4620' })),
  },
  'wooden-toy-set': {
    bg: ['#E6F0FA', '#BFD6EE'],
    accent: '#2F6DB5',
    scale: 1.12,
    floor: 230,
    draw: (d) => {
      const wood = d.lin(['#F0CF9A', '#D9A866']);
      const rings = [
        ['#D6453D', 170],
        ['#F08A24', 146],
        ['#F4C430', 122],
        ['#3FA34D', 98],
        ['#2F6DB5', 74],
      ] as const;
      let stack = rect(-100, 190, 200, 40, wood, 14) + rect(-11, -150, 22, 345, wood, 8);
      rings.forEach(([c, w], i) => {
        const y = 150 - i * 44;
        stack += rect(-w / 2, y, w, 42, c, 21) + rect(-w / 2 + 14, y + 8, w * 0.35, 8, 'rgba(255,255,255,0.35)', 4);
      });
      stack += circle(0, -160, 26, '#D6453D') + circle(-8, -168, 8, 'rgba(255,255,255,0.45)');
      const topClip = d.clip('<path d="M0,-70 C80,-70 95,-10 0,100 C-95,-10 -80,-70 0,-70 Z"/>');
      const top =
        clipped(
          topClip,
          rect(-100, -80, 200, 190, '#F4C430') +
            rect(-100, -50, 200, 26, '#D6453D') +
            rect(-100, -2, 200, 22, '#3FA34D') +
            rect(-100, 40, 200, 18, '#2F6DB5') +
            rect(
              -100,
              -80,
              200,
              190,
              d.lin(
                [
                  [0, '#000', 0],
                  [0.7, '#000', 0.05],
                  [1, '#000', 0.25],
                ],
                0,
                0,
                1,
                0,
              ),
            ),
        ) +
        rect(-10, -104, 20, 36, wood, 6) +
        path_('M-6,96 L6,96 L0,124 Z', '#6B6B6B');
      return (
        g(at(-110, -10), stack) +
        g(at(150, 100, 1, 12), top) +
        circle(50, 212, 20, '#F08A24') +
        circle(95, 218, 15, '#3FA34D') +
        circle(-230, 216, 16, '#2F6DB5')
      );
    },
  },
  'brass-bell': {
    bg: ['#F7EEDC', '#E6CFA4'],
    accent: '#C68A1A',
    floor: 260,
    draw: (d) => {
      const brass = d.lin(['#7A4E0E', '#C68A1A', '#F8D96A', '#E0A526', '#A66E12', '#6E450C'], 0, 0, 1, 0);
      let chain = '';
      for (const i of range(6)) {
        const y = -300 + i * 26;
        chain +=
          i % 2
            ? rect(-4, y - 12, 8, 24, 'none', 4, 'stroke="#B98322" stroke-width="5"')
            : ellipse(0, y, 10, 14, 'none', 'stroke="#D9A52E" stroke-width="5"');
      }
      return (
        chain +
        ellipse(0, -150, 28, 24, 'none', 'stroke="#C68A1A" stroke-width="12"') +
        path_(
          'M-40,-130 C-40,-160 40,-160 40,-130 C72,-110 92,-20 102,80 C106,120 132,140 156,152 L-156,152 C-132,140 -106,120 -102,80 C-92,-20 -72,-110 -40,-130 Z',
          brass,
        ) +
        stroke('M-72,-60 C-30,-48 30,-48 72,-60', 'rgba(90,55,5,0.5)', 5) +
        stroke('M-92,30 C-40,44 40,44 92,30', 'rgba(90,55,5,0.5)', 5) +
        stroke('M-98,60 C-40,74 40,74 98,60', 'rgba(90,55,5,0.35)', 3) +
        path_('M-60,-100 C-80,-20 -82,60 -86,110 L-66,110 C-62,50 -56,-30 -44,-104 Z', 'rgba(255,255,255,0.35)') +
        rect(-6, 150, 12, 40, '#6E450C') +
        circle(0, 196, 24, brass) +
        ellipse(0, 152, 156, 18, '#A66E12') +
        ellipse(0, 154, 136, 10, '#4E3008') +
        path_('M120,-20 C160,-60 200,-40 190,0', 'none', 'stroke="#C0392B" stroke-width="6"') +
        g(
          at(190, 0),
          rect(-10, 0, 20, 12, '#E0A526', 3) +
            path_('M-12,12 L12,12 L18,80 L-18,80 Z', '#C0392B') +
            stroke('M-8,20 L-12,78 M0,20 L0,80 M8,20 L12,78', '#8E2A1F', 2),
        )
      );
    },
  },
  'papier-mache-box': {
    bg: ['#F4E9F0', '#DDBFD2'],
    accent: '#8E2C48',
    floor: 230,
    draw: (d) => {
      const side = d.lin(['#5A1424', '#8E2C48', '#5A1424'], 0, 0, 1, 0);
      const bodyClip = d.clip('<path d="M-190,-40 L190,-40 L190,180 A190,50 0 0 1 -190,180 Z"/>');
      let florals = '';
      for (const i of range(7)) {
        const x = -180 + i * 60;
        florals +=
          flower5(x, 70, 26, i % 2 ? '#F2B33D' : '#E85D75', '#2E6B8E', i * 20) +
          leaf(x + 28, 100, 30, 110, '#3E8E41') +
          leaf(x - 28, 100, 30, -110, '#3E8E41');
      }
      let top = '';
      const tops: Array<[number, number, number, string]> = [
        [0, -150, 40, '#E85D75'],
        [-100, -150, 26, '#F2B33D'],
        [100, -150, 26, '#F2B33D'],
        [-50, -180, 18, '#F7F1E3'],
        [50, -120, 18, '#F7F1E3'],
      ];
      for (const [x, y, r, c] of tops) top += flower5(x, y, r, c, '#2E6B8E', x / 3);
      return (
        clipped(
          bodyClip,
          rect(-200, -50, 400, 300, side) + florals + rect(-200, 10, 400, 6, '#E0A526') + rect(-200, 140, 400, 6, '#E0A526'),
        ) +
        ellipse(0, 180, 190, 50, 'none', 'stroke="#E0A526" stroke-width="5"') +
        path_('M-205,-150 L205,-150 L205,-40 A205,52 0 0 1 -205,-40 Z', '#6E1A30') +
        stroke('M-205,-58 A205,52 0 0 0 205,-58', '#E0A526', 6) +
        ellipse(0, -150, 205, 62, '#8E2C48') +
        ellipse(0, -150, 190, 52, 'none', 'stroke="#E0A526" stroke-width="5"') +
        g('scale(1 0.4) translate(0 -225)', top) +
        leaf(-150, -140, 36, -100, '#3E8E41') +
        leaf(150, -140, 36, 100, '#3E8E41')
      );
    },
  },
  'coconut-shell-bowls': {
    bg: ['#F1EBE1', '#D8C7AE'],
    accent: '#7B4A28',
    scale: 1.1,
    floor: 220,
    draw: (d) => {
      const shell = d.lin(['#9A5F35', '#6B3E1F', '#4A2810'], 0, 0, 0.6, 1);
      const inside = d.rad(['#E0A56A', '#B8743F'], 0.5, 0.4, 0.6);
      const bowl = (x: number, y: number, s: number) =>
        g(
          at(x, y, s),
          path_('M-140,0 A140,130 0 0 0 140,0 Z', shell) +
            stroke('M-120,30 C-60,60 60,60 120,30', 'rgba(255,255,255,0.12)', 4) +
            stroke('M-100,70 C-40,96 40,96 100,70', 'rgba(0,0,0,0.15)', 4) +
            stroke('M-60,104 C-20,116 20,116 60,104', 'rgba(255,255,255,0.1)', 3) +
            ellipse(0, 0, 140, 32, '#5A3216') +
            ellipse(0, 2, 128, 25, inside),
        );
      const spoon = g(
        at(150, 160, 1, -28),
        rect(-8, -10, 16, 230, '#C8955A', 8) + ellipse(0, -50, 38, 56, '#C8955A') + ellipse(0, -50, 28, 44, '#B07A40'),
      );
      return bowl(-110, -10, 1) + bowl(120, 90, 0.85) + spoon;
    },
  },
  'block-print-kurta': {
    bg: ['#FBEFE3', '#EFD2B8'],
    accent: '#2E4A7D',
    floor: 290,
    shadowW: 180,
    draw: (d) => {
      const motif = d.pattern(
        64,
        64,
        flower5(16, 16, 12, '#2E4A7D', '#C0392B') +
          flower5(48, 48, 12, '#2E4A7D', '#C0392B') +
          circle(48, 16, 3, '#C0392B') +
          circle(16, 48, 3, '#C0392B'),
      );
      const shape =
        'M-45,0 L-120,12 L-232,168 L-178,202 L-126,118 L-160,470 L160,470 L126,118 L178,202 L232,168 L120,12 L45,0 Q0,55 -45,0 Z';
      const clip = d.clip(`<path d="${shape}"/>`);
      let hemDots = '';
      for (let x = -160; x <= 160; x += 20) hemDots += circle(x, 452, 4, '#F4E6CF');
      const inner = clipped(
        clip,
        rect(-240, -10, 480, 500, '#F6E8D2') +
          rect(-240, -10, 480, 500, motif) +
          rect(-240, 430, 480, 45, '#2E4A7D') +
          hemDots +
          polygon(
            [
              [-232, 168],
              [-178, 202],
              [-170, 188],
              [-222, 154],
            ],
            '#2E4A7D',
          ) +
          polygon(
            [
              [232, 168],
              [178, 202],
              [170, 188],
              [222, 154],
            ],
            '#2E4A7D',
          ) +
          rect(
            -30,
            0,
            60,
            480,
            d.lin(
              [
                [0, '#000', 0],
                [0.5, '#000', 0.06],
                [1, '#000', 0],
              ],
              0,
              0,
              1,
              0,
            ),
          ) +
          rect(-130, 120, 60, 360, 'rgba(0,0,0,0.05)') +
          rect(70, 120, 60, 360, 'rgba(0,0,0,0.05)'),
      );
      const hanger = stroke('M0,-60 C0,-86 28,-86 28,-66', '#8A8A8A', 6) + stroke('M-130,14 L0,-40 L130,14', '#8A5A2B', 12);
      return g(
        at(0, -250, 0.95),
        hanger +
          inner +
          stroke('M-45,0 Q0,55 45,0', '#2E4A7D', 8) +
          stroke('M0,28 L0,140', '#2E4A7D', 4) +
          circle(0, 60, 5, '#E0A526') +
          circle(0, 90, 5, '#E0A526') +
          circle(0, 120, 5, '#E0A526'),
      );
    },
  },
  'cotton-stole': {
    bg: ['#EAF4F1', '#BFDCD4'],
    accent: '#1F7A72',
    floor: 290,
    shadowW: 200,
    draw: (d) => {
      const stripes = (id: string) =>
        d.pattern(
          90,
          10,
          rect(0, 0, 90, 10, '#F2E8D5') +
            rect(0, 0, 22, 10, '#1F7A72') +
            rect(30, 0, 6, 10, '#E0A526') +
            rect(44, 0, 16, 10, '#C0563B') +
            rect(68, 0, 4, 10, '#1F7A72'),
          id,
        );
      const folds = d.lin(
        [
          [0, '#000', 0.12],
          [0.2, '#000', 0],
          [0.45, '#000', 0.1],
          [0.7, '#000', 0],
          [1, '#000', 0.15],
        ],
        0,
        0,
        1,
        0,
      );
      const back = 'M-60,-240 L140,-240 C150,-60 150,120 160,250 L-40,250 C-50,100 -55,-60 -60,-240 Z';
      const front = 'M-130,-240 L70,-240 C74,-60 80,100 86,210 C40,222 -60,222 -118,210 C-124,60 -128,-80 -130,-240 Z';
      let fringeB = '';
      for (let x = -40; x <= 160; x += 9) fringeB += stroke(`M${x},250 L${x + 2},286`, '#E8DCC3', 3);
      let fringeF = '';
      for (let x = -116; x <= 84; x += 9) fringeF += stroke(`M${x},${212 + Math.sin(x / 30) * 2} L${x + 1},${252}`, '#F2E8D5', 3);
      return (
        path_(back, stripes('translate(-60 0)')) +
        path_(back, folds) +
        path_(back, 'rgba(0,0,0,0.12)') +
        fringeB +
        path_(front, stripes('translate(-130 0)')) +
        path_(front, folds) +
        fringeF +
        rect(-230, -262, 460, 30, '#8A5A2B', 15) +
        circle(-232, -247, 22, '#6E4520') +
        circle(232, -247, 22, '#6E4520') +
        rect(-220, -258, 440, 6, 'rgba(255,255,255,0.25)', 3)
      );
    },
  },
  'chikankari-dupatta': {
    bg: ['#F3F0F8', '#D6CFE6'],
    accent: '#8C7BB5',
    floor: 220,
    draw: () => {
      const layer = (y: number, c: string, edge: string) => {
        let s = rect(-220, y, 440, 86, c, 36) + rect(-220, y + 60, 440, 26, 'rgba(0,0,0,0.06)', 13);
        for (let x = -190; x <= 190; x += 38) s += flower5(x, y + 36, 9, 'rgba(255,255,255,0.85)', edge);
        for (let x = -200; x <= 200; x += 16) s += circle(x, y + 80, 5, edge);
        return s;
      };
      let hoopFlowers = '';
      const spots: Array<[number, number, number]> = [
        [0, 0, 30],
        [-60, -40, 18],
        [60, -40, 18],
        [-60, 45, 18],
        [60, 45, 18],
        [0, -80, 14],
        [0, 82, 14],
      ];
      for (const [x, y, r] of spots) hoopFlowers += flower5(x, y, r, '#FFFFFF', '#D9CCEB', x);
      hoopFlowers += stroke('M-40,-20 C-20,-40 20,-40 40,-20 M-40,20 C-20,40 20,40 40,20', '#FFFFFF', 3, 'stroke-dasharray="4 5"');
      const hoop = g(
        at(60, -150, 1, -8),
        circle(0, 0, 130, '#F6D9E1') +
          hoopFlowers +
          circle(0, 0, 130, 'none', 'stroke="#C99A62" stroke-width="14"') +
          circle(0, 0, 140, 'none', 'stroke="#B07E45" stroke-width="6"') +
          rect(-16, -156, 32, 24, '#B07E45', 4) +
          circle(0, -160, 7, '#8A8A8A'),
      );
      const needle = stroke('M200,-260 L260,-330', '#9A9A9A', 4) + stroke('M200,-260 C150,-200 230,-160 170,-60', '#C76B8A', 2.5);
      return layer(120, '#BFE3D5', '#8CC7B2') + layer(30, '#F6D9E1', '#E8A7BA') + layer(-60, '#FBF7EE', '#E6D9BF') + hoop + needle;
    },
  },
  'khadi-shirt': {
    bg: ['#EEF2F8', '#C9D5E8'],
    accent: '#3C5A8C',
    floor: 290,
    shadowW: 200,
    draw: (d) => {
      const shape =
        'M-50,0 L-140,22 L-200,92 L-250,392 L-196,402 L-158,170 L-150,460 L150,460 L158,170 L196,402 L250,392 L200,92 L140,22 L50,0 Z';
      const texture = d.pattern(
        8,
        8,
        rect(0, 0, 8, 8, '#6F8FC2') + rect(0, 0, 8, 1.5, 'rgba(255,255,255,0.12)') + rect(0, 0, 1.5, 8, 'rgba(0,0,0,0.06)'),
      );
      const clip = d.clip(`<path d="${shape}"/>`);
      return g(
        at(0, -240, 0.95),
        stroke('M0,-60 C0,-86 28,-86 28,-66', '#8A8A8A', 6) +
          stroke('M-130,20 L0,-40 L130,20', '#8A5A2B', 12) +
          clipped(
            clip,
            rect(-260, -10, 520, 480, texture) +
              rect(-260, 370, 520, 100, 'rgba(0,0,0,0.04)') +
              polygon(
                [
                  [-250, 392],
                  [-196, 402],
                  [-199, 380],
                  [-247, 370],
                ],
                '#5B7AAD',
              ) +
              polygon(
                [
                  [250, 392],
                  [196, 402],
                  [199, 380],
                  [247, 370],
                ],
                '#5B7AAD',
              ),
          ) +
          polygon(
            [
              [-50, 0],
              [0, 40],
              [-8, 70],
              [-70, 30],
            ],
            '#5B7AAD',
          ) +
          polygon(
            [
              [50, 0],
              [0, 40],
              [8, 70],
              [70, 30],
            ],
            '#5B7AAD',
          ) +
          rect(-14, 40, 28, 420, '#6585B9') +
          stroke('M-14,40 L-14,460 M14,40 L14,460', 'rgba(0,0,0,0.12)', 2) +
          [90, 160, 230, 300, 370].map((y) => circle(0, y, 6, '#F1EAD8')).join('') +
          rect(-120, 100, 70, 80, '#6585B9', 4) +
          stroke('M-120,112 L-50,112', 'rgba(0,0,0,0.12)', 3) +
          rect(-160, 170, 12, 290, 'rgba(0,0,0,0.06)') +
          rect(148, 170, 12, 290, 'rgba(0,0,0,0.06)'),
      );
    },
  },
  'kids-frock': {
    bg: ['#FFF4E0', '#F9D9A6'],
    accent: '#D6453D',
    floor: 270,
    shadowW: 200,
    draw: (d) => {
      const dots = d.pattern(
        40,
        40,
        rect(0, 0, 40, 40, '#F4C430') +
          circle(10, 10, 5, '#D6453D') +
          circle(30, 30, 5, '#D6453D') +
          circle(30, 10, 2.5, '#FFFFFF') +
          circle(10, 30, 2.5, '#FFFFFF'),
      );
      const skirtPath = `M-70,150 L70,150 L230,360${reverseScallop(-230, 230, 46, 360, 392)} Z`;
      const skirtClip = d.clip(`<path d="${skirtPath}"/>`);
      return g(
        at(0, -190),
        stroke('M0,-70 C0,-96 28,-96 28,-76', '#8A8A8A', 6) +
          stroke('M-110,0 L0,-50 L110,0', '#8A5A2B', 12) +
          circle(-92, 22, 44, '#D6453D') +
          circle(92, 22, 44, '#D6453D') +
          path_('M-80,0 Q0,40 80,0 L76,160 L-76,160 Z', dots) +
          stroke('M-40,8 Q0,40 40,8', '#FFFFFF', 6) +
          clipped(
            skirtClip,
            path_(skirtPath, dots) +
              rect(-240, 330, 480, 70, '#D6453D') +
              rect(
                -240,
                150,
                480,
                220,
                d.lin(
                  [
                    [0, '#000', 0.1],
                    [0.25, '#000', 0],
                    [0.5, '#000', 0.08],
                    [0.75, '#000', 0],
                    [1, '#000', 0.12],
                  ],
                  0,
                  0,
                  1,
                  0,
                ),
              ),
          ) +
          rect(-78, 140, 156, 24, '#2E6B8E', 8) +
          path_('M0,152 C-40,120 -70,140 -60,160 C-50,180 -20,160 0,152 Z', '#2E6B8E') +
          path_('M0,152 C40,120 70,140 60,160 C50,180 20,160 0,152 Z', '#2E6B8E') +
          path_('M-6,156 L-30,240 L-12,236 L0,170 Z', '#2E6B8E') +
          path_('M6,156 L30,240 L12,236 L0,170 Z', '#2E6B8E') +
          circle(0, 152, 10, '#245573'),
      );
    },
  },
  'bandhani-saree': {
    bg: ['#FDECEC', '#F3C1B8'],
    accent: '#B0202C',
    scale: 1.15,
    floor: 210,
    draw: (d) => {
      const bandhani = d.pattern(
        44,
        44,
        rect(0, 0, 44, 44, '#B0202C') +
          [
            [11, 11],
            [33, 33],
          ]
            .map(
              ([x, y]) =>
                circle(x, y, 2.6, '#FFF4DC') +
                circle(x - 6, y, 2.2, '#FFF4DC') +
                circle(x + 6, y, 2.2, '#FFF4DC') +
                circle(x, y - 6, 2.2, '#FFF4DC') +
                circle(x, y + 6, 2.2, '#FFF4DC'),
            )
            .join('') +
          circle(33, 11, 2, '#F4C430') +
          circle(11, 33, 2, '#F4C430'),
      );
      const zari = d.pattern(
        30,
        40,
        rect(0, 0, 30, 40, '#D9A520') +
          polygon(
            [
              [0, 40],
              [15, 18],
              [30, 40],
            ],
            '#F5D26A',
          ) +
          circle(15, 8, 4, '#B0202C'),
      );
      const green = d.pattern(44, 44, rect(0, 0, 44, 44, '#2F7D4F') + circle(11, 11, 2.5, '#FFF4DC') + circle(33, 33, 2.5, '#FFF4DC'));
      return (
        g(at(20, 90), rect(-230, -70, 460, 170, green, 18) + rect(-230, 60, 460, 40, zari, 0) + rect(-230, 96, 460, 6, '#1E5A36')) +
        rect(-250, -170, 460, 240, bandhani, 18) +
        rect(-250, 10, 460, 60, zari) +
        rect(-250, 4, 460, 6, '#7A1218') +
        rect(150, -170, 60, 240, zari) +
        rect(144, -170, 6, 240, '#7A1218') +
        rect(-250, -170, 460, 240, 'none', 18, 'stroke="rgba(0,0,0,0.12)" stroke-width="4"') +
        rect(-250, -170, 460, 30, 'rgba(255,255,255,0.12)', 14) +
        g(
          at(-200, 130),
          rect(0, 0, 120, 18, '#F4C430', 9) +
            circle(10, 9, 14, '#D6453D') +
            circle(40, 9, 14, '#2F7D4F') +
            circle(70, 9, 14, '#2E4A7D') +
            circle(100, 9, 14, '#D6453D'),
        )
      );
    },
  },
  'jute-tote-bag': {
    bg: ['#F3F4E8', '#D7DDB9'],
    accent: '#5C7F2E',
    floor: 270,
    draw: (d) => {
      const jute = d.pattern(
        10,
        10,
        rect(0, 0, 10, 10, '#C9A26B') +
          rect(0, 0, 10, 2, 'rgba(90,60,20,0.18)') +
          rect(0, 5, 10, 1.5, 'rgba(255,255,255,0.15)') +
          rect(0, 0, 2, 10, 'rgba(90,60,20,0.12)'),
      );
      const motif =
        stroke('M0,110 C0,40 0,-20 0,-90', '#3F6B2A', 7) +
        leaf(0, 60, 80, -55, '#5C7F2E', 'rgba(255,255,255,0.35)') +
        leaf(0, 60, 80, 55, '#5C7F2E', 'rgba(255,255,255,0.35)') +
        leaf(0, 10, 70, -50, '#4E8F3A', 'rgba(255,255,255,0.35)') +
        leaf(0, 10, 70, 50, '#4E8F3A', 'rgba(255,255,255,0.35)') +
        leaf(0, -40, 60, -40, '#5C7F2E', 'rgba(255,255,255,0.35)') +
        leaf(0, -40, 60, 40, '#5C7F2E', 'rgba(255,255,255,0.35)') +
        leaf(0, -80, 50, 0, '#4E8F3A', 'rgba(255,255,255,0.35)');
      return (
        stroke('M-110,-110 C-110,-330 110,-330 110,-110', '#8A6A3C', 22) +
        path_('M-200,-110 L200,-110 L215,260 L-215,260 Z', jute) +
        path_(
          'M-200,-110 L200,-110 L215,260 L-215,260 Z',
          d.lin(
            [
              [0, '#000', 0.1],
              [0.15, '#000', 0],
              [0.85, '#000', 0],
              [1, '#000', 0.18],
            ],
            0,
            0,
            1,
            0,
          ),
        ) +
        rect(-200, -110, 400, 30, '#B48C55') +
        stroke('M-196,-74 L196,-74', '#6E5230', 3, 'stroke-dasharray="10 8"') +
        stroke('M-80,-110 C-80,-290 80,-290 80,-110', '#A07A45', 22) +
        stroke('M-80,-110 C-80,-290 80,-290 80,-110', 'rgba(255,255,255,0.2)', 6, 'stroke-dasharray="8 10"') +
        g(at(0, 80), motif) +
        rect(-95, -110, 30, 50, '#A07A45', 4) +
        rect(65, -110, 30, 50, '#A07A45', 4)
      );
    },
  },
  'beaded-bracelet': {
    bg: ['#EAF6F8', '#B9DEE4'],
    accent: '#1F8A9A',
    scale: 1.15,
    floor: 200,
    draw: (d) => {
      const palette = ['#D6453D', '#F4C430', '#1F8A9A', '#F7F1E3', '#2E4A7D', '#F08A24'];
      const shines = palette.map((c) =>
        d.rad(
          [
            [0, '#FFFFFF', 0.9],
            [0.25, c],
            [1, c],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
      const bracelet = (cx: number, cy: number, rx: number, ry: number, count: number, offset: number, r: number, wood: boolean) => {
        const beads = range(count).map((i) => {
          const a = (i / count) * Math.PI * 2;
          return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, depth: Math.sin(a), i };
        });
        beads.sort((p, q) => p.depth - q.depth);
        return beads
          .map((b) => {
            const k = 0.82 + (0.18 * (b.depth + 1)) / 2;
            const fill = wood && b.i % 3 === 1 ? '#A5703F' : shines[(b.i + offset) % shines.length];
            return circle(b.x, b.y, r * k, fill) + (b.depth < 0 ? circle(b.x, b.y, r * k, 'rgba(0,0,0,0.12)') : '');
          })
          .join('');
      };
      return (
        bracelet(-70, -20, 190, 95, 26, 0, 24, false) +
        bracelet(90, 110, 150, 70, 22, 3, 20, true) +
        circle(-230, 180, 16, shines[1]) +
        circle(-190, 200, 13, shines[2]) +
        circle(240, -120, 14, shines[0])
      );
    },
  },
  'embroidered-potli': {
    bg: ['#FBEAF1', '#EDB9CF'],
    accent: '#B8336A',
    scale: 1.05,
    floor: 250,
    shadowW: 200,
    draw: (d) => {
      const silk = d.lin(['#D24A86', '#B8336A', '#8C2350'], 0, 0, 1, 0.6);
      const body = 'M-130,-60 C-230,40 -200,250 0,250 C200,250 230,40 130,-60 Z';
      const clip = d.clip(`<path d="${body}"/>`);
      let band = '';
      for (let x = -200; x <= 200; x += 50)
        band +=
          circle(x, 90, 13, '#E6EEF2') +
          circle(x, 90, 13, 'none', 'stroke="#F4C430" stroke-width="4"') +
          flower5(x + 25, 90, 11, '#F4C430', '#2F7D4F');
      let ruffle = 'M-130,-60';
      for (let i = 0; i < 8; i++) {
        const x0 = -130 + i * 32.5;
        ruffle += ` Q${x0 + 16},-170 ${x0 + 32.5},-60`;
      }
      return (
        path_(`${ruffle} Z`, '#9E2A5B') +
        stroke('M-98,-80 L-92,-140 M-32,-80 L-28,-140 M32,-80 L28,-140 M98,-80 L92,-140', 'rgba(0,0,0,0.15)', 4) +
        path_(body, silk) +
        clipped(
          clip,
          rect(-240, 60, 480, 60, '#7A1D45') +
            band +
            rect(-240, 56, 480, 5, '#F4C430') +
            rect(-240, 120, 480, 5, '#F4C430') +
            flower5(0, 190, 24, '#F4C430', '#2F7D4F'),
        ) +
        rect(-140, -74, 280, 30, '#F4C430', 15) +
        stroke('M-120,-58 C-200,-20 -210,40 -190,90', '#F4C430', 6) +
        stroke('M120,-58 C200,-20 210,40 190,90', '#F4C430', 6) +
        g(at(-190, 90), path_('M-12,0 L12,0 L20,60 L-20,60 Z', '#F4C430') + circle(0, -2, 10, '#E0A526')) +
        g(at(190, 90), path_('M-12,0 L12,0 L20,60 L-20,60 Z', '#F4C430') + circle(0, -2, 10, '#E0A526'))
      );
    },
  },
  'terracotta-jhumka': {
    bg: ['#FFF1E6', '#F4CDB0'],
    accent: '#B5532C',
    scale: 1.25,
    floor: 150,
    draw: (d) => {
      const clay = d.lin(['#D06B3E', '#B5532C', '#8A3A1A'], 0, 0, 1, 0.5);
      const earring = (x: number, rot: number) => {
        let beads = '';
        for (const i of range(9)) {
          const bx = -84 + i * 21;
          beads += stroke(`M${bx},100 L${bx},124`, '#E0A526', 2.5) + circle(bx, 130, 8, i % 2 ? '#F7F1E3' : '#2F7D4F');
        }
        let dots = '';
        for (const i of range(7)) dots += circle(-54 + i * 18, 62, 5, '#F7F1E3');
        return g(
          at(x, -10, 1, rot),
          stroke('M0,-104 C-4,-160 -56,-164 -50,-116', '#E0A526', 6) +
            rect(-4, -50, 8, 70, '#E0A526', 3) +
            circle(0, -70, 34, clay) +
            circle(0, -70, 20, 'none', 'stroke="#F7F1E3" stroke-width="4"') +
            circle(0, -70, 8, '#2F7D4F') +
            circle(0, 16, 10, '#E0A526') +
            path_('M-90,100 C-90,-24 90,-24 90,100 Z', clay) +
            stroke('M-60,40 C-20,20 20,20 60,40', '#F7F1E3', 5) +
            dots +
            stroke('M-80,84 C-30,72 30,72 80,84', '#1E1E1E', 4) +
            rect(-92, 94, 184, 10, '#8A3A1A', 5) +
            beads +
            path_('M-40,20 C-30,0 -10,-6 0,-8 C-20,10 -30,30 -34,50 Z', 'rgba(255,255,255,0.2)'),
        );
      };
      return earring(-120, 6) + earring(130, -6);
    },
  },
  'patchwork-wallet': {
    bg: ['#EEF1F7', '#C7CEE2'],
    accent: '#5B4B8A',
    scale: 1.1,
    floor: 200,
    draw: (d) => {
      const p1 = d.pattern(24, 24, rect(0, 0, 24, 24, '#D6453D') + circle(12, 12, 4, '#F7F1E3'));
      const p2 = d.pattern(16, 16, rect(0, 0, 16, 16, '#2E4A7D') + rect(0, 0, 8, 16, '#3C5A9A'));
      const p3 = d.pattern(30, 30, rect(0, 0, 30, 30, '#F4C430') + flower5(15, 15, 8, '#F08A24', '#D6453D'));
      const p4 = d.pattern(
        20,
        20,
        rect(0, 0, 20, 20, '#2F7D4F') + path_('M0,20 L10,0 L20,20', 'none', 'stroke="#9ED3A8" stroke-width="2"'),
      );
      const clip = d.clip('<rect x="-230" y="-130" width="460" height="280" rx="26"/>');
      return (
        g(
          at(0, 20, 1, -4),
          rect(-230, -130, 460, 280, '#3A2E5A', 26) +
            clipped(
              clip,
              rect(-230, -130, 180, 140, p1) +
                rect(-50, -130, 280, 140, p3) +
                rect(-230, 10, 260, 140, p4) +
                rect(30, 10, 200, 140, p2) +
                stroke('M-50,-130 L-50,10 M-230,10 L230,10 M30,10 L30,150', '#F7F1E3', 3, 'stroke-dasharray="8 6"'),
            ) +
            rect(-214, -114, 428, 248, 'none', 18, 'stroke="#F7F1E3" stroke-width="3" stroke-dasharray="10 7"') +
            path_('M100,-130 L230,-130 L230,70 L100,70 C80,70 80,-130 100,-130 Z', '#5B4B8A') +
            stroke('M108,-116 L216,-116 L216,56 L108,56', '#F7F1E3', 3, 'stroke-dasharray="8 6"') +
            circle(120, -30, 16, '#E0A526') +
            circle(120, -30, 7, '#B07A12'),
        ) + g(at(-150, 210, 1, -12), rect(-60, -20, 120, 40, '#F7F1E3', 6) + rect(-60, -20, 30, 40, '#D6453D', 6))
      );
    },
  },
  'kantha-laptop-sleeve': {
    bg: ['#E8F3F6', '#B7D9E2'],
    accent: '#15616D',
    floor: 210,
    draw: (d) => {
      const clip = d.clip('<rect x="-270" y="-180" width="540" height="360" rx="36"/>');
      let stitches = '';
      const colors = ['#F4C430', '#F7F1E3', '#E85D75', '#F08A24'];
      for (let i = 0; i < 16; i++) {
        const y = -170 + i * 24;
        stitches += stroke(
          `M-280,${y} C-140,${y - 14} -60,${y + 14} 60,${y} S220,${y - 14} 290,${y}`,
          colors[i % colors.length],
          3,
          'stroke-dasharray="9 7"',
        );
      }
      let petals = '';
      for (const k of range(8))
        petals += g(
          `rotate(${k * 45})`,
          path_('M0,0 C20,-30 20,-60 0,-80 C-20,-60 -20,-30 0,0 Z', '#E85D75') +
            stroke('M0,-10 L0,-70', '#F7F1E3', 2, 'stroke-dasharray="5 4"'),
        );
      return g(
        at(0, 20, 1, -3),
        rect(-262, -170, 540, 360, 'rgba(0,0,0,0.18)', 36) +
          rect(-270, -180, 540, 360, '#15616D', 36) +
          clipped(clip, stitches + rect(-300, -200, 600, 40, '#0F4A54')) +
          g(
            at(0, 20),
            circle(0, 0, 96, '#15616D') +
              petals +
              circle(0, 0, 22, '#F4C430') +
              circle(0, 0, 96, 'none', 'stroke="#F7F1E3" stroke-width="3" stroke-dasharray="7 6"'),
          ) +
          stroke('M-250,-162 L250,-162', '#C8CED2', 6, 'stroke-dasharray="3 3"') +
          g(at(200, -162), rect(-8, -6, 16, 16, '#C8CED2', 3) + rect(-6, 8, 12, 34, '#C8CED2', 6) + rect(-3, 14, 6, 22, '#8A9096', 3)) +
          rect(-250, -150, 500, 6, 'rgba(255,255,255,0.12)', 3),
      );
    },
  },
  'madhubani-painting': {
    bg: ['#F6EFE2', '#E3D2B4'],
    accent: '#C8372D',
    floor: 300,
    shadowW: 200,
    draw: (d) => {
      const wood = d.lin(['#8A5A2B', '#6B4220', '#8A5A2B'], 0, 0, 1, 1);
      const fishClip = d.clip('<path d="M-110,0 C-60,-62 60,-62 100,0 C60,62 -60,62 -110,0 Z"/>');
      let scales = '';
      for (let x = -70; x <= 70; x += 22)
        for (let y = -44; y <= 44; y += 18) scales += stroke(`M${x - 10},${y} A10,10 0 0 0 ${x + 10},${y}`, '#1E1E1E', 2.2);
      const fish = (fill: string, fin: string) =>
        path_('M-110,0 C-60,-62 60,-62 100,0 C60,62 -60,62 -110,0 Z', fill, 'stroke="#1E1E1E" stroke-width="4"') +
        clipped(fishClip, scales) +
        path_('M96,0 L160,-48 L146,0 L160,48 Z', fin, 'stroke="#1E1E1E" stroke-width="4"') +
        path_('M-20,-46 C0,-80 30,-78 40,-44 Z', fin, 'stroke="#1E1E1E" stroke-width="3"') +
        path_('M-20,46 C0,80 30,78 40,44 Z', fin, 'stroke="#1E1E1E" stroke-width="3"') +
        circle(-74, -6, 14, '#FFFFFF', 'stroke="#1E1E1E" stroke-width="3"') +
        circle(-74, -6, 6, '#1E1E1E') +
        stroke('M-96,14 C-86,20 -76,20 -68,14', '#1E1E1E', 3);
      let border = '';
      for (let x = -170; x < 170; x += 20) {
        border +=
          polygon(
            [
              [x, -236],
              [x + 10, -222],
              [x + 20, -236],
            ],
            '#C8372D',
          ) +
          polygon(
            [
              [x, 236],
              [x + 10, 222],
              [x + 20, 236],
            ],
            '#C8372D',
          );
      }
      for (let y = -216; y < 216; y += 20) {
        border +=
          polygon(
            [
              [-170, y],
              [-156, y + 10],
              [-170, y + 20],
            ],
            '#3E8E41',
          ) +
          polygon(
            [
              [170, y],
              [156, y + 10],
              [170, y + 20],
            ],
            '#3E8E41',
          );
      }
      let sun = '';
      for (const k of range(12))
        sun += g(
          `rotate(${k * 30})`,
          polygon(
            [
              [-8, -34],
              [8, -34],
              [0, -54],
            ],
            '#C8372D',
          ),
        );
      return (
        stroke('M-80,-300 L0,-350 L80,-300', '#5A3A1A', 4) +
        circle(0, -352, 7, '#8A8A8A') +
        rect(-230, -300, 460, 600, wood, 6) +
        rect(-206, -276, 412, 552, '#F3E2C0') +
        rect(-206, -276, 412, 552, 'none', 0, 'stroke="#4A2D12" stroke-width="4"') +
        rect(-178, -244, 356, 488, 'none', 0, 'stroke="#1E1E1E" stroke-width="4"') +
        rect(-170, -236, 340, 472, 'none', 0, 'stroke="#1E1E1E" stroke-width="2"') +
        border +
        g(at(0, -160), sun + circle(0, 0, 30, '#F2B33D', 'stroke="#1E1E1E" stroke-width="3"')) +
        g(at(-5, -40, 0.9), fish('#F2B33D', '#C8372D')) +
        g(at(5, 90, 0.9, 180), fish('#3E8E41', '#F2B33D')) +
        g(at(0, 190), flower5(0, 0, 22, '#C8372D', '#F2B33D') + leaf(-30, 10, 40, -80, '#3E8E41') + leaf(30, 10, 40, 80, '#3E8E41'))
      );
    },
  },
  'terracotta-vase': {
    bg: ['#F5EFE6', '#E2CDB0'],
    accent: '#A4441F',
    floor: 250,
    shadowW: 170,
    draw: (d) => {
      const clay = d.lin(['#7E3317', '#B4532A', '#D57A49', '#B4532A', '#6E2A12'], 0, 0, 1, 0);
      const vase =
        'M-80,-200 L80,-200 Q64,-182 56,-160 C52,-126 58,-108 80,-84 C180,-20 190,110 120,200 Q104,230 96,250 L-96,250 Q-104,230 -120,200 C-190,110 -180,-20 -80,-84 C-58,-108 -52,-126 -56,-160 Q-64,-182 -80,-200 Z';
      const clip = d.clip(`<path d="${vase}"/>`);
      let zig = 'M-200,60';
      for (let x = -200; x < 200; x += 24) zig += ` L${x + 12},36 L${x + 24},60`;
      let tri = '';
      for (let x = -200; x < 200; x += 30)
        tri += polygon(
          [
            [x, -34],
            [x + 15, -6],
            [x + 30, -34],
          ],
          '#1E1E1E',
        );
      let dots = '';
      for (let x = -200; x < 200; x += 20) dots += circle(x, 130, 5, '#F3E6D0');
      let stems = '';
      const st: Array<[number, number, number]> = [
        [-34, -330, -20],
        [8, -368, 4],
        [44, -320, 22],
        [-66, -290, -36],
      ];
      for (const [x, y, r] of st) {
        stems += stroke(`M0,-190 Q${x * 0.6},${(y - 190) / 2} ${x},${y}`, '#8A7350', 4);
        for (let k = 0; k < 6; k++) {
          const t = 0.55 + k * 0.08;
          const px = x * t;
          const py = -190 + (y + 190) * t;
          stems +=
            ellipse(px - 9, py, 6, 16, '#E8D3A6', `transform="rotate(${r - 30} ${n(px - 9)} ${n(py)})"`) +
            ellipse(px + 9, py, 6, 16, '#DCC28C', `transform="rotate(${r + 30} ${n(px + 9)} ${n(py)})"`);
        }
        stems += ellipse(x, y, 8, 22, '#E8D3A6', `transform="rotate(${r} ${x} ${y})"`);
      }
      return (
        g(at(0, 10), stems) +
        g(
          at(0, 10),
          path_(vase, clay) +
            clipped(
              clip,
              rect(-200, -80, 400, 12, '#F3E6D0') +
                tri +
                stroke(zig, '#F3E6D0', 8) +
                rect(-200, 84, 400, 10, '#1E1E1E') +
                dots +
                rect(-200, 170, 400, 8, '#F3E6D0'),
            ) +
            ellipse(0, -200, 80, 16, '#5A2410') +
            path_('M-110,40 C-118,-10 -90,-60 -60,-74 C-84,-30 -96,10 -90,80 Z', 'rgba(255,255,255,0.18)'),
        )
      );
    },
  },
  'mirror-work-toran': {
    bg: ['#FFF6E0', '#F6D88F'],
    accent: '#C0392B',
    floor: 300,
    shadowW: 0,
    draw: (d) => {
      const mirror = d.rad(
        [
          [0, '#FFFFFF'],
          [0.6, '#D8E2E8'],
          [1, '#9AA8B2'],
        ],
        0.35,
        0.35,
        0.7,
      );
      let s = stroke('M-340,-200 L340,-200', '#7A5A3A', 4);
      s += rect(-320, -200, 640, 96, '#C0392B');
      s += rect(-320, -200, 640, 14, '#F4C430') + rect(-320, -118, 640, 14, '#F4C430');
      for (let x = -296; x <= 296; x += 48)
        s +=
          circle(x, -152, 16, mirror) +
          circle(x, -152, 16, 'none', 'stroke="#F4C430" stroke-width="4"') +
          (x < 296 ? flower5(x + 24, -152, 9, '#2F7D4F', '#F4C430') : '');
      const flap = (x: number, len: number, c: string) =>
        g(
          at(x, -104),
          path_(`M-40,0 L40,0 L0,${len} Z`, c) +
            path_(`M-26,8 L26,8 L0,${len - 34} Z`, 'none', 'stroke="#F4C430" stroke-width="3" stroke-dasharray="6 5"') +
            circle(0, 34, 11, mirror) +
            circle(0, 34, 11, 'none', 'stroke="#F4C430" stroke-width="3"') +
            stroke(`M0,${len} L0,${len + 30}`, '#F4C430', 3) +
            path_(`M-10,${len + 28} L10,${len + 28} L14,${len + 70} L-14,${len + 70} Z`, c) +
            circle(0, len + 26, 7, '#F4C430'),
        );
      const flaps: Array<[number, number, string]> = [
        [-280, 150, '#2F7D4F'],
        [-200, 200, '#F08A24'],
        [-120, 250, '#2F7D4F'],
        [-40, 290, '#2E4A7D'],
        [40, 290, '#2E4A7D'],
        [120, 250, '#2F7D4F'],
        [200, 200, '#F08A24'],
        [280, 150, '#2F7D4F'],
      ];
      for (const [x, l, c] of flaps) s += flap(x, l, c);
      for (const x of [-240, -160, -80, 0, 80, 160, 240]) s += leaf(x, -104, 110 - Math.abs(x) * 0.12, 180, '#3E8E41');
      return s;
    },
  },
  'macrame-wall-hanging': {
    bg: ['#EBCDB9', '#C98F70'],
    accent: '#8A5A2B',
    floor: 320,
    shadowW: 0,
    draw: () => {
      const cords = 12;
      const x0 = (i: number) => -198 + i * 36;
      const rows = 6;
      const rowY = (r: number) => -200 + r * 56;
      const cordPts: Pt[][] = range(cords).map((i) => [[x0(i), -266]]);
      const knots: Pt[] = [];
      for (let r = 0; r < rows; r++) {
        const shrink = r;
        for (let i = 0; i < cords; i++) {
          const pairStart = r % 2 === 0 ? i - (i % 2) : i % 2 === 1 ? i : i - 1;
          const partner = pairStart === i ? i + 1 : pairStart;
          const active =
            Math.abs(i - 5.5) < 6 - shrink * 0.9 && partner >= 0 && partner < cords && Math.abs(partner - 5.5) < 6 - shrink * 0.9;
          const cx = active ? (x0(i) + x0(partner)) / 2 : x0(i);
          cordPts[i].push([cx + (i < partner ? -6 : 6) * (active ? 1 : 0), rowY(r)]);
          if (active && i < partner) knots.push([cx, rowY(r)]);
        }
      }
      let s = stroke('M-230,-266 L0,-330 L230,-266', '#8A6A4A', 3) + circle(0, -332, 6, '#6E6E6E');
      for (let i = 0; i < cords; i++) {
        const last = cordPts[i][cordPts[i].length - 1];
        const end = 260 - Math.abs(i - 5.5) * 26;
        const ptsI = [...cordPts[i], [last[0], rowY(rows - 1) + 40] as Pt];
        s += poly(ptsI, '#F4EBDD', 9);
        for (const dx of [-5, -1.5, 2, 5.5])
          s += stroke(`M${last[0]},${rowY(rows - 1) + 40} L${n(last[0] + dx * 1.6)},${end}`, '#EFE3D0', 2.2);
      }
      for (const [x, y] of knots)
        s += ellipse(x, y, 18, 13, '#FBF5EA') + stroke(`M${x - 12},${y - 4} L${x + 12},${y + 4}`, 'rgba(0,0,0,0.12)', 2);
      s += rect(-250, -282, 500, 30, '#8A5A2B', 15) + rect(-240, -278, 480, 6, 'rgba(255,255,255,0.2)', 3);
      s += g(at(0, -60), circle(0, 0, 18, '#D9A45B') + circle(0, 0, 9, '#B07E45'));
      return s;
    },
  },
  'soy-candles': {
    bg: ['#F3EEF7', '#D9CDE8'],
    accent: '#7D5BA6',
    scale: 1.1,
    floor: 230,
    draw: (d) => {
      const candle = (x: number, h: number, w: number, wax: string, label: string) =>
        g(
          at(x, 230),
          jar(d, w, h, wax, '#C9B79C') +
            rect(-w / 2, -h * 0.62, w, h * 0.34, label) +
            leaf(0, -h * 0.34, h * 0.2, 0, 'rgba(255,255,255,0.7)', 'rgba(0,0,0,0.15)') +
            rect(-w / 2 - 4, -h - 24, w + 8, 30, '#E7DCCB', 6) +
            ellipse(0, -h - 24, w / 2 + 4, 8, '#F7F1E3') +
            flame(0, -h - 26, 0.6, d),
        );
      return (
        candle(-180, 150, 140, '#F7E6C4', '#C9A26B') +
        candle(10, 240, 160, '#E9DDF2', '#7D5BA6') +
        candle(195, 180, 140, '#FBD9C9', '#D97B5B') +
        flower5(-70, 215, 18, '#FFFFFF', '#F4C430') +
        flower5(-40, 232, 14, '#FFFFFF', '#F4C430', 30) +
        leaf(290, 225, 50, 70, '#5C8A4A') +
        leaf(-285, 225, 50, -70, '#5C8A4A')
      );
    },
  },
  'warli-plate': {
    bg: ['#F3EBE1', '#DCC6AB'],
    accent: '#9C4A2B',
    floor: 270,
    draw: (d) => {
      const W = '#F6EFE3';
      const plate = d.rad(['#B0583A', '#9C4A2B', '#7E3620'], 0.45, 0.4, 0.7);
      const person = (arms: 'up' | 'link') =>
        circle(0, -38, 7, W) +
        polygon(
          [
            [-13, -28],
            [13, -28],
            [0, 0],
          ],
          W,
        ) +
        polygon(
          [
            [0, 0],
            [-13, 24],
            [13, 24],
          ],
          W,
        ) +
        stroke('M-7,24 L-10,40 M7,24 L10,40', W, 3) +
        (arms === 'up'
          ? stroke('M-12,-26 L-22,-36 L-20,-50 M12,-26 L22,-36 L20,-50', W, 3)
          : stroke('M-12,-26 L-24,-12 M12,-26 L24,-12', W, 3));
      let ring = '';
      const count = 14;
      for (const i of range(count)) ring += g(`rotate(${(i * 360) / count}) translate(0 -118)`, person('link'));
      ring += circle(0, 0, 96, 'none', `stroke="${W}" stroke-width="2" stroke-dasharray="2 6"`);
      let center = '';
      center += g(at(-26, 20, 0.9), person('up')) + g(at(26, 20, 0.9), person('up'));
      center += stroke('M0,-50 L0,30', W, 4) + stroke('M0,-20 L-24,-44 M0,-30 L22,-54 M0,-10 L26,-26', W, 3);
      center += circle(0, -62, 16, 'none', `stroke="${W}" stroke-width="3"`);
      let rim = '';
      for (const i of range(48))
        rim += g(
          `rotate(${i * 7.5}) translate(0 -214)`,
          polygon(
            [
              [-7, 0],
              [7, 0],
              [0, 12],
            ],
            W,
          ),
        );
      let dots = '';
      for (const i of range(60)) dots += g(`rotate(${i * 6}) translate(0 -184)`, circle(0, 0, 3.2, W));
      return (
        circle(6, 10, 262, 'rgba(0,0,0,0.15)') +
        circle(0, 0, 262, '#7E3620') +
        circle(0, 0, 246, plate) +
        circle(0, 0, 228, 'none', 'stroke="rgba(0,0,0,0.2)" stroke-width="3"') +
        rim +
        dots +
        ring +
        center
      );
    },
  },
  'handmade-paper-notebook': {
    bg: ['#EEF4EA', '#C8DABD'],
    accent: '#5C8A4A',
    floor: 250,
    draw: (d) => {
      const kraft = d.pattern(
        12,
        12,
        rect(0, 0, 12, 12, '#C79A62') + circle(3, 4, 1.2, 'rgba(90,60,20,0.25)') + circle(9, 9, 1, 'rgba(255,255,255,0.25)'),
      );
      let pages = '';
      for (const i of range(6)) pages += rect(-170 + i * 3, -230 + i * 4, 340, 460, i % 2 ? '#F4EDDC' : '#E9E0C9', 10);
      let stitches = '';
      for (let y = -200; y <= 200; y += 40) stitches += stroke(`M-168,${y} L-148,${y}`, '#F4EDDC', 4);
      const pencil = g(
        at(215, 60, 1, 18),
        rect(-14, -200, 28, 340, '#F4C430', 2) +
          rect(-14, -200, 9, 340, '#E0A526') +
          path_('M-14,140 L14,140 L0,190 Z', '#E8C99A') +
          path_('M-5,174 L5,174 L0,190 Z', '#333333') +
          rect(-14, -230, 28, 30, '#E85D75', 4) +
          rect(-14, -206, 28, 10, '#B8B8B8'),
      );
      return (
        g(
          at(-40, 0, 1, -6),
          pages +
            rect(-184, -240, 350, 470, kraft, 12) +
            rect(-184, -240, 40, 470, '#8A6A3C', 8) +
            stitches +
            rect(-184, -240, 350, 470, 'none', 12, 'stroke="rgba(90,60,20,0.35)" stroke-width="3"') +
            g(
              at(10, -10),
              leaf(0, 90, 200, -8, '#6E8F3E', 'rgba(255,255,255,0.35)') +
                leaf(10, 90, 150, 28, '#8AA84E', 'rgba(255,255,255,0.35)') +
                leaf(-10, 90, 140, -40, '#5C7A2E', 'rgba(255,255,255,0.35)'),
            ) +
            rect(-186, 110, 356, 12, '#9E7A48') +
            stroke('M160,116 C210,120 220,160 200,190 M160,116 C200,100 230,120 220,140', '#9E7A48', 6),
        ) + pencil
      );
    },
  },
  'seed-paper-cards': {
    bg: ['#F2F7EC', '#CFE3BE'],
    accent: '#4E8F3A',
    scale: 1.05,
    floor: 240,
    draw: () => {
      const rand = rng(7);
      const card = (x: number, y: number, rot: number, c: string, flowerC: string) => {
        let speck = '';
        for (let i = 0; i < 40; i++)
          speck += circle(
            -120 + rand() * 240,
            -160 + rand() * 320,
            1.5 + rand() * 2.5,
            rand() > 0.5 ? 'rgba(90,60,20,0.35)' : 'rgba(60,110,40,0.35)',
          );
        return g(
          at(x, y, 1, rot),
          rect(-126, -166, 260, 340, 'rgba(0,0,0,0.1)', 10) +
            rect(-130, -170, 260, 340, c, 10) +
            speck +
            stroke('M0,100 C-4,50 4,10 0,-30', '#4E8F3A', 5) +
            leaf(0, 60, 60, -50, '#6DB33F') +
            leaf(0, 40, 56, 55, '#6DB33F') +
            flower5(0, -50, 40, flowerC, '#F4C430'),
        );
      };
      const pot = g(
        at(190, 220),
        path_('M-70,-90 L70,-90 L52,0 L-52,0 Z', '#C0633A') +
          rect(-80, -110, 160, 28, '#A8532E', 6) +
          ellipse(0, -110, 74, 12, '#5A3A22') +
          sapling(0, -112, 1.3),
      );
      return (
        card(-150, -20, -14, '#F7EBD8', '#E85D75') +
        card(-10, -40, 2, '#E9F2E1', '#F08A24') +
        card(100, -10, 16, '#F8E6EC', '#7D5BA6') +
        pot
      );
    },
  },
  'herbal-soap-set': {
    bg: ['#EEF6EC', '#C6E0C0'],
    accent: '#3E8E41',
    scale: 1.15,
    floor: 220,
    draw: () => {
      const bar = (y: number, top: string, side: string, emb: string) =>
        rect(-170, y, 340, 90, side, 18) +
        rect(-170, y, 340, 50, top, 18) +
        rect(-150, y + 10, 300, 30, 'none', 12, `stroke="${emb}" stroke-width="3"`) +
        leaf(0, y + 38, 30, 90, emb, 'rgba(0,0,0,0)');
      return (
        bar(130, '#F4C430', '#D9A520', '#E0A526') +
        bar(30, '#F2B8C6', '#D98CA0', '#E5A1B3') +
        bar(-70, '#9BC87A', '#6FA352', '#86B866') +
        rect(-40, -70, 26, 290, '#C9A26B') +
        stroke('M-40,-70 L-40,220 M-14,-70 L-14,220', 'rgba(0,0,0,0.1)', 2) +
        path_('M-27,-70 C-80,-140 -130,-100 -90,-80 C-70,-70 -45,-70 -27,-70 Z', '#C9A26B') +
        path_('M-27,-70 C20,-150 80,-110 40,-85 C20,-72 0,-70 -27,-70 Z', '#C9A26B') +
        path_('M-30,-70 L-60,-20 L-48,-18 Z', '#B48C55') +
        path_('M-24,-70 L6,-20 L-6,-18 Z', '#B48C55') +
        circle(-27, -72, 10, '#B48C55') +
        leaf(220, 210, 90, 60, '#3E8E41') +
        leaf(240, 190, 80, 100, '#5C9E4A') +
        leaf(-230, 210, 80, -60, '#3E8E41') +
        flower5(-250, 140, 20, '#E85D75', '#F4C430') +
        flower5(250, 120, 16, '#F4C430', '#F08A24', 20)
      );
    },
  },
  'mango-pickle': {
    bg: ['#FFF6DE', '#F7D98A'],
    accent: '#D9731A',
    floor: 230,
    draw: (d) => {
      const rand = rng(11);
      let chunks = '';
      for (let i = 0; i < 38; i++) {
        const x = -110 + rand() * 220;
        const y = -250 + rand() * 260;
        chunks += g(
          at(x, y, 1, rand() * 180),
          path_('M-18,-12 L20,-8 L14,14 L-16,10 Z', rand() > 0.5 ? '#E07B1A' : '#C75B12') + rect(-10, -6, 10, 5, '#F6D06A', 2),
        );
      }
      const contents = d.clip('<rect x="-130" y="-270" width="260" height="300" rx="34"/>');
      const cloth = d.pattern(
        28,
        28,
        rect(0, 0, 28, 28, '#D6453D') + rect(0, 0, 14, 28, 'rgba(255,255,255,0.25)') + rect(0, 0, 28, 14, 'rgba(255,255,255,0.25)'),
      );
      return (
        g(
          at(-60, 230),
          rect(-130, -300, 260, 300, '#F7EBD0', 36) +
            clipped(contents, rect(-140, -280, 280, 320, '#B4460F') + chunks + rect(-140, -280, 280, 30, 'rgba(244,196,48,0.55)')) +
            rect(
              -130,
              -300,
              260,
              300,
              d.lin(
                [
                  [0, '#ffffff', 0.35],
                  [0.25, '#ffffff', 0.05],
                  [0.8, '#ffffff', 0.05],
                  [1, '#ffffff', 0.25],
                ],
                0,
                0,
                1,
                0,
              ),
              36,
            ) +
            rect(-112, -270, 12, 220, 'rgba(255,255,255,0.5)', 6) +
            rect(-110, -330, 220, 36, '#8A8A8A', 8) +
            path_(
              'M-150,-360 C-60,-400 60,-400 150,-360 L170,-290 Q140,-270 120,-292 Q90,-268 60,-290 Q30,-266 0,-290 Q-30,-266 -60,-290 Q-90,-268 -120,-292 Q-140,-270 -170,-290 Z',
              cloth,
            ) +
            stroke('M-124,-318 C-40,-300 40,-300 124,-318', '#7A5A3A', 7),
        ) +
        g(
          at(190, 170, 1, -20),
          path_(
            'M0,-90 C70,-90 100,-10 80,50 C60,100 -40,110 -70,60 C-100,10 -70,-90 0,-90 Z',
            d.rad(['#FFD85A', '#F4A62A', '#E07B1A'], 0.4, 0.35, 0.7),
          ) +
            stroke('M0,-90 C4,-104 10,-112 16,-116', '#5A3A1A', 5) +
            leaf(16, -112, 80, 60, '#3E8E41'),
        ) +
        g(
          at(110, 250, 1, 10),
          path_('M-70,0 C-30,-16 30,-16 70,-6 C40,8 -30,12 -70,0 Z', '#C0271D') + stroke('M70,-6 L90,-18', '#3E8E41', 5),
        ) +
        g(
          at(200, 270, 1, -14),
          path_('M-60,0 C-26,-14 26,-14 60,-5 C34,7 -26,10 -60,0 Z', '#D6453D') + stroke('M60,-5 L78,-16', '#3E8E41', 5),
        )
      );
    },
  },
  'forest-honey': {
    bg: ['#FFF6E0', '#F6D58E'],
    accent: '#D9901A',
    floor: 240,
    draw: (d) => {
      const honey = d.lin(['#F7B733', '#D9801A', '#A85A0C']);
      let comb = '';
      const hex = (x: number, y: number, r: number) =>
        polygon(
          range(6).map((k) => [x + r * Math.cos((Math.PI / 3) * k), y + r * Math.sin((Math.PI / 3) * k)] as Pt),
          'rgba(255,255,255,0.35)',
          'stroke="rgba(217,144,26,0.5)" stroke-width="4"',
        );
      for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) comb += hex(-300 + c * 54, -300 + r * 62 + (c % 2) * 31, 34);
      const jarShape =
        'M-120,-200 L120,-200 C150,-180 160,-150 160,-110 L160,180 C160,220 130,240 100,240 L-100,240 C-130,240 -160,220 -160,180 L-160,-110 C-160,-150 -150,-180 -120,-200 Z';
      const dipper = g(
        at(150, -120, 1, 28),
        rect(-7, -260, 14, 280, '#B07A40', 7) +
          range(5)
            .map((i) => ellipse(0, 30 + i * 18, 34 - Math.abs(i - 2) * 5, 10, '#C8955A'))
            .join('') +
          path_('M-30,40 C-30,140 30,140 30,40 Z', '#E89A23', 'opacity="0.9"') +
          circle(0, 150, 9, '#E89A23'),
      );
      return (
        comb +
        g(
          at(-40, 0),
          path_(jarShape, honey) +
            path_(
              jarShape,
              d.lin(
                [
                  [0, '#ffffff', 0.3],
                  [0.2, '#ffffff', 0.05],
                  [0.8, '#ffffff', 0],
                  [1, '#000000', 0.12],
                ],
                0,
                0,
                1,
                0,
              ),
            ) +
            rect(-130, -150, 16, 300, 'rgba(255,255,255,0.45)', 8) +
            rect(-100, -20, 200, 130, '#F7EBD0', 12) +
            g(
              at(0, 45),
              hex(0, 0, 34) +
                hex(-40, -22, 20) +
                hex(40, -22, 20) +
                ellipse(0, 0, 12, 8, '#5A3A1A') +
                ellipse(-6, -10, 9, 6, 'rgba(255,255,255,0.8)') +
                ellipse(6, -10, 9, 6, 'rgba(255,255,255,0.8)'),
            ) +
            rect(-130, -260, 260, 70, '#8A5A2B', 12) +
            rect(-130, -240, 260, 8, 'rgba(0,0,0,0.18)') +
            rect(-130, -220, 260, 8, 'rgba(0,0,0,0.18)'),
        ) +
        dipper
      );
    },
  },
  'festive-gift-hamper': {
    bg: ['#FDEEE2', '#F3C7A5'],
    accent: '#C0392B',
    scale: 1.1,
    floor: 250,
    draw: (d) => {
      const items =
        g(at(-120, -30, 0.55), jar(d, 150, 220, '#E89A23', '#8A5A2B')) +
        g(at(30, -80), rect(-70, -120, 140, 140, '#2F7D4F', 6) + rect(-70, -100, 140, 10, '#F4C430') + rect(-70, -30, 140, 10, '#F4C430')) +
        g(at(140, -10, 1, 12), rect(-55, -70, 110, 60, '#F2B8C6', 14) + rect(-55, -70, 110, 30, '#F7CFD9', 14)) +
        g(at(-20, -40, 0.6), diya(d, '#F7E3B5')) +
        leaf(-220, -40, 90, -40, '#3E8E41') +
        leaf(220, -40, 90, 40, '#3E8E41');
      const bow =
        rect(-20, 0, 40, 150, '#C0392B') +
        path_('M0,20 C-40,-40 -130,-40 -110,10 C-96,40 -40,36 0,20 Z', '#C0392B') +
        path_('M0,20 C40,-40 130,-40 110,10 C96,40 40,36 0,20 Z', '#C0392B') +
        circle(0, 20, 20, '#962D22');
      return (
        items + g(at(0, 0), wovenBasket(d, 500, 220, { a: '#D9A45B', b: '#BF8840', rim: '#A8722F', inner: '#6E4620' })) + g(at(0, 40), bow)
      );
    },
  },
};

function reverseScallop(xFrom: number, xTo: number, step: number, y: number, dip: number) {
  // Scalloped hem drawn right → left, used to close the frock skirt outline.
  let s = '';
  for (let x = xTo; x > xFrom; x -= step) s += ` Q${x - step / 2},${dip} ${x - step},${y}`;
  return s;
}

function productScene(slug: string, art: ProductArt) {
  const d = new Defs();
  const rand = rng(hash(slug));
  const bg = d.lin([art.bg[0], art.bg[1]], 0, 0, 0.35, 1);
  const halo = d.rad([
    [0, '#FFFFFF', 0.6],
    [0.7, '#FFFFFF', 0.15],
    [1, '#FFFFFF', 0],
  ]);
  const shadow = d.rad([
    [0, '#3A2A1A', 0.28],
    [1, '#3A2A1A', 0],
  ]);
  let deco = '';
  for (let i = 0; i < 6; i++) {
    const x = rand() * 800;
    const y = rand() * 800;
    const edge = Math.min(x, 800 - x, y, 800 - y);
    if (edge > 150) continue; // keep decoration near the edges
    deco += circle(x, y, 18 + rand() * 60, art.accent, `opacity="${n(0.06 + rand() * 0.06)}"`);
  }
  const sc = art.scale ?? 1;
  const floor = (art.floor ?? 250) * sc;
  const shadowW = (art.shadowW ?? 280) * sc;
  return svgDoc(
    800,
    800,
    d,
    rect(0, 0, 800, 800, bg) +
      circle(400, 380, 340, halo) +
      deco +
      (shadowW ? ellipse(400, 400 + floor + 8, shadowW, 34, shadow) : '') +
      g(`translate(400 400)${sc !== 1 ? ` scale(${sc})` : ''}`, art.draw(d)),
  );
}

function fallbackScene() {
  const d = new Defs();
  const bg = d.lin(['#F2F0EC', '#DAD6CF'], 0, 0, 0.35, 1);
  const halo = d.rad([
    [0, '#FFFFFF', 0.6],
    [1, '#FFFFFF', 0],
  ]);
  const shadow = d.rad([
    [0, '#2A2A2A', 0.22],
    [1, '#2A2A2A', 0],
  ]);
  return svgDoc(
    800,
    800,
    d,
    rect(0, 0, 800, 800, bg) +
      circle(400, 380, 340, halo) +
      ellipse(400, 598, 240, 30, shadow) +
      g(
        'translate(400 420) scale(1.05)',
        giftBox(d, { box: '#C9C3BA', side: '#9E978C', lid: '#D8D3CB', ribbon: '#A59E93', ribbonDark: '#8C857A' }),
      ),
  );
}

// ─────────────────────────────────────────────────────────────────────────────
// Scenes (slides, heroes, initiatives)
// ─────────────────────────────────────────────────────────────────────────────

function childBack(x: number, y: number, s: number, c: { shirt: string; hair: string; girl?: boolean; hand?: boolean }) {
  let b = '';
  if (c.hand)
    b +=
      poly(
        [
          [30, -70],
          [58, -140],
          [62, -200],
        ],
        c.shirt,
        20,
      ) + circle(62, -204, 12, '#B97A50');
  b += path_('M-58,0 C-58,-60 -44,-86 0,-86 C44,-86 58,-60 58,0 Z', c.shirt);
  b += rect(-8, -104, 16, 22, '#A86B45');
  b += circle(0, -122, 30, c.hair);
  if (c.girl)
    b +=
      poly(
        [
          [-20, -110],
          [-26, -66],
        ],
        c.hair,
        12,
      ) +
      poly(
        [
          [20, -110],
          [26, -66],
        ],
        c.hair,
        12,
      ) +
      circle(-26, -64, 7, '#D6453D') +
      circle(26, -64, 7, '#D6453D');
  return g(at(x, y, s), b);
}

function slideClassroom() {
  const d = new Defs();
  const wall = d.lin(['#F8E7C8', '#F1D2A2']);
  const floor = d.lin(['#C98E5A', '#A8703F']);
  const light = d.lin(
    [
      [0, '#FFFFFF', 0.45],
      [1, '#FFFFFF', 0],
    ],
    0,
    0,
    1,
    1,
  );
  let board = rect(430, 70, 760, 320, '#8A5A2B', 10) + rect(448, 86, 724, 288, '#2F5D46', 4);
  const chalk = 'rgba(255,255,255,0.85)';
  // chalk drawings: a sun, a house, sums as shapes, a bar chart
  board +=
    circle(540, 160, 28, 'none', `stroke="${chalk}" stroke-width="4"`) +
    range(8)
      .map((k) => g(`translate(540 160) rotate(${k * 45})`, stroke('M0,-38 L0,-52', chalk, 4)))
      .join('') +
    stroke('M620,300 L620,230 L670,190 L720,230 L720,300 Z M655,300 L655,262 L685,262 L685,300', chalk, 4) +
    stroke('M800,150 L840,150 M820,130 L820,170 M870,140 L910,140 M870,160 L910,160', chalk, 5) +
    stroke('M940,130 l0,40 M960,130 l14,20 l-14,20', chalk, 5) +
    stroke('M800,230 L800,320 L960,320', chalk, 4) +
    rect(820, 280, 24, 40, 'none', 0, `stroke="${chalk}" stroke-width="4"`) +
    rect(860, 250, 24, 70, 'none', 0, `stroke="${chalk}" stroke-width="4"`) +
    rect(900, 220, 24, 100, 'none', 0, `stroke="${chalk}" stroke-width="4"`) +
    stroke('M1010,300 C1040,200 1100,200 1130,300', chalk, 4) +
    circle(1070, 170, 20, 'none', `stroke="${chalk}" stroke-width="4"`) +
    stroke('M1010,150 l20,0 M1020,140 l0,20', chalk, 4);
  board += rect(440, 374, 740, 14, '#6E4520', 4) + rect(520, 366, 40, 10, '#FFFFFF', 2) + rect(580, 368, 30, 8, '#F4C430', 2);
  // windows
  const win = (x: number) =>
    rect(x, 110, 140, 200, '#8A5A2B', 6) +
    rect(x + 10, 120, 120, 180, '#BFE3F2') +
    rect(x + 66, 120, 8, 180, '#8A5A2B') +
    rect(x + 10, 206, 120, 8, '#8A5A2B');
  const teacher = g(
    at(330, 560, 1.3),
    figure(
      {
        ...standing('point'),
        armR: [
          [22, -214],
          [80, -240],
          [130, -275],
        ],
      },
      { skin: SKIN[0], hair: HAIR[0], top: '#7D3C98', bottom: '#7D3C98', saree: true, cover: '#F4C430', hairStyle: 'bun' },
    ),
  );
  let desksBack = '';
  for (const x of [380, 700, 1020, 1340])
    desksBack += rect(x - 120, 470, 240, 20, '#8A5A2B', 4) + rect(x - 110, 490, 12, 60, '#6E4520') + rect(x + 98, 490, 12, 60, '#6E4520');
  const kids = [
    childBack(320, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[0], girl: true }),
    childBack(440, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[1], hand: true }),
    childBack(640, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[2] }),
    childBack(760, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[0], girl: true, hand: true }),
    childBack(960, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[1], girl: true }),
    childBack(1080, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[0] }),
    childBack(1280, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[2], hand: true }),
    childBack(1400, 560, 0.9, { shirt: '#FFFFFF', hair: HAIR[0], girl: true }),
  ].join('');
  let desksFront = '';
  for (const x of [220, 620, 1020, 1420]) desksFront += rect(x - 170, 600, 340, 26, '#9A6A3A', 6);
  const kidsFront = [
    childBack(150, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[0], girl: true }),
    childBack(300, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[1] }),
    childBack(550, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[2], hand: true }),
    childBack(700, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[0], girl: true }),
    childBack(950, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[1], girl: true, hand: true }),
    childBack(1100, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[0] }),
    childBack(1350, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[2] }),
    childBack(1500, 720, 1.25, { shirt: '#2E6B8E', hair: HAIR[0], girl: true }),
  ].join('');
  const plant = g(
    at(1530, 470),
    path_('M-30,0 L30,0 L22,60 L-22,60 Z', '#C0633A') +
      leaf(0, 0, 90, -30, '#3E8E41') +
      leaf(0, 0, 100, 10, '#4E9E4A') +
      leaf(0, 0, 80, 45, '#3E8E41'),
  );
  return svgDoc(
    1600,
    700,
    d,
    rect(0, 0, 1600, 700, wall) +
      polygon(
        [
          [1230, 110],
          [1600, 110],
          [1600, 700],
          [900, 700],
        ],
        light,
      ) +
      rect(0, 0, 1600, 40, '#E7BE85') +
      bunting(20, 1580, 40, 24, ['#F08A24', '#3E8E41', '#F4C430', '#D6453D', '#2E6B8E'], 30) +
      win(60) +
      win(1240) +
      win(1410) +
      board +
      rect(0, 540, 1600, 160, floor) +
      teacher +
      desksBack +
      kids +
      plant +
      desksFront +
      kidsFront,
  );
}

function sewingMachine(x: number, y: number, s: number) {
  return g(
    at(x, y, s),
    rect(-150, -20, 300, 24, '#2E2E2E', 6) +
      path_(
        'M70,-20 L70,-150 C70,-175 55,-185 30,-185 L-120,-185 C-140,-185 -150,-175 -150,-155 L-150,-110 L-110,-110 L-110,-140 L40,-140 L40,-20 Z',
        '#2A2A2A',
      ) +
      rect(-150, -185, 220, 10, '#E0A526', 4) +
      path_('M-40,-140 C-10,-150 20,-150 40,-140', 'none', 'stroke="#E0A526" stroke-width="3"') +
      rect(-134, -110, 8, 60, '#B8B8B8') +
      rect(-140, -58, 20, 8, '#B8B8B8') +
      circle(92, -120, 34, '#3A3A3A') +
      circle(92, -120, 16, '#8A8A8A') +
      rect(10, -200, 10, 20, '#8A8A8A') +
      circle(15, -206, 10, '#D6453D'),
  );
}

function slideSewing() {
  const d = new Defs();
  const wall = d.lin(['#E7F1F0', '#CFE3E0']);
  let shelf = '';
  const bolts = ['#D6453D', '#F4C430', '#2E6B8E', '#3E8E41', '#E85D75', '#F08A24', '#7D5BA6', '#15616D'];
  for (const [row, y] of [
    [0, 150],
    [1, 260],
  ] as const) {
    shelf += rect(1150, y + 60, 400, 14, '#8A5A2B', 3);
    for (const i of range(7)) {
      const c = bolts[(i + row * 3) % bolts.length];
      shelf += rect(1165 + i * 54, y - 10, 46, 70, c, 6) + ellipse(1188 + i * 54, y - 10, 23, 8, 'rgba(255,255,255,0.35)');
    }
  }
  const table =
    rect(0, 440, 1600, 30, '#9A6A3A') +
    rect(0, 470, 1600, 230, '#B8844F') +
    rect(0, 470, 1600, 12, 'rgba(0,0,0,0.15)') +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(40 + i * 400, 520, 320, 120, 'none', 8, 'stroke="#9A6A3A" stroke-width="6"') +
          rect(170 + i * 400, 570, 60, 12, '#8A5A2B', 6),
      )
      .join('');
  const women: Array<{ x: number; look: Look }> = [
    { x: 250, look: { skin: SKIN[1], hair: HAIR[0], top: '#D6453D', bottom: '#D6453D', hairStyle: 'covered', cover: '#F4C430' } },
    { x: 700, look: { skin: SKIN[0], hair: HAIR[1], top: '#2E6B8E', bottom: '#2E6B8E', hairStyle: 'bun' } },
    { x: 1150, look: { skin: SKIN[2], hair: HAIR[0], top: '#7D3C98', bottom: '#7D3C98', hairStyle: 'covered', cover: '#E85D75' } },
  ];
  const SC = 1.7;
  let people = '';
  let hands = '';
  for (const w of women) {
    const pose: Pose = {
      head: [0, -258],
      neck: [0, -222],
      hip: [0, -120],
      armL: [
        [-22, -212],
        [-62, -172],
        [-58, -124],
      ],
      armR: [
        [22, -212],
        [44, -170],
        [16, -124],
      ],
    };
    people += g(at(w.x, 640, SC), figure(pose, w.look));
    for (const [hx, hy] of [pose.armL[2], pose.armR[2]]) hands += circle(w.x + hx * SC, 640 + hy * SC, 16, w.look.skin);
  }
  let machines = '';
  const fabrics = ['#F4C430', '#E85D75', '#3E8E41'];
  women.forEach((w, i) => {
    const x1 = w.x - 230;
    const x2 = w.x - 70;
    machines += path_(
      `M${x1},436 L${x2},436 L${x2 + 8},470 L${x2 + 4},610 Q${x2 - 30},626 ${(x1 + x2) / 2},606 Q${x1 + 30},592 ${x1 - 4},614 L${x1 - 8},470 Z`,
      fabrics[i],
    );
    machines += rect(x1 + 30, 470, 16, 140, 'rgba(0,0,0,0.08)') + rect(x2 - 50, 470, 12, 140, 'rgba(255,255,255,0.15)');
    for (let yy = 490; yy < 600; yy += 34)
      for (let xx = x1 + 12; xx < x2 - 4; xx += 34) machines += circle(xx, yy, 4, 'rgba(255,255,255,0.6)');
    machines += sewingMachine(w.x + 10, 440, 0.8);
    machines +=
      rect(w.x + 150, 420, 60, 20, '#F7F1E3', 4) +
      circle(w.x + 236, 428, 12, fabrics[(i + 1) % 3]) +
      rect(w.x + 231, 410, 10, 30, '#8A5A2B', 2);
  });
  const trainer = g(
    at(1480, 700, 1.5),
    figure(standing('holdFront'), {
      skin: SKIN[3],
      hair: HAIR[2],
      top: '#15616D',
      bottom: '#15616D',
      saree: true,
      cover: '#F08A24',
      hairStyle: 'braid',
    }),
  );
  const tape = stroke('M1472,465 C1462,520 1498,520 1490,470', '#F4C430', 6);
  return svgDoc(
    1600,
    700,
    d,
    rect(0, 0, 1600, 700, wall) +
      rect(80, 90, 300, 200, '#FFFFFF', 8) +
      rect(92, 102, 276, 176, '#BFE3F2') +
      path_('M92,230 Q180,180 260,220 T368,210 L368,278 L92,278 Z', '#8CC7A1') +
      rect(224, 102, 10, 176, '#FFFFFF') +
      bunting(0, 1600, 20, 30, ['#F08A24', '#D6453D', '#F4C430', '#3E8E41', '#2E6B8E'], 32) +
      shelf +
      rect(520, 110, 360, 210, '#F7F1E3', 6) +
      g(
        at(700, 215),
        rect(-150, -90, 300, 180, '#FFFFFF', 4) +
          stroke('M-120,40 L-60,-20 L0,20 L60,-50 L120,-10', '#3E8E41', 8) +
          circle(-100, -50, 18, '#F4C430') +
          circle(-50, -50, 18, '#E85D75') +
          circle(0, -50, 18, '#2E6B8E'),
      ) +
      people +
      table +
      machines +
      hands +
      trainer +
      tape,
  );
}

function hills(d: Defs, w: number, h: number, layers: Array<{ y: number; amp: number; color: string; phase: number }>) {
  return layers
    .map(({ y, amp, color, phase }) => {
      let p = `M0,${h} L0,${y}`;
      const steps = 8;
      for (let i = 1; i <= steps; i++) {
        const x = (w / steps) * i;
        const cx = x - w / steps / 2;
        p += ` Q${n(cx)},${n(y - amp * Math.sin(i + phase))} ${n(x)},${n(y + amp * 0.3 * Math.cos(i * 1.7 + phase))}`;
      }
      return path_(`${p} L${w},${h} Z`, color);
    })
    .join('');
}

function slidePlantation() {
  const d = new Defs();
  const sky = d.lin(['#BFE6F5', '#FCEFD2']);
  const sun = d.rad([
    [0, '#FFF4C2'],
    [0.5, '#FFD966'],
    [1, '#FFD966', 0],
  ]);
  let s = rect(0, 0, 1600, 700, sky) + circle(1260, 160, 150, sun) + circle(1260, 160, 60, '#FFE27A');
  s += bird(300, 120, 1.4, '#4A5A6A') + bird(360, 150, 1, '#4A5A6A') + bird(420, 110, 1.2, '#4A5A6A');
  s += hills(d, 1600, 700, [
    { y: 380, amp: 60, color: '#A9D18E', phase: 0.3 },
    { y: 450, amp: 40, color: '#8CC06A', phase: 1.6 },
  ]);
  s +=
    tree(120, 470, 0.9, ['#4E9E4A', '#5CB04E', '#6FC15C']) +
    tree(1500, 480, 1.1, ['#3E8E41', '#4E9E4A', '#6FC15C']) +
    tree(1380, 470, 0.7, ['#4E9E4A', '#5CB04E', '#7CC44E']);
  s += rect(0, 520, 1600, 180, '#7DB35A');
  s += path_('M0,560 C400,540 1200,580 1600,550 L1600,700 L0,700 Z', '#6EA54C');
  // planted row of saplings with soil mounds
  for (const x of [220, 420, 620, 1020, 1220]) s += ellipse(x, 600, 60, 16, '#8A5A3A') + sapling(x, 600, 1.1);
  // people
  const kneel: Pose = {
    head: [46, -206],
    neck: [34, -172],
    hip: [-10, -74],
    armL: [
      [28, -162],
      [58, -112],
      [84, -52],
    ],
    armR: [
      [36, -162],
      [72, -118],
      [104, -58],
    ],
    legL: [
      [-10, -74],
      [34, -8],
      [-54, -4],
    ],
    legR: [
      [-10, -74],
      [56, -66],
      [60, 0],
    ],
  };
  s += g(at(720, 620, 1.3), figure(kneel, { skin: SKIN[1], hair: HAIR[0], top: '#F4C430', bottom: '#2E6B8E', hairStyle: 'short' }));
  s += ellipse(870, 612, 70, 16, '#8A5A3A') + sapling(870, 612, 1.5);
  // child with watering can
  const child = {
    ...standing('holdFront'),
    armR: [
      [22, -214],
      [50, -170],
      [80, -150],
    ] as Pt[],
  };
  s += g(at(1000, 640, 0.85), figure(child, { skin: SKIN[0], hair: HAIR[1], top: '#D6453D', bottom: '#F7F1E3', hairStyle: 'braid' }));
  s += g(
    at(1080, 505),
    path_('M-30,-10 L30,-10 L34,50 L-34,50 Z', '#2E8BC0') +
      stroke('M-24,-10 C-24,-44 24,-44 24,-10', '#2E8BC0', 6) +
      stroke('M30,30 L80,-6', '#2E8BC0', 9) +
      ellipse(86, -10, 10, 6, '#2E8BC0'),
  );
  s += stroke(
    'M1094,500 C1110,520 1116,560 1118,590 M1100,498 C1124,516 1132,560 1138,592 M1090,502 C1098,530 1100,560 1100,590',
    '#8FD3F5',
    3,
    'stroke-dasharray="6 8"',
  );
  // woman carrying sapling pot
  s += g(
    at(430, 650, 1.2),
    figure(standing('holdFront', 'walk'), {
      skin: SKIN[2],
      hair: HAIR[0],
      top: '#3E8E41',
      bottom: '#7D3C98',
      saree: true,
      cover: '#F08A24',
      hairStyle: 'bun',
    }),
  );
  s += g(at(431, 470), path_('M-26,0 L26,0 L20,40 L-20,40 Z', '#C0633A') + sapling(0, 0, 0.9));
  // man with spade
  const dig: Pose = {
    head: [20, -250],
    neck: [14, -214],
    hip: [0, -124],
    armL: [
      [4, -206],
      [-20, -150],
      [-40, -100],
    ],
    armR: [
      [20, -206],
      [10, -150],
      [-30, -110],
    ],
    legL: [
      [-10, -124],
      [-30, -60],
      [-40, 0],
    ],
    legR: [
      [10, -124],
      [30, -60],
      [40, 0],
    ],
  };
  s += g(
    at(1320, 650, 1.15),
    stroke('M-80,-230 L-10,40', '#8A5A2B', 8) +
      path_('M-22,20 L6,20 L12,70 L-10,84 L-28,70 Z', '#8A8A8A', 'transform="rotate(-20 -10 40)"') +
      figure(dig, { skin: SKIN[4], hair: HAIR[1], top: '#F7F1E3', bottom: '#5A4A3A', hairStyle: 'cap' }),
  );
  return svgDoc(1600, 700, d, s);
}

function heroHome() {
  const d = new Defs();
  const sky = d.lin(['#FBD38D', '#FCE7C6', '#FFF4E4']);
  const sun = d.rad([
    [0, '#FFF6D5'],
    [0.35, '#FFD36E'],
    [1, '#FFB347', 0],
  ]);
  let s = rect(0, 0, 1600, 900, sky) + circle(1120, 430, 380, sun) + circle(1120, 430, 130, '#FFC857');
  s += bird(900, 200, 1.6, '#8A5A3A') + bird(980, 240, 1.2, '#8A5A3A') + bird(1040, 180, 1.4, '#8A5A3A');
  s += hills(d, 1600, 900, [
    { y: 560, amp: 70, color: '#E9B872', phase: 0.2 },
    { y: 620, amp: 50, color: '#C9A55E', phase: 1.2 },
  ]);
  // village huts
  const hut = (x: number, y: number, sc: number, wallC: string) =>
    g(
      at(x, y, sc),
      rect(-60, -70, 120, 70, wallC) +
        polygon(
          [
            [-80, -66],
            [0, -130],
            [80, -66],
          ],
          '#8A4A2A',
        ) +
        rect(-16, -44, 32, 44, '#6E3A1E'),
    );
  s += hut(1260, 640, 0.9, '#F3D9B1') + hut(1400, 650, 0.7, '#EBCB9B') + hut(1500, 640, 0.8, '#F3D9B1');
  s += path_('M0,680 C300,640 700,700 1000,660 C1250,630 1450,670 1600,650 L1600,900 L0,900 Z', '#8DB65A');
  s += path_('M0,760 C400,720 900,790 1600,740 L1600,900 L0,900 Z', '#6FA047');
  s += tree(1480, 760, 1.6, ['#3E8E41', '#4E9E4A', '#6FC15C']) + tree(150, 720, 0.9, ['#4E9E4A', '#5CB04E', '#7CC44E']);
  // community holding hands
  const people: Array<{ x: number; sc: number; look: Look; pose: Pose }> = [
    {
      x: 760,
      sc: 1.05,
      look: { skin: SKIN[0], hair: HAIR[0], top: '#D6453D', bottom: '#D6453D', saree: true, cover: '#F4C430', hairStyle: 'bun' },
      pose: standing('down'),
    },
    {
      x: 860,
      sc: 0.7,
      look: { skin: SKIN[3], hair: HAIR[1], top: '#F4C430', bottom: '#2E6B8E', hairStyle: 'braid' },
      pose: standing('raise'),
    },
    {
      x: 950,
      sc: 1.1,
      look: { skin: SKIN[2], hair: HAIR[2], top: '#F7F1E3', bottom: '#5A4A3A', hairStyle: 'short' },
      pose: standing('down'),
    },
    {
      x: 1050,
      sc: 0.65,
      look: { skin: SKIN[1], hair: HAIR[0], top: '#3E8E41', bottom: '#2E2E2E', hairStyle: 'short' },
      pose: standing('raise'),
    },
    {
      x: 1150,
      sc: 1.05,
      look: { skin: SKIN[4], hair: HAIR[0], top: '#7D3C98', bottom: '#7D3C98', saree: true, cover: '#F08A24', hairStyle: 'covered' },
      pose: standing('down'),
    },
  ];
  for (const p of people) {
    const pose = { ...p.pose };
    // Adults reach out sideways so their hands meet the children's raised hands.
    if (p.pose.armL[2][1] > -200) {
      pose.armL = [
        [-22, -214],
        [-50, -170],
        [-70 / p.sc, -150],
      ];
      pose.armR = [
        [22, -214],
        [50, -170],
        [70 / p.sc, -150],
      ];
    }
    s += g(at(p.x, 820, p.sc), figure(pose, p.look));
  }
  return svgDoc(1600, 900, d, s);
}

function warliPerson(W: string, arms: 'up' | 'link' | 'carry' = 'link') {
  return (
    circle(0, -38, 7, W) +
    polygon(
      [
        [-13, -28],
        [13, -28],
        [0, 0],
      ],
      W,
    ) +
    polygon(
      [
        [0, 0],
        [-13, 24],
        [13, 24],
      ],
      W,
    ) +
    stroke('M-7,24 L-10,40 M7,24 L10,40', W, 3) +
    (arms === 'up'
      ? stroke('M-12,-26 L-22,-36 L-20,-50 M12,-26 L22,-36 L20,-50', W, 3)
      : arms === 'carry'
        ? stroke('M-12,-26 L-20,-40 L-8,-52 M12,-26 L24,-12', W, 3) +
          polygon(
            [
              [-22, -52],
              [8, -52],
              [-7, -66],
            ],
            W,
          )
        : stroke('M-12,-26 L-24,-12 M12,-26 L24,-12', W, 3))
  );
}

function heroAbout() {
  const d = new Defs();
  const W = '#F8F0E3';
  const bg = d.lin(['#9C4A2B', '#8A3F24']);
  let s = rect(0, 0, 1600, 600, bg);
  s += circle(1200, 300, 230, 'rgba(255,255,255,0.06)');
  // circle dance
  let ring = '';
  for (const i of range(18)) ring += g(`rotate(${i * 20}) translate(0 -150) scale(1.3)`, warliPerson(W));
  ring += circle(0, 0, 110, 'none', `stroke="${W}" stroke-width="3" stroke-dasharray="3 9"`);
  ring +=
    g('translate(0 10) scale(1.4)', warliPerson(W, 'up')) +
    g('translate(-46 40) scale(1.1)', warliPerson(W, 'up')) +
    g('translate(46 40) scale(1.1)', warliPerson(W, 'up'));
  s += g('translate(1200 300)', ring);
  // trees and huts
  const wtree = (x: number, y: number, sc: number) => {
    let t = stroke('M0,0 L0,-120', W, 5);
    for (let i = 0; i < 5; i++)
      t += stroke(`M0,${-30 - i * 20} L${-40 + i * 6},${-60 - i * 20} M0,${-30 - i * 20} L${40 - i * 6},${-60 - i * 20}`, W, 3);
    return g(at(x, y, sc), t);
  };
  const hutW = (x: number, y: number) =>
    g(
      at(x, y),
      polygon(
        [
          [-50, -40],
          [0, -80],
          [50, -40],
        ],
        'none',
        `stroke="${W}" stroke-width="3"`,
      ) +
        rect(-40, -40, 80, 40, 'none', 0, `stroke="${W}" stroke-width="3"`) +
        rect(-10, -26, 20, 26, W),
    );
  s += wtree(840, 470, 1.2) + wtree(1530, 500, 1) + hutW(920, 480) + hutW(1470, 420);
  for (const i of range(5)) s += g(at(780 + i * 50, 540, 1), warliPerson(W, i % 2 ? 'carry' : 'link'));
  s += g(at(1380, 540), warliPerson(W, 'carry')) + g(at(1430, 540), warliPerson(W));
  s +=
    circle(860, 120, 34, 'none', `stroke="${W}" stroke-width="3"`) +
    range(12)
      .map((k) => g(`translate(860 120) rotate(${k * 30})`, stroke('M0,-44 L0,-58', W, 3)))
      .join('');
  s += bird(1000, 110, 1.3, W) + bird(1050, 90, 1, W) + bird(1560, 140, 1.1, W);
  s += rect(0, 580, 1600, 20, 'rgba(0,0,0,0.12)');
  let border = '';
  for (let x = 0; x < 1600; x += 24)
    border +=
      polygon(
        [
          [x, 600],
          [x + 12, 586],
          [x + 24, 600],
        ],
        W,
        'opacity="0.6"',
      ) +
      polygon(
        [
          [x, 0],
          [x + 12, 14],
          [x + 24, 0],
        ],
        W,
        'opacity="0.6"',
      );
  s += border;
  return svgDoc(1600, 600, d, s);
}

function heroShop() {
  const d = new Defs();
  const wall = d.lin(['#FBEFE0', '#F3D9B8']);
  const SHELF = 400;
  let s = rect(0, 0, 1600, 500, wall);
  s += bunting(0, 1600, 10, 28, ['#F08A24', '#D6453D', '#F4C430', '#3E8E41', '#2E6B8E'], 32);
  s += rect(0, SHELF, 1600, 24, '#8A5A2B') + rect(0, SHELF + 24, 1600, 76, '#A8703F') + rect(0, SHELF + 24, 1600, 8, 'rgba(0,0,0,0.18)');
  // Products standing on the shelf: [slug, x, scale]; y is derived from each drawing's floor line.
  const items: Array<[string, number, number]> = [
    ['terracotta-vase', 820, 0.42],
    ['bamboo-basket', 985, 0.36],
    ['clay-diya-set', 1160, 0.36],
    ['soy-candles', 1340, 0.36],
    ['herbal-soap-set', 1500, 0.3],
  ];
  for (const [slug, x, sc] of items) {
    const art = PRODUCT_ART[slug];
    const floor = (art.floor ?? 250) + 4;
    s += ellipse(x, SHELF + 2, 150 * sc * 1.6, 10, 'rgba(60,30,10,0.18)');
    s += g(at(x, SHELF - floor * sc, sc), art.draw(d));
  }
  // A brass bell hanging from the top edge.
  s += g(at(1250, 300 * 0.42 - 12, 0.42), PRODUCT_ART['brass-bell'].draw(d));
  s += marigold(740, SHELF + 4, 20) + marigold(1580, SHELF + 4, 18);
  return svgDoc(1600, 500, d, s);
}

function heroContact() {
  const d = new Defs();
  const bg = d.lin(['#E4F1F3', '#C3DEE3'], 0, 0, 1, 1);
  let s = rect(0, 0, 1600, 500, bg);
  // map grid of streets
  s += stroke(
    'M700,0 C760,150 820,300 900,500 M600,220 C900,180 1200,260 1600,200 M1000,0 L1080,500 M1250,0 C1220,200 1300,350 1280,500 M700,420 C1000,380 1300,460 1600,420',
    '#FFFFFF',
    18,
  );
  s += stroke('M820,80 L1600,110 M1100,300 L1600,330', '#FFFFFF', 10);
  s += path_('M1380,0 C1350,120 1420,250 1400,500 L1460,500 C1480,250 1410,120 1440,0 Z', '#9FD0DE');
  s += rect(1110, 130, 110, 70, '#BEE0B0', 10) + rect(880, 250, 90, 110, '#BEE0B0', 10) + circle(1320, 270, 40, '#BEE0B0');
  // pin
  s += ellipse(1180, 350, 40, 12, 'rgba(0,0,0,0.18)');
  s += path_('M1180,350 C1130,280 1100,240 1100,200 A80,80 0 1 1 1260,200 C1260,240 1230,280 1180,350 Z', '#D6453D');
  s += circle(1180, 198, 32, '#FFFFFF');
  s += flower5(1180, 198, 22, '#F08A24', '#F4C430');
  // envelope flying with dashed trail
  s += stroke('M760,380 C840,300 760,200 880,140', '#2E6B8E', 4, 'stroke-dasharray="10 12"');
  s += g(
    at(920, 120, 1, -6),
    rect(-70, -45, 140, 90, '#FFFFFF', 8) +
      stroke('M-64,-38 L0,10 L64,-38', '#2E6B8E', 5) +
      stroke('M-64,38 L-20,0 M64,38 L20,0', '#9FB8C8', 3),
  );
  // phone + speech bubbles
  s += g(
    at(1480, 120),
    circle(0, 0, 56, '#3E8E41') +
      path_('M-22,-26 C-30,-10 -20,14 0,26 C10,32 22,34 28,24 L18,12 L6,18 C-4,12 -12,2 -14,-8 L-6,-18 Z', '#FFFFFF'),
  );
  s += g(
    at(1480, 330),
    path_(
      'M-60,-36 L60,-36 Q72,-36 72,-24 L72,20 Q72,32 60,32 L-20,32 L-44,56 L-40,32 L-60,32 Q-72,32 -72,20 L-72,-24 Q-72,-36 -60,-36 Z',
      '#F4C430',
    ) +
      circle(-30, -2, 8, '#FFFFFF') +
      circle(0, -2, 8, '#FFFFFF') +
      circle(30, -2, 8, '#FFFFFF'),
  );
  return svgDoc(1600, 500, d, s);
}

/** Two open hands, palms towards the viewer, fingers up; spans x -230..230, y -26..240. */
function hands(d: Defs, skin: string, sleeve = '#F08A24') {
  const shade = d.lin([skin, skin, '#7A4A2E']);
  const hand =
    path_(
      'M14,230 C4,170 2,120 10,60 L14,10 Q16,-14 34,-14 Q50,-14 50,6 L52,0 Q54,-26 72,-26 Q90,-26 90,0 L92,4 Q96,-20 112,-20 Q128,-20 128,2 L128,20 Q134,6 146,8 Q160,12 156,30 L150,70 C170,50 196,36 214,44 Q230,54 218,72 C190,100 170,140 150,230 Z',
      shade,
    ) +
    stroke('M51,8 L50,56 M91,4 L90,54 M128,22 L126,66', 'rgba(0,0,0,0.16)', 3) +
    stroke('M60,150 C90,160 120,150 140,120', 'rgba(0,0,0,0.1)', 4) +
    rect(4, 200, 156, 44, sleeve, 10) +
    rect(4, 200, 156, 8, 'rgba(0,0,0,0.12)', 4);
  return g('translate(4 0)', hand) + g('scale(-1 1) translate(4 0)', hand);
}

function heart(x: number, y: number, s: number, fill: string) {
  return g(at(x, y, s), path_('M0,30 C-60,-10 -80,-60 -40,-80 C-20,-90 0,-76 0,-56 C0,-76 20,-90 40,-80 C80,-60 60,-10 0,30 Z', fill));
}

function heroDonate() {
  const d = new Defs();
  const bg = d.lin(['#FFE9D6', '#F9C9A0'], 0, 0, 1, 1);
  const glow = d.rad([
    [0, '#FFFFFF', 0.8],
    [1, '#FFFFFF', 0],
  ]);
  let s = rect(0, 0, 1600, 600, bg) + circle(1150, 300, 300, glow);
  s += g(at(1150, 400, 1.1), hands(d, SKIN[0]));
  s += heart(1150, 370, 2.2, '#D6453D') + heart(1150, 360, 1.2, '#E85D75');
  s += path_('M1150,300 C1140,290 1120,280 1110,260', 'none', 'stroke="rgba(255,255,255,0.6)" stroke-width="6" stroke-linecap="round"');
  const badge = (x: number, y: number, c: string, inner: string) =>
    g(at(x, y), circle(0, 0, 54, c) + circle(0, 0, 54, 'none', 'stroke="#FFFFFF" stroke-width="5"') + inner);
  s += badge(
    850,
    150,
    '#2E6B8E',
    rect(-28, -20, 26, 40, '#FFFFFF', 3) + rect(2, -20, 26, 40, '#F7F1E3', 3) + stroke('M0,-20 L0,20', '#2E6B8E', 3),
  );
  s += badge(1450, 150, '#3E8E41', sapling(0, 30, 0.7, '#FFFFFF', '#E9F5DF'));
  s += badge(
    820,
    420,
    '#F08A24',
    path_('M-30,-4 L30,-4 C30,20 16,30 0,30 C-16,30 -30,20 -30,-4 Z', '#FFFFFF') +
      ellipse(0, -8, 28, 10, '#F7F1E3') +
      stroke('M-10,-20 C-14,-30 -6,-34 -10,-44 M6,-20 C2,-30 10,-34 6,-44', '#FFFFFF', 3),
  );
  s += badge(1480, 430, '#7D3C98', circle(0, -16, 12, '#FFFFFF') + path_('M-22,24 C-22,0 22,0 22,24 Z', '#FFFFFF'));
  s += stroke(
    'M900,180 C980,230 1020,250 1060,270 M1400,180 C1330,230 1290,250 1250,270 M870,400 C950,380 1000,370 1040,360 M1430,410 C1350,390 1300,380 1260,370',
    '#FFFFFF',
    3,
    'stroke-dasharray="6 9" opacity="0.9"',
  );
  return svgDoc(1600, 600, d, s);
}

function initiativeSteer() {
  const d = new Defs();
  const bg = d.lin(['#E6F0FA', '#B9D3EE'], 0, 0, 1, 1);
  let s = rect(0, 0, 800, 600, bg) + circle(400, 280, 250, 'rgba(255,255,255,0.35)');
  // gear
  let teeth = '';
  for (const k of range(10)) teeth += g(`rotate(${k * 36})`, rect(-14, -110, 28, 30, '#9DB9DA', 4));
  s += g(at(640, 150), teeth + circle(0, 0, 86, '#9DB9DA') + circle(0, 0, 34, '#E6F0FA'));
  s += rect(0, 440, 800, 160, '#8A5A2B') + rect(0, 440, 800, 20, '#A8703F');
  s += sewingMachine(250, 440, 1.35);
  s += path_('M90,440 C150,430 200,420 230,436 L230,444 L60,520 L30,520 Z', '#F4C430');
  // laptop
  s += g(
    at(560, 440),
    path_('M-130,-190 L130,-190 L130,-10 L-130,-10 Z', '#2E2E2E') +
      rect(-118, -178, 236, 156, '#DDEEFF') +
      rect(-100, -160, 120, 12, '#2E6B8E', 6) +
      rect(-100, -136, 200, 8, '#9DB9DA', 4) +
      rect(-100, -118, 170, 8, '#9DB9DA', 4) +
      rect(-100, -90, 80, 50, '#F4C430', 6) +
      rect(-10, -90, 80, 50, '#3E8E41', 6) +
      path_('M-160,0 L160,0 L140,-12 L-140,-12 Z', '#5A5A5A'),
  );
  // spools and scissors
  s += g(at(700, 440), rect(-18, -60, 36, 60, '#D6453D', 4) + rect(-24, -66, 48, 10, '#C8955A', 3) + rect(-24, -6, 48, 8, '#C8955A', 3));
  s += g(
    at(740, 480, 1, -20),
    circle(-30, 0, 16, 'none', 'stroke="#2E6B8E" stroke-width="8"') +
      circle(-30, 34, 16, 'none', 'stroke="#2E6B8E" stroke-width="8"') +
      path_('M-16,6 L90,20 L-14,22 Z', '#B8B8B8') +
      path_('M-16,28 L90,20 L-14,14 Z', '#9A9A9A'),
  );
  s += g(
    at(110, 470, 1, 8),
    rect(-60, 0, 140, 30, '#F4C430', 3) +
      range(12)
        .map((i) => stroke(`M${-54 + i * 11},0 L${-54 + i * 11},${i % 2 ? 10 : 16}`, '#5A4A3A', 2))
        .join(''),
  );
  return svgDoc(800, 600, d, s);
}

function initiativeShakti() {
  const d = new Defs();
  const bg = d.lin(['#FDE3EC', '#F4B6CB'], 0, 0, 1, 1);
  const sun = d.rad([
    [0, '#FFF2C4'],
    [0.6, '#FFC857'],
    [1, '#FFB347', 0],
  ]);
  let s = rect(0, 0, 800, 600, bg);
  let rays = '';
  for (const k of range(18))
    rays += g(
      `rotate(${k * 20})`,
      polygon(
        [
          [-14, -170],
          [14, -170],
          [0, -300],
        ],
        'rgba(255,200,87,0.35)',
      ),
    );
  s += g('translate(400 300)', rays) + circle(400, 300, 170, sun);
  s += path_('M0,520 C200,480 600,500 800,470 L800,600 L0,600 Z', '#B8336A');
  s += g(
    at(250, 560, 1.05),
    figure(standing('down'), {
      skin: SKIN[1],
      hair: HAIR[0],
      top: '#2E6B8E',
      bottom: '#2E6B8E',
      saree: true,
      cover: '#F4C430',
      hairStyle: 'bun',
    }),
  );
  s += g(
    at(550, 560, 1.05),
    figure(standing('hips'), {
      skin: SKIN[3],
      hair: HAIR[1],
      top: '#3E8E41',
      bottom: '#3E8E41',
      saree: true,
      cover: '#F08A24',
      hairStyle: 'braid',
    }),
  );
  s += g(
    at(400, 580, 1.3),
    figure(standing('wave'), {
      skin: SKIN[0],
      hair: HAIR[2],
      top: '#D6453D',
      bottom: '#D6453D',
      saree: true,
      cover: '#F4C430',
      hairStyle: 'covered',
    }),
  );
  // lotus held up
  s += g(at(480, 185, 0.5), lotusShape());
  return svgDoc(800, 600, d, s);
}

function initiativeKshudha() {
  const d = new Defs();
  const bg = d.lin(['#FFF3DC', '#F6D29A'], 0, 0, 1, 1);
  const steel = d.rad(['#F4F6F8', '#C9CFD6', '#9AA3AD'], 0.45, 0.4, 0.7);
  let s = rect(0, 0, 800, 600, bg) + circle(400, 300, 250, 'rgba(255,255,255,0.35)');
  s += ellipse(400, 340, 250, 130, steel) + ellipse(400, 336, 226, 112, 'rgba(0,0,0,0.06)');
  // rice mound
  s +=
    path_('M270,360 C280,290 400,280 430,340 C440,370 300,390 270,360 Z', '#FBF8EE') +
    range(14)
      .map((i) => ellipse(290 + (i % 7) * 20, 330 + Math.floor(i / 7) * 14, 4, 2, '#E9E2CF'))
      .join('');
  const katori = (x: number, y: number, fill: string) => ellipse(x, y, 58, 26, '#B8C0C8') + ellipse(x, y - 2, 50, 20, fill);
  s += katori(480, 290, '#E9A23B') + katori(560, 350, '#5C9E4A') + katori(480, 400, '#F7F1E3');
  s += circle(470, 300, 4, '#C75B12') + circle(490, 286, 3, '#3E8E41') + circle(552, 346, 5, '#3E7E31') + circle(570, 354, 4, '#F4C430');
  s += ellipse(330, 250, 60, 20, '#E5B872') + ellipse(330, 245, 60, 20, '#EFC98A') + circle(320, 244, 4, '#C58B3E');
  // steam
  s += stroke('M470,250 C450,220 490,200 470,170 M500,250 C480,220 520,200 500,170', 'rgba(255,255,255,0.9)', 6);
  // offering hands from bottom
  s += g(at(400, 450, 0.9), hands(d, SKIN[1], '#2E6B8E'));
  s += leaf(180, 520, 70, -50, '#3E8E41') + leaf(620, 520, 70, 50, '#3E8E41');
  return svgDoc(800, 600, d, s);
}

function initiativeNature() {
  const d = new Defs();
  const bg = d.lin(['#E8F6E3', '#B5DDA7'], 0, 0, 1, 1);
  const sun = d.rad([
    [0, '#FFF7CC'],
    [0.5, '#FFE27A'],
    [1, '#FFE27A', 0],
  ]);
  let s = rect(0, 0, 800, 600, bg) + circle(620, 140, 120, sun);
  s += hills(d, 800, 600, [{ y: 360, amp: 40, color: '#9FCF86', phase: 0.7 }]);
  s += tree(90, 420, 0.8, ['#4E9E4A', '#5CB04E', '#7CC44E']) + tree(720, 430, 0.9, ['#3E8E41', '#4E9E4A', '#6FC15C']);
  s += g(at(400, 470, 0.9), hands(d, SKIN[2], '#3E8E41'));
  s += path_('M270,520 C300,470 500,470 530,520 Z', '#7A4A2A') + ellipse(400, 480, 110, 26, '#8A5A3A');
  s += g(at(400, 480, 2.6), sapling(0, 0, 1));
  s += bird(180, 120, 1.4, '#3E6A3A') + bird(240, 150, 1, '#3E6A3A');
  return svgDoc(800, 600, d, s);
}

// ─────────────────────────────────────────────────────────────────────────────
// Logo (lotus cradled by two leaves)
// ─────────────────────────────────────────────────────────────────────────────

function lotusShape() {
  return (
    path_('M0,40 C-20,0 -20,-60 0,-110 C20,-60 20,0 0,40 Z', '#F39C12') +
    path_('M0,40 C-50,20 -80,-30 -70,-80 C-30,-60 -5,-20 0,40 Z', '#E67E22') +
    path_('M0,40 C50,20 80,-30 70,-80 C30,-60 5,-20 0,40 Z', '#E67E22') +
    path_('M0,40 C-60,40 -110,10 -120,-30 C-70,-30 -20,0 0,40 Z', '#D35400') +
    path_('M0,40 C60,40 110,10 120,-30 C70,-30 20,0 0,40 Z', '#D35400')
  );
}

function logoSvg() {
  // Hand-tuned, self-contained SVG (no defs ids that could collide when inlined).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <circle cx="64" cy="64" r="62" fill="#FFF7EC"/>
  <circle cx="64" cy="40" r="12" fill="#F7B733"/>
  <path d="M64 100 C54 80 54 56 64 34 C74 56 74 80 64 100 Z" fill="#F39C12"/>
  <path d="M64 100 C46 94 36 78 38 60 C52 66 62 80 64 100 Z" fill="#E67E22"/>
  <path d="M64 100 C82 94 92 78 90 60 C76 66 66 80 64 100 Z" fill="#E67E22"/>
  <path d="M64 100 C44 102 28 92 22 78 C40 76 56 86 64 100 Z" fill="#D35400"/>
  <path d="M64 100 C84 102 100 92 106 78 C88 76 72 86 64 100 Z" fill="#D35400"/>
  <path d="M64 104 C48 116 26 114 16 100 C34 96 52 98 64 104 Z" fill="#2E8B57"/>
  <path d="M64 104 C80 116 102 114 112 100 C94 96 76 98 64 104 Z" fill="#3FA34D"/>
  <path d="M24 101 C38 101 52 102 62 104 M104 101 C90 101 76 102 66 104" fill="none" stroke="#DDF2D5" stroke-width="1.5" stroke-linecap="round"/>
</svg>
`;
}

// ─────────────────────────────────────────────────────────────────────────────
// Sample PDF documents
// ─────────────────────────────────────────────────────────────────────────────

const ORG = {
  name: 'Seva Sankalp Foundation',
  address: '12, Civil Lines, Kanpur, Uttar Pradesh 208001',
  pan: 'AAATS1234C',
};

type DocSpec = { id: string; title: string; issuer: string; lines: Array<[string, string]>; body: string };

const DOCUMENTS: DocSpec[] = [
  {
    id: 'brl',
    title: 'Bank Reference Letter',
    issuer: 'Sample Bank Ltd., Civil Lines Branch, Kanpur',
    lines: [
      ['Account holder', ORG.name],
      ['Account type', 'Current account (non-profit)'],
      ['Account number', 'XXXX XXXX 4321'],
      ['IFSC', 'SMPL0001234'],
      ['Customer since', '2019'],
    ],
    body: 'This is to confirm that the above organisation maintains an account with this branch and that its conduct of the account has been satisfactory.',
  },
  {
    id: 'niti',
    title: 'NITI Aayog NGO Darpan Registration',
    issuer: 'NGO Darpan portal, NITI Aayog (sample)',
    lines: [
      ['Organisation', ORG.name],
      ['Unique ID', 'UP/2020/0000000'],
      ['Type', 'Section 8 Company'],
      ['Key issues', 'Education, livelihood, environment, women empowerment'],
      ['Registered on', '01-04-2020'],
    ],
    body: 'The organisation has signed up on the NGO Darpan portal and has been allotted the unique ID shown above.',
  },
  {
    id: 'udyam',
    title: 'UDYAM Registration Certificate',
    issuer: 'Ministry of Micro, Small and Medium Enterprises (sample)',
    lines: [
      ['Udyam number', 'UDYAM-UP-00-0000000'],
      ['Name of enterprise', ORG.name],
      ['Type', 'Micro'],
      ['Major activity', 'Services'],
      ['Date of registration', '15-06-2021'],
    ],
    body: 'This certificate is issued for demonstration of the document viewer only and carries no legal validity.',
  },
  {
    id: 'registrar',
    title: 'ROC SPICE+ Part A',
    issuer: 'Registrar of Companies, Kanpur (sample)',
    lines: [
      ['Proposed name', ORG.name],
      ['Type of company', 'Section 8 Company limited by shares'],
      ['Class', 'Private'],
      ['Main division', 'Other service activities'],
      ['SRN', 'SPICE-000000'],
    ],
    body: 'Name reservation under SPICE+ Part A has been approved for the above proposed company, subject to the usual conditions.',
  },
  {
    id: 'spice',
    title: 'Certificate of Incorporation (SPICE+ Part B)',
    issuer: 'Registrar of Companies, Kanpur (sample)',
    lines: [
      ['Company name', ORG.name],
      ['CIN', 'U00000UP2019NPL000000'],
      ['PAN', ORG.pan],
      ['TAN', 'KNPS00000A'],
      ['Date of incorporation', '12-08-2019'],
    ],
    body: 'I hereby certify that the company named above is incorporated under the Companies Act, 2013 and that the company is limited by shares.',
  },
  {
    id: 'inc31',
    title: 'INC-31 Articles of Association',
    issuer: 'Form INC-31 (sample)',
    lines: [
      ['Company', ORG.name],
      ['Article 1', 'Interpretation'],
      ['Article 2', 'Share capital and variation of rights'],
      ['Article 3', 'Board of directors'],
      ['Article 4', 'No dividend; income applied to objects'],
    ],
    body: 'The regulations contained in this document are the articles of association of the company. All income shall be applied solely towards the promotion of its objects.',
  },
  {
    id: 'inc13',
    title: 'INC-13 Memorandum of Association',
    issuer: 'Form INC-13 (sample)',
    lines: [
      ['Company', ORG.name],
      ['Registered office', 'State of Uttar Pradesh'],
      ['Objects', 'Education, skill training, hunger relief, environment'],
      ['Liability', 'Limited by shares'],
      ['Profits', 'Not distributed to members'],
    ],
    body: 'The objects for which the company is established are to promote education, livelihood, women empowerment and care for the environment in and around Kanpur.',
  },
  {
    id: 'tan',
    title: 'TAN Allotment Letter',
    issuer: 'Income Tax Department (sample)',
    lines: [
      ['Name', ORG.name],
      ['TAN', 'KNPS00000A'],
      ['PAN', ORG.pan],
      ['Category', 'Company'],
      ['Date of allotment', '20-08-2019'],
    ],
    body: 'The Tax Deduction and Collection Account Number shown above has been allotted. Please quote it in all TDS returns and correspondence.',
  },
  {
    id: 'cert80g',
    title: '80G Registration Certificate',
    issuer: 'Office of the Commissioner of Income Tax (Exemptions) (sample)',
    lines: [
      ['Name', ORG.name],
      ['PAN', ORG.pan],
      ['Registration number', `${ORG.pan}F20210`],
      ['Section', '80G(5)'],
      ['Valid', 'AY 2022-23 to AY 2026-27'],
    ],
    body: 'Donations made to the above institution are eligible for deduction under section 80G of the Income-tax Act, 1961, subject to the conditions specified.',
  },
  {
    id: 'cert12a',
    title: '12A Registration Certificate',
    issuer: 'Office of the Commissioner of Income Tax (Exemptions) (sample)',
    lines: [
      ['Name', ORG.name],
      ['PAN', ORG.pan],
      ['Registration number', `${ORG.pan}E20210`],
      ['Section', '12A(1)(ac)'],
      ['Valid', 'AY 2022-23 to AY 2026-27'],
    ],
    body: 'The above institution is registered under section 12A of the Income-tax Act, 1961 with effect from the assessment year shown.',
  },
];

function wrap(text: string, font: PDFFont, size: number, width: number) {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf(spec: DocSpec, regularBytes: Uint8Array, boldBytes: Uint8Array) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true, customName: 'Geist-Regular' });
  const bold = await doc.embedFont(boldBytes, { subset: true, customName: 'Geist-Bold' });
  const fixedDate = new Date('2025-01-01T00:00:00Z');
  doc.setTitle(`${spec.title} (sample)`);
  doc.setAuthor(ORG.name);
  doc.setSubject('SAMPLE DOCUMENT — for demonstration only');
  doc.setKeywords(['sample', 'demo', ORG.name]);
  doc.setProducer('scripts/generate-assets.ts (pdf-lib)');
  doc.setCreator(ORG.name);
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const saffron = rgb(0.91, 0.5, 0.13);
  const green = rgb(0.18, 0.49, 0.31);
  const ink = rgb(0.15, 0.15, 0.17);
  const grey = rgb(0.45, 0.45, 0.48);
  const red = rgb(0.75, 0.16, 0.16);
  const margin = 56;
  const textWidth = width - margin * 2;

  // pdf-lib adds a font resource each time drawText switches font, so switch only when needed.
  let current: PDFFont | undefined;
  const text = (
    str: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    color = ink,
    extra: Partial<Parameters<PDFPage['drawText']>[1]> = {},
  ) => {
    if (!extra.rotate && x + font.widthOfTextAtSize(str, size) > width - margin + 0.5) {
      throw new Error(`${spec.id}.pdf: text overflows the right margin: "${str}"`);
    }
    if (font !== current) {
      page.setFont(font);
      current = font;
    }
    page.drawText(str, { x, y, size, color, ...extra });
  };

  // Header band
  page.drawRectangle({ x: 0, y: height - 96, width, height: 96, color: rgb(0.995, 0.955, 0.9) });
  page.drawRectangle({ x: 0, y: height - 100, width, height: 4, color: saffron });
  text('SAMPLE DOCUMENT — for demonstration only', margin, height - 40, 12, bold, red);
  text(spec.issuer, margin, height - 62, 10, regular, grey);
  text('Not a real certificate. Not issued by any authority.', margin, height - 78, 9, regular, grey);

  // Title
  let y = height - 160;
  for (const l of wrap(spec.title, bold, 22, textWidth)) {
    text(l, margin, y, 22, bold);
    y -= 28;
  }
  y += 14;
  page.drawRectangle({ x: margin, y, width: 80, height: 3, color: green });
  y -= 34;

  text(ORG.name, margin, y, 14, bold);
  y -= 18;
  text(ORG.address, margin, y, 11, regular, grey);
  y -= 16;
  text(`PAN: ${ORG.pan}`, margin, y, 11, regular, grey);
  y -= 36;

  // Details table
  for (const [label, value] of spec.lines) {
    page.drawRectangle({ x: margin, y: y - 8, width: textWidth, height: 0.6, color: rgb(0.85, 0.85, 0.85) });
    text(label, margin, y, 11, regular, grey);
    const valueLines = wrap(value, bold, 11, textWidth - 170);
    valueLines.forEach((l, i) => text(l, margin + 170, y - i * 14, 11, bold));
    y -= 28 + (valueLines.length - 1) * 14;
  }
  y -= 16;
  for (const l of wrap(spec.body, regular, 11.5, textWidth)) {
    text(l, margin, y, 11.5, regular);
    y -= 17;
  }
  y -= 10;
  const note =
    'This page was generated for the demo website of the foundation. Names, numbers and dates are placeholders and must not be relied upon.';
  for (const l of wrap(note, regular, 10, textWidth)) {
    text(l, margin, y, 10, regular, grey);
    y -= 14;
  }
  if (y < 250) throw new Error(`${spec.id}.pdf: content runs into the signature block`);

  // Signature block and seal
  page.drawRectangle({ x: width - margin - 180, y: 170, width: 180, height: 0.8, color: ink });
  text('Authorised signatory (sample)', width - margin - 180, 154, 10, regular, grey);
  page.drawCircle({ x: margin + 50, y: 190, size: 44, borderColor: saffron, borderWidth: 2.5, opacity: 0 });
  page.drawCircle({ x: margin + 50, y: 190, size: 36, borderColor: saffron, borderWidth: 1, opacity: 0 });
  text('SAMPLE', margin + 50 - bold.widthOfTextAtSize('SAMPLE', 12) / 2, 186, 12, bold, saffron);

  // Big diagonal watermark, centred on the page along its diagonal.
  const angle = Math.atan2(height, width);
  const diagonal = (str: string, size: number, offset: number) => {
    const w = bold.widthOfTextAtSize(str, size);
    const h = bold.heightAtSize(size, { descender: false });
    // Start point so that the text's centre lands on the page centre (shifted by `offset` across the diagonal).
    const cx = width / 2 + Math.sin(angle) * offset;
    const cy = height / 2 - Math.cos(angle) * offset;
    const x = cx - Math.cos(angle) * (w / 2) + Math.sin(angle) * (h / 2);
    const yy = cy - Math.sin(angle) * (w / 2) - Math.cos(angle) * (h / 2);
    text(str, x, yy, size, bold, red, { opacity: 0.14, rotate: degrees((angle * 180) / Math.PI) });
  };
  diagonal('SAMPLE DOCUMENT', 68, -10);
  diagonal('for demonstration only', 30, 52);

  // Footer
  page.drawRectangle({ x: 0, y: 0, width, height: 40, color: rgb(0.995, 0.955, 0.9) });
  text(`${ORG.name} · ${ORG.address} · SAMPLE DOCUMENT — for demonstration only`, margin, 16, 8, regular, grey);

  return doc.save({ useObjectStreams: true });
}

// ─────────────────────────────────────────────────────────────────────────────
// Main
// ─────────────────────────────────────────────────────────────────────────────

async function writeWebp(rel: string, svg: string, width: number, height: number) {
  const out = path.join(ROOT, rel);
  await mkdir(path.dirname(out), { recursive: true });
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
    .toBuffer();
  await writeFile(out, buf);
  return { rel, bytes: buf.length };
}

async function main() {
  const results: Array<{ rel: string; bytes: number }> = [];
  const slugs = new Set<string>();

  for (const p of seedProducts) {
    const m = /^\/images\/products\/([a-z0-9-]+)\.webp$/.exec(p.image);
    if (!m) throw new Error(`Unexpected image path for ${p.sku}: ${p.image}`);
    const slug = m[1];
    if (slugs.has(slug)) throw new Error(`Duplicate product image slug: ${slug}`);
    slugs.add(slug);
    const art = PRODUCT_ART[slug];
    if (!art) throw new Error(`No drawing for product image slug "${slug}" (${p.sku}); add one to PRODUCT_ART.`);
    results.push(await writeWebp(`public/images/products/${slug}.webp`, productScene(slug, art), 800, 800));
  }
  results.push(await writeWebp('public/images/fallback-product.webp', fallbackScene(), 800, 800));

  results.push(await writeWebp('public/images/slides/slide-1.webp', slideClassroom(), 1600, 700));
  results.push(await writeWebp('public/images/slides/slide-2.webp', slideSewing(), 1600, 700));
  results.push(await writeWebp('public/images/slides/slide-3.webp', slidePlantation(), 1600, 700));

  results.push(await writeWebp('public/images/hero/home.webp', heroHome(), 1600, 900));
  results.push(await writeWebp('public/images/hero/about.webp', heroAbout(), 1600, 600));
  results.push(await writeWebp('public/images/hero/shop.webp', heroShop(), 1600, 500));
  results.push(await writeWebp('public/images/hero/contact.webp', heroContact(), 1600, 500));
  results.push(await writeWebp('public/images/hero/donate.webp', heroDonate(), 1600, 600));

  results.push(await writeWebp('public/images/initiatives/steer.webp', initiativeSteer(), 800, 600));
  results.push(await writeWebp('public/images/initiatives/shakti.webp', initiativeShakti(), 800, 600));
  results.push(await writeWebp('public/images/initiatives/kshudha.webp', initiativeKshudha(), 800, 600));
  results.push(await writeWebp('public/images/initiatives/nature.webp', initiativeNature(), 800, 600));

  const logo = logoSvg();
  for (const rel of ['public/images/logo.svg', 'app/icon.svg']) {
    await mkdir(path.dirname(path.join(ROOT, rel)), { recursive: true });
    await writeFile(path.join(ROOT, rel), logo);
    results.push({ rel, bytes: Buffer.byteLength(logo) });
  }

  const fontDir = path.join(ROOT, 'node_modules/geist/dist/fonts/geist-sans');
  const regularBytes = new Uint8Array(await readFile(path.join(fontDir, 'Geist-Regular.ttf')));
  const boldBytes = new Uint8Array(await readFile(path.join(fontDir, 'Geist-Bold.ttf')));
  await mkdir(path.join(ROOT, 'public/documents'), { recursive: true });
  for (const spec of DOCUMENTS) {
    const bytes = await makePdf(spec, regularBytes, boldBytes);
    const rel = `public/documents/${spec.id}.pdf`;
    await writeFile(path.join(ROOT, rel), bytes);
    results.push({ rel, bytes: bytes.length });
  }

  for (const r of results) console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.rel}`);
  console.log(`\n${results.length} files written.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
