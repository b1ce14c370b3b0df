import type { TMotifDraw } from "./motif-context.ts";

function fishShape(x: number, y: number, scale: number, body: string, fin: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M110 0L196-62L176 0L196 62Z" fill="${fin}"/>
    <path d="M-20-64C10-110 60-100 70-56Z" fill="${fin}"/>
    <path d="M-130 0C-70-86 80-86 124 0C80 86-70 86-130 0Z" fill="${body}"/>
    <path d="M-40-60C-20-20-20 20-40 60M10-66C30-22 30 22 10 66" fill="none" stroke="#fff" stroke-width="8" opacity="0.35"/>
    <path d="M-110-4C-60-60 40-64 90-24" fill="none" stroke="#fff" stroke-width="6" opacity="0.5"/>
    <circle cx="-78" cy="-12" r="16" fill="#fff"/><circle cx="-82" cy="-12" r="8" fill="#111"/>
    <path d="M-20 40C0 70 30 70 40 50Z" fill="${fin}"/></g>`;
}

const fish: TMotifDraw = ({ palette, uid }) => {
  const bubbles = [
    [-260, -180, 18],
    [-230, -120, 10],
    [220, -200, 14],
    [260, -150, 8],
    [-40, -220, 12],
    [120, 200, 10],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${palette.accentSoft}" stroke-width="3" opacity="0.8"/>`,
    )
    .join("");
  return `<defs><linearGradient id="${uid("boss")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accentSoft}"/>
    <stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="#c2410c"/></linearGradient>
    <linearGradient id="${uid("sea")}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0"/>
    <stop offset="0.4" stop-color="${palette.glow}" stop-opacity="0.3"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0.3"/></linearGradient></defs>
    <path d="M-560 170C-480 130-400 210-320 170S-160 130-80 170S80 130 160 170S320 210 400 170S560 130 640 170V320H-560Z" fill="url(#${uid("sea")})"/>
    ${fishShape(-40, -10, 1.35, `url(#${uid("boss")})`, "#e85d04")}
    ${fishShape(-210, 150, 0.55, "#4cc9f0", "#4361ee")}
    ${fishShape(210, -150, 0.5, "#f72585", "#7209b7")}
    ${fishShape(240, 120, 0.42, "#80ed99", "#38b000")}
    ${bubbles}
    <g transform="translate(60 -20)" fill="none" stroke="#fff" stroke-width="5" opacity="0.85">
    <circle r="110"/><circle r="70" stroke-dasharray="18 12"/>
    <path d="M0-140V-86M0 86V140M-140 0H-86M86 0H140"/></g>`;
};

function ball(
  x: number,
  y: number,
  r: number,
  color: string,
  label: string,
  uid: (name: string) => string,
): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${color}"/>
    <circle r="${r}" fill="url(#${uid("shine")})"/>
    <circle r="${r * 0.55}" fill="#fff"/>
    <text y="${r * 0.2}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="${r * 0.62}" fill="#1f2937">${label}</text></g>`;
}

const lotteryBalls: TMotifDraw = ({ palette, uid }) => {
  const inside = [
    [-90, 60, "#ef476f", "12"],
    [-10, 90, "#118ab2", "27"],
    [70, 50, "#06d6a0", "05"],
    [-50, -10, "#ffd166", "33"],
    [40, -30, "#8338ec", "18"],
    [100, -90, "#ef476f", "41"],
    [-110, -80, "#06d6a0", "09"],
  ]
    .map(([x, y, color, label]) => ball(Number(x), Number(y), 40, String(color), String(label), uid))
    .join("");
  return `<defs><radialGradient id="${uid("shine")}" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/>
    <stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
    <radialGradient id="${uid("glass")}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/>
    <stop offset="1" stop-color="${palette.glow}" stop-opacity="0.08"/></radialGradient></defs>
    <rect x="-70" y="170" width="140" height="40" rx="8" fill="${palette.accent}"/>
    <path d="M-130 240L-70 200H70L130 240Z" fill="${palette.accent}"/>
    <circle cy="0" r="200" fill="url(#${uid("glass")})" stroke="${palette.accentSoft}" stroke-width="6"/>
    ${inside}
    <path d="M-150-90A170 170 0 0 1-40-175" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.5"/>
    ${ball(-250, 150, 62, "#ef476f", "7", uid)}${ball(255, 120, 56, "#ffd166", "8", uid)}${ball(235, -150, 46, "#118ab2", "3", uid)}`;
};

export const ARCADE_MOTIFS = { fish, lotteryBalls };
