import type { TDrawSource } from "@orchid/contract/backoffice-lottery";
import type { TDrawState, TLotteryGroup } from "@orchid/contract/lottery";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TLotteryLook = { key: string; badge: string };

export const DRAW_STATE_LOOKS: Record<TDrawState, TLotteryLook> = {
  scheduled: { key: "bo_lottery_draw_scheduled", badge: "badge" },
  open: { key: "bo_lottery_draw_open", badge: "badge badge-ok" },
  closed: { key: "bo_lottery_draw_closed", badge: "badge badge-warn" },
  drawn: { key: "bo_lottery_draw_drawn", badge: "badge badge-warn" },
  settled: { key: "bo_lottery_draw_settled", badge: "badge badge-ok" },
  cancelled: { key: "bo_lottery_draw_cancelled", badge: "badge badge-bad" },
};

export const SLIP_STATE_LOOKS: Record<"open" | "settled" | "cancelled", TLotteryLook> = {
  open: { key: "bo_lottery_slip_open", badge: "badge badge-warn" },
  settled: { key: "bo_lottery_slip_settled", badge: "badge badge-ok" },
  cancelled: { key: "bo_lottery_slip_cancelled", badge: "badge" },
};

export const SOURCE_KEYS: Record<TDrawSource, string> = {
  fair: "bo_lottery_source_fair",
  entered: "bo_lottery_source_entered",
};

export const GROUP_KEYS: Record<TLotteryGroup, string> = {
  vn_north: "bo_lottery_group_vn_north",
  vn_central: "bo_lottery_group_vn_central",
  vn_south: "bo_lottery_group_vn_south",
  vn_fast: "bo_lottery_group_vn_fast",
  four_d: "bo_lottery_group_four_d",
  elottery: "bo_lottery_group_elottery",
};

/** The families' names; a family the console does not know is shown by its code. */
export const FAMILY_KEYS: Record<string, string> = {
  vn_north: "bo_lottery_family_vn_north",
  vn_south: "bo_lottery_family_vn_south",
  four_d: "bo_lottery_family_four_d",
  ssc5d: "bo_lottery_family_ssc5d",
  pk10: "bo_lottery_family_pk10",
  k3: "bo_lottery_family_k3",
  x11x5: "bo_lottery_family_x11x5",
};

/** A family's name in the console's language, or its code when the console does not know it. */
export function familyName(family: string, t: (key: string) => string): string {
  const key = FAMILY_KEYS[family];
  return key ? t(key) : family;
}
