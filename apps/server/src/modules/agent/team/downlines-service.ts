import type { TDownlinePage } from "@orchid/contract/agent";
import type { TDb } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { pageOf, paging } from "../../../http/paging.ts";
import { findMemberByUsername, type TMember } from "../../accounts/index.ts";
import { presentDownline } from "./downline-presenter.ts";
import { bindingContracts, listTreeRows, type TTreeScope } from "./downlines-repo.ts";
import { findTeamMember, usernamesAlong } from "./team-scope-repo.ts";

type TTreeQuery = { parent?: string; search?: string; page?: number; pageSize?: number };

const levelOf = (path: string) => path.split(".").length;

/** One page of tree rows with their contracts; depths count from `baseLevel`. */
async function treePage(
  db: TDb,
  merchantId: number,
  scope: TTreeScope,
  baseLevel: number,
  query: TTreeQuery,
  path: string[],
): Promise<TDownlinePage> {
  const { page, pageSize, limit, offset } = paging(query);
  const { rows, total } = await listTreeRows(db, merchantId, scope, { limit, offset });
  const contracts = await bindingContracts(
    db,
    rows.map((row) => Number(row.id)),
  );
  const presented = rows.map((row) => presentDownline(row, baseLevel, contracts));
  return { ...pageOf(presented, total, page, pageSize), path };
}

/**
 * `GET /wps/agent/downlines`: the agent's direct downlines, a team member's (drill-down: it must
 * be in the agent's team, else NOT_A_DOWNLINE), or team members whose username holds `search`.
 */
export async function agentDownlines(db: TDb, agent: TMember, query: TTreeQuery): Promise<TDownlinePage> {
  const base = levelOf(agent.agentPath);
  const search = query.search?.trim();
  if (search) {
    const scope: TTreeScope = {
      kind: "search",
      underPath: agent.agentPath,
      text: search,
      excludeId: agent.id,
    };
    return treePage(db, agent.merchantId, scope, base, query, [agent.username]);
  }
  if (!query.parent) {
    const scope: TTreeScope = { kind: "children", parentId: agent.id };
    return treePage(db, agent.merchantId, scope, base, query, [agent.username]);
  }
  const parent = await findTeamMember(db, agent.merchantId, agent.agentPath, query.parent);
  if (!parent) throw new AppError("NOT_A_DOWNLINE");
  const path = await usernamesAlong(db, agent.merchantId, parent.agentPath, agent.agentPath);
  return treePage(db, agent.merchantId, { kind: "children", parentId: parent.id }, base, query, path);
}

/**
 * `GET /bo/agents/tree`: one level of the merchant's tree (the top when no parent is named), or a
 * search of the whole merchant; depths count from the top (a top-level member is at depth 1).
 */
export async function consoleTree(db: TDb, merchantId: number, query: TTreeQuery): Promise<TDownlinePage> {
  const search = query.search?.trim();
  if (search) {
    const scope: TTreeScope = { kind: "search", underPath: null, text: search, excludeId: null };
    return treePage(db, merchantId, scope, 0, query, []);
  }
  if (!query.parent) return treePage(db, merchantId, { kind: "top" }, 0, query, []);
  const parent = await findMemberByUsername(db, merchantId, query.parent);
  if (!parent) throw new AppError("NOT_FOUND");
  const path = await usernamesAlong(db, merchantId, parent.agentPath);
  return treePage(db, merchantId, { kind: "children", parentId: parent.id }, 0, query, path);
}
