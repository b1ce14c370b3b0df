import type { TMotifDraw } from "./motif-context.ts";

function phoneShape(screen: string, accent: string, angle: number, x: number, y: number): string {
  const icons = Array.from({ length: 9 }, (_, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const fills = ["#f72585", "#4cc9f0", "#ffd166", "#06d6a0", "#ef476f", "#8338ec"];
    return `<rect x="${-70 + col * 50}" y="${-120 + row * 56}" width="40" height="40" rx="11" fill="${fills[i % fills.length]}"/>`;
  }).join("");
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-120" y="-232" width="240" height="464" rx="38" fill="#0b0d17" stroke="#c7cbe0" stroke-width="6"/>
    <rect x="-104" y="-212" width="208" height="424" rx="24" fill="${screen}"/>
    <rect x="-34" y="-204" width="68" height="16" rx="8" fill="#0b0d17"/>
    <rect x="-80" y="-172" width="160" height="26" rx="13" fill="#fff" opacity="0.85"/>
    ${icons}
    <rect x="-80" y="70" width="160" height="56" rx="28" fill="${accent}"/>
    <rect x="-80" y="142" width="160" height="18" rx="9" fill="#fff" opacity="0.35"/></g>`;
}

const phone: TMotifDraw = ({ palette, uid }) =>
  `<defs><linearGradient id="${uid("screen")}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bright}"/>
  <stop offset="1" stop-color="${palette.deep}"/></linearGradient></defs>
  ${phoneShape(`url(#${uid("screen")})`, palette.accent, -14, -130, 20)}
  ${phoneShape(`url(#${uid("screen")})`, palette.accent, 10, 110, -10)}
  <g transform="translate(240 160)"><circle r="74" fill="${palette.accent}" stroke="#fff" stroke-width="6"/>
  <path d="M-14-40H14V4H36L0 42L-36 4H-14Z" fill="${palette.deep}"/></g>`;

const shield: TMotifDraw = ({ palette, uid }) =>
  `<defs><linearGradient id="${uid("shield")}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accentSoft}"/>
  <stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient></defs>
  <circle r="240" fill="none" stroke="${palette.accent}" stroke-width="3" stroke-dasharray="4 14" opacity="0.7"/>
  <circle r="280" fill="none" stroke="${palette.glow}" stroke-width="2" opacity="0.5"/>
  <path d="M0-210L170-146V0C170 116 86 188 0 220C-86 188-170 116-170 0V-146Z" fill="url(#${uid("shield")})"/>
  <path d="M0-176L138-124V0C138 96 70 156 0 184C-70 156-138 96-138 0V-124Z" fill="${palette.deep}" opacity="0.85"/>
  <path d="M-52-30V-66C-52-132 52-132 52-66V-30" fill="none" stroke="${palette.accentSoft}" stroke-width="20"/>
  <rect x="-78" y="-36" width="156" height="128" rx="18" fill="${palette.accent}"/>
  <circle cy="14" r="18" fill="${palette.deep}"/><rect x="-7" y="20" width="14" height="42" rx="6" fill="${palette.deep}"/>
  <path d="M230-120L262-180L250-130L282-136L246-64L258-116Z" fill="${palette.accentSoft}"/>
  <text x="-340" y="200" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="44" fill="${palette.accentSoft}" opacity="0.9">128-bit</text>`;

function bubble(x: number, y: number, width: number, fill: string, body: string): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="${-width / 2}" y="-48" width="${width}" height="96" rx="30" fill="${fill}"/>
    <path d="M${-width / 2 + 30} 40L${-width / 2 + 14} 80L${-width / 2 + 70} 44Z" fill="${fill}"/>${body}</g>`;
}

const headset: TMotifDraw = ({ palette }) =>
  `<path d="M-150 40V-10C-150-110-70-180 0-180S150-110 150-10V40" fill="none" stroke="#e5e7eb" stroke-width="26" stroke-linecap="round"/>
  <rect x="-186" y="-10" width="80" height="140" rx="34" fill="${palette.accent}"/>
  <rect x="106" y="-10" width="80" height="140" rx="34" fill="${palette.accent}"/>
  <rect x="-170" y="10" width="30" height="100" rx="14" fill="#fff" opacity="0.35"/>
  <path d="M150 110C150 190 90 210 20 210" fill="none" stroke="#e5e7eb" stroke-width="12" stroke-linecap="round"/>
  <rect x="-20" y="192" width="56" height="36" rx="18" fill="${palette.accent}"/>
  ${bubble(-210, -170, 170, "#fff", `<circle cx="-40" r="12" fill="${palette.mid}"/><circle r="12" fill="${palette.mid}"/><circle cx="40" r="12" fill="${palette.mid}"/>`)}
  ${bubble(230, -120, 190, palette.accent, `<text y="18" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="52" fill="${palette.deep}">24/7</text>`)}`;

export const SERVICE_MOTIFS = { phone, shield, headset };
