import type { TAgentContractKind, TContractTermsInput } from "@orchid/contract/agent";
import { callApi, okValue } from "../../../test/api-client.ts";
import { addMember } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { memberSession } from "../../../test/wallet-fixtures.ts";

/** Terms with one tier per rate (basis points), thresholds rising with the tier. */
export function rates(...rateBps: number[]): TContractTermsInput {
  return {
    tiers: rateBps.map((rateBp, i) => ({
      rateBp,
      minValidBet: i * 100_000,
      minActiveMembers: i,
      minLoss: 0,
    })),
  };
}

/** A new agent (type 1 unless told) under `upline`, logged in: its username and token. */
export async function newAgent(
  t: TTestApp,
  username: string,
  upline?: string,
  type = 1,
): Promise<{ username: string; token: string; id: number }> {
  await addMember(t, { username, type, ...(upline ? { upline } : {}) });
  const session = await memberSession(t, username, "Tree1234");
  return { username, token: session.token, id: session.memberId };
}

/** Ends every binding contract of a kind the member holds, so a test starts from none. */
export async function clearContracts(
  t: TTestApp,
  ownerToken: string,
  username: string,
  kind: TAgentContractKind,
): Promise<void> {
  const page = okValue(
    await callApi(t, "boAgentContracts", { username, kind, pageSize: 100 }, { token: ownerToken }),
  );
  for (const contract of page.rows) {
    const live = ["pending_new", "active", "pending_change", "terminating"].includes(contract.state);
    if (live && contract.holder === username)
      okValue(
        await callApi(
          t,
          "boTerminateAgentContract",
          { id: contract.id, reason: "Test start" },
          { token: ownerToken },
        ),
      );
  }
}

/** Issues a platform contract (active at once) and answers it. */
export async function issue(
  t: TTestApp,
  ownerToken: string,
  username: string,
  kind: TAgentContractKind,
  terms: TContractTermsInput,
) {
  return okValue(await callApi(t, "boIssueAgentContract", { username, kind, terms }, { token: ownerToken }));
}

/** An upline's offer that must succeed. */
export async function offer(
  t: TTestApp,
  token: string,
  downline: string,
  kind: TAgentContractKind,
  terms: TContractTermsInput,
) {
  return okValue(await callApi(t, "contractOffer", { downline, kind, terms }, { token }));
}

/** An action that must succeed. */
export async function act(
  t: TTestApp,
  token: string,
  id: number,
  action: "accept" | "refuse" | "withdraw" | "change" | "terminate" | "agree",
  terms?: TContractTermsInput,
) {
  return okValue(await callApi(t, "contractAction", { id, action, ...(terms ? { terms } : {}) }, { token }));
}

/** The kinds of the member's inbox messages, newest first. */
export async function inboxKinds(t: TTestApp, token: string): Promise<string[]> {
  const page = okValue(await callApi(t, "inboxMessages", { pageSize: 50 }, { token }));
  return page.rows.map((message) => message.kind);
}
