import { escapeXml } from "../../../http/escape-xml.ts";
import { seededRandom } from "../seeded-random.ts";
import { BANNER_MOTIFS, type TBannerMotif } from "./banner-motifs.ts";
import type { TBannerPalette } from "./banner-palettes.ts";

export type TBannerArtSpec = {
  /** Unique per banner; prefixes every id and seeds the decoration. */
  key: string;
  title: string;
  tagline: string;
  /** Short label above the title, e.g. "NEW" or "WEEKLY". */
  badge: string;
  /** Text of the call-to-action button. */
  cta: string;
  motif: TBannerMotif;
  palette: TBannerPalette;
};

const FONT = "Arial, Helvetica, sans-serif";
/** Copy starts far enough in to survive the side crop of `slice` on a 2.5:1 mobile carousel. */
const TEXT_X = 240;
const TEXT_WIDTH = 880;
const MOTIF_X = 1430;

/** Splits text into one or two lines, as even as the words allow, when it is longer than `maxChars`. */
function wrap(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const words = text.split(" ");
  let best: string[] = [text];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  return best;
}

function sparkle(x: number, y: number, size: number, fill: string, opacity: number): string {
  const s = size;
  const k = size * 0.18;
  return `<path d="M${x} ${y - s}Q${x + k} ${y - k} ${x + s} ${y}Q${x + k} ${y + k} ${x} ${y + s}Q${x - k} ${y + k} ${x - s} ${y}Q${x - k} ${y - k} ${x} ${y - s}Z" fill="${fill}" opacity="${opacity}"/>`;
}

function decorations(spec: TBannerArtSpec): string {
  const random = seededRandom([...spec.key].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
  const { palette } = spec;
  const bokeh = Array.from({ length: 14 }, () => {
    const x = 900 + random() * 1000;
    const y = random() * 600;
    const r = 6 + random() * 34;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${palette.glow}" opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`;
  });
  const sparkles = Array.from({ length: 9 }, () =>
    sparkle(
      Math.round(1000 + random() * 880),
      Math.round(40 + random() * 520),
      Math.round(8 + random() * 16),
      palette.accentSoft,
      Number((0.5 + random() * 0.5).toFixed(2)),
    ),
  );
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const b = ((i * 30 + 9) * Math.PI) / 180;
    const point = (angle: number) =>
      `${(MOTIF_X + 1000 * Math.cos(angle)).toFixed(0)} ${(300 + 1000 * Math.sin(angle)).toFixed(0)}`;
    return `<path d="M${MOTIF_X} 300L${point(a)}L${point(b)}Z"/>`;
  });
  return `<g fill="#fff" opacity="0.07" mask="url(#${spec.key}-rays)">${rays.join("")}</g>${bokeh.join("")}${sparkles.join("")}`;
}

function textBlock(spec: TBannerArtSpec, id: (name: string) => string): string {
  const { palette } = spec;
  const titleLines = wrap(spec.title.toUpperCase(), 18);
  const longest = Math.max(...titleLines.map((line) => line.length));
  const titleSize = Math.min(80, Math.floor(TEXT_WIDTH / (longest * 0.7)));
  const taglineLines = wrap(spec.tagline, 44);
  const badgeWidth = spec.badge.length * 15 + 48;
  const ctaWidth = spec.cta.length * 17 + 84;
  const height = 44 + 28 + titleLines.length * titleSize * 1.05 + 16 + taglineLines.length * 44 + 36 + 66;
  let y = Math.round(300 - height / 2);
  const parts: string[] = [];
  parts.push(`<rect x="${TEXT_X}" y="${y}" width="${badgeWidth}" height="44" rx="22" fill="${palette.accent}"/>
    <text x="${TEXT_X + badgeWidth / 2}" y="${y + 30}" text-anchor="middle" font-size="22" font-weight="700" letter-spacing="2" fill="${palette.deep}">${escapeXml(spec.badge)}</text>`);
  y += 44 + 28;
  for (const line of titleLines) {
    y += Math.round(titleSize * 0.88);
    parts.push(
      `<text x="${TEXT_X}" y="${y}" font-size="${titleSize}" font-weight="900" fill="url(#${id("title")})" filter="url(#${id("shadow")})">${escapeXml(line)}</text>`,
    );
    y += Math.round(titleSize * 0.17);
  }
  y += 16;
  for (const line of taglineLines) {
    y += 36;
    parts.push(
      `<text x="${TEXT_X}" y="${y}" font-size="34" fill="#f1f1f6" opacity="0.92">${escapeXml(line)}</text>`,
    );
    y += 8;
  }
  y += 36;
  parts.push(`<rect x="${TEXT_X}" y="${y}" width="${ctaWidth}" height="66" rx="33" fill="url(#${id("cta")})" filter="url(#${id("shadow")})"/>
    <text x="${TEXT_X + ctaWidth / 2}" y="${y + 43}" text-anchor="middle" font-size="28" font-weight="700" fill="${palette.deep}">${escapeXml(spec.cta)} \u203a</text>`);
  return `<g font-family="${FONT}">${parts.join("")}</g>`;
}

/** A 1920×600 promotional banner: gradient backdrop, glow, a drawn game motif on the right, copy on the left. */
export function bannerArt(spec: TBannerArtSpec): string {
  const id = (name: string) => `${spec.key}-${name}`;
  const { palette } = spec;
  const motif = BANNER_MOTIFS[spec.motif]({ palette, uid: id });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 600" width="1920" height="600" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(spec.title)}">
  <defs>
    <linearGradient id="${id("bg")}" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="${palette.deep}"/><stop offset="0.5" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.bright}"/>
    </linearGradient>
    <radialGradient id="${id("glow")}" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${palette.glow}" stop-opacity="0.18"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="${id("fade")}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${palette.deep}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${palette.deep}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="${id("title")}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.accentSoft}"/>
    </linearGradient>
    <linearGradient id="${id("cta")}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.accentSoft}"/><stop offset="1" stop-color="${palette.accent}"/>
    </linearGradient>
    <pattern id="${id("grid")}" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="1.5"/>
    </pattern>
    <radialGradient id="${id("ray-fade")}" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/>
    </radialGradient>
    <mask id="${id("rays")}" maskUnits="userSpaceOnUse" x="0" y="0" width="1920" height="600">
      <circle cx="${MOTIF_X}" cy="300" r="760" fill="url(#${id("ray-fade")})"/>
    </mask>
    <filter id="${id("shadow")}" x="-10%" y="-30%" width="120%" height="160%">
      <feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#000" flood-opacity="0.45"/>
    </filter>
    <filter id="${id("lift")}" x="-30%" y="-30%" width="160%" height="160%">
      <feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="1920" height="600" fill="url(#${id("bg")})"/>
  <rect width="1920" height="600" fill="url(#${id("grid")})"/>
  ${decorations(spec)}
  <circle cx="${MOTIF_X}" cy="300" r="420" fill="url(#${id("glow")})"/>
  <rect width="1920" height="600" fill="url(#${id("fade")})"/>
  <g transform="translate(${MOTIF_X} 300)" filter="url(#${id("lift")})">${motif}</g>
  <rect x="${TEXT_X - 40}" y="150" width="6" height="300" rx="3" fill="${palette.accent}" opacity="0.8"/>
  ${textBlock(spec, id)}
</svg>`;
}
