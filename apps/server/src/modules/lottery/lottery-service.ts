import type {
  TLotteryDraw,
  TLotteryGame,
  TLotteryGameDetail,
  TLotteryGroup,
  TPrizeMode,
} from "@orchid/contract/lottery";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { withTransactionRetry } from "../wallet/index.ts";
import { presentDraw } from "./draw-presenter.ts";
import { drawDueDraws, drawsToSettle, prepareDraws } from "./draw-service.ts";
import { currentAndLastDraws, drawnDraws, findDraw } from "./draws-repo.ts";
import { LOTTERY_GAMES, syncLotteryGames, type TLotteryGameRow } from "./lottery-catalogue.ts";
import { enabledLotteryGames } from "./lottery-games-repo.ts";
import { LotteryPrices, MEMBER_DRAW_LIMIT } from "./lottery-prices.ts";
import { refundCancelledDraw, settleDraw, type TSettleOutcome } from "./settlement.ts";
import { cancelledDrawsToRefund, closeEmptyDrawnDraws } from "./settlement-repo.ts";
import { LotterySlips } from "./slip-service.ts";
import { recentGameCodes } from "./slips-repo.ts";

const GAMES_CACHE_MS = 5_000;
/** Drawn draws settled per run of the draw job (the rest wait for the next tick). */
const SETTLE_PER_RUN = 50;

/** Which lobby groups each of the spec's prize modes lists. */
const PRIZE_MODE_GROUPS: Readonly<Record<TPrizeMode, readonly TLotteryGroup[]>> = {
  Lott: ["vn_north", "vn_central", "vn_south", "vn_fast"],
  ZY: ["vn_fast"],
  Elott: ["elottery"],
  SEA: ["four_d"],
};
const VN_GROUPS: readonly TLotteryGroup[] = ["vn_north", "vn_central", "vn_south", "vn_fast"];
/** Every shipped game, switched off or not: a switched-off game's drawn draws still settle. */
const SHIPPED_GAMES = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

/**
 * The lottery as the site and the job runner see it: lobbies, games, draws and results; the draw
 * job (make coming draws, draw the due ones, settle the drawn); and members' slips.
 */
export class Lottery {
  readonly prices: LotteryPrices;
  readonly slips: LotterySlips;
  private games: { at: number; list: TLotteryGameRow[]; byCode: Map<string, TLotteryGameRow> } | null = null;

  constructor(private readonly ctx: TAppContext) {
    this.prices = new LotteryPrices(ctx.database.db, ctx.now);
    this.slips = new LotterySlips(ctx, this.prices, (code) => this.game(code));
  }

  /** Brings lottery_games up to date with the shipped list (every start). */
  async start(): Promise<void> {
    await syncLotteryGames(this.ctx.database.db);
    this.games = null;
  }

  async lobby(filter: { group?: TLotteryGroup; prizeMode?: TPrizeMode }, only?: readonly TLotteryGroup[]) {
    const groups = filter.prizeMode ? PRIZE_MODE_GROUPS[filter.prizeMode] : undefined;
    const list = (await this.enabled()).list.filter(
      (game) =>
        (!filter.group || game.group === filter.group) &&
        (!groups || groups.includes(game.group)) &&
        (!only || only.includes(game.group)),
    );
    return this.withDraws(list);
  }

  vnLobby(filter: { group?: TLotteryGroup; prizeMode?: TPrizeMode }): Promise<TLotteryGame[]> {
    return this.lobby(filter, VN_GROUPS);
  }

  async recent(memberId: number, count: number, only?: readonly TLotteryGroup[]): Promise<TLotteryGame[]> {
    const { byCode } = await this.enabled();
    const codes = await recentGameCodes(this.ctx.database.db, memberId, 50);
    const games = codes
      .map((code) => byCode.get(code))
      .filter((game): game is TLotteryGameRow => game !== undefined && (!only || only.includes(game.group)))
      .slice(0, count);
    return this.withDraws(games);
  }

  recentVn(memberId: number, count: number): Promise<TLotteryGame[]> {
    return this.recent(memberId, count, VN_GROUPS);
  }

