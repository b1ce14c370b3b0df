import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WalletEvents } from "../modules/wallet/wallet-events.ts";
import { openRedisBus, type TEventBus } from "./redis-bus.ts";

// Two server instances sharing Redis (the machine's, or REDIS_URL): a change committed on one
// reaches the member's socket on the other, once.
const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
let busA: TEventBus;
let busB: TEventBus;
beforeAll(async () => {
  [busA, busB] = await Promise.all([openRedisBus(url), openRedisBus(url)]);
});
afterAll(async () => {
  await busA?.close();
  await busB?.close();
});

describe("member events across instances", () => {
  it("delivers an event published on one instance to the member's listener on the other, and once locally", async () => {
    const a = new WalletEvents(busA);
    const b = new WalletEvents(busB);
    const memberId = 900_000 + Math.floor(Math.random() * 99_999);
    const onA: string[] = [];
    const onB: string[] = [];
    a.subscribe(memberId, (event) => onA.push(event));
    const heard = new Promise<void>((resolve) =>
      b.subscribe(memberId, (event) => resolve(void onB.push(event))),
    );
    b.subscribe(memberId + 1, () => onB.push("stranger"));
    a.publish("balance", [memberId, memberId]);
    await heard;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toEqual(["balance"]);
    expect(onB).toEqual(["balance"]);
  });

  it("ignores malformed messages on the bus", async () => {
    const b = new WalletEvents(busB);
    const seen: string[] = [];
    b.subscribe(7, (event) => seen.push(event));
    busA.publish({ event: "drop_tables", memberIds: [7] });
    busA.publish({ event: "balance", memberIds: "7" });
    busA.publish(null);
    busA.publish({ event: "unread", memberIds: [7] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual(["unread"]);
  });
});
