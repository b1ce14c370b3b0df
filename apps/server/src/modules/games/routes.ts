import {
  ZBetRecordQuery,
  ZFavouriteAction,
  ZFavouriteGamesQuery,
  ZGameListQuery,
  ZGameProfitQuery,
  ZGameVendorsQuery,
  ZHotGamesQuery,
  ZLaunchGameRequest,
  ZPopularGamesQuery,
  ZRecentGamesQuery,
  ZVendorImageParams,
} from "@orchid/contract/games";
import { TRIAL_TYPE } from "@orchid/contract/member";
import { ZSlotHistoryQuery, ZSlotSessionRequest, ZSlotSpinRequest } from "@orchid/contract/slots";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { ok } from "../../http/envelope.ts";
import { sendImage } from "../../http/send-image.ts";
import { findMedia } from "../media/media-repo.ts";
import { requireMember } from "../session/session-service.ts";
import { requestLanguage } from "../system/request-language.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { drawnTile } from "./drawn-tile.ts";
import { deleteFavourite, listFavouriteIds } from "./favourites-repo.ts";
import { addFavourite, favouriteGames } from "./favourites-service.ts";
import { gameList, gameMenus, gameVendors, hotGames, sortingVendors } from "./game-catalogue-service.ts";
import { findGameForArt } from "./game-list-repo.ts";
import { pageCount, presentGame } from "./game-presenter.ts";
import { launchGame } from "./launch-service.ts";
import { ListCountCache } from "./list-count-cache.ts";
import { listHotFill, listMostPlayed, POPULAR_DAYS } from "./popular-games-repo.ts";
import { listRecentGames, RECENT_DAYS } from "./recent-games-repo.ts";
import { betRecords, gameProfit } from "./records/bet-records-service.ts";
import { SlotGames } from "./slots/slot-service.ts";
import { vendorArt } from "./vendor-art.ts";
import { findVendorLane } from "./vendor-lanes-repo.ts";
import { vendorWalletRoutes } from "./vendor-wallet/vendor-wallet-routes.ts";
import { VendorWallet } from "./vendor-wallet/vendor-wallet-service.ts";
import { presentWinner } from "./winner-presenter.ts";
import { listBiggestWins, WINNER_DAYS } from "./winners-repo.ts";

/**
 * The game catalogue (spec §3, §7 Games): lobby lists, hot games, vendors and menus for everyone;
 * favourites, recent games and records for real members only (a trial account is refused, spec
 * §6); launch for every member, trial accounts included (free play on Orchid's own games); the
 * seamless-wallet protocol for vendors; Orchid's own slots for their page.
 */
