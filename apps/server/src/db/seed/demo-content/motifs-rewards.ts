import type { TMotifContext, TMotifDraw } from "./motif-context.ts";

function coin({ uid }: TMotifContext, x: number, y: number, r: number, label: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#8a5a00"/>
    <circle r="${r * 0.94}" fill="url(#${uid("coin")})"/>
    <circle r="${r * 0.74}" fill="none" stroke="#8a5a00" stroke-width="${Math.max(2, r * 0.05)}" opacity="0.6"/>
    <text y="${r * 0.3}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="${r * 0.9}" fill="#8a5a00">${label}</text></g>`;
}

function coinStack(x: number, y: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const cy = y - i * 18;
    return `<ellipse cx="${x}" cy="${cy + 8}" rx="62" ry="20" fill="#8a5a00"/>
      <ellipse cx="${x}" cy="${cy}" rx="62" ry="20" fill="#ffd43b" stroke="#b07d00" stroke-width="3"/>`;
  }).join("");
}

function coinGradient({ uid }: TMotifContext): string {
  return `<radialGradient id="${uid("coin")}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff9db"/>
    <stop offset="0.45" stop-color="#ffd43b"/><stop offset="1" stop-color="#c98a00"/></radialGradient>`;
}

const gift: TMotifDraw = (ctx) => {
  const { palette, uid } = ctx;
  return `<defs>${coinGradient(ctx)}<linearGradient id="${uid("box")}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.glow}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient></defs>
    <rect x="-150" y="-30" width="300" height="220" rx="14" fill="url(#${uid("box")})"/>
    <rect x="-150" y="-30" width="300" height="40" fill="#000" opacity="0.2"/>
    <rect x="-175" y="-95" width="350" height="72" rx="12" fill="url(#${uid("box")})" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>
    <rect x="-26" y="-95" width="52" height="285" fill="${palette.accent}"/>
    <path d="M0-95C-40-190-150-170-120-120C-100-90-40-95 0-95Z" fill="none" stroke="${palette.accent}" stroke-width="26" stroke-linejoin="round"/>
    <path d="M0-95C40-190 150-170 120-120C100-90 40-95 0-95Z" fill="none" stroke="${palette.accent}" stroke-width="26" stroke-linejoin="round"/>
    <circle cy="-98" r="24" fill="${palette.accent}"/>
    ${coin(ctx, -250, -120, 54, "$")}${coin(ctx, 250, -60, 64, "$")}${coin(ctx, 220, 170, 44, "$")}${coin(ctx, -240, 150, 40, "$")}`;
};

const coins: TMotifDraw = (ctx) =>
  `<defs>${coinGradient(ctx)}</defs>
  ${coinStack(-200, 190, 8)}${coinStack(-60, 200, 12)}${coinStack(230, 200, 6)}
  ${coin(ctx, 90, -40, 150, "%")}
  <path d="M-40-200A190 190 0 0 1 260-120" fill="none" stroke="${ctx.palette.accentSoft}" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 26"/>
  <path d="M250-160L282-104L220-110Z" fill="${ctx.palette.accentSoft}"/>`;

const pointsMall: TMotifDraw = (ctx) => {
  const { palette } = ctx;
  return `<defs>${coinGradient(ctx)}</defs>
    <path d="M-200-80H200L170 160H-170Z" fill="${palette.glow}" opacity="0.9"/>
    <path d="M-200-80H200L190 -20H-190Z" fill="#fff" opacity="0.2"/>
    <path d="M-120-80C-120-210 120-210 120-80" fill="none" stroke="${palette.accentSoft}" stroke-width="22" stroke-linecap="round"/>
    <rect x="-170" y="150" width="340" height="30" rx="10" fill="${palette.deep}" opacity="0.5"/>
    ${coin(ctx, 0, 40, 80, "P")}
    ${coin(ctx, -260, -100, 48, "P")}${coin(ctx, 255, -130, 56, "P")}${coin(ctx, 250, 130, 40, "P")}`;
};

export const REWARD_MOTIFS = { gift, coins, pointsMall };
