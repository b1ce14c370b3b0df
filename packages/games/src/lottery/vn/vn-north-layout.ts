import type { TVnLayout } from "./vn-layout.ts";

export type TVnNorthPrize = "db" | "g1" | "g2" | "g3" | "g4" | "g5" | "g6" | "g7";

/** A Miền Bắc result: 27 numbers. */
export type TVnNorthResult = { prizes: Record<TVnNorthPrize, string[]> };

/**
 * Miền Bắc (one station a day): ĐB 1×5 digits, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3,
 * G7 4×2. Drawn G1 first, then G2 … G7, and ĐB last.
 */
export const VN_NORTH_LAYOUT: TVnLayout<TVnNorthPrize> = {
  family: "vn_north",
  prizes: [
    { prize: "g1", label: "G1", count: 1, digits: 5 },
    { prize: "g2", label: "G2", count: 2, digits: 5 },
    { prize: "g3", label: "G3", count: 6, digits: 5 },
    { prize: "g4", label: "G4", count: 4, digits: 4 },
    { prize: "g5", label: "G5", count: 6, digits: 4 },
    { prize: "g6", label: "G6", count: 3, digits: 3 },
    { prize: "g7", label: "G7", count: 4, digits: 2 },
    { prize: "db", label: "ĐB", count: 1, digits: 5 },
  ],
};
