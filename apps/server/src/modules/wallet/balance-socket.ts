// The route below takes `websocket: true`, which the plugin adds to Fastify's route options.
import type {} from "@fastify/websocket";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TBalanceSocketMessage } from "@orchid/contract/wallet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { TAppContext } from "../../app-context.ts";
import { unreadCount } from "../inbox/index.ts";
import { authenticateMemberToken } from "../session/index.ts";
import { memberWallets } from "./balance-service.ts";
import type { TMemberEvent } from "./wallet-events.ts";

/** A socket that has not authenticated within this time is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** Closes with a policy violation (1008) when the first message is not a valid session. */
const POLICY_VIOLATION = 1008;

/**
 * `GET /wps/ws?merchant=<code>` (WebSocket): the member's live balance and unread count. The
 * browser cannot send headers on a socket, so the first message carries the session token
 * (`{"type":"auth","token":…}`); the server then pushes `{"type":"balance",…}` and
 * `{"type":"unread","count"}` at once and after every committed change. A socket is no
 * request-and-answer call, so it is registered from its contract entry here, not through serve.
 */
export async function balanceSocketRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const entry = ENDPOINTS.balanceSocket;
  app.route({
    method: entry.method,
    url: entry.path,
    websocket: true,
    handler: (socket: WebSocket, request) => watchMember(ctx, socket, request),
  });
}

function watchMember(ctx: TAppContext, socket: WebSocket, request: FastifyRequest): void {
  const code = String((request.query as { merchant?: unknown }).merchant ?? "").toLowerCase();
  let stop: (() => void) | null = null;
  const timer = setTimeout(() => socket.close(POLICY_VIOLATION, "auth"), AUTH_TIMEOUT_MS);
  socket.once("message", (data) => {
    clearTimeout(timer);
    void authenticate(data.toString()).catch(() => socket.close(POLICY_VIOLATION, "auth"));
  });
  socket.on("close", () => {
    clearTimeout(timer);
    stop?.();
  });

  async function authenticate(text: string) {
    const message = JSON.parse(text.slice(0, 1_000)) as { type?: unknown; token?: unknown };
    const merchant = code.length <= 32 ? await ctx.merchants.byMerchantCode(code) : undefined;
    if (message.type !== "auth" || typeof message.token !== "string" || !merchant) throw new Error("auth");
    const { member } = await authenticateMemberToken(ctx, message.token.slice(0, 200), merchant.id);
    const push = async (event: TMemberEvent) => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(JSON.stringify(await eventMessage(ctx, member.id, event)));
    };
    const send = (event: TMemberEvent) => void push(event).catch(() => {});
    stop = ctx.walletEvents.subscribe(member.id, send);
    send("balance");
    send("unread");
  }
}

/** What one change pushes: the balance, the unread count, or that the bonus grants changed. */
async function eventMessage(
  ctx: Pick<TAppContext, "database" | "transferVendors">,
  memberId: number,
  event: TMemberEvent,
): Promise<TBalanceSocketMessage> {
  const db = ctx.database.db;
  if (event === "unread") return { type: "unread", count: await unreadCount(db, memberId) };
  if (event === "bonus") return { type: "bonus" };
  const { sumBalance, mainBalance } = await memberWallets(db, memberId, await ctx.transferVendors.list());
  return { type: "balance", sumBalance, mainBalance };
}
