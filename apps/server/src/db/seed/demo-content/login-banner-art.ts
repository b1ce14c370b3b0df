import { BANNER_MOTIFS } from "./banner-motifs.ts";
import { BANNER_PALETTES } from "./banner-palettes.ts";
import { orchidMark } from "./orchid-mark.ts";

const FONT = "Arial, Helvetica, sans-serif";

/** The 800×300 picture at the top of the login modal: brand, welcome line and a cards-and-chips motif. */
export function loginBannerArt(): string {
  const palette = BANNER_PALETTES.royal;
  const motif = BANNER_MOTIFS.cards({ palette, uid: (name) => `login-${name}` });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300" width="800" height="300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Welcome to Orchid">
  <defs>
    <linearGradient id="login-bg" x1="0" y1="0" x2="1" y2="0.7">
      <stop offset="0" stop-color="${palette.deep}"/><stop offset="0.55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.bright}"/>
    </linearGradient>
    <radialGradient id="login-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.7"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="login-cta" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.accentSoft}"/><stop offset="1" stop-color="${palette.accent}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="300" fill="url(#login-bg)"/>
  <circle cx="610" cy="150" r="210" fill="url(#login-glow)"/>
  <g transform="translate(610 160) scale(0.5)">${motif}</g>
  <g transform="translate(44 34) scale(0.75)">${orchidMark("login-mark")}</g>
  <g font-family="${FONT}">
    <text x="100" y="66" font-size="24" font-weight="900" letter-spacing="4" fill="#fff">ORCHID</text>
    <text x="48" y="150" font-size="40" font-weight="900" fill="#fff">Welcome back</text>
    <text x="48" y="188" font-size="19" fill="#ece6ff">Log in to play 10,000+ games,</text>
    <text x="48" y="213" font-size="19" fill="#ece6ff">live tables, sports and lottery.</text>
    <rect x="48" y="236" width="206" height="38" rx="19" fill="url(#login-cta)"/>
    <text x="151" y="261" text-anchor="middle" font-size="17" font-weight="700" fill="${palette.deep}">Welcome bonus 131K</text>
  </g>
</svg>`;
}
