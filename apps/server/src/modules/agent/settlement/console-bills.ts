import type { ZBoBillPage, ZBoBillQuery } from "@orchid/contract/backoffice-agents";
import type { z } from "zod";
import type { TMerchant } from "../../merchants/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { listBills } from "./bill-list-repo.ts";
import { presentBill } from "./bill-presenter.ts";
import type { TSettleContext } from "./settle-period.ts";

/** `GET /bo/agents/bills`: the merchant's bills of a period, by kind, state or username. */
export async function consoleBills(
  ctx: TSettleContext,
  merchant: TMerchant,
  input: z.output<typeof ZBoBillQuery>,
  now: Date,
): Promise<z.output<typeof ZBoBillPage>> {
  const period = resolveAgentPeriod(input, merchant.timeZone, now);
  const found = await listBills(
    ctx.database.db,
    {
      merchantId: merchant.id,
      from: period.from,
      to: period.to,
      ...(input.kind ? { kind: input.kind } : {}),
      ...(input.state ? { state: input.state } : {}),
      ...(input.username ? { username: input.username } : {}),
    },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return {
    rows: found.rows.map(presentBill),
    page: input.page,
    pageSize: input.pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / input.pageSize),
    totalGross: found.totalGross,
    totalPaid: found.totalPaid,
  };
}
