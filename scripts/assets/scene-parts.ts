// Pieces drawn in more than one scene (slides, heroes, initiatives).
import { at, circle, Defs, g, n, path_, rect, stroke } from './svg';

export function sewingMachine(x: number, y: number, s: number) {
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

export function hills(d: Defs, w: number, h: number, layers: Array<{ y: number; amp: number; color: string; phase: number }>) {
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

/** Two open hands, palms towards the viewer, fingers up; spans x -230..230, y -26..240. */
export function hands(d: Defs, skin: string, sleeve = '#F08A24') {
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
