// Job: the logo (lotus cradled by two leaves), also the app icon.
import { writeOutput, type Written } from './write';
import { path_ } from './svg';

export function lotusShape() {
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

/** public/images/logo.svg and the same file as app/icon.svg. */
export async function generateLogo(): Promise<Written[]> {
  const logo = logoSvg();
  return [await writeOutput('public/images/logo.svg', logo), await writeOutput('app/icon.svg', logo)];
}
