import { z } from "zod";
import { endpoint, operator, REAL_MEMBER } from "../endpoint.ts";
import { ZConsoleVipLevel, ZVipLevelsInput, ZVipStatus } from "../vip.ts";

/** VIP: the member's rank and the levels; the console's levels. */
export const VIP_CALLS = {
  vip: endpoint("GET", "/wps/vip", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary:
      "The member's VIP rank, the last 30 days' deposits and valid bet, and every level with its benefits.",
    answer: ZVipStatus,
  }),
} as const;

export const CONSOLE_VIP_CALLS = {
  boVipLevels: endpoint("GET", "/bo/vip/levels", {
    module: "backoffice",
    caller: operator("bonus.read", "vip.levels.read"),
    summary: "The merchant's VIP levels with how many members hold each.",
    answer: z.array(ZConsoleVipLevel),
  }),
  boSaveVipLevels: endpoint("PUT", "/bo/vip/levels", {
    module: "backoffice",
    caller: operator("bonus.write", "vip.levels.save"),
    summary:
      "Replaces the VIP levels (ranks 1 up, thresholds rising); members are ranked again on the next evaluation.",
    input: ZVipLevelsInput,
    answer: z.array(ZConsoleVipLevel),
  }),
} as const;
