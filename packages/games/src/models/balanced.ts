import { defineSlotModel } from "../define-slot-model.ts";
import { PAYLINES } from "../paylines.ts";

/**
 * Medium volatility, with a progressive jackpot: eleven regular symbols thin out the small
 * wins, scatters pay up to 250× the bet, and free spins (about one round in 206) triple every
 * win and retrigger up to 30 spins a round. 1 % of every stake funds the jackpot pool.
 */
export const BALANCED = defineSlotModel({
  id: "balanced",
  name: "Balanced",
  volatility: "medium",
  symbols: [
    { id: "W", name: "Wild", kind: "wild", pays: { 3: 75, 4: 400, 5: 2500 } },
    { id: "S", name: "Scatter", kind: "scatter" },
    { id: "C", name: "Crown", kind: "regular", pays: { 3: 60, 4: 250, 5: 1000 } },
    { id: "G", name: "Gem", kind: "regular", pays: { 3: 50, 4: 150, 5: 750 } },
    { id: "B", name: "Bell", kind: "regular", pays: { 3: 30, 4: 100, 5: 500 } },
    { id: "P", name: "Pearl", kind: "regular", pays: { 3: 25, 4: 75, 5: 300 } },
    { id: "A", name: "Ace", kind: "regular", pays: { 3: 12, 4: 50, 5: 200 } },
    { id: "K", name: "King", kind: "regular", pays: { 3: 12, 4: 40, 5: 150 } },
    { id: "Q", name: "Queen", kind: "regular", pays: { 3: 8, 4: 30, 5: 125 } },
    { id: "J", name: "Jack", kind: "regular", pays: { 3: 6, 4: 25, 5: 100 } },
    { id: "T", name: "Ten", kind: "regular", pays: { 3: 5, 4: 20, 5: 75 } },
    { id: "N", name: "Nine", kind: "regular", pays: { 3: 5, 4: 20, 5: 75 } },
  ],
  paylines: PAYLINES,
  maxLines: 25,
  betPerLineOptions: [1, 2, 4, 10, 20, 40, 100],
  baseStrips: [
    "J B N A Q T P S G K J N T Q J A N K B T P W J Q N G K T A J C N Q P T K",
    "P T K J N C B A Q T J K P N G T W Q J N A S K T P J B Q N K T A G J N W Q",
    "N Q G T P W K J N T Q A B J K N P C T Q G J N W K A T J P Q N B S T K J A",
    "B J N A Q T S G P K J N W T Q A J K N B T P J Q N G K T A W C J N Q P T K",
    "T K J C N B A Q T J K P N G T Q J S A N K T P B J Q N K T A G W J N Q P",
  ],
  freeSpinStrips: [
    "K C J N B A Q T W J K P N G T S Q W J A N K T P B J Q W N K T G A J N Q W P T",
    "Q W T P K J N W T Q A B J K C N P W T G Q J N A K W T J P S Q N B W T K J A N G",
    "J N A S W Q T G P K J W N T Q A J W K N B P T W Q J G N C K A T W J P Q N W T K B",
    "K J N B W A Q T J K P G N W S T Q J A N K W T B P J Q N W K T G A J N Q P W T C",
    "Q W T P K J N T Q A W B C J K N P T G Q W J N A K T S P J Q W B N K T A J G N",
  ],
  scatterPays: { 3: 12, 4: 50, 5: 250 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3, retrigger: { maxSpinsPerRound: 30 } },
  jackpot: { contributionBasisPoints: 100, oneInRoundsAtMaxBet: 500_000 },
});
