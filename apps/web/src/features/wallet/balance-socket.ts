import type { TBalance } from "@orchid/contract/wallet";
import type { QueryClient } from "@tanstack/react-query";
import { MEMBER_CALLS } from "./member-data-keys.ts";
import { reconnectDelay } from "./reconnect-delay.ts";
import { readSocketMessage, type TSocketMessage } from "./socket-message.ts";

/** The server closes with this code when the first frame is not a valid session. */
const POLICY_VIOLATION = 1008;

export type TBalanceSocketOptions = { merchant: string; token: string; queryClient: QueryClient };

/** The live socket's address on this page's host: `ws(s)://host/wps/ws?merchant=…`. */
export function balanceSocketUrl(merchant: string, where: Location = window.location): string {
  const scheme = where.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${where.host}/wps/ws?merchant=${encodeURIComponent(merchant)}`;
}

function apply(message: TSocketMessage, queryClient: QueryClient): void {
  if (message.type === "bonus") {
    // The engine's run that sends it also moved points, missions, rewards and referrals.
    refresh(queryClient, [
      ...MEMBER_CALLS.bonus,
      ...MEMBER_CALLS.points,
      ...MEMBER_CALLS.missions,
      ...MEMBER_CALLS.referral,
    ]);
    return;
  }
  // Every push follows a money step (a deposit settled, a withdrawal decided or paid): the open
  // order lists and the account record fetch again, so a page left open shows the new state.
  refresh(queryClient, [...MEMBER_CALLS.payments, ...MEMBER_CALLS.records]);
  if (message.type === "unread") {
    // The entry's key carries the session too: every cached copy of the call takes the count.
    queryClient.setQueriesData({ queryKey: ["unreadCount"] }, { count: message.count });
    refresh(queryClient, MEMBER_CALLS.inbox);
    return;
  }
  const balances = queryClient.getQueriesData<TBalance>({ queryKey: ["balance"] });
  if (balances.some(([, known]) => known !== undefined)) {
    const { sumBalance, mainBalance } = message;
    queryClient.setQueriesData<TBalance>({ queryKey: ["balance"] }, (known) =>
      known ? { ...known, sumBalance, mainBalance } : known,
    );
  } else {
    refresh(queryClient, MEMBER_CALLS.balance);
  }
  refresh(queryClient, MEMBER_CALLS.wallets);
}

function refresh(queryClient: QueryClient, names: readonly string[]): void {
  for (const name of names) void queryClient.invalidateQueries({ queryKey: [name] });
}

/**
 * Real-time balance and unread count while logged in: connects, authenticates with the session
 * token as its first frame, merges every push into the query cache and reconnects with backoff
 * (1 s → 30 s) whenever the connection drops. Answers the function that closes it for good.
 */
export function startBalanceSocket({ merchant, token, queryClient }: TBalanceSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let timer: number | undefined;
  let attempt = 0;
  let isStopped = false;

  function connect(): void {
    if (isStopped) return;
    const next = new WebSocket(balanceSocketUrl(merchant));
    socket = next;
    next.addEventListener("open", () => next.send(JSON.stringify({ type: "auth", token })));
    next.addEventListener("message", (event: MessageEvent) => {
      const message = readSocketMessage(event.data);
      if (!message) return;
      attempt = 0;
      apply(message, queryClient);
    });
    next.addEventListener("close", (event: CloseEvent) => {
      if (isStopped || socket !== next) return;
      // Refused (policy): a balance call finds out whether the session is still valid.
      if (event.code === POLICY_VIOLATION) refresh(queryClient, MEMBER_CALLS.balance);
      timer = window.setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    });
  }

  connect();
  return () => {
    isStopped = true;
    window.clearTimeout(timer);
    socket?.close(1000);
    socket = null;
  };
}
