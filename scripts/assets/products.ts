// Job: the product pictures. Each illustration returns SVG content centred on (0,0) in a ~600x600 area;
// the scene wrapper adds the background and floor shadow.
import { seedProducts } from '@/db/seed-data/products';
import { writeWebp, type Written } from './write';
import { at, circle, clipped, Defs, ellipse, g, hash, n, path_, poly, polygon, type Pt, range, rect, rng, stroke, svgDoc } from './svg';
import { flame, flower5, leaf, marigold, sapling } from './motifs';

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

export const PRODUCT_ART: Record<string, ProductArt> = {
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

/** One picture per seed product (named by its image path) and the fallback picture, 800x800. */
export async function generateProductImages(): Promise<Written[]> {
  const results: Written[] = [];
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
  return results;
}
