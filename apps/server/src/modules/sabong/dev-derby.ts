import { randomBytes, randomInt } from "node:crypto";
import type { TAppContext } from "../../app-context.ts";
import { findMemberByUsername, insertMember, type TMember } from "../accounts/index.ts";
import { lockedAvailableBalance, postLedgerSteps } from "../wallet/index.ts";
import { declareFight, moveFight, openFight } from "./fight-moves.ts";
import { currentFight, lockFight } from "./fights-repo.ts";
import { Sabong } from "./sabong-service.ts";
import { readSabongSettings } from "./sabong-settings.ts";

/** How a demo fight runs (seconds): betting, last call, the fight itself, the break after it. */
const PACE = { open: 60, lastCall: 15, fight: 10, pause: 10 };
const TICK_MS = 3_000;
const CROWD = ["crowd01", "crowd02", "crowd03", "crowd04", "crowd05", "crowd06"];
/** A crowd member below this (minor units) is topped up to twice it. */
const CROWD_FLOAT = 2_000_000;
const BIRDS = [
  "Red Kelso",
  "Grey Hatch",
  "Black Sweater",
  "White Hackle",
  "Brown Roundhead",
  "Pumpkin Lemon",
  "Blue Claret",
  "Spangled Asil",
];

/**
 * The demo derby of local runs (DEMO_DERBY=1, never in production): on the demo merchant a fight
 * opens, a crowd of demo accounts bets on it, it gets a last call, closes, and ends with a drawn
 * result (Meron or Wala mostly, a draw now and then), then the next one opens — so `/sv3` always
 * shows a fight in progress. Every move goes through the same code as the console's, the result
 * through the same settlement as a declared one (the demo has no second operator to approve it).
 * Answers how to stop it.
 */
export function startDevDerby(ctx: TAppContext, merchantCode = "demo"): { close(): Promise<void> } {
  const sabong = new Sabong(ctx);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? undefined : tick()))
      .catch((error: unknown) => {
        process.emitWarning(`demo derby: ${error instanceof Error ? error.message : String(error)}`);
      });
  }, TICK_MS);
  timer.unref();

  async function tick(): Promise<void> {
    const merchant = await ctx.merchants.byMerchantCode(merchantCode);
    if (!merchant) return;
    const db = ctx.database.db;
    const fight = await currentFight(db, merchant.id);
    const now = ctx.now();
    const age = fight ? (now.getTime() - fight.openedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (!fight || (!["open", "last_call", "closed"].includes(fight.state) && age > sinceEnd(fight))) {
      const settings = await readSabongSettings(db, merchant.id);
      const [meron, wala] = pairOf();
      await db.transaction((tx) =>
        openFight(tx, merchant.id, { derby: "Orchid Demo Derby", meron, wala }, settings, {
          operatorId: null,
          at: now,
        }),
      );
      return;
    }
    if (fight.state === "open" || fight.state === "last_call") {
      await crowdBets(merchant.id, fight.id);
      const move =
        fight.state === "open" && age > PACE.open
          ? "announce_last_call"
          : age > PACE.open + PACE.lastCall
            ? "close"
            : null;
      if (move) await moveTo(merchant.id, fight.id, move);
      return;
    }
    if (fight.state === "closed" && age > PACE.open + PACE.lastCall + PACE.fight) {
      const roll = randomInt(100);
      const result = roll < 6 ? "draw" : roll < 53 ? "meron" : "wala";
      const paid = await db.transaction((tx) =>
        declareFight(ctx, tx, merchant.id, fight.id, result, ctx.now(), {}),
      );
      ctx.walletEvents.publish("balance", paid);
    }
  }

  function sinceEnd(fight: { endedAt: Date | null; openedAt: Date }): number {
    const ended = fight.endedAt ?? fight.openedAt;
    return (ended.getTime() - fight.openedAt.getTime()) / 1000 + PACE.pause;
  }

  async function moveTo(merchantId: number, fightId: number, action: "announce_last_call" | "close") {
    const paid = await ctx.database.db.transaction(async (tx) => {
      const fight = await lockFight(tx, merchantId, fightId);
      return fight ? moveFight(ctx, tx, fight, action, ctx.now()) : [];
    });
    ctx.walletEvents.publish("balance", paid);
  }

  async function crowdBets(merchantId: number, fightId: number) {
    for (let count = randomInt(1, 4); count > 0; count -= 1) {
      const member = await crowdMember(merchantId, CROWD[randomInt(CROWD.length)] ?? "crowd01");
      const roll = randomInt(100);
      const side = roll < 4 ? "draw" : roll < 52 ? "meron" : "wala";
      const stake = randomInt(10, 501) * 100;
      await sabong
        .place(merchantId, member, {
          fightId,
          side,
          stake,
          requestKey: `derby-${randomBytes(9).toString("hex")}`,
        })
        .catch(() => {
          // The fight closed between the look and the bet: the crowd bets on the next one.
        });
    }
  }

  /** A demo crowd account, made on first use and topped up through the ledger when it runs low. */
  async function crowdMember(merchantId: number, username: string): Promise<TMember> {
    const db = ctx.database.db;
    const member =
      (await findMemberByUsername(db, merchantId, username)) ??
      (await insertMember(
        db,
        {
          merchantId,
          username,
          passwordHash: await ctx.passwords.hash(randomBytes(18).toString("base64url")),
          type: 0,
          nickname: username,
          referralCode: `C${username.toUpperCase()}`,
          uplineId: null,
          registerMethod: "WEB",
        },
        null,
      ));
    const main = await ctx.ledger.member(db, merchantId, member.id, "main");
    const adjustments = await ctx.ledger.system(db, merchantId, "adjustments", member.id);
    await db.transaction(async (tx) => {
      const balance = await lockedAvailableBalance(tx, main);
      if (balance >= CROWD_FLOAT) return;
      await postLedgerSteps(tx, merchantId, [
        {
          phase: "posted",
          debit: adjustments,
          credit: main,
          amount: 2 * CROWD_FLOAT - balance,
          code: "adjustment",
          key: `demo-derby-float:${member.id}:${randomBytes(6).toString("hex")}`,
        },
      ]);
    });
    return member;
  }

  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

function pairOf(): [string, string] {
  const first = randomInt(BIRDS.length);
  const second = (first + randomInt(1, BIRDS.length)) % BIRDS.length;
  return [BIRDS[first] ?? "Red", BIRDS[second] ?? "Blue"];
}
