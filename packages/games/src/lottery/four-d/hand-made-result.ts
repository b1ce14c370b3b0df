import type { TFourDResult } from "./four-d-result.ts";

/**
 * A result typed by hand for the tests: 1234 is 1st, and three more orders of its digits won a
 * starter (4321) and consolations (1243, 2143, 3412), so Box and iBox lines on 1234 win several
 * times over.
 */
export const HAND_MADE_RESULT: TFourDResult = {
  first: "1234",
  second: "0042",
  third: "9999",
  starter: ["0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "4321"],
  consolation: ["0001", "0010", "0100", "1000", "5678", "8765", "1243", "2143", "3412", "0123"],
};
