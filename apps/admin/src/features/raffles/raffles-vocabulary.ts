import type { TRaffleState } from "./raffle-draft.ts";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TRaffleLook = { key: string; badge: string };

export const RAFFLE_STATE_LOOKS: Record<TRaffleState, TRaffleLook> = {
  upcoming: { key: "bo_raffles_state_upcoming", badge: "badge badge-warn" },
  open: { key: "bo_raffles_state_open", badge: "badge badge-ok" },
  closed: { key: "bo_raffles_state_closed", badge: "badge" },
};
