import { orchidMark } from "./orchid-mark.ts";

/**
 * The 240×64 Orchid logo: flower mark and wordmark in saturated violet-magenta, which keeps its
 * contrast on both the dark (default) and the light theme, with no background of its own.
 */
export function orchidLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="Orchid">
  <defs>
    <linearGradient id="logo-word" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#d946ef"/><stop offset="1" stop-color="#8b5cf6"/>
    </linearGradient>
  </defs>
  ${orchidMark("logo")}
  <text x="72" y="43" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="900" letter-spacing="5" fill="url(#logo-word)">ORCHID</text>
  <rect x="74" y="50" width="40" height="3" rx="1.5" fill="#f59e0b"/>
</svg>`;
}
