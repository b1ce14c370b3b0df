import { AppError } from "../../../http/app-error.ts";
import type { TApprovalKind } from "../../operators/index.ts";
import { requestHash } from "../../wallet/index.ts";
import { competitorsOf, lockEventById, recordResult } from "../feed/feed-repo.ts";
import { resultProblem } from "../feed/result-shape.ts";
import { settleEventOnce } from "../settlement/settle-event.ts";

/** The four-eyes kind of a result entered in the console (approval_requests.kind). */
export const BOOK_RESULT_KIND = "book.result";

export type TBookResultPayload = { eventId: number; result: Record<string, unknown>; event: string };

/**
 * A result (or a correction) of an event, filed by one operator and recorded when a second one
 * holding book.results approves: checked again at that moment against the event, recorded as the
 * event's next round with both operators in the audit, and settled right after the commit (the
 * settle job finishes it if this process stops first).
 */
export const BOOK_RESULT_APPROVAL: TApprovalKind = {
  name: BOOK_RESULT_KIND,
  permission: "book.results",
  async execute(tx, payload, { app, request, approver, client, afterCommit }) {
    const p = payload as TBookResultPayload;
    const event = await lockEventById(tx, p.eventId);
    if (!event) throw new AppError("NOT_FOUND");
    const competitors = event.kind === "outright" ? await competitorsOf(tx, event.id) : [];
    const problem = resultProblem(event.kind, p.result, competitors);
    if (problem) throw new AppError("INVALID_INPUT", { field: "result", problem });
    if (event.result && requestHash(event.result) === requestHash(p.result)) {
      throw new AppError("ORDER_STATE_CHANGED", { reason: "same_result" });
    }
    const round = await recordResult(
      tx,
      event.id,
      p.result,
      { source: "console", enteredBy: request.requestedBy, approvedBy: approver.id },
      client.at,
    );
    afterCommit(() => {
      settleEventOnce(app, event.id).catch(() => {
        // The sportsbook.settle job settles it on its next run.
      });
    });
    return { eventId: event.id, round };
  },
};

export const BOOK_APPROVALS: readonly TApprovalKind[] = [BOOK_RESULT_APPROVAL];
