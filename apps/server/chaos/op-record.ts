import type { TServerError } from "./send-until-definitive.ts";

/**
 * What a client asked for: wallet moves, upline transfers, an agent's transfers to its downline,
 * deposits, withdrawals, bad input, reads.
 */
export type TOpKind =
  | "to_game"
  | "from_game"
  | "upline"
  | "downline"
  | "deposit"
  | "withdraw"
  | "bad_input"
  | "read";

/** One planned call: the request, its idempotency key and the ledger line it may write. */
export type TOpPlan = {
  kind: TOpKind;
  /** Names the variant of a bad input, else the kind. */
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** The idempotency key sent (null when the body carries none). */
  key: string | null;
  /** The ledger transfer key the server writes for it (`wallet:<member>:<key>`, …), if any. */
  ledgerKey: string | null;
  amount: number;
  /** The game wallet of a wallet transfer. */
  wallet: string | null;
  /** The member a downline transfer pays. */
  targetId?: number;
  /** The same key with another amount: must be refused once the key is taken. */
  mismatchBody?: unknown;
};

/** How a deposit went after it was created: what the payer did on the gateway and what the member saw. */
export type TDepositTrace = {
  id: number;
  orderNo: string;
  amount: number;
  fee: number;
  action: "complete" | "fail" | "none";
  /** The simulator's HTTP status for the payer's click (null: no answer, e.g. the server died). */
  payStatus: number | null;
  /** The order's status in the member's deposit list at the end of the flow. */
  seen: "credited" | "failed" | "pending" | "missing";
};

/** Everything one operation did, as the client saw it. */
export type TOpRecord = {
  client: number;
  memberId: number;
  plan: TOpPlan;
  outcome: "ok" | "refused" | "indeterminate";
  status: number | null;
  code: string | null;
  value: unknown;
  /** ms since the run started: first send, first definitive answer, end of the whole flow. */
  startedMs: number;
  answeredMs: number | null;
  endedMs: number;
  attempts: number;
  networkErrors: number;
  serverErrors: TServerError[];
  duplicate: "none" | "concurrent" | "after";
  /** Set when a repeat of the same key answered differently from the first answer. */
  replyMismatch: string | null;
  /** The answer to the same key with another amount (null when not tried). */
  probe: { status: number | null; code: string | null; success: boolean } | null;
  deposit: TDepositTrace | null;
  /** A balance read that showed a negative or malformed balance. */
  readProblem: string | null;
};
