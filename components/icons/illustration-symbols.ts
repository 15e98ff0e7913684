/**
 * The SabaiSMS logo and the 404 illustration as SVG symbols (components/icons/sprite.ts). Both
 * appear on every page (header, footer, and the not-found boundary that Next renders into each
 * page's payload), so pages draw them with <use> references: a few bytes instead of their markup
 * twice per page (HTML and RSC payload).
 */

/** The mark (a speech bubble with three dots) and the word mark, coloured by --logo-ink and --logo-accent. */
export const logoSymbol = (id: string) =>
  `<symbol id="${id}" viewBox="0 0 148 36">` +
  '<rect x="1" y="3" width="34" height="26" rx="8" fill="#0b5fff"/>' +
  '<path d="M9 29 L9 35 L16 29 Z" fill="#0b5fff"/>' +
  '<circle cx="11" cy="16" r="2.6" fill="#fff"/><circle cx="18" cy="16" r="2.6" fill="#fff"/><circle cx="25" cy="16" r="2.6" fill="#fff"/>' +
  '<text x="42" y="24" font-size="19" font-weight="700" style="font-family:var(--font-latin),system-ui,sans-serif;fill:var(--logo-ink,#0f1b3d)">' +
  'Sabai<tspan style="fill:var(--logo-accent,#0b5fff)">SMS</tspan></text>' +
  '</symbol>';

/** "4, chat bubble, 4": the digits in full strength, clear of the floating contact buttons. */
export const notFoundSymbol =
  '<symbol id="not-found" viewBox="0 0 480 300">' +
  '<rect width="480" height="300" rx="24" fill="#eef3ff"/>' +
  '<g font-family="system-ui, Arial, sans-serif" font-weight="800" font-size="150" text-anchor="middle" fill="#0846c2">' +
  '<text x="105" y="200">4</text><text x="375" y="200">4</text></g>' +
  '<rect x="172" y="88" width="136" height="104" rx="26" fill="#0b5fff"/>' +
  '<path d="M200 190 L200 226 L236 190 Z" fill="#0b5fff"/>' +
  '<circle cx="210" cy="140" r="10" fill="#fff"/><circle cx="240" cy="140" r="10" fill="#fff"/><circle cx="270" cy="140" r="10" fill="#fff"/>' +
  '<path d="M396 40 q20 -24 40 0 q-8 16 -20 18 l0 11" fill="none" stroke="#b45309" stroke-width="8" stroke-linecap="round"/>' +
  '<circle cx="416" cy="86" r="6" fill="#b45309"/>' +
  '<path d="M60 262 q90 -24 180 0 t180 0" fill="none" stroke="#9db8f5" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>' +
  '</symbol>';
