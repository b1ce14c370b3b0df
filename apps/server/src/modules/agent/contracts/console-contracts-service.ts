import type { TAgentContract } from "@orchid/contract/agent";
import type { TBoContractDetail, ZBoContractQuery } from "@orchid/contract/backoffice-agents";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { searchContracts } from "./console-contracts-repo.ts";
import { contractEvents } from "./contract-events-repo.ts";
import { presentContracts, presentOne } from "./contract-presenter.ts";
import { findContract } from "./contract-repo.ts";

type TQuery = z.output<typeof ZBoContractQuery>;

/** `GET /bo/agents/contracts`: every contract of the merchant, filtered, newest first. */
export async function listContracts(
  ctx: Pick<TAppContext, "database">,
  merchantId: number,
  query: TQuery,
): Promise<{ rows: TAgentContract[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const db = ctx.database.db;
  const { rows, total } = await searchContracts(db, merchantId, query);
  return {
    rows: await presentContracts(db, merchantId, rows),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** `GET /bo/agents/contracts/:id`: one contract and its history, oldest step first. */
export async function contractDetail(
  ctx: Pick<TAppContext, "database">,
  merchantId: number,
  id: number,
): Promise<TBoContractDetail> {
  const db = ctx.database.db;
  const row = await findContract(db, merchantId, id);
  if (!row) throw new AppError("NOT_FOUND");
  const events = await contractEvents(db, row.id);
  return {
    contract: await presentOne(db, merchantId, row),
    events: events.map((event) => ({
      action: event.action,
      by: event.actor,
      fromState: event.fromState,
      toState: event.toState,
      terms: event.terms ?? null,
      at: event.createdAt.getTime(),
    })),
  };
}
