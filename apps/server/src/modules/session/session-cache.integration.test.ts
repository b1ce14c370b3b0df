import { setTimeout as sleep } from "node:timers/promises";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/accounts.ts";
import { codeOf, loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { memberRow } from "../../test/merchant-fixtures.ts";
import { addMember, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { testDatabaseKind } from "../../test/test-database-kind.ts";
import { creditMember, newKey } from "../../test/wallet-fixtures.ts";
import { CHANGE_SETTLE_MS, updateMember } from "../accounts/index.ts";
import { revokeMemberSessions } from "./session-service.ts";
import { hashOpaqueToken } from "./session-token.ts";

// With the session cache on (the longest time the configuration allows), every change this
// process makes to a member or a session must still count on the very next call, and every rule
// checked against the app's clock must still be checked when the pair comes from the cache.

let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({
    env: { SESSION_CACHE_MS: "10000" },
    now: () => new Date(clock),
  }));
});
afterAll(async () => t?.close());

const info = (token: string) => callApi(t, "memberInfo", undefined, { token });
const balance = (token: string) => callApi(t, "balance", undefined, { token });

/** A new member (password Tree1234) and a fresh login token. */
async function newMember(username: string, upline?: string) {
  const member = await addMember(t, { username, upline });
  return { id: member.id, username, token: await tokenFor(username) };
}

async function tokenFor(username: string, password = "Tree1234"): Promise<string> {
  const login = await loginAs(t, username, password);
  return okValue(login).token;
}

/** Both the status and the code, so a wrong refusal shows what it was. */
const refusalOf = (answer: TApiResult<TEndpointName>) => [answer.status, codeOf(answer)];

