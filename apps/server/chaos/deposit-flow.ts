import { setTimeout as sleep } from "node:timers/promises";
import type { TDepositOrder } from "@orchid/contract/payments";
import { apiCall } from "./api-call.ts";
import type { TDepositTrace } from "./op-record.ts";
import type { TRandom } from "./random.ts";
import { sendUntilDefinitive } from "./send-until-definitive.ts";

const POLLS = 6;
const POLL_GAP_MS = 150;

export type TDepositFlowContext = { baseUrl: string; token: string; random: TRandom; deadline: number };

/** The payer's click on the simulator's pay page; the HTTP status, or null when nothing answered. */
async function click(payUrl: string, action: "complete" | "fail"): Promise<number | null> {
  try {
    const response = await fetch(`${payUrl}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** The order's status in the member's deposit list (newest first). */
async function statusInList(context: TDepositFlowContext, orderNo: string): Promise<TDepositTrace["seen"]> {
  const send = () =>
    apiCall(context.baseUrl, {
      method: "GET",
      path: "/wps/payments/deposits?pageSize=100",
      token: context.token,
    });
  const { answer } = await sendUntilDefinitive(send, context.deadline);
  if (!answer?.success) return "missing";
  const rows = (answer.value as { rows: TDepositOrder[] }).rows;
  const status = rows.find((row) => row.orderNo === orderNo)?.status;
  if (status === "credited" || status === "failed" || status === "pending") return status;
  return "missing";
}

/**
 * What happens after a deposit order is created: the payer mostly pays on the gateway's page,
 * sometimes cancels, sometimes walks away, and now and then clicks twice. The member's deposit
 * list then tells whether the order was credited — only that counts as an acknowledged credit.
 */
export async function followDeposit(
  context: TDepositFlowContext,
  order: TDepositOrder,
): Promise<TDepositTrace> {
  const { random } = context;
  const roll = random();
  const action = roll < 0.8 ? "complete" : roll < 0.9 ? "fail" : "none";
  const trace: TDepositTrace = {
    id: order.id,
    orderNo: order.orderNo,
    amount: order.amount,
    fee: order.fee,
    action,
    payStatus: null,
    seen: "pending",
  };
  if (action !== "none" && order.payUrl) {
    trace.payStatus = await click(order.payUrl, action);
    if (trace.payStatus === 200 && random() < 0.2) await click(order.payUrl, action);
  }
  for (let poll = 0; poll < POLLS; poll += 1) {
    trace.seen = await statusInList(context, order.orderNo);
    if (trace.seen !== "pending" || action === "none" || trace.payStatus !== 200) break;
    await sleep(POLL_GAP_MS);
  }
  return trace;
}
