import type { TAppContext } from "../../app-context.ts";
import { Lottery } from "./lottery-service.ts";

/**
 * The lottery's draw job for the job runner: each run makes coming draws, draws the due ones and
 * settles drawn ones. The first run of a process brings the shipped games into the database.
 */
export function lotteryDrawJob(ctx: TAppContext): { run(): Promise<unknown> } {
  const lottery = new Lottery(ctx);
  let started: Promise<void> | null = null;
  return {
    async run() {
      started ??= lottery.start();
      await started;
      return lottery.runDrawJob();
    },
  };
}
