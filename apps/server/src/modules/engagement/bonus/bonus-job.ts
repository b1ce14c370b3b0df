import type { TAppContext } from "../../../app-context.ts";
import { runBonusEngine, type TBonusRun } from "./activity-consumer.ts";
import type { TPayoutIdentities } from "./grant-service.ts";

/** The bonus engine as a scheduled job (jobs/app-jobs.ts): activity applied, due grants expired. */
export function bonusEngineJob(
  ctx: TAppContext,
  payoutIdentities: TPayoutIdentities,
): { run: () => Promise<TBonusRun> } {
  return { run: () => runBonusEngine(ctx, payoutIdentities) };
}