describe("the session cache", () => {
  it("serves repeated calls with one token, from the cache", async () => {
    const member = await newMember("cached1");
    // A member changed moments ago (here: the login) is read from the database until the change
    // has surely committed; only then are pairs kept.
    await sleep(CHANGE_SETTLE_MS + 100);
    for (let i = 0; i < 3; i += 1) {
      expect(okValue(await info(member.token)).account).toBe("cached1");
    }
    // A change written behind the app's back (as another process would) is not seen while the
    // pair is cached: that is what proves the calls above came from the cache.
    await t.ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.tokenHash, hashOpaqueToken(member.token)));
    expect((await info(member.token)).body.success).toBe(true);
    // Any change this process makes to the member (here a new login) drops the cached pair.
    await tokenFor("cached1");
    expect(refusalOf(await info(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
  });

  it("refuses a token at once after its logout, and keeps the member's other session", async () => {
    const member = await newMember("cached2");
    const other = await tokenFor("cached2");
    expect((await info(member.token)).body.success).toBe(true);
    expect((await info(other)).body.success).toBe(true);
    const logout = await callApi(t, "logout", undefined, { token: member.token });
    expect(logout.body.success).toBe(true);
    expect(refusalOf(await info(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    expect(refusalOf(await balance(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await info(other)).body.success).toBe(true);
  });

  it("shuts a member out at once when an operator locks them in the console", async () => {
    const member = await newMember("cached3");
    expect((await balance(member.token)).body.success).toBe(true);
    const lock = await callApi(
      t,
      "boSetMemberStatus",
      { memberId: member.id, status: "locked", note: "cache test" },
      { token: ownerToken },
    );
    expect(okValue(lock).status).toBe("locked");
    // Locking ends the member's sessions, so the token is simply no longer a session.
    expect(refusalOf(await balance(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    expect(failureOf(await loginAs(t, "cached3", "Tree1234")).code).toBe("ACCOUNT_LOCKED");
    const unlock = await callApi(
      t,
      "boSetMemberStatus",
      { memberId: member.id, status: "active" },
      { token: ownerToken },
    );
    expect(unlock.body.success).toBe(true);
    expect(refusalOf(await balance(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await balance(await tokenFor("cached3"))).body.success).toBe(true);
  });

  it("asks for a payment password set through the API, and the newest one, at once", async () => {
    const member = await newMember("cached4", "agent01");
    await creditMember(t, member.id, 50_000);
    const toUpline = (paymentPassword: string) =>
      callApi(
        t,
        "uplineTransfer",
        { amount: 1_000, paymentPassword, idempotencyKey: newKey() },
        { token: member.token },
      );
    const setPassword = (paymentPassword: string) =>
      callApi(
        t,
        "paymentPassword",
        { loginPassword: "Tree1234", paymentPassword, confirmPassword: paymentPassword },
        { token: member.token },
      );
    // This call caches the member as having no payment password.
    expect(refusalOf(await toUpline("135790"))).toEqual([409, "PAYMENT_PASSWORD_REQUIRED"]);
    expect((await setPassword("135790")).body.success).toBe(true);
    const sent = await toUpline("135790");
    expect(okValue(sent)).toMatchObject({ upline: "agent01", mainBalance: 49_000 });

    expect((await setPassword("864209")).body.success).toBe(true);
    const stale = await toUpline("135790");
    expect(refusalOf(stale)).toEqual([400, "INVALID_INPUT"]);
    expect(JSON.stringify(failureOf(stale).value)).toContain("err_payment_password_wrong");
    expect(okValue(await toUpline("864209"))).toMatchObject({ mainBalance: 48_000 });
  });

  it("ends the member's other sessions at once when the password is changed", async () => {
    const member = await newMember("cached5");
    const other = await tokenFor("cached5");
    expect((await info(member.token)).body.success).toBe(true);
    expect((await info(other)).body.success).toBe(true);
    const changed = await callApi(
      t,
      "changePassword",
      { oldPassword: "Tree1234", newPassword: "Tree5678", confirmNewPassword: "Tree5678" },
      { token: member.token },
    );
    expect(changed.body.success).toBe(true);
    expect(refusalOf(await info(other))).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await info(member.token)).body.success).toBe(true);
    expect((await loginAs(t, "cached5", "Tree1234")).body.success).toBe(false);
    expect((await info(await tokenFor("cached5", "Tree5678"))).body.success).toBe(true);
  });

  it("holds a pending password change on cached sessions, and lifts it at once when done", async () => {
    const token = await tokenFor("reset01", "Welcome123");
    expect((await info(token)).body.success).toBe(true);
    expect(refusalOf(await balance(token))).toEqual([403, "PASSWORD_CHANGE_REQUIRED"]);
    expect(refusalOf(await balance(token))).toEqual([403, "PASSWORD_CHANGE_REQUIRED"]);
    const changed = await callApi(
      t,
      "changePassword",
      { newPassword: "Orchid2468", confirmNewPassword: "Orchid2468" },
      { token },
    );
    expect(changed.body.success).toBe(true);
    expect((await balance(token)).body.success).toBe(true);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "does not keep a pair read while a lock was being committed",
    async () => {
      // A call that reads the member while a lock is written but not yet committed sees the old,
      // active rows. The change must still count once it is committed: the member is locked.
      const member = await newMember("cached6");
      expect((await info(member.token)).body.success).toBe(true);
      const during = await t.ctx.database.db.transaction(async (tx) => {
        await updateMember(tx, member.id, { status: "locked" });
        await revokeMemberSessions(tx, member.id, new Date(clock));
        return info(member.token);
      });
      expect(during.body.success).toBe(true);
      expect((await memberRow(t, "cached6"))?.status).toBe("locked");
      expect(refusalOf(await info(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    },
  );

  // Moves the shared clock on by more than half an hour: keep it last.
  it("expires an idle session by the app's clock even while its pair is cached", async () => {
    const member = await newMember("cached7");
    const busy = await tokenFor("cached7");
    expect((await info(member.token)).body.success).toBe(true);
    expect((await info(busy)).body.success).toBe(true);
    advance(20 * 60_000);
    // Using a session moves its idle limit on, cached or not.
    expect((await info(busy)).body.success).toBe(true);
    advance(11 * 60_000);
    expect(refusalOf(await info(member.token))).toEqual([401, "SESSION_EXPIRED"]);
    expect(refusalOf(await info(member.token))).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await info(busy)).body.success).toBe(true);
    advance(30 * 60_000);
    expect(refusalOf(await balance(busy))).toEqual([401, "SESSION_EXPIRED"]);
  });
});
