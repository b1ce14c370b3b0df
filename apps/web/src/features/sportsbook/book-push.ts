import { type TBookSocketMessage, ZBookSocketMessage } from "@orchid/contract/sportsbook";

/** What the book's socket pushes: new prices, an event's state and score, a market's state. */
export type TBookPush = Exclude<TBookSocketMessage, { type: "watch" }>;

/** Reads one pushed frame; anything malformed, unknown or the page's own kind reads as null. */
export function readBookPush(data: unknown): TBookPush | null {
  if (typeof data !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const message = ZBookSocketMessage.safeParse(parsed);
  if (!message.success || message.data.type === "watch") return null;
  return message.data;
}
