'use strict';

/**
 * Writes the seed illustrations (original, flat SVG artwork made for this project)
 * to seed/images/. Run `node seed/make-images.js` after changing it; the output is
 * committed. The seed converts each SVG to WebP with sharp before uploading.
 */
const fs = require('fs');
const path = require('path');

const OUT = path.join(__dirname, 'images');
const W = 800;
const H = 600;

const scene = (sky1, sky2, ground, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<ellipse cx="400" cy="640" rx="640" ry="200" fill="${ground}"/>
${body}
</svg>
`;

const sun = (x = 660, y = 110, r = 46, c = '#ffd166') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;
const cloud = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="24"/><ellipse cx="40" cy="-14" rx="40" ry="26"/><ellipse cx="-36" cy="-8" rx="30" ry="20"/></g>`;

const hen = (x, y, s = 1, body = '#f4f1ea', comb = '#d62828') => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-70 10 Q-110 -40 -60 -60 Q-40 -20 -20 -30 L40 -40 Q90 -40 90 10 Q90 70 10 70 Q-60 70 -70 10Z" fill="${body}" stroke="#3d3d3d" stroke-width="3"/>
<path d="M-60 -60 Q-90 -70 -100 -40 Q-80 -50 -70 -30 Q-100 -20 -95 0 Q-80 -20 -65 -10Z" fill="${body}" stroke="#3d3d3d" stroke-width="3"/>
<circle cx="55" cy="-55" r="30" fill="${body}" stroke="#3d3d3d" stroke-width="3"/>
<path d="M40 -85 q6 -16 14 -2 q8 -16 14 0 q10 -10 10 6 l-36 6z" fill="${comb}"/>
<path d="M84 -55 l22 8 l-22 8z" fill="#f4a261"/>
<path d="M70 -35 q6 16 -4 20 q-8 -8 -2 -20z" fill="${comb}"/>
<circle cx="64" cy="-60" r="4" fill="#222"/>
<path d="M-10 20 Q20 50 50 20" fill="none" stroke="#c9c2b4" stroke-width="4"/>
<path d="M0 70 l-6 40 m6 -40 l6 40 M40 70 l-6 40 m6 -40 l6 40" stroke="#f4a261" stroke-width="5"/>
</g>`;

const chick = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<ellipse cx="0" cy="10" rx="38" ry="32" fill="#ffd60a" stroke="#b08900" stroke-width="3"/>
<circle cx="26" cy="-24" r="22" fill="#ffd60a" stroke="#b08900" stroke-width="3"/>
<circle cx="32" cy="-28" r="3.5" fill="#222"/><path d="M46 -24 l14 5 l-14 5z" fill="#f77f00"/>
<path d="M-10 8 q14 14 28 0" fill="none" stroke="#b08900" stroke-width="3"/>
<path d="M-6 40 l-4 16 M8 40 l4 16" stroke="#f77f00" stroke-width="4"/></g>`;

const egg = (x, y, s = 1, c = '#f3e1c5') => `<ellipse cx="${x}" cy="${y}" rx="${26 * s}" ry="${34 * s}" fill="${c}" stroke="#a98b63" stroke-width="2"/>`;

const shed = (x, y, s = 1, roof = '#c1121f') => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="0" y="40" width="360" height="120" fill="#f1faee" stroke="#457b9d" stroke-width="4"/>
<path d="M-20 44 L180 -40 L380 44Z" fill="${roof}"/>
${[30, 100, 170, 240, 310].map((wx) => `<rect x="${wx - 18}" y="70" width="36" height="30" fill="#a8dadc" stroke="#457b9d" stroke-width="3"/>`).join('')}
<rect x="160" y="104" width="40" height="56" fill="#6d4c41"/></g>`;

const bag = (x, y, s, c, stripe) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-80 -120 L80 -120 L95 120 Q0 140 -95 120Z" fill="${c}" stroke="#333" stroke-width="4"/>
<path d="M-80 -120 Q0 -100 80 -120 L74 -136 Q0 -118 -74 -136Z" fill="#e9e3d5" stroke="#333" stroke-width="3"/>
<rect x="-62" y="-60" width="124" height="90" rx="10" fill="#fffdf5"/>
<rect x="-62" y="40" width="124" height="16" fill="${stripe}"/><rect x="-62" y="64" width="124" height="8" fill="${stripe}" opacity="0.6"/>
</g>`;

const cow = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-110" y="-50" width="200" height="100" rx="45" fill="#fafafa" stroke="#333" stroke-width="4"/>
<path d="M-70 -45 q30 10 20 40 q-30 10 -40 -20z M10 -10 q30 -10 40 20 q-20 30 -45 10z" fill="#3d3d3d"/>
<rect x="70" y="-90" width="70" height="80" rx="30" fill="#fafafa" stroke="#333" stroke-width="4"/>
<ellipse cx="112" cy="-20" rx="34" ry="20" fill="#f7b2bd" stroke="#333" stroke-width="3"/>
<circle cx="100" cy="-64" r="5" fill="#222"/><circle cx="128" cy="-64" r="5" fill="#222"/>
<path d="M76 -86 l-20 -22 M134 -86 l20 -22" stroke="#8d6e63" stroke-width="8" stroke-linecap="round"/>
<path d="M-90 45 v60 M-50 45 v60 M30 45 v60 M70 45 v60" stroke="#333" stroke-width="14" stroke-linecap="round"/>
<path d="M-110 -20 q-30 10 -26 60" fill="none" stroke="#333" stroke-width="5"/></g>`;

const soy = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M0 100 Q-10 0 10 -110" fill="none" stroke="#2d6a4f" stroke-width="8"/>
<path d="M4 -40 q60 -40 90 -10 q-40 40 -90 10z M0 10 q-70 -30 -95 5 q40 35 95 -5z M8 -90 q-50 -50 -80 -20 q40 30 80 20z" fill="#52b788" stroke="#2d6a4f" stroke-width="3"/>
<g fill="#e9c46a" stroke="#a47e1b" stroke-width="3"><ellipse cx="-40" cy="60" rx="20" ry="15"/><ellipse cx="-5" cy="70" rx="20" ry="15"/><ellipse cx="30" cy="60" rx="20" ry="15"/><ellipse cx="-22" cy="90" rx="20" ry="15"/><ellipse cx="14" cy="92" rx="20" ry="15"/></g></g>`;

const factory = (x, y, s = 1, c = '#8d99ae') => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M0 160 V40 L80 80 V40 L160 80 V40 L240 80 V0 H290 V160Z" fill="${c}" stroke="#2b2d42" stroke-width="4"/>
<rect x="250" y="-80" width="28" height="90" fill="#adb5bd" stroke="#2b2d42" stroke-width="4"/>
<circle cx="270" cy="-100" r="18" fill="#dee2e6" opacity="0.8"/><circle cx="290" cy="-130" r="24" fill="#dee2e6" opacity="0.6"/>
${[30, 110, 190].map((wx) => `<rect x="${wx}" y="100" width="40" height="30" fill="#edf2f4" stroke="#2b2d42" stroke-width="3"/>`).join('')}
<rect x="240" y="110" width="36" height="50" fill="#2b2d42"/></g>`;

const incubator = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-150" y="-150" width="300" height="300" rx="14" fill="#e9ecef" stroke="#495057" stroke-width="5"/>
<rect x="-130" y="-130" width="260" height="200" rx="8" fill="#caf0f8" stroke="#495057" stroke-width="4"/>
${[-95, -40, 15].map((ry) => `<rect x="-120" y="${ry}" width="240" height="8" fill="#adb5bd"/>` + [-90, -45, 0, 45, 90].map((ex) => egg(ex, ry - 14, 0.45)).join('')).join('')}
<rect x="-130" y="90" width="120" height="40" rx="6" fill="#212529"/><text x="-70" y="118" font-family="monospace" font-size="24" fill="#80ed99" text-anchor="middle">37.5</text>
<circle cx="60" cy="110" r="16" fill="#ef476f"/><circle cx="110" cy="110" r="16" fill="#06d6a0"/></g>`;

const feeder = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-40 -120 H40 L60 40 H-60Z" fill="#e63946" stroke="#333" stroke-width="4"/>
<ellipse cx="0" cy="60" rx="120" ry="30" fill="#f1faee" stroke="#333" stroke-width="4"/>
<ellipse cx="0" cy="52" rx="90" ry="16" fill="#e9c46a"/>
<path d="M0 -120 V-180" stroke="#333" stroke-width="4"/><circle cx="0" cy="-186" r="8" fill="none" stroke="#333" stroke-width="4"/>
<g transform="translate(210 0)"><rect x="-12" y="-180" width="24" height="190" fill="#adb5bd"/><path d="M-60 10 h120 l-20 50 h-80z" fill="#457b9d" stroke="#333" stroke-width="4"/><circle cx="0" cy="30" r="10" fill="#a8dadc"/></g></g>`;

const cage = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
${[0, 1, 2].map((row) => `<g transform="translate(0 ${row * 110})"><rect x="0" y="0" width="480" height="90" fill="none" stroke="#6c757d" stroke-width="5"/>
${Array.from({ length: 17 }, (_, i) => `<line x1="${i * 30}" y1="0" x2="${i * 30}" y2="90" stroke="#adb5bd" stroke-width="2"/>`).join('')}
<path d="M0 90 L-20 104 H500 L480 90" fill="#ced4da" stroke="#6c757d" stroke-width="3"/>
${[50, 150, 250, 350, 430].map((ex) => egg(ex, 98, 0.3)).join('')}</g>`).join('')}
<path d="M-10 -20 V340 M490 -20 V340" stroke="#495057" stroke-width="10"/></g>`;

const fan = (x, y, s = 1, frame = '#dee2e6') => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-170" y="-170" width="340" height="340" rx="12" fill="${frame}" stroke="#343a40" stroke-width="6"/>
<circle cx="0" cy="0" r="145" fill="#f8f9fa" stroke="#343a40" stroke-width="5"/>
${[0, 60, 120, 180, 240, 300].map((a) => `<path transform="rotate(${a})" d="M0 0 C 30 -40 90 -60 120 -30 C 100 -10 50 0 0 0Z" fill="#4895ef" stroke="#3a0ca3" stroke-width="2"/>`).join('')}
<circle cx="0" cy="0" r="22" fill="#343a40"/>
${[-120, -80, -40, 0, 40, 80, 120].map((g) => `<line x1="${g}" y1="-150" x2="${g}" y2="150" stroke="#6c757d" stroke-width="2" opacity="0.6"/>`).join('')}</g>`;

const pack = (x, y, s, c, accent) => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-120" y="-150" width="240" height="300" rx="18" fill="${c}" stroke="#1d3557" stroke-width="5"/>
<rect x="-100" y="-120" width="200" height="50" rx="8" fill="#ffffff" opacity="0.9"/>
<ellipse cx="0" cy="30" rx="90" ry="70" fill="#ffffff" opacity="0.85"/>
${[[-40, 10], [10, 0], [45, 30], [-20, 50], [25, 65]].map(([nx, ny]) => `<ellipse cx="${nx}" cy="${ny}" rx="26" ry="18" fill="${accent}" stroke="#9c6644" stroke-width="3"/>`).join('')}
<path d="M-120 110 H120" stroke="#a8dadc" stroke-width="10"/>
<g fill="#a8dadc"><path d="M-90 -20 l10 -10 l10 10 l-10 10z"/><path d="M80 -30 l8 -8 l8 8 l-8 8z"/></g></g>`;

const truck = (x, y, s = 1, c = '#2a9d8f') => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="0" y="0" width="300" height="140" rx="8" fill="${c}" stroke="#264653" stroke-width="4"/>
<path d="M300 40 H380 L420 90 V140 H300Z" fill="#e9c46a" stroke="#264653" stroke-width="4"/>
<rect x="320" y="54" width="60" height="34" fill="#caf0f8"/>
<circle cx="70" cy="150" r="28" fill="#264653"/><circle cx="360" cy="150" r="28" fill="#264653"/>
<circle cx="70" cy="150" r="10" fill="#adb5bd"/><circle cx="360" cy="150" r="10" fill="#adb5bd"/>
<path d="M30 40 h120 M30 70 h180" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/></g>`;

const solar = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
${[0, 1, 2].map((i) => `<g transform="translate(${i * 170} 0)"><path d="M0 0 L140 0 L170 90 L30 90Z" fill="#1d3557" stroke="#a8dadc" stroke-width="3"/>
<path d="M47 0 L77 90 M93 0 L123 90 M10 30 H150 M20 60 H160" stroke="#a8dadc" stroke-width="2"/><path d="M85 90 V150" stroke="#6c757d" stroke-width="8"/></g>`).join('')}</g>`;

const biogas = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M0 120 V40 Q0 -60 120 -60 Q240 -60 240 40 V120Z" fill="#74c69d" stroke="#1b4332" stroke-width="5"/>
<path d="M300 120 V10 Q300 -40 360 -40 Q420 -40 420 10 V120Z" fill="#95d5b2" stroke="#1b4332" stroke-width="5"/>
<path d="M240 60 H300" stroke="#1b4332" stroke-width="10"/><path d="M120 -60 V-110 H200" fill="none" stroke="#1b4332" stroke-width="8"/>
<path d="M212 -126 q10 -20 0 -40 q24 16 12 42z" fill="#4cc9f0"/></g>`;

const trophy = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-80 -120 H80 V-40 Q80 40 0 50 Q-80 40 -80 -40Z" fill="#ffd166" stroke="#b08900" stroke-width="5"/>
<path d="M-80 -100 Q-140 -100 -120 -40 Q-100 0 -70 0 M80 -100 Q140 -100 120 -40 Q100 0 70 0" fill="none" stroke="#b08900" stroke-width="8"/>
<rect x="-14" y="50" width="28" height="50" fill="#e0a800"/><rect x="-70" y="100" width="140" height="36" rx="6" fill="#6d4c41"/>
<path d="M0 -90 l10 22 l24 2 l-18 16 l6 24 l-22 -13 l-22 13 l6 -24 l-18 -16 l24 -2z" fill="#fff3bf"/></g>`;

const paper = (x, y, s = 1, accent = '#e63946') => `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-180" y="-140" width="360" height="280" rx="6" fill="#fefae0" stroke="#333" stroke-width="4"/>
<rect x="-160" y="-120" width="320" height="34" fill="${accent}"/>
<rect x="-160" y="-70" width="150" height="110" fill="#bde0fe"/>${hen(-85, -10, 0.45)}
${[-64, -44, -24, -4, 16, 36].map((ly) => `<rect x="6" y="${ly}" width="${ly % 40 === 0 ? 110 : 154}" height="8" fill="#adb5bd"/>`).join('')}
${[60, 80, 100].map((ly) => `<rect x="-160" y="${ly}" width="${ly === 100 ? 200 : 320}" height="8" fill="#adb5bd"/>`).join('')}</g>`;

// Portraits. Board members are studio portraits in business dress; customers are photographed
// at their work, in everyday clothes, with their farm, shed or kitchen behind them. The two
// sets share no file, so no face on the board page reappears among customers' testimonials.
const face = ({ skin, hair, style = 'short', beard, moustache, glasses, headwear, headwearColor }) => {
  const behind = {
    long: `<path d="M150 200 Q140 90 240 90 Q340 90 330 200 L346 360 Q240 392 134 360Z" fill="${hair}"/>`,
    bob: `<path d="M148 200 Q140 92 240 92 Q340 92 332 200 L340 300 Q300 318 270 296 L210 296 Q180 318 140 300Z" fill="${hair}"/>`,
  }[style] || '';
  const top = {
    short: `<path d="M156 200 Q150 100 240 98 Q330 100 324 200 Q310 140 240 140 Q170 140 156 200Z" fill="${hair}"/>`,
    bun: `<circle cx="240" cy="100" r="38" fill="${hair}"/><path d="M156 200 Q150 104 240 102 Q330 104 324 200 Q316 146 240 134 Q164 146 156 200Z" fill="${hair}"/>`,
    receding: `<path d="M158 214 Q150 150 176 130 Q172 168 176 200Z M322 214 Q330 150 304 130 Q308 168 304 200Z" fill="${hair}"/><path d="M196 122 Q240 108 284 122" fill="none" stroke="${hair}" stroke-width="8" stroke-linecap="round"/>`,
    long: `<path d="M156 210 Q150 100 240 98 Q330 100 324 210 Q300 132 240 134 Q180 132 156 210Z" fill="${hair}"/>`,
    bob: `<path d="M156 214 Q150 100 240 98 Q330 100 324 214 Q316 150 262 128 Q226 160 156 214Z" fill="${hair}"/>`,
  }[style];
  const hat = {
    turban: `<path d="M146 196 Q140 70 240 62 Q340 70 334 196 Q312 150 240 146 Q168 150 146 196Z" fill="${headwearColor}"/>
<path d="M156 150 Q240 96 326 150 M164 122 Q240 80 318 124 M200 78 Q250 118 322 170" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`,
    cap: `<path d="M154 176 Q150 90 240 86 Q330 90 326 176Z" fill="${headwearColor}"/><path d="M150 172 Q240 150 350 178 Q360 192 330 192 Q240 176 150 188Z" fill="${headwearColor}" stroke="#00000033" stroke-width="3"/>`,
  }[headwear] || '';
  // A dupatta frames the face: drawn behind the head, falling to the shoulders.
  const drape = headwear === 'dupatta'
    ? `<path d="M134 230 Q120 70 240 66 Q360 70 346 230 L372 420 L108 420Z" fill="${headwearColor}"/><path d="M150 210 Q150 96 240 92 Q330 96 330 210" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="5"/>`
    : '';
  return `${drape}${behind}
<rect x="212" y="280" width="56" height="60" fill="${skin}"/>
<ellipse cx="156" cy="214" rx="10" ry="18" fill="${skin}"/><ellipse cx="324" cy="214" rx="10" ry="18" fill="${skin}"/>
<ellipse cx="240" cy="210" rx="82" ry="98" fill="${skin}"/>
${headwear === 'turban' || headwear === 'dupatta' ? '' : top}${hat}
${beard ? `<path d="M160 224 Q164 318 240 326 Q316 318 320 224 Q300 290 240 292 Q180 290 160 224Z" fill="${beard}"/>` : ''}
<circle cx="210" cy="210" r="7" fill="#2b2b2b"/><circle cx="270" cy="210" r="7" fill="#2b2b2b"/>
<path d="M204 190 q10 -6 20 0 M256 190 q10 -6 20 0" fill="none" stroke="${beard || moustache || '#3b2a20'}" stroke-width="4" stroke-linecap="round"/>
${glasses ? `<g fill="none" stroke="${glasses}" stroke-width="5"><circle cx="210" cy="212" r="22"/><circle cx="270" cy="212" r="22"/><path d="M232 210 h16 M188 208 l-30 -6 M292 208 l30 -6"/></g>` : ''}
${moustache || beard ? `<path d="M212 250 Q240 236 268 250 Q240 246 212 250Z" fill="${moustache || beard}" stroke="${moustache || beard}" stroke-width="6" stroke-linejoin="round"/>` : ''}
<path d="M216 262 Q240 280 264 262" fill="none" stroke="#7f3b2a" stroke-width="6" stroke-linecap="round"/>`;
};

const outfit = ({ kind, color, accent = '#ffffff', tie }) => {
  const shoulders = `<path d="M70 480 Q80 340 240 330 Q400 340 410 480Z" fill="${color}"/>`;
  switch (kind) {
    case 'suit':
      return `${shoulders}<path d="M200 332 L240 420 L280 332Z" fill="${accent}"/>
${tie ? `<path d="M232 340 h16 l-4 14 l10 70 l-14 16 l-14 -16 l10 -70z" fill="${tie}"/>` : ''}
<path d="M196 332 L240 480 L150 360Z M284 332 L240 480 L330 360Z" fill="#000000" opacity="0.22"/>`;
    case 'jacket':
      return `${shoulders}<path d="M196 334 Q240 376 284 334 L270 480 L210 480Z" fill="${accent}"/>
<path d="M196 334 L226 480 L160 370Z M284 334 L254 480 L320 370Z" fill="#000000" opacity="0.2"/>`;
    case 'kurta':
      return `${shoulders}<path d="M226 334 Q240 346 254 334 L250 420 L230 420Z" fill="#000000" opacity="0.15"/>
<circle cx="240" cy="362" r="4" fill="${accent}"/><circle cx="240" cy="384" r="4" fill="${accent}"/><circle cx="240" cy="406" r="4" fill="${accent}"/>`;
    case 'checked':
      return `<defs><pattern id="check" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="${color}"/><path d="M0 14 H28 M14 0 V28" stroke="${accent}" stroke-width="6" opacity="0.55"/></pattern></defs>
<path d="M70 480 Q80 340 240 330 Q400 340 410 480Z" fill="url(#check)"/><path d="M204 332 L240 372 L276 332 L262 326 L240 350 L218 326Z" fill="${color}"/>`;
    case 'chef':
      return `<path d="M70 480 Q80 340 240 330 Q400 340 410 480Z" fill="#fbfbf8" stroke="#d0d0c8" stroke-width="3"/>
<path d="M204 334 Q240 356 276 334 L290 344 Q240 380 190 344Z" fill="${accent}"/>
${[380, 420, 460].map((y) => `<circle cx="214" cy="${y}" r="6" fill="#9a9a90"/><circle cx="266" cy="${y}" r="6" fill="#9a9a90"/>`).join('')}`;
    default:
      throw new Error(`unknown outfit ${kind}`);
  }
};

/** A board member: studio portrait, lit from above, in business dress. */
const boardPortrait = (backdrop, person, clothes) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><radialGradient id="studio" cx="0.5" cy="0.36" r="0.75"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient></defs>
<rect width="480" height="480" fill="url(#studio)"/>
${face(person)}
${outfit(clothes)}
</svg>
`;

/** A customer: at their place of work, outdoors or in the kitchen, in everyday clothes. */
const customerPortrait = (setting, person, clothes) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
${setting}
${face(person)}
${outfit(clothes)}
</svg>
`;

const outdoors = (sky, ground, building) => `<rect width="480" height="480" fill="${sky}"/>
<circle cx="404" cy="74" r="34" fill="#ffd166"/>
<rect y="300" width="480" height="180" fill="${ground}"/>
${building}`;
const smallShed = (x, roof) => `<g transform="translate(${x} 196) scale(0.5)">
<rect x="0" y="40" width="300" height="120" fill="#f1faee" stroke="#457b9d" stroke-width="4"/>
<path d="M-20 44 L150 -30 L320 44Z" fill="${roof}"/>
<rect x="40" y="70" width="36" height="30" fill="#a8dadc"/><rect x="224" y="70" width="36" height="30" fill="#a8dadc"/></g>`;

const portraits = {
  // Board (cms/seed/content.js `team`, in board order).
  'board-1': boardPortrait(['#e3e8ef', '#8a9bb3'], { skin: '#c68642', hair: '#b8b8b8', style: 'receding', moustache: '#c9c9c9', glasses: '#333333' }, { kind: 'suit', color: '#263241', tie: '#7a1f2b' }),
  'board-2': boardPortrait(['#efe6e0', '#a99287'], { skin: '#e0ac69', hair: '#1b1b1b', style: 'bun' }, { kind: 'jacket', color: '#7a1f2b', accent: '#f3e9dc' }),
  'board-3': boardPortrait(['#e0e9f2', '#7f96ad'], { skin: '#d49a5a', hair: '#161616' }, { kind: 'suit', color: '#1d3557', tie: '#3d85c6' }),
  'board-4': boardPortrait(['#e2efed', '#86a8a3'], { skin: '#8d5524', hair: '#222222', style: 'long', glasses: '#6b3e26' }, { kind: 'jacket', color: '#1f6f6b', accent: '#f7f3ea' }),
  'board-5': boardPortrait(['#e9e9ec', '#8e8f99'], { skin: '#e0ac69', hair: '#3a2418', beard: '#3a2418' }, { kind: 'suit', color: '#5c6370' }),
  'board-6': boardPortrait(['#ece6f2', '#9a8aae'], { skin: '#f1c27d', hair: '#4a2c1d', style: 'bob' }, { kind: 'jacket', color: '#5b3f86', accent: '#fdf6ec' }),
  'board-7': boardPortrait(['#efe9e1', '#a08f7b'], { skin: '#b5784a', hair: '#2a1d14', moustache: '#2a1d14' }, { kind: 'suit', color: '#5a3a22', tie: '#c8a24a' }),
  // Customers (cms/seed/content.js `testimonies`).
  'customer-1': customerPortrait(outdoors('#bde0fe', '#95d5b2', smallShed(20, '#c1121f')), { skin: '#c68642', hair: '#1b1b1b', beard: '#1b1b1b', headwear: 'turban', headwearColor: '#1e5aa8' }, { kind: 'checked', color: '#e9edc9', accent: '#6a994e' }),
  'customer-2': customerPortrait(outdoors('#ffe5b4', '#e9d8a6', smallShed(300, '#bc6c25')), { skin: '#a0522d', hair: '#111111', headwear: 'dupatta', headwearColor: '#d6336c' }, { kind: 'kurta', color: '#f4a261', accent: '#9d0208' }),
  'customer-3': customerPortrait(outdoors('#caf0f8', '#b7e4c7', smallShed(280, '#2d6a4f')), { skin: '#8d5524', hair: '#2b1d0e', moustache: '#2b1d0e', headwear: 'cap', headwearColor: '#f5f5f5' }, { kind: 'kurta', color: '#f8f9fa', accent: '#6c757d' }),
  'customer-4': customerPortrait(`<rect width="480" height="480" fill="#e9f1f2"/>
<g stroke="#c9d9db" stroke-width="3">${[60, 120, 180, 240, 300, 360, 420].map((x) => `<path d="M${x} 0 V480"/>`).join('')}${[60, 120, 180, 240, 300, 360, 420].map((y) => `<path d="M0 ${y} H480"/>`).join('')}</g>
<rect x="300" y="150" width="160" height="16" rx="4" fill="#adb5bd"/><rect x="320" y="110" width="44" height="40" rx="4" fill="#6c757d"/><rect x="384" y="96" width="56" height="54" rx="6" fill="#868e96"/>`, { skin: '#d08b5b', hair: '#2b1d0e', style: 'bun' }, { kind: 'chef', color: '#ffffff', accent: '#d00000' }),
  'customer-5': customerPortrait(outdoors('#fde2e4', '#d9ed92', smallShed(10, '#457b9d')), { skin: '#c68642', hair: '#111111', headwear: 'dupatta', headwearColor: '#f77f00' }, { kind: 'kurta', color: '#3a86ff', accent: '#ffbe0b' }),
  'customer-6': customerPortrait(outdoors('#e9f5db', '#cfe1b9', `<g transform="translate(300 190)"><rect width="160" height="120" fill="#dda15e" stroke="#7f5539" stroke-width="4"/><rect x="20" y="40" width="120" height="80" fill="#7f5539"/><path d="M-10 0 H170 L150 -30 H10Z" fill="#606c38"/></g>`), { skin: '#b5784a', hair: '#1b1b1b', beard: '#2b2b2b' }, { kind: 'checked', color: '#caf0f8', accent: '#1d3557' }),
};

const files = {
  'broiler-farm': scene('#bde0fe', '#e7f5ff', '#95d5b2', sun() + cloud(180, 100) + shed(220, 230, 1) + hen(150, 470, 0.7) + hen(620, 480, 0.6, '#fefae0')),
  'layer-hens': scene('#ffe5b4', '#fff8e7', '#b7e4c7', sun(120, 100, 40, '#fb8500') + hen(280, 360, 1.3, '#a0522d') + hen(560, 400, 1.1, '#f4f1ea') + egg(420, 500, 0.8) + egg(470, 510, 0.8)),
  'day-old-chicks': scene('#fff3bf', '#fffdf0', '#ffe8a3', chick(220, 380, 1.6) + chick(420, 420, 1.3) + chick(600, 380, 1.5) + chick(330, 500, 1) + cloud(620, 110)),
  'hatching-eggs': scene('#e0fbfc', '#ffffff', '#c2dfe3', [160, 250, 340, 430, 520, 610].map((ex, i) => egg(ex, 360 + (i % 2) * 40, 1.4, i % 3 ? '#f3e1c5' : '#fff8f0')).join('') + chick(400, 520, 0.9)),
  'parent-stock': scene('#cdeac0', '#f1faee', '#74c69d', hen(250, 350, 1.3, '#8d5524', '#c1121f') + hen(550, 360, 1.2, '#f4f1ea') + chick(400, 500, 0.9) + chick(470, 520, 0.8)),
  'cattle-feed': scene('#d8f3dc', '#f6fff8', '#95d5b2', cow(270, 380, 1.2) + bag(620, 360, 0.9, '#2d6a4f', '#ffd166')),
  'broiler-feed': scene('#ffe8d6', '#fff8f3', '#ddbea9', bag(300, 330, 1.1, '#e76f51', '#264653') + hen(560, 420, 0.9, '#fefae0')),
  'layer-feed': scene('#fdf0d5', '#fffaf0', '#e9d8a6', bag(300, 330, 1.1, '#ee9b00', '#9b2226') + hen(570, 410, 0.9, '#a0522d') + egg(650, 520)),
  'feed-pellets': scene('#edf6f9', '#ffffff', '#e29578', `<g>${Array.from({ length: 60 }, (_, i) => `<rect x="${120 + (i * 97) % 560}" y="${300 + (i * 53) % 220}" width="34" height="14" rx="7" transform="rotate(${(i * 37) % 180} ${137 + (i * 97) % 560} ${307 + (i * 53) % 220})" fill="${['#bc6c25', '#dda15e', '#a68a64'][i % 3]}"/>`).join('')}</g>` + bag(400, 200, 0.6, '#006d77', '#ffddd2')),
  'soya-protein': scene('#e9f5db', '#f7fcf0', '#cfe1b9', soy(260, 360, 1.3) + bag(560, 370, 0.9, '#606c38', '#dda15e')),
  'solvent-plant': scene('#caf0f8', '#f0fbff', '#adb5bd', factory(220, 300, 1.2, '#90a955') + sun(120, 100)),
  'hatchery-equipment': scene('#e7ecef', '#ffffff', '#c9d6df', incubator(400, 320, 1.3)),
  'farm-equipment': scene('#f1faee', '#ffffff', '#a8dadc', feeder(300, 360, 1.1)),
  cages: scene('#f8f9fa', '#ffffff', '#dee2e6', cage(160, 160, 1) + hen(330, 220, 0.35, '#a0522d') + hen(470, 330, 0.35, '#f4f1ea')),
  'ventilation-fan': scene('#e0f2fe', '#ffffff', '#bfdbfe', fan(400, 300, 1.2)),
  'tunnel-fans': scene('#f1f5f9', '#ffffff', '#cbd5e1', fan(220, 300, 0.75, '#e2e8f0') + fan(560, 300, 0.75, '#fde68a')),
  'frozen-foods': scene('#e0f7fa', '#ffffff', '#b2ebf2', pack(280, 320, 1.1, '#1d4ed8', '#e9c46a') + pack(540, 340, 0.9, '#dc2626', '#f4a261')),
  'ready-to-cook': scene('#fff1e6', '#fffaf5', '#fde2e4', pack(400, 320, 1.2, '#15803d', '#dda15e') + `<ellipse cx="640" cy="500" rx="90" ry="26" fill="#ffffff" stroke="#9c6644" stroke-width="3"/>`),
  'processing-plant': scene('#dbeafe', '#f8fafc', '#94a3b8', factory(170, 300, 1.3, '#60a5fa') + truck(-20, 440, 0.6)),
  'cold-chain-truck': scene('#e0f2fe', '#ffffff', '#a3b18a', truck(190, 300, 1.05, '#1d4ed8') + cloud(620, 120)),
  'solar-energy': scene('#fff3b0', '#fffbe6', '#d9ed92', sun(640, 100, 60, '#ffb703') + solar(110, 330, 1.1)),
  'biogas-plant': scene('#d8f3dc', '#f6fff8', '#b7e4c7', biogas(170, 320, 1.05)),
  'award-trophy': scene('#fde2e4', '#fff5f6', '#fad2e1', trophy(400, 330, 1.4)),
  'press-newspaper': scene('#e9ecef', '#f8f9fa', '#ced4da', paper(400, 300, 1.3)),
  'press-conference': scene('#ede7f6', '#faf7ff', '#d1c4e9', paper(260, 280, 0.9, '#5e548e') + trophy(600, 360, 0.8)),
  'farmer-training': scene('#d9ed92', '#f5fbe6', '#99d98c', shed(300, 200, 0.9, '#2d6a4f') + hen(190, 470, 0.6) + chick(610, 500, 0.8)),
};


fs.mkdirSync(OUT, { recursive: true });
// Images this script no longer makes (e.g. the portrait-N set shared by board and customers) go.
const made = new Set(Object.keys({ ...files, ...portraits }).map((name) => `${name}.svg`));
for (const name of fs.readdirSync(OUT)) {
  if (name.endsWith('.svg') && !made.has(name)) fs.rmSync(path.join(OUT, name));
}
for (const [name, svg] of Object.entries({ ...files, ...portraits })) {
  fs.writeFileSync(path.join(OUT, `${name}.svg`), svg);
}
console.log(`wrote ${Object.keys(files).length + Object.keys(portraits).length} images to ${OUT}`);
