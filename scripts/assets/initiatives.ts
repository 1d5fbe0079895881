// Job: the initiative pictures (800x600).
import { writeWebp, type Written } from './write';
import { at, circle, Defs, ellipse, g, path_, polygon, range, rect, stroke, svgDoc } from './svg';
import { bird, figure, HAIR, leaf, sapling, SKIN, standing, tree } from './motifs';
import { hands, hills, sewingMachine } from './scene-parts';
import { lotusShape } from './logo';

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

export async function generateInitiatives(): Promise<Written[]> {
  return [
    await writeWebp('public/images/initiatives/steer.webp', initiativeSteer(), 800, 600),
    await writeWebp('public/images/initiatives/shakti.webp', initiativeShakti(), 800, 600),
    await writeWebp('public/images/initiatives/kshudha.webp', initiativeKshudha(), 800, 600),
    await writeWebp('public/images/initiatives/nature.webp', initiativeNature(), 800, 600),
  ];
}