export async function gamesRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;
  const listCounts = new ListCountCache(ctx.now);
  const vendorWallet = new VendorWallet(ctx);
  const slots = new SlotGames(ctx, vendorWallet);
  await app.register(async (scope) => vendorWalletRoutes(scope, ctx, vendorWallet));

  async function realMember(request: FastifyRequest) {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id, { realAccountOnly: true });
    return { merchant, member };
  }

  // A game's tile (spec §9 lazy images; the site falls back to its default icon on a 404): the
  // image an operator uploaded in the console, else the drawn SVG.
  app.get<{ Params: { nodeId: string } }>("/lgw/games/image/:nodeId", async (request, reply) => {
    const id = /^[1-9][0-9]{0,14}$/.test(request.params.nodeId) ? Number(request.params.nodeId) : 0;
    const game = id > 0 ? await findGameForArt(db, id) : undefined;
    if (!game) throw new AppError("NOT_FOUND");
    const uploaded = game.image_media_id === null ? undefined : await findMedia(db, game.image_media_id);
    const tile = uploaded
      ? { body: Buffer.from(uploaded.bytes), etag: `"${uploaded.sha256}"`, type: uploaded.contentType }
      : drawnTile(game);
    return sendImage(request, reply, tile);
  });

  // A vendor's logo in one lobby (spec §9 vendor image: base address, game type, vendor); the
  // site falls back to the vendor's letter badge on a 404 (unknown vendor, or not in that lobby).
  app.get("/lgw/games/vendor-image/:gameType/:vendor", async (request, reply) => {
    const params = ZVendorImageParams.safeParse(request.params);
    const vendor = params.success
      ? await findVendorLane(db, params.data.vendor, params.data.gameType)
      : undefined;
    if (!params.success || !vendor) throw new AppError("NOT_FOUND");
    const { svg, etag } = vendorArt({ ...vendor, gameType: params.data.gameType });
    return sendImage(request, reply, { body: svg, etag, type: "image/svg+xml" });
  });

  app.get("/lgw/games/list", async (request) => {
    const query = ZGameListQuery.parse(request.query);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    return ok(await gameList(db, listCounts, query, requestLanguage(request, merchant, query.language)));
  });

  app.get("/lgw/games/hot", async (request) => {
    const query = ZHotGamesQuery.parse(request.query);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    return ok(await hotGames(db, requestLanguage(request, merchant, query.language), query.vassalage));
  });

  app.get("/lgw/games/game_menus", async (request) => {
    await resolveMerchant(ctx.merchants, request);
    return ok(await gameMenus(db));
  });

  app.get("/wps/game/vendors", async (request) => {
    const query = ZGameVendorsQuery.parse(request.query);
    await resolveMerchant(ctx.merchants, request);
    return ok(await gameVendors(db, query.gameType));
  });

  app.get("/wps/game/vendors/sorting", async (request) => {
    await resolveMerchant(ctx.merchants, request);
    return ok(await sortingVendors(db));
  });

  app.get("/wps/game/favourites", async (request) => {
    const query = ZFavouriteGamesQuery.parse(request.query);
    const { merchant, member } = await realMember(request);
    return ok(await favouriteGames(db, member.id, query, requestLanguage(request, merchant, query.language)));
  });

  app.get("/wps/game/favourites/ids", async (request) => {
    const { member } = await realMember(request);
    return ok(await listFavouriteIds(db, member.id));
  });

  app.post("/wps/game/favourites", async (request) => {
    const { member } = await realMember(request);
    await addFavourite(db, member.id, ZFavouriteAction.parse(request.body));
    return ok(null);
  });

  app.delete("/wps/game/favourites", async (request) => {
    const { member } = await realMember(request);
    const action = ZFavouriteAction.parse(request.body);
    await deleteFavourite(db, member.id, action.nodeId);
    return ok(null);
  });

  app.get("/wps/game/recent", async (request) => {
    const query = ZRecentGamesQuery.parse(request.query);
    const { merchant, member } = await realMember(request);
    const since = new Date(ctx.now().getTime() - RECENT_DAYS * 86_400_000);
    const { rows, total } = await listRecentGames(db, member.id, {
      language: requestLanguage(request, merchant, query.language),
      since,
      gameType: query.gameType,
      vendorCode: query.vassalage,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return ok({ list: rows.map(presentGame), totalPages: pageCount(total, query.pageSize) });
  });

  // The home page's popular games (spec §4 "after login … popular games are loaded").
  app.get("/lgw/games/popular", async (request) => {
    const query = ZPopularGamesQuery.parse(request.query);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const language = requestLanguage(request, merchant, query.language);
    const since = new Date(ctx.now().getTime() - POPULAR_DAYS * 86_400_000);
    const played = await listMostPlayed(db, merchant.id, { language, since, count: query.count });
    const fill = played.length < query.count ? await listHotFill(db, { language, count: query.count }) : [];
    const seen = new Set(played.map((row) => Number(row.id)));
    const rows = [...played, ...fill.filter((row) => !seen.has(Number(row.id)))].slice(0, query.count);
    return ok(rows.map(presentGame));
  });

  app.get("/wps/home/winners", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const since = new Date(ctx.now().getTime() - WINNER_DAYS * 86_400_000);
    const rows = await listBiggestWins(db, merchant.id, {
      language: requestLanguage(request, merchant),
      since,
    });
    return ok(rows.map(presentWinner));
  });

  // A trial account may launch too: it plays Orchid's own games with its play credit (free play).
  app.post("/wps/game/launchGame", async (request) => {
    const input = ZLaunchGameRequest.parse(request.body);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id);
    const language = requestLanguage(request, merchant, input.language);
    const player = { id: member.id, merchantId: merchant.id, isTrial: member.type === TRIAL_TYPE };
    return ok(await launchGame(ctx, player, input, language));
  });

  app.get("/wps/game/records", async (request) => {
    const query = ZBetRecordQuery.parse(request.query);
    const { merchant, member } = await realMember(request);
    const language = requestLanguage(request, merchant, query.language);
    return ok(await betRecords(db, merchant, member.id, query, language, ctx.now()));
  });

  app.get("/wps/game/profit", async (request) => {
    const query = ZGameProfitQuery.parse(request.query);
    const { merchant, member } = await realMember(request);
    return ok(await gameProfit(db, merchant, member.id, query, ctx.now()));
  });

  // Orchid's own slots: their page calls with the launch token alone (no member session header).
  app.post("/orchid/slots/session", async (request) => {
    return ok(await slots.session(ZSlotSessionRequest.parse(request.body).token));
  });

  app.post("/orchid/slots/spin", async (request) => {
    return ok(await slots.spin(ZSlotSpinRequest.parse(request.body)));
  });

  app.get("/orchid/slots/history", async (request) => {
    return ok(await slots.history(ZSlotHistoryQuery.parse(request.query).token));
  });
}
