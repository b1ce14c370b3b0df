import { z } from "zod";
import { ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";
import { MAX_AMOUNT_MINOR, ZIdempotencyKey } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/**
 * Red envelopes (issue 20): a pool split into random packets when the operator makes the raffle;
 * from its opening time each member may take one packet, once, until they run out or it closes.
 */

const ZInstant = z.iso.datetime({ offset: true });

export const ZRaffle = z.object({
  id: z.number().int(),
  title: z.string(),
  opensAt: ZInstant,
  closesAt: ZInstant,
  packets: z.number().int(),
  left: z.number().int(),
  /** open: claimable now; upcoming; closed (time over or none left). */
  state: z.enum(["upcoming", "open", "closed"]),
  /** What the member took from it (null: nothing yet). */
  mine: z.number().int().nullable(),
});
export type TRaffle = z.output<typeof ZRaffle>;

/** `POST /wps/promotion/raffle`: the raffles running or coming, with the member's share. */
export const ZRaffleList = z.array(ZRaffle);

export const ZRaffleClaim = z.object({ raffleId: ZRowId, idempotencyKey: ZIdempotencyKey });
export const ZRaffleClaimValue = z.object({ raffleId: z.number().int(), amount: z.number().int() });

/** Console: a new raffle (the pool is split when it is made; it cannot change afterwards). */
export const ZRaffleInput = z.object({
  title: ZLocalizedText(80),
  pool: z.number().int().positive().max(MAX_AMOUNT_MINOR),
  packets: z.number().int().min(1).max(10_000),
  /** The smallest packet, minor units (at least 1). */
  minPacket: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
  opensAt: ZInstant,
  closesAt: ZInstant,
});
export const ZConsoleRaffle = z.object({
  id: z.number().int(),
  title: ZLocalizedTextValue,
  pool: z.number().int(),
  packets: z.number().int(),
  claimed: z.number().int(),
  paid: z.number().int(),
  opensAt: ZInstant,
  closesAt: ZInstant,
  createdAt: ZInstant,
});
