/**
 * The names Orchid's cockfight (sabong) book uses for the two birds, the bets and the way a fight
 * ends. Meron and Wala are the two birds and share a pari-mutuel pool; a draw is a fixed-odds
 * side bet that stays outside the pools.
 */

/** A side of the pari-mutuel pool. */
export type TPoolSide = "meron" | "wala";

/** What a member can bet on: one of the birds, or a draw at fixed odds. */
export type TBetSide = TPoolSide | "draw";

/** How a fight ends: a bird wins, it is a draw, or it is cancelled and every bet is refunded. */
export type TFightResult = TBetSide | "cancelled";

/** The stakes on each side of the pari-mutuel pool, in minor units. */
export type TPools = { readonly meron: bigint; readonly wala: bigint };
