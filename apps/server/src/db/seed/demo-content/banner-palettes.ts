/** Colours of one banner: a dark-to-bright background sweep plus an accent for motifs and the button. */
export type TBannerPalette = {
  /** Darkest background tone, behind the text on the left. */
  deep: string;
  mid: string;
  /** Brightest background tone, behind the motif on the right. */
  bright: string;
  accent: string;
  accentSoft: string;
  glow: string;
};

export const BANNER_PALETTES = {
  royal: {
    deep: "#12062b",
    mid: "#3b0f6e",
    bright: "#7b2cbf",
    accent: "#ffc94a",
    accentSoft: "#ffe8a3",
    glow: "#c77dff",
  },
  crimson: {
    deep: "#1c0306",
    mid: "#5c0a18",
    bright: "#b3132f",
    accent: "#ffd166",
    accentSoft: "#ffe9b0",
    glow: "#ff4d6d",
  },
  emerald: {
    deep: "#021a14",
    mid: "#064e3b",
    bright: "#0f9d6e",
    accent: "#fcd34d",
    accentSoft: "#fef3c7",
    glow: "#34d399",
  },
  ocean: {
    deep: "#020d24",
    mid: "#073b6b",
    bright: "#0a84c6",
    accent: "#ffb703",
    accentSoft: "#ffe29a",
    glow: "#48cae4",
  },
  neon: {
    deep: "#0a0320",
    mid: "#27106b",
    bright: "#5b21b6",
    accent: "#22d3ee",
    accentSoft: "#a5f3fc",
    glow: "#f0abfc",
  },
  sunset: {
    deep: "#1f0710",
    mid: "#7a1c3b",
    bright: "#e8590c",
    accent: "#ffe066",
    accentSoft: "#fff3bf",
    glow: "#ff922b",
  },
  midnight: {
    deep: "#050b1a",
    mid: "#13254d",
    bright: "#2b59c3",
    accent: "#7ee0ff",
    accentSoft: "#d0f4ff",
    glow: "#5ea8ff",
  },
  jade: {
    deep: "#04141a",
    mid: "#0b4650",
    bright: "#14919b",
    accent: "#ffd670",
    accentSoft: "#fff0c2",
    glow: "#5eead4",
  },
  orchid: {
    deep: "#1a0518",
    mid: "#5a1250",
    bright: "#c2185b",
    accent: "#ffd1f0",
    accentSoft: "#fff0fa",
    glow: "#f472b6",
  },
} satisfies Record<string, TBannerPalette>;
