import { ZRaffleInput } from "@orchid/contract/raffle";
import { describe, expect, it } from "vitest";
import {
  averagePacket,
  averagePacketOfDraft,
  claimedPercent,
  packetCountOf,
  poolCoversPackets,
  raffleDraftOf,
  raffleSchema,
  raffleStateAt,
  rafflesNewestFirst,
  raffleTitleIn,
  readRaffle,
  type TConsoleRaffleValue,
  type TRaffleDraft,
} from "./raffle-draft.ts";

/** Yangon keeps +06:30 all year, so wall times there are easy to check by hand. */
const ZONE = "Asia/Yangon";
const NOW = new Date("2026-03-01T00:00:00.000Z");

const DRAFT: TRaffleDraft = {
  title: { EN: " New year envelopes ", CN: "新年红包", MY: " " },
  pool: "1,000.00",
  packets: "200",
  minPacket: "0.50",
  opensAt: "2026-03-02T09:00",
  closesAt: "2026-03-02T21:30",
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("the new raffle form", () => {
  it("starts with a day-long window from now in the merchant's zone", () => {
    expect(raffleDraftOf(ZONE, NOW)).toEqual({
      title: {},
      pool: "",
      packets: "100",
      minPacket: "0.01",
      opensAt: "2026-03-01T06:30",
      closesAt: "2026-03-02T06:30",
    });
  });

  it("reads the draft into the create call: minor units, instants, trimmed languages", () => {
    const { input, issues } = readRaffle(DRAFT, ZONE, NOW);
    expect(issues).toEqual([]);
    expect(input).toEqual({
      title: { EN: "New year envelopes", CN: "新年红包" },
      pool: 100_000,
      packets: 200,
      minPacket: 50,
      opensAt: "2026-03-02T02:30:00.000Z",
      closesAt: "2026-03-02T15:00:00.000Z",
    });
    expect(ZRaffleInput.safeParse(input).success).toBe(true);
  });

  it("needs the pool to cover every packet at the smallest amount", () => {
    expect(
      readRaffle({ ...DRAFT, pool: "100.00", packets: "200", minPacket: "0.50" }, ZONE, NOW).input,
    ).not.toBeNull();
    const short = readRaffle({ ...DRAFT, pool: "99.99", packets: "200", minPacket: "0.50" }, ZONE, NOW);
    expect(short.input).toBeNull();
    expect(keysOf(short.issues)).toEqual({ pool: "bo_raffles_pool_too_small" });
  });

  it("names each problem by the request's field path", () => {
    const { input, issues } = readRaffle(
      {
        title: { CN: "红包" },
        pool: "0",
        packets: "10001",
        minPacket: "0.001",
        opensAt: "",
        closesAt: "tomorrow",
      },
      ZONE,
      NOW,
    );
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "title.EN": "err_english_required",
      pool: "bo_money_positive",
      packets: "bo_raffles_packets_invalid",
      minPacket: "bo_money_decimals",
      opensAt: "bo_raffles_opens_required",
      closesAt: "bo_raffles_time_invalid",
    });
  });

  it("refuses a title over 80 characters in any language", () => {
    const { issues } = readRaffle({ ...DRAFT, title: { EN: "Envelopes", MY: "x".repeat(81) } }, ZONE, NOW);
    expect(keysOf(issues)).toEqual({ "title.MY": "bo_raffles_title_too_long" });
  });

  it("needs the raffle to close after it opens, and in the future", () => {
    const same = readRaffle({ ...DRAFT, closesAt: DRAFT.opensAt }, ZONE, NOW);
    expect(keysOf(same.issues)).toEqual({ closesAt: "bo_raffles_closes_after_opens" });
    const past = readRaffle(
      { ...DRAFT, opensAt: "2026-02-27T09:00", closesAt: "2026-02-28T09:00" },
      ZONE,
      NOW,
    );
    expect(keysOf(past.issues)).toEqual({ closesAt: "bo_raffles_closes_in_past" });
    const missing = readRaffle({ ...DRAFT, closesAt: " " }, ZONE, NOW);
    expect(keysOf(missing.issues)).toEqual({ closesAt: "bo_raffles_closes_required" });
  });

  it("gives the form's resolver the same problems", () => {
    // The resolver checks the window against the real clock: a draft opening now for a day.
    const draft = { ...raffleDraftOf(ZONE), title: { EN: "Envelopes" }, pool: "100.00" };
    const parsed = raffleSchema(ZONE).safeParse(draft);
    expect(parsed.success && parsed.data).toMatchObject({ pool: 10_000, packets: 100, minPacket: 1 });
    const failed = raffleSchema(ZONE).safeParse({ ...draft, packets: "0" });
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["packets", "bo_raffles_packets_invalid"],
    ]);
  });
});

