import { startLotteryFeedSimulator } from "@orchid/lottery-feed-simulator/lottery-feed-simulator";

/**
 * The bundled results feed for local runs (LOTTERY_FEED_SIMULATOR=1, never in production): real
 * signed HTTP on loopback, pushing an invented result for every real-world draw (Vietnamese
 * stations, 4D) at its time, so a demo's VN and 4D bets settle. Answers how to stop it.
 */
export function startDevLotteryFeed(server: string, secret: string): { close(): Promise<void> } {
  const simulator = startLotteryFeedSimulator({ server, secret, feed: "dev-simulator" });
  return { close: () => simulator.close() };
}
