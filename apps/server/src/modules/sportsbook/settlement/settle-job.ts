import type { TAppContext } from "../../../app-context.ts";
import { settleEventOnce } from "./settle-event.ts";
import { eventsToSettle } from "./settlement-repo.ts";

/** Events settled per run at most (the rest wait for the next run, seconds later). */
const EVENTS_PER_RUN = 50;

/**
 * The `sportsbook.settle` job: settles every event whose latest result (or correction) is not
 * settled yet. The feed starts an event's settlement as soon as its result arrives; this job
 * finishes what a crash or a restart left, on one instance at a time.
 */
export function settleBookJob(ctx: TAppContext): { run(): Promise<unknown> } {
  return {
    async run() {
      const settled = [];
      for (const eventId of await eventsToSettle(ctx.database.db, EVENTS_PER_RUN)) {
        settled.push(await settleEventOnce(ctx, eventId));
      }
      return { events: settled.length, bets: settled.reduce((sum, event) => sum + event.bets, 0) };
    },
  };
}