describe("the split", () => {
  it("counts packets from 1 to 10,000 as whole numbers", () => {
    expect(packetCountOf("1")).toBe(1);
    expect(packetCountOf("10,000")).toBe(10_000);
    expect(packetCountOf("10001")).toBeNull();
    expect(packetCountOf("0")).toBeNull();
    expect(packetCountOf("2.5")).toBeNull();
    expect(packetCountOf("")).toBeNull();
  });

  it("covers the packets when pool ≥ packets × smallest packet", () => {
    expect(poolCoversPackets(10_000, 100, 100)).toBe(true);
    expect(poolCoversPackets(9_999, 100, 100)).toBe(false);
    expect(poolCoversPackets(1, 1, 1)).toBe(true);
  });

  it("averages the packet rounded down to the minor unit", () => {
    expect(averagePacket(100_000, 200)).toBe(500);
    expect(averagePacket(1_000, 3)).toBe(333);
    expect(averagePacket(1_000, 0)).toBeNull();
    expect(averagePacketOfDraft({ pool: "10.00", packets: "3" })).toBe(333);
    expect(averagePacketOfDraft({ pool: "", packets: "3" })).toBeNull();
    expect(averagePacketOfDraft({ pool: "10.00", packets: "none" })).toBeNull();
  });
});

const RAFFLE: TConsoleRaffleValue = {
  id: 4,
  title: { EN: "Weekend", CN: "周末红包" },
  pool: 50_000,
  packets: 100,
  claimed: 40,
  paid: 21_050,
  opensAt: "2026-03-01T00:00:00.000Z",
  closesAt: "2026-03-02T00:00:00.000Z",
  createdAt: "2026-02-28T10:00:00.000Z",
};

describe("a raffle's state", () => {
  it("is upcoming before it opens, open inside its window, closed from its closing time", () => {
    expect(raffleStateAt(RAFFLE, new Date("2026-02-28T23:59:59.999Z"))).toBe("upcoming");
    expect(raffleStateAt(RAFFLE, new Date("2026-03-01T00:00:00.000Z"))).toBe("open");
    expect(raffleStateAt(RAFFLE, new Date("2026-03-01T23:59:59.999Z"))).toBe("open");
    expect(raffleStateAt(RAFFLE, new Date("2026-03-02T00:00:00.000Z"))).toBe("closed");
  });

  it("is closed once every packet is taken", () => {
    expect(raffleStateAt({ ...RAFFLE, claimed: 100 }, new Date("2026-03-01T12:00:00.000Z"))).toBe("closed");
  });

  it("shows the share taken in whole per cent", () => {
    expect(claimedPercent(40, 100)).toBe(40);
    expect(claimedPercent(1, 3)).toBe(33);
    expect(claimedPercent(5, 0)).toBe(0);
    expect(claimedPercent(120, 100)).toBe(100);
  });
});

describe("the raffle list", () => {
  it("lists newest first without changing the list", () => {
    const rows = [RAFFLE, { ...RAFFLE, id: 5, opensAt: "2026-03-05T00:00:00.000Z" }, { ...RAFFLE, id: 6 }];
    expect(rafflesNewestFirst(rows).map((row) => row.id)).toEqual([5, 6, 4]);
    expect(rows.map((row) => row.id)).toEqual([4, 5, 6]);
  });

  it("titles a raffle in the console's language, else English", () => {
    expect(raffleTitleIn(RAFFLE.title, "CN")).toBe("周末红包");
    expect(raffleTitleIn({ EN: "Weekend", CN: " " }, "CN")).toBe("Weekend");
    expect(raffleTitleIn({ CN: "周末红包" }, "EN")).toBe("");
  });
});
