import { startSportsFeedSimulator } from "@orchid/sports-feed-simulator/sports-feed-simulator";

/**
 * The bundled sports feed for local runs (SPORTS_FEED_SIMULATOR=1, never in production): real
 * signed HTTP on loopback, playing invented leagues around the clock (fixtures hours ahead, live
 * matches with moving prices and suspensions, results), so `npm start` shows a working book.
 * Answers how to stop it.
 */
export function startDevSportsFeed(server: string, secret: string): { close(): Promise<void> } {
  const simulator = startSportsFeedSimulator({ server, secret, feed: "dev-simulator" });
  return { close: () => simulator.close() };
}
