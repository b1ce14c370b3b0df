import { drawFeedResult } from "./draw-feed-result.ts";
import { findFeedGame } from "./feed-games.ts";
import { startLotteryFeedSimulator } from "./lottery-feed-simulator.ts";
import { parseArgs, USAGE } from "./parse-args.ts";
import { pushFeedResult, type TPushReport } from "./push-feed-result.ts";

function describeReport(report: TPushReport): string {
  const tries = `${report.attempts.length} attempt${report.attempts.length === 1 ? "" : "s"}`;
  const last = report.attempts.at(-1);
  const what = report.outcome ?? `refused: ${report.code ?? `HTTP ${last?.status ?? "no answer"}`}`;
  return `${new Date().toISOString()} ${report.gameCode} ${report.issue}: ${what} (${tries})`;
}

/** The command line: follow the schedules until stopped, or push one result (`--once`). */
async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2), process.env);
  if (command.kind === "help") {
    console.log(USAGE);
    return;
  }
  if (command.kind === "error") {
    console.error(`${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (command.kind === "once") {
    const { push } = command;
    const stop = new AbortController();
    const family = findFeedGame(push.gameCode)?.family ?? "";
    const result = push.result === undefined ? drawFeedResult(family) : push.result;
    process.once("SIGINT", () => stop.abort());
    const report = await pushFeedResult(command.target, { ...push, result }, stop.signal);
    console.log(describeReport(report));
    console.log(JSON.stringify(result));
    process.exitCode = report.outcome ? 0 : 1;
    return;
  }
  const simulator = startLotteryFeedSimulator({
    ...command.target,
    games: command.games,
    onReport: (report) => console.log(describeReport(report)),
  });
  console.log(
    `Lottery feed simulator: ${command.games.length} games, results pushed to ${command.target.server} at each draw's time.`,
  );
  const handleStop = () => void simulator.close();
  process.once("SIGINT", handleStop);
  process.once("SIGTERM", handleStop);
}

await main();
