import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import {
  addMerchant,
  addOperator,
  auditedChange,
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorIdOf,
  operatorLogin,
  startConsoleTest,
} from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
let ownerToken: string;
let platformToken: string;
let secondToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  platformToken = await loginNewOperator(t, { username: "platform-root", role: "owner", merchantId: null });
  // The demo's second owner: adding operators, role raises and credential resets need two owners.
  secondToken = await loginNewOperator(t, {
    username: "ops-second",
    role: "owner",
    merchantId: (await demoMerchant(t)).id,
  });
});
afterAll(async () => t?.close());

type TRow = { id: number; username: string; merchantCode: string | null };
const list = async (token: string, merchant = "demo"): Promise<TRow[]> =>
  okValue(await callApi(t, "boOperators", undefined, { token, merchant }));
const create = (token: string, body: TInputOf<"boCreateOperator">, merchant = "demo") =>
  callApi(t, "boCreateOperator", body, { token, merchant });
const update = (token: string, body: TInputOf<"boUpdateOperator">, merchant = "demo") =>
  callApi(t, "boUpdateOperator", body, { token, merchant });
const me = (token: string) => callApi(t, "boMe", undefined, { token });
/** Approves the request a four-eyes change answered, as `token`'s operator. */
const approve = (
  token: string,
  asked: TApiResult<"boCreateOperator" | "boUpdateOperator">,
  merchant = "demo",
) => {
  const { approval } = okValue(asked);
  if (!approval) throw new Error("the change asked for no approval");
  return callApi(t, "boDecideApproval", { id: approval.id, decision: "approve" }, { token, merchant });
};

describe("the operators list", () => {
  it("shows the merchant's operators without secrets; platform owners only to a platform owner", async () => {
    await addMerchant(t, "ops-list");
    const ownList = await list(ownerToken);
    expect(ownList.map((row) => row.username)).toContain("owner");
    expect(ownList.map((row) => row.username)).not.toContain("platform-root");
    expect(ownList.find((row) => row.username === "owner")).toMatchObject({
      merchantCode: "demo",
      role: "owner",
      status: "active",
      totpEnrolled: true,
    });
    expect(JSON.stringify(ownList)).not.toMatch(/passwordHash|totpSecret|argon/i);

    const platformList = await list(platformToken);
    expect(platformList.find((row) => row.username === "platform-root")?.merchantCode).toBeNull();
    expect(platformList.map((row) => row.username)).toContain("owner");
    const otherList = await list(platformToken, "ops-list");
    expect(otherList.map((row) => row.username)).toEqual(["platform-root"]);
  });

  it("is for owners only", async () => {
    const finance = await loginNewOperator(t, { username: "ops-finance", role: "finance", merchantId: null });
    expect(failureOf(await callApi(t, "boOperators", undefined, { token: finance })).code).toBe("FORBIDDEN");
  });
});

describe("adding an operator", () => {
  it("creates an operator, once a second owner approves, who enrols an authenticator at the first login", async () => {
    const asked = await create(ownerToken, {
      username: "cashier1",
      displayName: " Cashier One ",
      role: "finance",
      password: "Cashier2024",
    });
    expect(okValue(asked)).toMatchObject({
      operator: null,
      approval: { kind: "operators.create", status: "pending", requestedBy: "owner" },
    });
    const { result, audit } = await auditedChange(t, () => approve(secondToken, asked));
    expect(okValue(result).status).toBe("approved");
    const made = (await list(ownerToken)).find((row) => row.username === "cashier1");
    expect(made).toMatchObject({
      username: "cashier1",
      displayName: "Cashier One",
      role: "finance",
      merchantCode: "demo",
      totpEnrolled: false,
      lastLoginAt: null,
    });
    expect(audit.map((row) => row.action)).toEqual(["operators.create", "approvals.approve"]);
    expect(audit[0]).toMatchObject({
      action: "operators.create",
      operatorId: await operatorIdOf(t, "ops-second"),
      targetId: String(made?.id),
      after: { username: "cashier1", role: "finance", platform: false },
    });
    expect(JSON.stringify(audit[0])).not.toMatch(/Cashier2024|argon/);

    const step = await callApi(t, "boLogin", { username: "cashier1", password: "Cashier2024" });
    expect(okValue(step).enrolment?.secret).toMatch(/^[A-Z2-7]+$/);
    const token = await operatorLogin(t, { username: "cashier1", password: "Cashier2024" });
    expect(okValue(await me(token))).toMatchObject({ username: "cashier1", merchantCode: "demo" });
  });

  it("refuses a taken username in any case, and a weak password", async () => {
    const taken = await create(ownerToken, {
      username: "OWNER",
      displayName: "Twin",
      role: "support",
      password: "Support2024",
    });
    expect(failureOf(taken).code).toBe("OPERATOR_TAKEN");
    const weak = await create(ownerToken, {
      username: "weakling",
      displayName: "Weak",
      role: "support",
      password: "onlyletters",
    });
    expect(failureOf(weak).code).toBe("INVALID_INPUT");
  });

  it("lets only a platform owner add a platform operator", async () => {
    const body: TInputOf<"boCreateOperator"> = {
      username: "platform-two",
      displayName: "P2",
      role: "owner",
      password: "Platform2024",
      platform: true,
    };
    expect(failureOf(await create(ownerToken, body)).code).toBe("FORBIDDEN");
    const asked = await create(platformToken, body);
    expect(okValue(asked).approval?.summary).toMatchObject({ operator: "platform-two", platform: true });
    // A merchant's owner may not approve a platform operator; another platform owner may.
    expect(failureOf(await approve(secondToken, asked)).code).toBe("FORBIDDEN");
    const platformSecond = await loginNewOperator(t, {
      username: "platform-b",
      role: "owner",
      merchantId: null,
    });
    expect(okValue(await approve(platformSecond, asked)).status).toBe("approved");
    const token = await operatorLogin(t, { username: "platform-two", password: "Platform2024" });
    expect(okValue(await me(token)).merchantCode).toBeNull();
  });
});

