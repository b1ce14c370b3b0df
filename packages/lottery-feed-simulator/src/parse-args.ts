import { drawOfIssue } from "@orchid/games/lottery/schedule/draw-of-issue";
import { FEED_GAMES, findFeedGame } from "./feed-games.ts";
import type { TFeedPush, TFeedTarget } from "./push-feed-result.ts";

export const USAGE = `Usage: npm run feed:simulate -w packages/lottery-feed-simulator -- [options]

  --server URL        the Orchid server (default http://127.0.0.1:8080)
  --secret SECRET     the feed's shared secret (default: the LOTTERY_FEED_SECRET variable)
  --feed NAME         the feed's name in every message (default simulator)
  --games A,B         follow only these games (default: every real-world game)
  --once GAME ISSUE   push one result for that draw now, then exit
  --result JSON       with --once: the result to push (default: a freshly drawn one)
  --correction        with --once: the result replaces the one the server has
  --help              this text

Without --once it runs until stopped, pushing a result for each game at each draw's time.`;

export type TCliCommand =
  | { kind: "follow"; target: TFeedTarget; games: string[] }
  | { kind: "once"; target: TFeedTarget; push: Omit<TFeedPush, "result"> & { result: unknown | undefined } }
  | { kind: "help" }
  | { kind: "error"; message: string };

const VALUE_OPTIONS = new Set(["--server", "--secret", "--feed", "--games", "--result"]);

/** Reads the command line; every mistake is reported by name rather than sent to the server. */
export function parseArgs(argv: readonly string[], env: Record<string, string | undefined>): TCliCommand {
  const values = new Map<string, string>();
  let once: [string, string] | null = null;
  let isCorrection = false;
  for (let index = 0; index < argv.length; index += 1) {
    const option = argv[index] ?? "";
    if (option === "--help" || option === "-h") return { kind: "help" };
    if (option === "--correction") {
      isCorrection = true;
    } else if (option === "--once") {
      const [gameCode, issue] = [argv[index + 1], argv[index + 2]];
      if (!gameCode || !issue) return { kind: "error", message: "--once needs a game code and an issue" };
      once = [gameCode, issue];
      index += 2;
    } else if (VALUE_OPTIONS.has(option)) {
      const value = argv[index + 1];
      if (value === undefined) return { kind: "error", message: `${option} needs a value` };
      values.set(option, value);
      index += 1;
    } else {
      return { kind: "error", message: `Unknown option "${option}"` };
    }
  }

  const server = values.get("--server") ?? "http://127.0.0.1:8080";
  if (!/^https?:\/\/[^/]+\/?$/.test(server)) {
    return { kind: "error", message: `--server must be an http(s) origin, got "${server}"` };
  }
  const secret = values.get("--secret") ?? env.LOTTERY_FEED_SECRET ?? "";
  if (secret === "") return { kind: "error", message: "--secret (or LOTTERY_FEED_SECRET) is required" };
  const feed = values.get("--feed") ?? "simulator";
  if (!/^[a-z0-9_-]{1,32}$/.test(feed)) {
    return { kind: "error", message: "--feed must be 1 to 32 of a-z, 0-9, _ and -" };
  }
  const target: TFeedTarget = { server, secret, feed };

  if (!once) {
    if (values.has("--result") || isCorrection) {
      return { kind: "error", message: "--result and --correction go with --once" };
    }
    const games = values.get("--games")?.split(",") ?? FEED_GAMES.map((game) => game.code);
    const unknown = games.find((code) => !findFeedGame(code));
    if (unknown !== undefined)
      return { kind: "error", message: `"${unknown}" is not a real-world lottery game` };
    return { kind: "follow", target, games };
  }

  const [gameCode, issue] = once;
  const game = findFeedGame(gameCode);
  if (!game) return { kind: "error", message: `"${gameCode}" is not a real-world lottery game` };
  if (!drawOfIssue(game.schedule, issue)) {
    return { kind: "error", message: `"${issue}" is not a draw of ${gameCode} (a draw day as YYYYMMDD)` };
  }
  let result: unknown;
  const resultText = values.get("--result");
  if (resultText !== undefined) {
    try {
      result = JSON.parse(resultText);
    } catch {
      return { kind: "error", message: "--result must be JSON" };
    }
  }
  return { kind: "once", target, push: { gameCode, issue, result, correction: isCorrection } };
}
