import type { TMotifContext, TMotifDraw } from "./motif-context.ts";

const SUITS = {
  heart: "M0 30C-40 0-40-30-20-35C-8-38 0-28 0-20C0-28 8-38 20-35C40-30 40 0 0 30Z",
  diamond: "M0-38L28 0L0 38L-28 0Z",
  spade: "M0-34C40-4 40 26 20 30C8 32 2 24 0 18C-2 24-8 32-20 30C-40 26-40-4 0-34ZM0 14L12 40H-12Z",
  club: "M0-36A17 17 0 1 1 0-2A17 17 0 1 1 0-36ZM-18-14A17 17 0 1 1-18 20A17 17 0 1 1-18-14ZM18-14A17 17 0 1 1 18 20A17 17 0 1 1 18-14ZM0 4L12 40H-12Z",
};

function goldGradient({ palette, uid }: TMotifContext, name: string): string {
  return `<linearGradient id="${uid(name)}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.accentSoft}"/><stop offset="0.45" stop-color="${palette.accent}"/>
    <stop offset="1" stop-color="#8a5a00"/></linearGradient>`;
}

function card(rank: string, suit: keyof typeof SUITS, angle: number): string {
  const color = suit === "heart" || suit === "diamond" ? "#d90429" : "#111827";
  return `<g transform="rotate(${angle} 0 260)">
    <rect x="-95" y="-135" width="190" height="270" rx="18" fill="#fffdf7" stroke="#e5dccb" stroke-width="3"/>
    <text x="-72" y="-88" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="44" fill="${color}">${rank}</text>
    <path d="${SUITS[suit]}" transform="translate(-56 -50) scale(0.45)" fill="${color}"/>
    <path d="${SUITS[suit]}" transform="translate(0 18) scale(1.55)" fill="${color}"/>
  </g>`;
}

function chip(x: number, y: number, r: number, color: string): string {
  const edge = (2 * Math.PI * r) / 16;
  return `<g transform="translate(${x} ${y})">
    <circle r="${r}" fill="${color}"/>
    <circle r="${r - 6}" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="${edge / 2} ${edge / 2}"/>
    <circle r="${r * 0.62}" fill="${color}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>
    <circle r="${r * 0.62}" fill="#000" opacity="0.12"/>
  </g>`;
}

function chipStack(x: number, y: number, count: number, color: string): string {
  const layers = Array.from({ length: count }, (_, i) => {
    const cy = y - i * 16;
    return `<ellipse cx="${x}" cy="${cy + 8}" rx="70" ry="24" fill="#000" opacity="0.35"/>
      <ellipse cx="${x}" cy="${cy + 6}" rx="70" ry="24" fill="${color}"/>
      <ellipse cx="${x}" cy="${cy + 6}" rx="70" ry="24" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="14 22" opacity="0.85"/>
      <ellipse cx="${x}" cy="${cy}" rx="70" ry="24" fill="${color}"/>
      <ellipse cx="${x}" cy="${cy}" rx="46" ry="15" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`;
  });
  return layers.join("");
}

const reels: TMotifDraw = (ctx) => {
  const { palette, uid } = ctx;
  const windows = [-148, 0, 148]
    .map(
      (x) => `<rect x="${x - 64}" y="-118" width="128" height="236" rx="16" fill="url(#${uid("reel")})"/>
      <text x="${x}" y="52" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="160" fill="#e11d48" stroke="${palette.accent}" stroke-width="5">7</text>`,
    )
    .join("");
  const bulbs = Array.from({ length: 11 }, (_, i) => {
    const fill = i % 2 === 0 ? "#fff" : palette.glow;
    return `<circle cx="${-225 + i * 45}" cy="-158" r="7" fill="${fill}"/>`;
  }).join("");
  return `<defs>${goldGradient(ctx, "gold")}
    <linearGradient id="${uid("reel")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b2c9"/>
    <stop offset="0.3" stop-color="#fff"/><stop offset="0.7" stop-color="#fff"/><stop offset="1" stop-color="#b9b2c9"/></linearGradient></defs>
    <rect x="-290" y="-185" width="580" height="370" rx="44" fill="url(#${uid("gold")})"/>
    <rect x="-262" y="-140" width="524" height="300" rx="28" fill="#1b0b33"/>
    ${bulbs}${windows}
    <line x1="-250" y1="0" x2="250" y2="0" stroke="${palette.glow}" stroke-width="4" opacity="0.7"/>
    <rect x="-190" y="-260" width="380" height="86" rx="43" fill="#e11d48" stroke="url(#${uid("gold")})" stroke-width="8"/>
    <text x="0" y="-202" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="46" fill="#fff" letter-spacing="4">JACKPOT</text>
    <path d="M290 40H318V-90" fill="none" stroke="#c9c9d6" stroke-width="14" stroke-linecap="round"/>
    <circle cx="318" cy="-112" r="26" fill="#e11d48" stroke="#fff" stroke-width="4"/>
    <rect x="-200" y="185" width="400" height="44" rx="14" fill="url(#${uid("gold")})"/>`;
};

const cards: TMotifDraw = (ctx) =>
  `<g transform="translate(-40 -40)">
    ${card("A", "spade", -28)}${card("K", "heart", -10)}${card("Q", "diamond", 8)}${card("J", "club", 26)}
  </g>
  ${chipStack(-230, 200, 5, "#d90429")}${chipStack(210, 215, 3, "#1d4ed8")}
  ${chip(250, 90, 62, ctx.palette.bright)}`;

const chips: TMotifDraw = (ctx) =>
  `${chipStack(-170, 190, 7, "#d90429")}${chipStack(-10, 205, 10, "#111827")}${chipStack(150, 190, 5, "#15803d")}
  ${chip(210, -150, 78, ctx.palette.bright)}${chip(-210, -160, 62, "#d90429")}${chip(40, -200, 54, "#111827")}`;

function die(pips: number[][], angle: number, x: number, y: number): string {
  const dots = pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="17" fill="#d90429"/>`).join("");
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-110" y="-98" width="220" height="220" rx="40" fill="#000" opacity="0.3"/>
    <rect x="-110" y="-110" width="220" height="220" rx="40" fill="#fff" stroke="#d6d3e3" stroke-width="4"/>
    <rect x="-96" y="-96" width="192" height="60" rx="28" fill="#fff" opacity="0.6"/>${dots}</g>`;
}

const dice: TMotifDraw = (ctx) =>
  `${die(
    [
      [-55, -55],
      [0, 0],
      [55, 55],
    ],
    -14,
    -120,
    -20,
  )}${die(
    [
      [-55, -55],
      [55, -55],
      [-55, 55],
      [55, 55],
      [0, 0],
    ],
    18,
    140,
    60,
  )}${chip(-230, 170, 56, ctx.palette.bright)}${chip(250, -170, 48, "#d90429")}`;

export const CASINO_MOTIFS = { reels, cards, chips, dice };
