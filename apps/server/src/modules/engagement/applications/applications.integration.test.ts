import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { SAMPLE_PNG_BASE64 } from "../../../test/console-samples.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { codeOf, newKey } from "../../../test/wallet-fixtures.ts";
import { withdrawingMember } from "../../../test/withdrawal-fixtures.ts";

// Activity applications (spec §3, §5): a member applies to a promotion with a remark and their own
// proof images; one open application per promotion; an operator approves once, the reward waits
// in the reward centre and the promotion reads issued, then claimed; a rejection lets them apply
// again.

let t: TTestApp;
let ownerToken: string;
let promotionId = 0;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  const merchantId = (await demoMerchant(t)).id;
  const [row] = rowsOf<{ id: number }>(
    await t.ctx.database.db.execute(sql`select id from notices where merchant_id = ${merchantId} and type = 'PR'
      and (expires_at is null or expires_at > now()) order by id limit 1`),
  );
  promotionId = row?.id ?? 0;
});
afterAll(async () => t?.close());

describe("activity applications", () => {
  it("applies once, is approved with a reward, and reads claim payout then claimed", async () => {
    const member = await withdrawingMember(t, 0);
    const other = await withdrawingMember(t, 0);
    const upload = okValue(
      await callApi(
        t,
        "memberUpload",
        { name: "proof.png", dataBase64: SAMPLE_PNG_BASE64 },
        { token: member.token },
      ),
    );
    const apply = (token: string, imageIds: number[] = []) =>
      callApi(
        t,
        "promotionApply",
        { noticeId: promotionId, remark: "My first deposit today", imageIds },
        { token },
      );
    // Another member's image is not theirs to send.
    expect(codeOf(await apply(other.token, [upload.mediaId]))).toBe("INVALID_INPUT");
    const tooLong = await callApi(
      t,
      "promotionApply",
      { noticeId: promotionId, remark: "x".repeat(141) },
      { token: member.token },
    );
    expect(codeOf(tooLong)).toBe("INVALID_INPUT");
    const answers = await Promise.all([
      apply(member.token, [upload.mediaId]),
      apply(member.token, [upload.mediaId]),
    ]);
    expect(answers.map(codeOf).sort()).toEqual(["ALREADY_APPLIED", undefined]);
    const application = okValue(answers.find((answer) => codeOf(answer) === undefined) ?? answers[0]);
    expect(application).toMatchObject({ state: "applying", promotionState: "applying" });

    const queue = okValue(await callApi(t, "boApplications", { state: "applying" }, { token: ownerToken }));
    const queued = queue.rows.find((row) => row.id === application.id);
    expect(queued).toMatchObject({ username: member.username, remark: "My first deposit today" });
    expect(queued?.imageUrls).toHaveLength(1);
    const approved = okValue(
      await callApi(
        t,
        "boDecideApplication",
        { id: application.id, decision: "approve", reward: 2_000, rewardUnit: "minor", note: "Welcome" },
        { token: ownerToken },
      ),
    );
    expect(approved).toMatchObject({ state: "approved", promotionState: "claim_payout", reward: 2_000 });
    const twice = await callApi(
      t,
      "boDecideApplication",
      { id: application.id, decision: "reject" },
      { token: ownerToken },
    );
    expect(failureOf(twice).code).toBe("ORDER_STATE_CHANGED");

    const reward = okValue(await callApi(t, "rewards", {}, { token: member.token })).rows[0];
    expect(reward).toMatchObject({ source: "manual", amount: 2_000, state: "available" });
    okValue(
      await callApi(
        t,
        "rewardClaim",
        { id: reward?.id ?? 0, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    const mine = okValue(await callApi(t, "promotionApplications", {}, { token: member.token }));
    expect(mine.rows).toMatchObject([{ id: application.id, promotionState: "claimed", note: "Welcome" }]);
    const inbox = okValue(await callApi(t, "inboxMessages", undefined, { token: member.token })).rows;
    expect(inbox.some((message) => message.kind === "application_approved")).toBe(true);
    // Approved: no second application to the same promotion.
    expect(codeOf(await apply(member.token))).toBe("ALREADY_APPLIED");
  });

  it("lets a rejected member apply again, and refuses a promotion that is not one", async () => {
    const member = await withdrawingMember(t, 0);
    const first = okValue(
      await callApi(t, "promotionApply", { noticeId: promotionId }, { token: member.token }),
    );
    const rejected = okValue(
      await callApi(
        t,
        "boDecideApplication",
        { id: first.id, decision: "reject", note: "No proof" },
        { token: ownerToken },
      ),
    );
    expect(rejected).toMatchObject({ state: "rejected", promotionState: "rejected", reward: null });
    const again = okValue(
      await callApi(t, "promotionApply", { noticeId: promotionId }, { token: member.token }),
    );
    expect(again.id).not.toBe(first.id);
    const missing = await callApi(t, "promotionApply", { noticeId: 999_999 }, { token: member.token });
    expect(codeOf(missing)).toBe("NOT_FOUND");
  });

  it("takes applications only within the sign-up window, and follows the event once signed up", async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const promotion = async (windows: Record<string, string | null>) =>
      okValue(
        await callApi(
          t,
          "boSaveNotice",
          {
            type: "PR",
            title: { EN: "Weekend race" },
            content: { EN: "<p>Sign up, then play the weekend.</p>" },
            sort: 0,
            marquee: false,
            expiresAt: at(72 * hour),
            ...windows,
          },
          { token: ownerToken },
        ),
      );
    const member = await withdrawingMember(t, 0);
    const apply = (noticeId: number) => callApi(t, "promotionApply", { noticeId }, { token: member.token });
    // Sign-up not open yet, and closed: refused with the window, nothing filed.
    const soon = await promotion({ signupOpensAt: at(hour), signupClosesAt: at(2 * hour) });
    expect(failureOf(await apply(soon.id))).toMatchObject({ code: "SIGNUP_CLOSED" });
    const closed = await promotion({ signupOpensAt: at(-2 * hour), signupClosesAt: at(-hour) });
    expect(codeOf(await apply(closed.id))).toBe("SIGNUP_CLOSED");
    // The site reads the windows of each promotion.
    const home = okValue(await callApi(t, "homeNotice", {}, { token: member.token }));
    expect(home.promotion.find((notice) => notice.id === soon.id)).toMatchObject({
      signupOpensAt: Date.parse(soon.signupOpensAt ?? ""),
      eventStartsAt: null,
    });

    // Open now, for an event tomorrow: approved without a reward it reads signed up.
    const race = await promotion({
      signupClosesAt: at(hour),
      eventStartsAt: at(24 * hour),
      eventEndsAt: at(48 * hour),
    });
    const filed = okValue(await apply(race.id));
    const decided = okValue(
      await callApi(t, "boDecideApplication", { id: filed.id, decision: "approve" }, { token: ownerToken }),
    );
    expect(decided.promotionState).toBe("signed_up");
    // Once the event runs, in progress.
    await t.ctx.database.db.execute(
      sql`update notices set event_starts_at = now() - interval '1 hour' where id = ${race.id}`,
    );
    const mine = okValue(await callApi(t, "promotionApplications", {}, { token: member.token }));
    expect(mine.rows.find((row) => row.id === filed.id)?.promotionState).toBe("in_progress");

    // Windows belong to promotions, and close after they open.
    const wrongType = await callApi(
      t,
      "boSaveNotice",
      {
        type: "B",
        title: { EN: "x" },
        content: { EN: "x" },
        sort: 0,
        marquee: false,
        expiresAt: at(hour),
        signupOpensAt: at(0),
      },
      { token: ownerToken },
    );
    expect(codeOf(wrongType)).toBe("INVALID_INPUT");
    const backwards = await callApi(
      t,
      "boSaveNotice",
      {
        type: "PR",
        title: { EN: "x" },
        content: { EN: "x" },
        sort: 0,
        marquee: false,
        expiresAt: at(hour),
        eventStartsAt: at(hour),
        eventEndsAt: at(0),
      },
      { token: ownerToken },
    );
    expect(codeOf(backwards)).toBe("INVALID_INPUT");
  });
});
