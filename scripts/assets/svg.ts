// SVG building blocks for every drawn picture: rounding, a seeded PRNG, <defs> collection and shape helpers.

export type Pt = [number, number];

type Stop = string | [offset: number, color: string, opacity?: number];

/** Rounds to one decimal so the SVG stays compact and stable. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

const pl = (p: Pt[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Small deterministic PRNG (mulberry32) for textures such as speckles. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(s: string) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Collects <defs> (gradients, clip paths, patterns) with unique ids for one SVG document. */
export class Defs {
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

export function svgDoc(w: number, h: number, d: Defs, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${d}</defs>${body}</svg>`;
}

export const g = (transform: string, body: string, extra = '') => `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;

export const at = (x: number, y: number, s = 1, r = 0) =>
  `translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${s})` : ''}${r ? ` rotate(${r})` : ''}`;

export const clipped = (clip: string, body: string) => `<g clip-path="${clip}">${body}</g>`;

export const path_ = (dAttr: string, fill: string, extra = '') => `<path d="${dAttr}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** Round caps/joins unless `extra` sets its own. */
const lineStyle = (extra: string) =>
  `${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'}${extra.includes('stroke-linejoin') ? '' : ' stroke-linejoin="round"'}${extra ? ` ${extra}` : ''}`;

export const stroke = (dAttr: string, color: string, width: number, extra = '') =>
  `<path d="${dAttr}" fill="none" stroke="${color}" stroke-width="${n(width)}"${lineStyle(extra)}/>`;

export const poly = (p: Pt[], color: string, width: number, extra = '') =>
  `<polyline points="${pl(p)}" fill="none" stroke="${color}" stroke-width="${n(width)}"${lineStyle(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const polygon = (p: Pt[], fill: string, extra = '') => `<polygon points="${pl(p)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export function range(count: number) {
  return Array.from({ length: count }, (_, i) => i);
}
