import type { TInputOf } from "@orchid/contract/endpoint-io";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvalRequests, memberNotes } from "../../db/schema/backoffice.ts";
import { AppError } from "../../http/app-error.ts";
import { call } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import {
  addMember,
  addMerchant,
  addOperator,
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  startConsoleTest,
} from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { findMemberById } from "../accounts/index.ts";
import { insertMemberNote } from "../member/console/member-notes-repo.ts";
import type { TApprovalKind } from "./approval-kinds.ts";
import { requestApproval } from "./approvals.ts";

/** A test kind with a real effect: the approved request becomes a note on the member. */
const TEST_NOTE: TApprovalKind = {
  name: "test.note",
  execute: async (tx, payload, { merchant, approver, client }) => {
    const member = await findMemberById(tx, merchant.id, Number(payload.memberId));
    if (!member) throw new AppError("NOT_FOUND", { memberId: payload.memberId });
    const noteId = await insertMemberNote(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      operatorId: approver.id,
      text: String(payload.text),
      createdAt: client.at,
    });
    return { noteId };
  },
};
/** Writes its note, then refuses: nothing it wrote may remain. */
const TEST_NOTE_REFUSED: TApprovalKind = {
  name: "test.note-refused",
  execute: async (tx, payload, { merchant, approver, client }) => {
    await insertMemberNote(tx, {
      merchantId: merchant.id,
      memberId: Number(payload.memberId),
      operatorId: approver.id,
      text: String(payload.text),
      createdAt: client.at,
    });
    throw new AppError("CONFLICT", { reason: "refused after writing" });
  },
};

let t: TTestApp;
let ownerToken: string;
let requesterToken: string;
let secondToken: string;
let requesterId: number;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({ approvalKinds: [TEST_NOTE, TEST_NOTE_REFUSED] }));
  merchantId = (await demoMerchant(t)).id;
  requesterToken = await loginNewOperator(t, { username: "appr-requester", role: "finance", merchantId });
  secondToken = await loginNewOperator(t, { username: "appr-second", role: "finance", merchantId });
  requesterId = await operatorIdOf(t, "appr-requester");
  memberId = (await addMember(t, { username: "appr-member" })).id;
});
afterAll(async () => t?.close());

const client = () => ({ ip: "10.92.0.1", userAgent: "test", at: t.ctx.now() });
const request = (
  payload: Record<string, unknown>,
  kind = "test.note",
  forMerchant = merchantId,
  by = requesterId,
) =>
  t.ctx.database.db.transaction((tx) =>
    requestApproval(
      tx,
      { merchantId: forMerchant, kind, payload, amountMinor: 12_500, requestedBy: by, note: "please" },
      client(),
    ),
  );
const decide = (token: string, body: TInputOf<"boDecideApproval">) =>
  callApi(t, "boDecideApproval", body, { token });
const notesSaying = (text: string) =>
  t.ctx.database.db.select().from(memberNotes).where(eq(memberNotes.text, text));
const rowOf = async (id: number) =>
  (await t.ctx.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0];

describe("asking for an approval", () => {
  it("stores a pending request, audited, that approvers list newest first", async () => {
    const since = await lastAuditId(t);
    const first = await request({ memberId, text: "listed one" });
    const second = await request({ memberId, text: "listed two" });
    const audit = await auditSince(t, since);
    expect(audit.map((row) => row.action)).toEqual(["approvals.request", "approvals.request"]);
    expect(audit[0]).toMatchObject({ operatorId: requesterId, targetId: String(first.id) });

    const listed = await callApi(t, "boApprovals", { status: "pending" }, { token: ownerToken });
    expect(
      okValue(listed)
        .slice(0, 2)
        .map((row: { id: number }) => row.id),
    ).toEqual([second.id, first.id]);
    expect(okValue(listed)[0]).toMatchObject({
      kind: "test.note",
      summary: { memberId, text: "listed two" },
      amountMinor: 12_500,
      status: "pending",
      requestedBy: "appr-requester",
      requestNote: "please",
      decidedBy: null,
    });
    const rejectedOnly = await callApi(t, "boApprovals", { status: "rejected" }, { token: ownerToken });
    expect(okValue(rejectedOnly).map((row: { id: number }) => row.id)).not.toContain(first.id);
    // A status the contract cannot type: sent raw.
    expect((await call(t, "GET", "/bo/approvals?status=nope", { token: ownerToken })).body.code).toBe(
      "INVALID_INPUT",
    );
  });

  it("is listed and decided only with money.approve", async () => {
    const support = await loginNewOperator(t, { username: "appr-support", role: "support", merchantId });
    expect(failureOf(await callApi(t, "boApprovals", undefined, { token: support })).code).toBe("FORBIDDEN");
    const pending = await request({ memberId, text: "support cannot" });
    expect(failureOf(await decide(support, { id: pending.id, decision: "approve" })).code).toBe("FORBIDDEN");
  });
});

