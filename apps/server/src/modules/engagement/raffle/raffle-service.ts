import type { TRaffle, ZRaffleClaim } from "@orchid/contract/raffle";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { isUniqueViolation, type TMember } from "../../accounts/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import { postLedgerSteps, runIdempotent } from "../../wallet/index.ts";
import { findRaffle, hasPacket, listRaffles, type TRaffleRow, takePacket } from "./raffle-repo.ts";

type TLanguage = { language: string; fallback: string };

export function raffleState(
  raffle: Pick<TRaffleRow, "opensAt" | "closesAt" | "claimed" | "packets">,
  now: Date,
) {
  if (now < raffle.opensAt) return "upcoming" as const;
  if (now >= raffle.closesAt || raffle.claimed >= raffle.packets) return "closed" as const;
  return "open" as const;
}

/** `POST /wps/promotion/raffle`: raffles running, coming or just over, with the member's share. */
export async function memberRaffles(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  lang: TLanguage,
): Promise<TRaffle[]> {
  const now = ctx.now();
  const raffles = await listRaffles(ctx.database.db, merchant.id, { memberId: member.id, since: now });
  return raffles.map((raffle) => ({
    id: raffle.id,
    title: pickText(raffle.title, lang.language, lang.fallback),
    opensAt: raffle.opensAt.toISOString(),
    closesAt: raffle.closesAt.toISOString(),
    packets: raffle.packets,
    left: raffle.packets - raffle.claimed,
    state: raffleState(raffle, now),
    mine: raffle.mine,
  }));
}

/**
 * `POST /wps/promotion/raffle/claim`: one packet per member and raffle while it is open: the
 * first free packet (others' held ones skipped), its cash from the merchant's bonus account into
 * the main wallet, in one transaction. A second claim answers REWARD_CLAIMED; none left, RAFFLE_EMPTY.
 */
export async function claimRaffle(
  ctx: Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZRaffleClaim>,
) {
  const db = ctx.database.db;
  const raffle = await findRaffle(db, merchant.id, input.raffleId);
  if (!raffle) throw new AppError("NOT_FOUND");
  const house = await ctx.ledger.system(db, merchant.id, "bonus", member.id);
  const main = await ctx.ledger.member(db, merchant.id, member.id, "main");
  try {
    const value = await runIdempotent(
      db,
      {
        merchantId: merchant.id,
        scope: `member:${member.id}`,
        key: input.idempotencyKey,
        request: { raffle: raffle.id },
      },
      async (tx) => {
        const now = ctx.now();
        if (now < raffle.opensAt || now >= raffle.closesAt) throw new AppError("RAFFLE_CLOSED");
        if (await hasPacket(tx, raffle.id, member.id)) throw new AppError("REWARD_CLAIMED");
        const packet = await takePacket(tx, raffle.id, member.id, now);
        if (!packet) throw new AppError("RAFFLE_EMPTY");
        await postLedgerSteps(tx, merchant.id, [
          {
            phase: "posted",
            debit: house,
            credit: main,
            amount: packet.amount,
            code: "bonus",
            key: `raffle:${raffle.id}:${packet.position}`,
            reference: `raffle:${raffle.id}`,
          },
        ]);
        return { raffleId: raffle.id, amount: packet.amount };
      },
    );
    ctx.walletEvents.publish("balance", [member.id]);
    return value;
  } catch (error) {
    // The same member's twin claim on another packet: the (raffle, member) index keeps one.
    if (isUniqueViolation(error, "raffle_packets_member_uq")) throw new AppError("REWARD_CLAIMED");
    throw error;
  }
}
