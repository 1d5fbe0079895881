// Job: the home carousel slides (1600x700).
import { writeWebp, type Written } from './write';
import { at, circle, Defs, ellipse, g, path_, poly, polygon, type Pt, range, rect, stroke, svgDoc } from './svg';
import { bird, bunting, figure, HAIR, leaf, type Look, type Pose, sapling, SKIN, standing, tree } from './motifs';
import { hills, sewingMachine } from './scene-parts';

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

export async function generateSlides(): Promise<Written[]> {
  return [
    await writeWebp('public/images/slides/slide-1.webp', slideClassroom(), 1600, 700),
    await writeWebp('public/images/slides/slide-2.webp', slideSewing(), 1600, 700),
    await writeWebp('public/images/slides/slide-3.webp', slidePlantation(), 1600, 700),
  ];
}
