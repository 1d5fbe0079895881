// Small reusable motifs (flowers, leaves, birds, trees) and people: flat, faceless figures built from thick
// rounded strokes.
import { at, circle, Defs, ellipse, g, n, path_, poly, polygon, type Pt, range, rect, stroke } from './svg';

export function marigold(x: number, y: number, r: number, outer = '#F39A1E', inner = '#FFC23D') {
  let s = '';
  for (const k of range(14)) s += ellipse(0, -r * 0.62, r * 0.26, r * 0.42, outer, `transform="rotate(${(k * 360) / 14})"`);
  for (const k of range(10)) s += ellipse(0, -r * 0.36, r * 0.2, r * 0.3, inner, `transform="rotate(${k * 36 + 18})"`);
  s += circle(0, 0, r * 0.22, '#E07A10');
  return g(at(x, y), s);
}

export function flower5(x: number, y: number, r: number, petal: string, center: string, rot = 0) {
  let s = '';
  for (const k of range(5)) s += ellipse(0, -r * 0.55, r * 0.36, r * 0.55, petal, `transform="rotate(${k * 72})"`);
  s += circle(0, 0, r * 0.3, center);
  return g(at(x, y, 1, rot), s);
}

export function leaf(x: number, y: number, len: number, rot: number, fill: string, vein = 'rgba(255,255,255,0.45)') {
  const w = len * 0.38;
  return g(
    at(x, y, 1, rot),
    path_(
      `M0,0 C${n(w)},${n(-len * 0.25)} ${n(w * 0.7)},${n(-len * 0.8)} 0,${n(-len)} C${n(-w * 0.7)},${n(-len * 0.8)} ${n(-w)},${n(-len * 0.25)} 0,0 Z`,
      fill,
    ) + stroke(`M0,0 L0,${n(-len * 0.9)}`, vein, Math.max(1.5, len * 0.03)),
  );
}

export function flame(x: number, y: number, s: number, d: Defs) {
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

export function bird(x: number, y: number, s: number, color: string) {
  return stroke(
    `M${n(x - 18 * s)},${n(y - 6 * s)} Q${n(x - 8 * s)},${n(y - 12 * s)} ${n(x)},${n(y)} Q${n(x + 8 * s)},${n(y - 12 * s)} ${n(x + 18 * s)},${n(y - 6 * s)}`,
    color,
    3 * s,
  );
}

export function bunting(x1: number, x2: number, y: number, sag: number, colors: string[], size = 34) {
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
export function tree(x: number, y: number, s: number, greens: [string, string, string], trunk = '#7A4A2A') {
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

export function sapling(x: number, y: number, s: number, stem = '#4E7D2E', leafC = '#6DB33F') {
  return g(
    at(x, y, s),
    stroke('M0,0 C-2,-30 4,-50 0,-80', stem, 5) +
      leaf(0, -60, 40, -55, leafC) +
      leaf(0, -45, 34, 60, leafC) +
      leaf(0, -80, 36, -10, '#7CC44E'),
  );
}

export type Pose = {
  head: Pt;
  neck: Pt;
  hip: Pt;
  armL: Pt[]; // shoulder → elbow → hand; drawn behind the torso
  armR: Pt[]; // drawn in front of the torso
  legL?: Pt[];
  legR?: Pt[];
};

export type Look = {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  hairStyle?: 'short' | 'bun' | 'braid' | 'covered' | 'cap';
  cover?: string; // dupatta / pallu colour for 'covered' or saree
  saree?: boolean;
  scale?: number; // body thickness multiplier
};

export function figure(pose: Pose, look: Look) {
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
export function standing(
  arms: 'down' | 'wave' | 'holdFront' | 'hips' | 'point' | 'raise' = 'down',
  legs: 'stand' | 'walk' = 'stand',
): Pose {
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

export const SKIN = ['#C98A5E', '#A86B45', '#8A5637', '#D9A07A', '#B97A50'];

export const HAIR = ['#2B1B14', '#1E1512', '#3A2518'];
