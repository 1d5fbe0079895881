// Job: the page hero pictures.
import { writeWebp, type Written } from './write';
import { at, circle, Defs, ellipse, g, path_, polygon, range, rect, stroke, svgDoc } from './svg';
import { bird, bunting, figure, flower5, HAIR, type Look, marigold, type Pose, sapling, SKIN, standing, tree } from './motifs';
import { hands, hills } from './scene-parts';
import { PRODUCT_ART } from './products';

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

/** home 1600x900, about 1600x600, shop and contact 1600x500, donate 1600x600. */
export async function generateHeroes(): Promise<Written[]> {
  return [
    await writeWebp('public/images/hero/home.webp', heroHome(), 1600, 900),
    await writeWebp('public/images/hero/about.webp', heroAbout(), 1600, 600),
    await writeWebp('public/images/hero/shop.webp', heroShop(), 1600, 500),
    await writeWebp('public/images/hero/contact.webp', heroContact(), 1600, 500),
    await writeWebp('public/images/hero/donate.webp', heroDonate(), 1600, 600),
  ];
}
