/** The command line: runs the sports feed simulator against a server until stopped (Ctrl-C). */
import { parseArgs, USAGE } from "./parse-args.ts";
import { startSportsFeedSimulator, type TPushReport } from "./sports-feed-simulator.ts";

function describeReport(report: TPushReport): string {
  const tries = report.attempts.length === 1 ? "" : ` after ${report.attempts.length} attempts`;
  const what = report.ok
    ? `applied ${report.applied ?? "?"}, unknown ${report.unknown ?? "?"}`
    : `refused: ${report.code ?? `HTTP ${report.status ?? "no answer"}`}`;
  return `${new Date().toISOString()} ${report.messageCount} messages: ${what}${tries}`;
}

function main(): void {
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
  const { options } = command;
  const simulator = startSportsFeedSimulator({
    ...options,
    onReport: (report) => {
      // Quiet while all is well; every refusal and every recovery is shown.
      if (!report.ok || report.attempts.length > 1 || (report.unknown ?? 0) > 0)
        console.log(describeReport(report));
    },
  });
  const leagues = simulator.world.leagues.map((league) => league.name).join(", ");
  console.log(
    `Sports feed simulator (seed ${options.seed}, speed ${options.speed}) pushing to ${options.server}/sb/feed: ${leagues}.`,
  );
  const handleStop = (): void => {
    void simulator.close().then(() => console.log("Stopped."));
  };
  process.once("SIGINT", handleStop);
  process.once("SIGTERM", handleStop);
}

main();
