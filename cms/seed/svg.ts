/**
 * Seed artwork, drawn as SVG (rendered to PNG by ./images.ts). Only brand names, figures and
 * codes appear as text: they read the same on every locale's pages, and the renderer's fonts
 * have no Thai or Chinese glyphs.
 */
import { escapeHtml as esc } from '@/lib/format/html';

const FONT = "font-family='DejaVu Sans, Liberation Sans, Arial, sans-serif'";

/** 1600×900 article cover: gradient, a large mark (figure or acronym), a phone with message bubbles. */
export function coverSvg(mark: string, from: string, to: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='900' viewBox='0 0 1600 900'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
  <rect width='1600' height='900' fill='url(#g)'/>
  <circle cx='1380' cy='120' r='260' fill='#ffffff' opacity='0.08'/>
  <circle cx='120' cy='860' r='220' fill='#ffffff' opacity='0.06'/>
  <g transform='translate(1080 170)'>
    <rect width='340' height='600' rx='44' fill='#0b1b33' opacity='0.85'/>
    <rect x='22' y='60' width='296' height='480' rx='16' fill='#ffffff'/>
    <rect x='44' y='96' width='210' height='64' rx='20' fill='${from}'/>
    <rect x='86' y='186' width='210' height='84' rx='20' fill='#e8eef9'/>
    <rect x='44' y='296' width='180' height='64' rx='20' fill='${from}'/>
    <rect x='104' y='386' width='192' height='64' rx='20' fill='#e8eef9'/>
  </g>
  <text x='110' y='500' ${FONT} font-size='160' font-weight='bold' fill='#ffffff'>${esc(mark)}</text>
  <text x='110' y='780' ${FONT} font-size='36' fill='#ffffff' opacity='0.9'>SabaiSMS</text>
</svg>`;
}

/** The name on one line, or on two when it would not fit beside the mark (about 15 characters). */
function nameLines(name: string): string[] {
  if (name.length <= 15) return [name];
  const words = name.split(/\s+/);
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

/** 480×240 customer logo: a coloured mark with initials and the name. */
export function logoSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const lines = nameLines(name);
  const firstY = lines.length === 1 ? 132 : 114;
  const text = lines
    .map(
      (line, index) =>
        `<text x='168' y='${firstY + index * 38}' ${FONT} font-size='30' font-weight='bold' fill='#1f2937'>${esc(line)}</text>`,
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='240' viewBox='0 0 480 240'>
  <rect width='480' height='240' fill='#ffffff'/>
  <rect x='32' y='64' width='112' height='112' rx='28' fill='${color}'/>
  <text x='88' y='136' text-anchor='middle' ${FONT} font-size='44' font-weight='bold' fill='#ffffff'>${esc(initials)}</text>
  ${text}
</svg>`;
}

/** 1200×675 promotion banner: a figure (+10%, −5%) and the code. */
export function promoSvg(figure: string, code: string, color: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='675' viewBox='0 0 1200 675'>
  <rect width='1200' height='675' fill='${color}'/>
  <circle cx='1080' cy='80' r='220' fill='#ffffff' opacity='0.1'/>
  <text x='80' y='280' ${FONT} font-size='150' font-weight='bold' fill='#ffffff'>${esc(figure)}</text>
  <rect x='80' y='340' width='520' height='120' rx='24' fill='#ffffff'/>
  <text x='340' y='422' text-anchor='middle' ${FONT} font-size='60' font-weight='bold' fill='${color}'>${esc(code)}</text>
  <text x='80' y='590' ${FONT} font-size='32' fill='#ffffff' opacity='0.9'>SabaiSMS</text>
</svg>`;
}

/** 800×800 site popup: SMS, a figure and the code. */
export function popupSvg(figure: string, code: string, color: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='800' viewBox='0 0 800 800'>
  <rect width='800' height='800' rx='32' fill='${color}'/>
  <circle cx='400' cy='250' r='130' fill='#ffffff' opacity='0.15'/>
  <text x='400' y='290' text-anchor='middle' ${FONT} font-size='120' font-weight='bold' fill='#ffffff'>SMS</text>
  <text x='400' y='500' text-anchor='middle' ${FONT} font-size='140' font-weight='bold' fill='#ffffff'>${esc(figure)}</text>
  <rect x='170' y='580' width='460' height='110' rx='24' fill='#ffffff'/>
  <text x='400' y='656' text-anchor='middle' ${FONT} font-size='56' font-weight='bold' fill='${color}'>${esc(code)}</text>
</svg>`;
}
