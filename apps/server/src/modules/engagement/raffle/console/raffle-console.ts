import type { ZRaffleInput } from "@orchid/contract/raffle";
import type { z } from "zod";
import type { TAppContext } from "../../../../app-context.ts";
import { invalidField } from "../../../../http/invalid-field.ts";
import { plainText, recordOperatorAction, type TConsoleCall } from "../../../operators/index.ts";
import { insertRaffle, listRaffles, type TRaffleRow } from "../raffle-repo.ts";
import { splitPool } from "../split-pool.ts";

const present = (raffle: TRaffleRow) => ({
  id: raffle.id,
  title: raffle.title,
  pool: raffle.pool,
  packets: raffle.packets,
  claimed: raffle.claimed,
  paid: raffle.paid,
  opensAt: raffle.opensAt.toISOString(),
  closesAt: raffle.closesAt.toISOString(),
  createdAt: raffle.createdAt.toISOString(),
});

/** `GET /bo/raffles`. */
export async function consoleRaffles(
  ctx: Pick<TAppContext, "database">,
  call: Pick<TConsoleCall, "merchant">,
) {
  return (await listRaffles(ctx.database.db, call.merchant.id)).map(present);
}

/** `POST /bo/raffles`: the pool split now by the platform's RNG; audited with the packets. */
export async function createRaffle(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZRaffleInput>,
) {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt <= opensAt) throw invalidField("closesAt", "err_bonus_window");
  if (input.pool < input.packets * input.minPacket) throw invalidField("pool", "err_raffle_pool_small");
  const title = plainText(input.title, "title");
  const amounts = splitPool(input.pool, input.packets, input.minPacket);
  return ctx.database.db.transaction(async (tx) => {
    const id = await insertRaffle(
      tx,
      {
        merchantId: call.merchant.id,
        title,
        pool: input.pool,
        opensAt,
        closesAt,
        createdBy: call.found.operator.id,
      },
      amounts,
    );
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "raffles.create",
        outcome: "ok",
        targetType: "raffle",
        targetId: id,
        before: null,
        after: {
          title,
          pool: input.pool,
          packets: input.packets,
          opensAt: input.opensAt,
          closesAt: input.closesAt,
        },
      },
      call.client,
    );
    const created = (await listRaffles(tx, call.merchant.id)).find((raffle) => raffle.id === id);
    if (!created) throw new Error("raffle vanished");
    return present(created);
  });
}
