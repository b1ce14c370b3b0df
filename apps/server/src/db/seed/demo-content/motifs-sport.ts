import type { TMotifContext, TMotifDraw } from "./motif-context.ts";

function polygon(cx: number, cy: number, radius: number, sides: number, rotation: number): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = ((rotation + (360 / sides) * i) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return points.join(" ");
}

function star(cx: number, cy: number, outer: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = ((-90 + 36 * i) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

function trophyShape({ palette, uid }: TMotifContext, scale: number, x: number, y: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-92-118C-170-118-170 0-64 4" fill="none" stroke="url(#${uid("cup")})" stroke-width="20"/>
    <path d="M92-118C170-118 170 0 64 4" fill="none" stroke="url(#${uid("cup")})" stroke-width="20"/>
    <path d="M-100-160H100V-70C100 10 50 52 0 58C-50 52-100 10-100-70Z" fill="url(#${uid("cup")})"/>
    <path d="M-70-150H-40V-70C-40-30-30 0-10 20C-50 10-70-30-70-70Z" fill="#fff" opacity="0.35"/>
    <rect x="-20" y="56" width="40" height="52" fill="url(#${uid("cup")})"/>
    <rect x="-78" y="104" width="156" height="30" rx="8" fill="url(#${uid("cup")})"/>
    <rect x="-104" y="134" width="208" height="46" rx="10" fill="#2a1600"/>
    <rect x="-60" y="146" width="120" height="20" rx="4" fill="${palette.accent}" opacity="0.8"/>
    ${star(0, -70, 42, "#fff8dc")}</g>`;
}

function cupGradient({ palette, uid }: TMotifContext): string {
  return `<linearGradient id="${uid("cup")}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accentSoft}"/>
    <stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="#9a6400"/></linearGradient>`;
}

const football: TMotifDraw = (ctx) => {
  const { uid, palette } = ctx;
  const outer = [0, 1, 2, 3, 4].map((i) => {
    const angle = ((-90 + 36 + 72 * i) * Math.PI) / 180;
    const cx = 150 * Math.cos(angle);
    const cy = 150 * Math.sin(angle);
    return `<polygon points="${polygon(cx, cy, 52, 5, -90 + 36 + 72 * i + 180)}" fill="#1f2937"/>`;
  });
  const seams = [0, 1, 2, 3, 4].map((i) => {
    const angle = ((-90 + 72 * i) * Math.PI) / 180;
    return `<line x1="${(56 * Math.cos(angle)).toFixed(1)}" y1="${(56 * Math.sin(angle)).toFixed(1)}" x2="${(112 * Math.cos(angle)).toFixed(1)}" y2="${(112 * Math.sin(angle)).toFixed(1)}" stroke="#1f2937" stroke-width="6"/>`;
  });
  const streaks = [-120, -60, 0, 60, 120]
    .map(
      (y, i) =>
        `<rect x="${-470 + i * 18}" y="${y - 6}" width="${200 - Math.abs(y) * 0.6}" height="12" rx="6" fill="${palette.accentSoft}" opacity="${0.55 - Math.abs(y) / 400}"/>`,
    )
    .join("");
  return `<defs><radialGradient id="${uid("ball")}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#fff"/>
    <stop offset="0.7" stop-color="#e5e7eb"/><stop offset="1" stop-color="#9ca3af"/></radialGradient>
    <clipPath id="${uid("clip")}"><circle r="190"/></clipPath>${cupGradient(ctx)}</defs>
    ${streaks}
    <g transform="translate(-40 10)"><circle r="190" fill="url(#${uid("ball")})"/>
    <g clip-path="url(#${uid("clip")})"><polygon points="${polygon(0, 0, 58, 5, -90)}" fill="#1f2937"/>${outer.join("")}${seams.join("")}</g>
    <circle r="190" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/></g>
    ${trophyShape(ctx, 0.62, 250, 90)}`;
};

const trophy: TMotifDraw = (ctx) => `<defs>${cupGradient(ctx)}</defs>${trophyShape(ctx, 1.25, 0, 0)}
  ${star(-250, -150, 30, ctx.palette.accentSoft)}${star(260, -60, 22, ctx.palette.accentSoft)}`;

const controller: TMotifDraw = (ctx) => {
  const { palette, uid } = ctx;
  const hexes = [
    [-230, -150],
    [230, -170],
    [-260, 150],
    [250, 160],
  ]
    .map(
      ([x, y]) =>
        `<polygon points="${polygon(x ?? 0, y ?? 0, 46, 6, 30)}" fill="none" stroke="${palette.accent}" stroke-width="4" opacity="0.7"/>`,
    )
    .join("");
  return `<defs><linearGradient id="${uid("pad")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f58"/>
    <stop offset="1" stop-color="#0d0f1c"/></linearGradient>${cupGradient(ctx)}</defs>
    ${hexes}
    <g transform="translate(0 80)">
    <path d="M-190-50C-190-105-140-118-96-118H96C140-118 190-105 190-50L222 86C234 142 176 164 142 120L100 66H-100L-142 120C-176 164-234 142-222 86Z"
      fill="url(#${uid("pad")})" stroke="${palette.accent}" stroke-width="6"/>
    <path d="M-124-58h24v-24h22v24h24v22h-24v24h-22v-24h-24z" fill="#e5e7eb"/>
    <circle cx="110" cy="-80" r="16" fill="#22c55e"/><circle cx="144" cy="-48" r="16" fill="#ef4444"/>
    <circle cx="76" cy="-48" r="16" fill="#3b82f6"/><circle cx="110" cy="-16" r="16" fill="#facc15"/>
    <circle cx="-44" cy="10" r="26" fill="#1f2333" stroke="#6b7280" stroke-width="4"/>
    <circle cx="44" cy="10" r="26" fill="#1f2333" stroke="#6b7280" stroke-width="4"/>
    <rect x="-22" y="-92" width="44" height="12" rx="6" fill="${palette.accent}"/></g>
    ${trophyShape(ctx, 0.36, 0, -150)}`;
};

function rooster(body: string, tail: string): string {
  return `<path d="M40-10C110-170 230-150 250-50C200-110 130-100 70 20Z" fill="${tail}"/>
    <path d="M50 0C150-120 260-60 250 40C210-30 140-20 70 40Z" fill="#0f5132"/>
    <path d="M50 10C140-40 230 40 200 120C180 50 120 40 60 70Z" fill="${tail}" opacity="0.8"/>
    <path d="M-20 110L-30 180M20 110L26 180" stroke="#f59e0b" stroke-width="11" stroke-linecap="round"/>
    <path d="M-52 182H-6M4 182H48" stroke="#f59e0b" stroke-width="9" stroke-linecap="round"/>
    <path d="M-70-40C-10-90 90-60 96 10C104 84 20 126-44 104C-104 84-116 0-70-40Z" fill="${body}"/>
    <path d="M-30-6C20-30 74 0 66 44C36 34 4 44-30-6Z" fill="#000" opacity="0.25"/>
    <path d="M-86-36C-106-98-94-150-64-170C-32-182-8-150-20-110C-26-80-10-60 4-50Z" fill="#f59e0b"/>
    <circle cx="-66" cy="-166" r="30" fill="${body}"/>
    <circle cx="-84" cy="-200" r="14" fill="#ef233c"/><circle cx="-64" cy="-206" r="15" fill="#ef233c"/>
    <circle cx="-44" cy="-198" r="13" fill="#ef233c"/>
    <ellipse cx="-88" cy="-130" rx="10" ry="18" fill="#ef233c"/>
    <path d="M-92-174L-130-162L-92-152Z" fill="#fbbf24"/>
    <circle cx="-72" cy="-172" r="6" fill="#111"/><circle cx="-70" cy="-174" r="2" fill="#fff"/>`;
}

const roosters: TMotifDraw = ({ palette }) =>
  `<ellipse cx="-160" cy="190" rx="150" ry="26" fill="#ef233c" opacity="0.45"/>
  <ellipse cx="160" cy="190" rx="150" ry="26" fill="#3a86ff" opacity="0.45"/>
  <g transform="translate(-170 0) scale(-0.82 0.82)">${rooster("#c1121f", "#1d3557")}</g>
  <g transform="translate(170 0) scale(0.82)">${rooster("#e9ecef", "#0b3d91")}</g>
  <circle cx="0" cy="-10" r="58" fill="${palette.deep}" stroke="${palette.accent}" stroke-width="6"/>
  <text x="0" y="8" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="50" fill="${palette.accent}">VS</text>`;

export const SPORT_MOTIFS = { football, trophy, controller, roosters };
