/** Tests of the match engine: whole football, basketball and esports events played step by step. */
import { type TFeedMessage, ZFeedMessage } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { advanceMatch } from "./advance-match.ts";
import { createLeagues, type TLeague } from "./leagues.ts";
import { createMatch, type TMatchState } from "./match-state.ts";
import { describeSlot } from "./schedule.ts";
import { createRandom, hashSeed } from "./seeded-random.ts";
import { resolveTimings } from "./timings.ts";

const timings = resolveTimings(100);
const leagues = createLeagues(11);
const leagueOf = (code: string): TLeague => {
  const league = leagues.find((candidate) => candidate.code === code);
  if (!league) throw new Error(code);
  return league;
};

/** A new event of `code`'s slot `index`, created `ahead` ms before kick-off, with its generator. */
function newEvent(code: string, index: number, cancelChance = 0, ahead = 1000) {
  const slot = describeSlot(11, leagueOf(code), index, timings);
  const random = createRandom(hashSeed(11, slot.ref));
  const state = createMatch(slot, { timings, cancelChance }, random, slot.startsAt - ahead);
  return { state, random };
}

/** Plays the event to its result in slices of `sliceMs`; every message with the step it came at. */
function playOut(state: TMatchState, random: ReturnType<typeof createRandom>, sliceMs: number) {
  const messages: TFeedMessage[] = [];
  const steps: number[] = [];
  let current = state;
  for (let slices = 0; current.phase !== "done"; slices += 1) {
    if (slices > 1_000_000) throw new Error("the match never ended");
    const { state: next, messages: produced } = advanceMatch(current, sliceMs, random);
    current = next;
    messages.push(...produced);
    steps.push(...produced.map(() => current.step));
  }
  return { messages, steps, final: current };
}

const describeMessage = (message: TFeedMessage): string =>
  message.type === "status"
    ? `${message.state} ${message.score?.home}-${message.score?.away} @${message.clock}`
    : message.type;

describe("the match engine: football", () => {
  it("plays a whole match: odds and live at kick-off, statuses, suspensions around goals, ended then result", () => {
    const { state, random } = newEvent("fb1", 40);
    const { messages, steps, final } = playOut(state, random, timings.stepMs);
    for (const message of messages) expect(ZFeedMessage.parse(message)).toEqual(message);
    expect(messages.slice(0, 2).map(describeMessage)).toEqual(["odds", "live 0-0 @0"]);
    const [ended, result] = messages.slice(-2);
    expect(ended).toEqual({ type: "status", ref: state.ref, state: "ended", score: final.score, clock: 90 });
    expect(result).toEqual({ type: "result", ref: state.ref, result: { status: "final", ...final.score } });

    const statuses = messages.flatMap((message, index) =>
      message.type === "status" ? [{ message, step: steps[index] ?? 0, index }] : [],
    );
    // Pushed at least every statusEvery steps while live.
    for (let index = 1; index < statuses.length; index += 1) {
      const gap = (statuses[index]?.step ?? 0) - (statuses[index - 1]?.step ?? 0);
      expect(gap).toBeLessThanOrEqual(state.cadence.statusEvery);
    }
    // Every goal first shows while suspended, and was preceded by a suspension with the old score.
    let goals = 0;
    for (let index = 1; index < statuses.length; index += 1) {
      const before = statuses[index - 1]?.message;
      const after = statuses[index]?.message;
      if (before?.type !== "status" || after?.type !== "status" || after.state === "ended") continue;
      const total = (score: { home: number; away: number } | undefined) =>
        (score?.home ?? 0) + (score?.away ?? 0);
      if (total(after.score) > total(before.score)) {
        goals += 1;
        expect(before.state).toBe("suspended");
        expect(after.state).toBe("suspended");
      }
      // Betting reopens only right after fresh prices.
      if (before.state === "suspended" && after.state === "live") {
        expect(messages[(statuses[index]?.index ?? 0) - 1]?.type).toBe("odds");
      }
    }
    expect(goals).toBe(final.score.home + final.score.away);
    expect(messages.filter((message) => message.type === "odds").length).toBeGreaterThan(20);
  });

  it("never prices a market after closing it", () => {
    for (const index of [41, 42, 43, 44]) {
      const { state, random } = newEvent("fb2", index);
      const closed = new Set<string>();
      for (const message of playOut(state, random, 50).messages) {
        if (message.type === "market" && message.state === "closed") closed.add(message.key);
        if (message.type === "odds") {
          for (const market of message.markets) {
            const key = market.line === undefined ? market.type : `${market.type}:${market.line}`;
            expect(closed.has(key)).toBe(false);
          }
        }
      }
    }
  });

  it("plays the same match however the time is sliced, and leaves the state it was given alone", () => {
    const first = newEvent("fb3", 50);
    const second = newEvent("fb3", 50);
    const snapshot = structuredClone(first.state);
    const whole = playOut(first.state, first.random, 1_000_000);
    const sliced = playOut(second.state, second.random, 7.3);
    expect(sliced.messages).toEqual(whole.messages);
    expect(first.state).toEqual(snapshot);
  });

  it("waits for kick-off, and calls off a cancelled match at kick-off", () => {
    const { state, random } = newEvent("fb1", 60, 1, 1000);
    const early = advanceMatch(state, 999, random);
    expect(early.messages).toEqual([]);
    expect(early.state.phase).toBe("prematch");
    const due = advanceMatch(early.state, 1, random);
    expect(due.messages).toEqual([{ type: "result", ref: state.ref, result: { status: "cancelled" } }]);
    expect(due.state.phase).toBe("done");
    expect(advanceMatch(due.state, 1000, random).messages).toEqual([]);
  });
});

