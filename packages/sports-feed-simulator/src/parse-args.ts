/** Reading the command line of `npm run feed:simulate`; every mistake is named, never sent on. */
import { LEAGUE_SPECS } from "./leagues.ts";
import { DEFAULT_FEED_NAME } from "./sports-feed-simulator.ts";

export const USAGE = `Usage: npm run feed:simulate -w packages/sports-feed-simulator -- [options]

  --server URL       the Orchid server (default http://127.0.0.1:8080)
  --secret SECRET    the feed's shared secret (default: the SPORTS_FEED_SECRET variable)
  --feed NAME        the feed's name in every push (default ${DEFAULT_FEED_NAME})
  --seed N           teams, matches and refs follow from it (default 1)
  --speed X          play X times faster than the defaults (default 1: a football match in 10 minutes)
  --leagues A,B      only these leagues (${LEAGUE_SPECS.map((league) => league.code).join(", ")})
  --help             this text

It runs until stopped, pushing fixtures, prices, statuses and results to <server>/sb/feed.`;

export type TCliOptions = {
  server: string;
  secret: string;
  feed: string;
  seed: number;
  speed: number;
  leagues?: string[];
};

export type TCliCommand =
  | { kind: "run"; options: TCliOptions }
  | { kind: "help" }
  | { kind: "error"; message: string };

const VALUE_OPTIONS = new Set(["--server", "--secret", "--feed", "--seed", "--speed", "--leagues"]);

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined>): TCliCommand {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const option = argv[index] ?? "";
    if (option === "--help" || option === "-h") return { kind: "help" };
    if (!VALUE_OPTIONS.has(option)) return { kind: "error", message: `Unknown option "${option}"` };
    const value = argv[index + 1];
    if (value === undefined) return { kind: "error", message: `${option} needs a value` };
    values.set(option, value);
    index += 1;
  }
  const server = values.get("--server") ?? "http://127.0.0.1:8080";
  if (!/^https?:\/\/[^/]+\/?$/.test(server)) {
    return { kind: "error", message: `--server must be an http(s) origin, got "${server}"` };
  }
  const secret = values.get("--secret") ?? env.SPORTS_FEED_SECRET ?? "";
  if (secret === "") return { kind: "error", message: "--secret (or SPORTS_FEED_SECRET) is required" };
  const feed = values.get("--feed") ?? DEFAULT_FEED_NAME;
  if (!/^[a-z0-9_-]{1,32}$/.test(feed)) {
    return { kind: "error", message: "--feed must be 1 to 32 of a-z, 0-9, _ and -" };
  }
  const seedText = values.get("--seed") ?? "1";
  const seed = Number(seedText);
  if (!/^-?\d+$/.test(seedText) || !Number.isSafeInteger(seed)) {
    return { kind: "error", message: `--seed must be a whole number, got "${seedText}"` };
  }
  const speedText = values.get("--speed") ?? "1";
  const speed = Number(speedText);
  if (!(Number.isFinite(speed) && speed > 0 && speed <= 10_000)) {
    return { kind: "error", message: `--speed must be a number above 0 (at most 10000), got "${speedText}"` };
  }
  const leagues = values.get("--leagues")?.split(",");
  const unknown = leagues?.find((code) => !LEAGUE_SPECS.some((league) => league.code === code));
  if (unknown !== undefined) return { kind: "error", message: `"${unknown}" is not a league` };
  return { kind: "run", options: { server, secret, feed, seed, speed, ...(leagues ? { leagues } : {}) } };
}
