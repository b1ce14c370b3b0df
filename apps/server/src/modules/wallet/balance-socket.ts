import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { TAppContext } from "../../app-context.ts";
import { unreadCount } from "../inbox/inbox-repo.ts";
import { authenticateMemberToken } from "../session/session-service.ts";
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
 * `{"type":"unread","count"}` at once and after every committed change.
 */
export async function balanceSocketRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app.get("/wps/ws", { websocket: true }, (socket: WebSocket, request) => {
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
        if (event === "balance") {
          const { sumBalance, mainBalance } = await memberWallets(
            ctx.database.db,
            member.id,
            await ctx.transferVendors.list(),
          );
          socket.send(JSON.stringify({ type: "balance", sumBalance, mainBalance }));
        } else {
          socket.send(
            JSON.stringify({ type: "unread", count: await unreadCount(ctx.database.db, member.id) }),
          );
        }
      };
      const send = (event: TMemberEvent) => void push(event).catch(() => {});
      stop = ctx.walletEvents.subscribe(member.id, send);
      send("balance");
      send("unread");
    }
  });
}
