import type { TDepositOrder } from "@orchid/contract/payments";
import { stableJson } from "../src/modules/wallet/idempotent.ts";
import { apiCall } from "./api-call.ts";
import { followDeposit } from "./deposit-flow.ts";
import type { TMemberSession } from "./member-sessions.ts";
import type { TOpPlan, TOpRecord } from "./op-record.ts";
import type { TRandom } from "./random.ts";
import { sendUntilDefinitive, type TSendOutcome } from "./send-until-definitive.ts";

/** How long one operation may wait for a definitive answer (through a crash and restart). */
const OP_DEADLINE_MS = 60_000;
const REPEAT_CONCURRENTLY = 0.15;
const REPEAT_AFTER = 0.15;
const MISMATCH_PROBE = 0.05;

export type TExecuteContext = {
  baseUrl: string;
  client: number;
  session: TMemberSession;
  random: TRandom;
  /** ms since the run started. */
  clock: () => number;
};

type TTimed = TSendOutcome & { at: number };

/**
 * How two answers to one key are compared: a success by its whole value; a refusal by status and
 * code only, because a remembered refusal is replayed without its details (min/max, fields).
 */
function describe(outcome: TTimed): string {
  const answer = outcome.answer;
  if (!answer) return "no answer";
  return answer.success ? `ok ${stableJson(answer.value)}` : `${answer.status} ${answer.code}`;
}

function readProblemOf(plan: TOpPlan, value: unknown): string | null {
  if (plan.kind !== "read") return null;
  const v = value as {
    mainBalance?: number;
    heldBalance?: number;
    sumBalance?: number;
    wallets?: { balance: number }[];
  };
  const amounts = [v.mainBalance, v.heldBalance, v.sumBalance, ...(v.wallets ?? []).map((w) => w.balance)];
  const bad = amounts.filter((a) => a !== undefined && (!Number.isSafeInteger(a) || a < 0));
  return bad.length > 0 ? `${plan.path} answered ${stableJson(value)}` : null;
}

/**
 * Runs one planned operation as an impatient but careful client: sometimes the same request is
 * sent twice at once or again after the answer (the answers must match), every broken connection
 * or 5xx is retried with the same key until a definitive answer, a success is now and then
 * followed by the same key with another amount (must be refused), and a created deposit is paid.
 */
export async function executeOperation(context: TExecuteContext, plan: TOpPlan): Promise<TOpRecord> {
  const { random, clock, session } = context;
  const deadline = performance.now() + OP_DEADLINE_MS;
  const send = (body: unknown) => async (): Promise<TTimed> => {
    const request = { method: plan.method, path: plan.path, token: session.token, body };
    const outcome = await sendUntilDefinitive(() => apiCall(context.baseUrl, request), deadline);
    return { ...outcome, at: clock() };
  };
  const roll = plan.kind === "read" ? 1 : random();
  const duplicate =
    roll < REPEAT_CONCURRENTLY ? "concurrent" : roll < REPEAT_CONCURRENTLY + REPEAT_AFTER ? "after" : "none";
  const startedMs = clock();
  const sends: TTimed[] = [];
  if (duplicate === "concurrent") sends.push(...(await Promise.all([send(plan.body)(), send(plan.body)()])));
  else sends.push(await send(plan.body)());
  if (duplicate === "after" && sends[0]?.answer) sends.push(await send(plan.body)());

  const answered = sends.filter((s) => s.answer).sort((a, b) => a.at - b.at);
  const first = answered[0];
  const answer = first?.answer ?? null;
  const descriptions = new Set(answered.map(describe));
  const record: TOpRecord = {
    client: context.client,
    memberId: session.id,
    plan,
    outcome: !answer ? "indeterminate" : answer.success ? "ok" : "refused",
    status: answer?.status ?? null,
    code: answer?.code ?? null,
    value: answer?.value ?? null,
    startedMs,
    answeredMs: first?.at ?? null,
    endedMs: startedMs,
    attempts: sends.reduce((n, s) => n + s.attempts, 0),
    networkErrors: sends.reduce((n, s) => n + s.networkErrors, 0),
    serverErrors: sends.flatMap((s) => s.serverErrors),
    duplicate,
    replyMismatch: descriptions.size > 1 ? [...descriptions].join("  ≠  ") : null,
    probe: null,
    deposit: null,
    readProblem: answer?.success ? readProblemOf(plan, answer.value) : null,
  };
  if (answer?.success && plan.mismatchBody && random() < MISMATCH_PROBE) {
    const probe = (await send(plan.mismatchBody)()).answer;
    record.probe = {
      status: probe?.status ?? null,
      code: probe?.code ?? null,
      success: probe?.success ?? false,
    };
  }
  if (answer?.success && plan.kind === "deposit") {
    const flow = { baseUrl: context.baseUrl, token: session.token, random, deadline };
    record.deposit = await followDeposit(flow, answer.value as TDepositOrder);
  }
  record.endedMs = clock();
  return record;
}
