import type { ZMissionInput } from "@orchid/contract/missions";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { AppError } from "../../../../http/app-error.ts";
import { plainText, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { allMissions, missionCounts, saveMission, type TMissionRow } from "../missions-repo.ts";

const present = (mission: TMissionRow, counts?: { done: number; claimed: number }) => {
  const { merchantId: _merchant, ...rest } = mission;
  return {
    ...rest,
    gameType: rest.gameType as never,
    done: counts?.done ?? 0,
    claimed: counts?.claimed ?? 0,
  };
};

/** `GET /bo/missions`. */
export async function consoleMissions(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  const db = ctx.database.db;
  const counts = await missionCounts(db, call.merchant.id);
  return (await allMissions(db, call.merchant.id)).map((mission) => present(mission, counts.get(mission.id)));
}

/** `PUT /bo/missions`: audited with before and after. */
export async function saveConsoleMission(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZMissionInput>,
) {
  const fields = {
    name: plainText(input.name, "name"),
    description: plainText(input.description, "description"),
    period: input.period,
    goal: input.goal,
    gameType: input.goal === "bet" ? input.gameType : null,
    target: input.target,
    reward: input.reward,
    rewardUnit: input.rewardUnit,
    claimDays: input.claimDays,
    enabled: input.enabled,
    sort: input.sort,
  };
  return ctx.database.db.transaction(async (tx) => {
    const before =
      input.id === undefined
        ? undefined
        : (await allMissions(tx, call.merchant.id)).find((m) => m.id === input.id);
    if (input.id !== undefined && !before) throw new AppError("NOT_FOUND");
    const saved = await saveMission(tx, call.merchant.id, input.id, fields);
    if (!saved) throw new AppError("NOT_FOUND");
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "missions.save",
        outcome: "ok",
        targetType: "mission",
        targetId: saved.id,
        before: before ?? null,
        after: saved,
      },
      call.client,
    );
    return present(saved, (await missionCounts(tx, call.merchant.id)).get(saved.id));
  });
}