  async detail(merchantId: number, code: string): Promise<TLotteryGameDetail> {
    const game = await this.game(code);
    const rules = game && findLotteryFamily(game.family);
    if (!game || !rules) throw new AppError("NOT_FOUND");
    const [summary] = await this.withDraws([game]);
    if (!summary) throw new AppError("NOT_FOUND");
    const prices = await this.prices.forFamily(merchantId, game.family, rules.betTypes);
    return {
      ...summary,
      betTypes: prices
        .filter((price) => price.enabled)
        .map((price) => ({
          code: price.betType.code,
          cost: price.odds.cost,
          pays: { ...price.odds.pays },
          minStake: price.minStake,
          maxStake: price.maxStake,
          rtp: this.prices.rtpOf(price),
        })),
      memberDrawLimit: MEMBER_DRAW_LIMIT,
    };
  }

  async opened(code: string, count: number, before: string | undefined, only?: readonly TLotteryGroup[]) {
    const game = await this.game(code);
    if (!game || (only && !only.includes(game.group))) throw new AppError("NOT_FOUND");
    const now = this.ctx.now();
    return (await drawnDraws(this.ctx.database.db, code, count, before)).map((draw) =>
      presentDraw(draw, now),
    );
  }

  openedVn(code: string, count: number, before: string | undefined): Promise<TLotteryDraw[]> {
    return this.opened(code, count, before, VN_GROUPS);
  }

  async draw(code: string, issue: string): Promise<TLotteryDraw> {
    const draw = await findDraw(this.ctx.database.db, code, issue);
    if (!draw) throw new AppError("NOT_FOUND");
    return presentDraw(draw, this.ctx.now());
  }

  /**
   * One run of the draw job: makes the coming draws, draws the due in-house ones (missed ones
   * too), and settles drawn draws. Safe on every instance at once: draws are unique per game
   * and issue, a draw is drawn once, and settlement moves each slip once.
   */
  async runDrawJob(): Promise<{ made: number; drawn: number; settled: TSettleOutcome[]; refunded: number }> {
    const db = this.ctx.database.db;
    const { list, byCode } = await this.enabled();
    const made = await prepareDraws(db, list, this.ctx.now());
    const drawn = await withTransactionRetry(() => drawDueDraws(db, this.ctx.now()));
    await withTransactionRetry(() => closeEmptyDrawnDraws(db, this.ctx.now()));
    const settled: TSettleOutcome[] = [];
    for (const drawId of await drawsToSettle(db, SETTLE_PER_RUN)) {
      settled.push(await settleDraw(this.ctx, drawId, (code) => byCode.get(code) ?? SHIPPED_GAMES.get(code)));
    }
    let refunded = 0;
    for (const drawId of await cancelledDrawsToRefund(db, SETTLE_PER_RUN)) {
      refunded += await refundCancelledDraw(this.ctx, drawId);
    }
    return { made, drawn, settled, refunded };
  }

  async game(code: string): Promise<TLotteryGameRow | undefined> {
    return (await this.enabled()).byCode.get(code);
  }

  private async enabled() {
    const at = this.ctx.now().getTime();
    if (this.games && at - this.games.at < GAMES_CACHE_MS && at >= this.games.at) return this.games;
    const list = await enabledLotteryGames(this.ctx.database.db);
    this.games = { at, list, byCode: new Map(list.map((game) => [game.code, game])) };
    return this.games;
  }

  private async withDraws(games: readonly TLotteryGameRow[]): Promise<TLotteryGame[]> {
    if (games.length === 0) return [];
    const now = this.ctx.now();
    const { current, last } = await currentAndLastDraws(
      this.ctx.database.db,
      games.map((game) => game.code),
      now,
    );
    return games.map((game) => {
      const draw = current.get(game.code);
      const previous = last.get(game.code);
      return {
        code: game.code,
        family: game.family,
        group: game.group,
        gameType: game.gameType,
        name: game.name,
        cadenceSeconds: game.schedule.kind === "every" ? game.schedule.seconds : null,
        current: draw ? presentDraw(draw, now) : null,
        last: previous ? presentDraw(previous, now) : null,
      };
    });
  }
}