describe("four eyes", () => {
  it("never lets the requester decide their own request", async () => {
    const pending = await request({ memberId, text: "own request" });
    for (const decision of ["approve", "reject"] as const) {
      const since = await lastAuditId(t);
      const own = await decide(requesterToken, { id: pending.id, decision });
      expect(failureOf(own).code).toBe("FOUR_EYES_REQUIRED");
      expect(await auditSince(t, since)).toMatchObject([
        { outcome: "refused", after: { reason: "four_eyes" } },
      ]);
    }
    expect((await rowOf(pending.id))?.status).toBe("pending");
    expect(await notesSaying("own request")).toHaveLength(0);
    await expect(
      t.ctx.database.db
        .update(approvalRequests)
        .set({ decidedBy: requesterId, status: "approved" })
        .where(eq(approvalRequests.id, pending.id)),
    ).rejects.toThrow();
  });

  it("carries an approved request out exactly once, even when two approvers click together", async () => {
    const pending = await request({ memberId, text: "approved once" });
    const since = await lastAuditId(t);
    const answers = await Promise.all([
      decide(ownerToken, { id: pending.id, decision: "approve", note: "fine" }),
      decide(secondToken, { id: pending.id, decision: "approve", note: "fine too" }),
    ]);
    expect(
      answers.map((answer) => (answer.body.success ? undefined : answer.body.code) ?? "ok").sort(),
    ).toEqual(["APPROVAL_DECIDED", "ok"]);
    const approvedAnswer = answers.find((answer) => answer.body.success);
    const approved = approvedAnswer && okValue(approvedAnswer);
    expect(approved).toMatchObject({ id: pending.id, status: "approved", requestedBy: "appr-requester" });
    expect(["owner", "appr-second"]).toContain(approved?.decidedBy);
    expect(await notesSaying("approved once")).toHaveLength(1);
    const audit = await auditSince(t, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "approvals.approve",
      targetId: String(pending.id),
      before: { status: "pending" },
      after: { status: "approved", kind: "test.note" },
    });
  });

  it("rejects without carrying anything out", async () => {
    const pending = await request({ memberId, text: "rejected" });
    const since = await lastAuditId(t);
    const rejected = await decide(secondToken, { id: pending.id, decision: "reject", note: " too much " });
    expect(okValue(rejected)).toMatchObject({
      status: "rejected",
      decidedBy: "appr-second",
      decisionNote: "too much",
    });
    expect(await auditSince(t, since)).toMatchObject([
      { action: "approvals.reject", before: { status: "pending" }, after: { status: "rejected" } },
    ]);
    expect(await notesSaying("rejected")).toHaveLength(0);
    expect(failureOf(await decide(ownerToken, { id: pending.id, decision: "approve" })).code).toBe(
      "APPROVAL_DECIDED",
    );
    expect(await notesSaying("rejected")).toHaveLength(0);
  });

  it("marks a request failed when its executor refuses, keeping nothing of its work", async () => {
    const missing = await request({ memberId: 999_999, text: "no such member" });
    const answer = await decide(ownerToken, { id: missing.id, decision: "approve" });
    expect(failureOf(answer).code).toBe("NOT_FOUND");
    expect(await rowOf(missing.id)).toMatchObject({ status: "failed", failure: "NOT_FOUND" });

    const partial = await request({ memberId, text: "written then refused" }, "test.note-refused");
    const since = await lastAuditId(t);
    const refused = await decide(ownerToken, { id: partial.id, decision: "approve" });
    expect(failureOf(refused).code).toBe("CONFLICT");
    expect(await notesSaying("written then refused")).toHaveLength(0);
    const listed = await callApi(t, "boApprovals", { status: "failed" }, { token: ownerToken });
    expect(okValue(listed).find((row: { id: number }) => row.id === partial.id)).toMatchObject({
      status: "failed",
      failure: "CONFLICT",
      decidedBy: "owner",
    });
    expect(await auditSince(t, since)).toMatchObject([
      { action: "approvals.approve", after: { status: "failed", failure: "CONFLICT" } },
    ]);
    expect(failureOf(await decide(secondToken, { id: partial.id, decision: "approve" })).code).toBe(
      "APPROVAL_DECIDED",
    );
  });

  it("does not find another merchant's request", async () => {
    const otherId = await addMerchant(t, "appr-other");
    await addOperator(t, { username: "appr-other-finance", role: "finance", merchantId: otherId });
    const strangerId = await operatorIdOf(t, "appr-other-finance");
    const foreign = await request({ memberId, text: "foreign" }, "test.note", otherId, strangerId);
    expect(failureOf(await decide(ownerToken, { id: foreign.id, decision: "approve" })).code).toBe(
      "NOT_FOUND",
    );
    const listed = await callApi(t, "boApprovals", undefined, { token: ownerToken });
    expect(okValue(listed).map((row: { id: number }) => row.id)).not.toContain(foreign.id);
    expect((await rowOf(foreign.id))?.status).toBe("pending");
  });
});
