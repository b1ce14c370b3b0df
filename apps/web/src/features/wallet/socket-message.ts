/** What the server pushes on the live socket (`/wps/ws`), in minor units. */
export type TSocketMessage =
  | { type: "balance"; sumBalance: number; mainBalance: number }
  | { type: "unread"; count: number }
  | { type: "bonus" };

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/** Reads one pushed frame; anything malformed or unknown reads as null and is ignored. */
export function readSocketMessage(data: unknown): TSocketMessage | null {
  if (typeof data !== "string") return null;
  let message: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null) return null;
    message = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (message.type === "balance" && isWhole(message.sumBalance) && isWhole(message.mainBalance)) {
    return { type: "balance", sumBalance: message.sumBalance, mainBalance: message.mainBalance };
  }
  if (message.type === "unread" && isWhole(message.count) && message.count >= 0) {
    return { type: "unread", count: message.count };
  }
  if (message.type === "bonus") return { type: "bonus" };
  return null;
}
