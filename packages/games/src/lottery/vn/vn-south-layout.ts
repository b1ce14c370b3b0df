import type { TVnLayout } from "./vn-layout.ts";

export type TVnSouthPrize = "db" | "g1" | "g2" | "g3" | "g4" | "g5" | "g6" | "g7" | "g8";

/** A Miền Nam or Miền Trung result: 18 numbers. */
export type TVnSouthResult = { prizes: Record<TVnSouthPrize, string[]> };

/**
 * Miền Nam and Miền Trung (each station alike): ĐB 1×6 digits, G1 1×5, G2 1×5, G3 2×5, G4 7×5,
 * G5 1×4, G6 3×4, G7 1×3, G8 1×2. Drawn from G8 upward: G8, G7 … G1, and ĐB last.
 */
export const VN_SOUTH_LAYOUT: TVnLayout<TVnSouthPrize> = {
  family: "vn_south",
  prizes: [
    { prize: "g8", label: "G8", count: 1, digits: 2 },
    { prize: "g7", label: "G7", count: 1, digits: 3 },
    { prize: "g6", label: "G6", count: 3, digits: 4 },
    { prize: "g5", label: "G5", count: 1, digits: 4 },
    { prize: "g4", label: "G4", count: 7, digits: 5 },
    { prize: "g3", label: "G3", count: 2, digits: 5 },
    { prize: "g2", label: "G2", count: 1, digits: 5 },
    { prize: "g1", label: "G1", count: 1, digits: 5 },
    { prize: "db", label: "ĐB", count: 1, digits: 6 },
  ],
};
