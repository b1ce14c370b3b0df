import { describe, expect, it } from "vitest";
import { simulateVnBets } from "./simulate-vn-bets.ts";
import { vnSouthRules } from "./vn-south-rules.ts";

// 20,000 rounds, each playing a few lines of every bet type (see VN_SIMULATION_PLAN), take about
// half a second on a quiet machine. Each bet type must land within 4 standard errors of its exact
// RTP, the error bounded from above (see TSimulatedBet): a correct game fails a check less than
// once in 15,000, so this seed passing says little about luck and much about the rules. The bound
// is about 1–3 % of the RTP for lô 2, đầu / đuôi, xiên 2 and lô trượt, but wide for the rarest
// bets (4 càng wins about 60 times here, xiên 4 about 67), so those catch only gross mistakes
// (a wrong prize or digit position, a biased draw); their exact RTP rests on the rtp tests.
describe("Miền Nam / Trung simulated with its own draw", () => {
  it("returns what the exact RTP says, for every bet type", () => {
    for (const bet of simulateVnBets(vnSouthRules, 20_000, 1806)) {
      const distance = Math.abs(bet.sampleRtp - bet.exactRtp);
      expect(distance, `${bet.code}: ${bet.sampleRtp} against ${bet.exactRtp}`).toBeLessThan(
        4 * bet.standardErrorBound,
      );
    }
  }, 30_000);
});
