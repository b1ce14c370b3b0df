import type { TBannerPalette } from "./banner-palettes.ts";

/** What a motif drawer receives: the banner palette and a generator of ids unique to the banner. */
export type TMotifContext = { palette: TBannerPalette; uid: (name: string) => string };

/** Draws SVG markup centred on (0, 0), roughly within ±300 × ±240. */
export type TMotifDraw = (ctx: TMotifContext) => string;
