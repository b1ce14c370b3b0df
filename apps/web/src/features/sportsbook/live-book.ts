import { queryClient } from "../../api/query-client.ts";
import { useAppStore } from "../../store/app-store.ts";
import { applyLivePush } from "./apply-live-push.ts";
import { startBookSocket, type TBookSocket } from "./book-socket.ts";

/** The most events one page watches (the server's limit). */
const MAX_WATCHED = 200;
/** Moving between book pages keeps the socket; it closes this long after the last one left. */
const LINGER_MS = 10_000;

const owners = new Map<symbol, readonly number[]>();
let socket: { merchant: string; connection: TBookSocket } | null = null;
let lingerTimer: number | undefined;

/** Every watched event once, up to the server's limit. */
function watchedIds(): number[] {
  const ids = new Set<number>();
  for (const list of owners.values()) for (const id of list) ids.add(id);
  return [...ids].slice(0, MAX_WATCHED);
}

function sync(): void {
  const ids = watchedIds();
  const merchant = useAppStore.getState().merchant;
  window.clearTimeout(lingerTimer);
  if (ids.length === 0 || !merchant) {
    socket?.connection.watch([]);
    lingerTimer = window.setTimeout(() => {
      socket?.connection.close();
      socket = null;
    }, LINGER_MS);
    return;
  }
  if (socket && socket.merchant !== merchant) {
    socket.connection.close();
    socket = null;
  }
  socket ??= { merchant, connection: startBookSocket(merchant, (push) => applyLivePush(queryClient, push)) };
  socket.connection.watch(ids);
}

/** One part of the page watches these events (replacing what it watched before). */
export function watchEvents(owner: symbol, eventIds: readonly number[]): void {
  owners.set(owner, eventIds);
  sync();
}

/** That part of the page is gone. */
export function unwatchEvents(owner: symbol): void {
  owners.delete(owner);
  sync();
}