describe("changing an operator", () => {
  it("changes role, status and name, ends their sessions and audits before and after", async () => {
    const login = await addOperator(t, {
      username: "ops-change",
      role: "support",
      merchantId: (await demoMerchant(t)).id,
    });
    const token = await operatorLogin(t, login);
    const id = await operatorIdOf(t, "ops-change");
    // A role that gains permissions is a four-eyes change: nothing happens until it is approved.
    const asked = await update(ownerToken, { id, role: "content", displayName: "Changed" });
    expect(okValue(asked).approval?.summary).toMatchObject({ fromRole: "support", role: "content" });
    expect(okValue(await me(token)).role).toBe("support");
    const { audit } = await auditedChange(t, () => approve(secondToken, asked));
    const row = (await list(ownerToken)).find((item) => item.id === id);
    expect(row).toMatchObject({ role: "content", displayName: "Changed", status: "active" });
    expect(audit.map((item) => item.action)).toEqual(["operators.update", "approvals.approve"]);
    expect(audit[0]).toMatchObject({
      action: "operators.update",
      before: { role: "support", displayName: "ops-change" },
      after: { role: "content", displayName: "Changed" },
    });
    expect(failureOf(await me(token)).code).toBe("NOT_LOGGED_IN");

    const disabled = await update(ownerToken, { id, status: "disabled" });
    expect(okValue(disabled)).toMatchObject({ operator: { status: "disabled" }, approval: null });
    const refused = await callApi(t, "boLogin", { username: "ops-change", password: login.password });
    expect(failureOf(refused).code).toBe("INVALID_CREDENTIALS");
  });

  it("sets a new password without writing it anywhere, and resets the authenticator", async () => {
    const login = await addOperator(t, {
      username: "ops-reset",
      role: "support",
      merchantId: (await demoMerchant(t)).id,
    });
    const id = await operatorIdOf(t, "ops-reset");
    const asked = await update(ownerToken, { id, password: "Renewed2024", resetTotp: true });
    expect(okValue(asked).approval?.summary).toEqual({
      operator: "ops-reset",
      resets: "password_and_authenticator",
    });
    const { audit } = await auditedChange(t, () => approve(secondToken, asked));
    expect(audit.map((item) => item.action)).toEqual(["operators.update", "approvals.approve"]);
    expect(audit[0]).toMatchObject({
      before: { totpEnrolled: true },
      after: { passwordChanged: true, totpEnrolled: false },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Renewed2024|argon|passwordHash/);
    const old = await callApi(t, "boLogin", { username: "ops-reset", password: login.password });
    expect(failureOf(old).code).toBe("INVALID_CREDENTIALS");
    const step = await callApi(t, "boLogin", { username: "ops-reset", password: "Renewed2024" });
    expect(okValue(step).enrolment?.secret).not.toBe(login.secret);
  });

  it("refuses changing one's own role, status or authenticator, but allows one's own name", async () => {
    const id = await operatorIdOf(t, "owner");
    for (const body of [{ role: "finance" }, { status: "disabled" }, { resetTotp: true }] as const) {
      expect(failureOf(await update(ownerToken, { id, ...body })).code).toBe("OPERATOR_SELF_CHANGE");
    }
    const renamed = await update(ownerToken, { id, displayName: "The Owner" });
    expect(okValue(renamed).operator?.displayName).toBe("The Owner");
    expect(okValue(await me(ownerToken)).displayName).toBe("The Owner");
  });

  it("does not find an operator of another merchant, nor a platform operator for a merchant owner", async () => {
    const otherId = await addMerchant(t, "ops-other");
    await addOperator(t, { username: "ops-stranger", role: "support", merchantId: otherId });
    const stranger = await update(ownerToken, {
      id: await operatorIdOf(t, "ops-stranger"),
      displayName: "x",
    });
    expect(failureOf(stranger).code).toBe("NOT_FOUND");
    const platform = await update(ownerToken, {
      id: await operatorIdOf(t, "platform-root"),
      displayName: "x",
    });
    expect(failureOf(platform).code).toBe("NOT_FOUND");
  });

  it("keeps the last active owner of a merchant", async () => {
    const soloId = await addMerchant(t, "ops-solo");
    await addOperator(t, { username: "solo-owner", role: "owner", merchantId: soloId });
    const id = await operatorIdOf(t, "solo-owner");
    const since = await lastAuditId(t);
    expect(failureOf(await update(platformToken, { id, status: "disabled" }, "ops-solo")).code).toBe(
      "CONFLICT",
    );
    expect(failureOf(await update(platformToken, { id, role: "support" }, "ops-solo")).code).toBe("CONFLICT");
    expect(await auditSince(t, since)).toHaveLength(0);
    expect((await update(platformToken, { id, displayName: "Solo" }, "ops-solo")).body.success).toBe(true);
  });

  it("keeps an owner when two owners demote each other at the same moment", async () => {
    const duoId = await addMerchant(t, "ops-duo");
    const a = await loginNewOperator(t, { username: "duo-a", role: "owner", merchantId: duoId });
    const b = await loginNewOperator(t, { username: "duo-b", role: "owner", merchantId: duoId });
    const [idA, idB] = [await operatorIdOf(t, "duo-a"), await operatorIdOf(t, "duo-b")];
    const answers = await Promise.all([
      update(a, { id: idB, role: "finance" }, "ops-duo"),
      update(b, { id: idA, role: "finance" }, "ops-duo"),
    ]);
    // The loser is refused by the owner rule, finds its session already ended by the winner, or
    // (its session read just before the winner's commit) finds its own role already demoted.
    const codes = answers.map((answer) => (answer.body.success ? undefined : answer.body.code) ?? "ok");
    expect(codes.filter((code) => code === "ok")).toHaveLength(1);
    expect(codes.find((code) => code !== "ok")).toMatch(/^(CONFLICT|NOT_LOGGED_IN|FORBIDDEN)$/);
    const owners = (await list(platformToken, "ops-duo")).filter(
      (row) => (row as TRow & { role: string }).role === "owner" && row.merchantCode === "ops-duo",
    );
    expect(owners).toHaveLength(1);
  });
});

describe("the audit log", () => {
  it("lists the merchant's actions newest first with the operator, filtered by an action prefix", async () => {
    const asked = await create(ownerToken, {
      username: "audit-made",
      displayName: "A",
      role: "content",
      password: "Content2024",
    });
    await approve(secondToken, asked);
    const all = await callApi(t, "boAudit", { limit: 3 }, { token: ownerToken });
    expect(okValue(all)).toHaveLength(3);
    const ids = okValue(all).map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const ops = await callApi(t, "boAudit", { action: "operators." }, { token: ownerToken });
    const actions = new Set(okValue(ops).map((row: { action: string }) => row.action));
    expect(actions).toEqual(new Set(["operators.create", "operators.update", "operators.list"]));
    expect(okValue(ops)[0]).toMatchObject({
      action: "operators.create",
      operator: "ops-second",
      outcome: "ok",
      after: { username: "audit-made" },
    });
    const created = await callApi(t, "boAudit", { action: "Operators.Create" }, { token: ownerToken });
    const createdActions = okValue(created).map((row: { action: string }) => row.action);
    expect(createdActions.length).toBeGreaterThan(1);
    expect(new Set(createdActions)).toEqual(new Set(["operators.create"]));
    expect(failureOf(await callApi(t, "boAudit", { limit: 501 }, { token: ownerToken })).code).toBe(
      "INVALID_INPUT",
    );
  });

  it("shows nothing of another merchant and is refused without audit.read", async () => {
    const other = await callApi(t, "boAudit", { limit: 500 }, { token: platformToken, merchant: "ops-solo" });
    expect(okValue(other).map((row) => row.operator)).not.toContain("owner");
    const support = await loginNewOperator(t, {
      username: "audit-support",
      role: "support",
      merchantId: null,
    });
    expect(failureOf(await callApi(t, "boAudit", undefined, { token: support })).code).toBe("FORBIDDEN");
  });
});