describe("the match engine: basketball", () => {
  it("plays four quarters (and overtime when level) to a result with a winner", () => {
    for (const index of [10, 11, 12]) {
      const { state, random } = newEvent("bb1", index);
      const { messages, final } = playOut(state, random, 100);
      for (const message of messages) expect(ZFeedMessage.safeParse(message).success).toBe(true);
      const result = messages.at(-1);
      expect(result?.type).toBe("result");
      expect(final.score.home).not.toBe(final.score.away);
      expect(final.score.home + final.score.away).toBeGreaterThan(120);
      const ended = messages.at(-2);
      expect(ended?.type === "status" && ended.state === "ended" && (ended.clock ?? 0) >= 48).toBe(true);
      const markets = messages.flatMap((message) => (message.type === "odds" ? message.markets : []));
      // The spread and its neighbouring line, and the total: each game keeps its lines.
      expect(new Set(markets.map((market) => `${market.type}:${market.line}`)).size).toBe(3);
    }
  });
});

describe("the match engine: esports", () => {
  it("plays a best of three map by map, closing each map's market once played", () => {
    for (const index of [20, 21, 22, 23]) {
      const { state, random } = newEvent("cs2", index);
      const { messages, final } = playOut(state, random, 100);
      for (const message of messages) expect(ZFeedMessage.safeParse(message).success).toBe(true);
      if (final.sport !== "esports") throw new Error("a series was expected");
      const result = messages.at(-1);
      expect(result).toEqual({
        type: "result",
        ref: state.ref,
        result: { status: "final", maps: final.maps },
      });
      expect([2, 3]).toContain(final.maps.length);
      expect(Math.max(final.score.home, final.score.away)).toBe(2);
      const clocks = messages.flatMap((message) =>
        message.type === "status" && message.state !== "ended" ? [message.clock] : [],
      );
      expect(new Set(clocks)).toEqual(
        new Set(Array.from({ length: final.maps.length }, (_, map) => map + 1)),
      );
      const closed = messages.flatMap((message) =>
        message.type === "market" && message.state === "closed" ? [message.key] : [],
      );
      expect(closed).toContain("map_winner:1");
    }
  });
});
