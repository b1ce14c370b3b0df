/** Tests of the simulated book over time: the board, live events, results, outrights, re-sends and restarts. */
import { type TFeedMessage, ZFeedMessage } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { createFeedWorld } from "./feed-world.ts";

const NOW = Date.UTC(2030, 5, 1, 13, 7, 30);
const HOUR = 3_600_000;

const fixtures = (messages: TFeedMessage[]) =>
  messages.flatMap((message) => (message.type === "fixture" ? [message] : []));

describe("the simulated book", () => {
  it("starts with the board: upcoming fixtures hours and days ahead, live events replayed, outrights", () => {
    const world = createFeedWorld({ seed: 4 });
    const board = world.advance(NOW);
    for (const message of board) expect(ZFeedMessage.safeParse(message).success).toBe(true);
    const published = fixtures(board);
    const starts = published
      .filter((fixture) => fixture.kind !== "outright")
      .map((f) => Date.parse(f.startsAt));
    expect(starts.filter((start) => start > NOW && start < NOW + 3 * HOUR).length).toBeGreaterThan(100);
    // One event in twelve is out a day and a half ahead: tomorrow's board is never empty.
    expect(starts.filter((start) => start > NOW + 24 * HOUR).length).toBeGreaterThan(60);
    const live = board.filter((message) => message.type === "status" && message.state !== "ended");
    expect(live.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((fixture) => fixture.ref)).size).toBe(published.length);
    for (const fixture of published) {
      expect(fixture.title !== undefined).toBe(fixture.sport === "esports");
      expect(fixture.stage !== undefined).toBe(fixture.sport === "esports");
    }
    const outrights = published.filter((fixture) => fixture.kind === "outright");
    // The window open now in each football league, and the one just settled if it closed lately.
    const open = outrights.filter((fixture) => Date.parse(fixture.startsAt) > NOW);
    expect(open.map((fixture) => fixture.competition.ref)).toEqual(["sim.fb1", "sim.fb2", "sim.fb3"]);
    for (const outright of open) {
      expect(outright.away).toBeUndefined();
      expect(outright.home).toBe(`Winner of ${outright.competition.name}`);
      expect(outright.markets).toEqual([
        expect.objectContaining({ type: "outright", places: 1, selections: expect.any(Array) }),
      ]);
      expect(outright.markets[0]?.selections).toHaveLength(8);
    }
  });

  it("keeps events live around the clock and settles each with a result", () => {
    const world = createFeedWorld({ seed: 4, leagues: ["fb1", "bb1", "dota2"] });
    const messages = world.advance(NOW);
    let liveSamples = 0;
    for (let at = NOW + 5000; at <= NOW + HOUR; at += 5000) {
      messages.push(...world.advance(at));
      if (at % 60_000 === 0) {
        liveSamples += world.events().filter((event) => event.phase === "live").length;
      }
    }
    for (const message of messages) expect(ZFeedMessage.safeParse(message).success).toBe(true);
    // Football 2 + basketball 2 + one esports league about 1.7 live on average.
    expect(liveSamples / 60).toBeGreaterThan(4);
    expect(liveSamples / 60).toBeLessThan(8);
    const results = messages.filter((message) => message.type === "result");
    expect(results.length).toBeGreaterThan(25);
    const published = new Set(fixtures(messages).map((fixture) => fixture.ref));
    for (const result of results) expect(published.has(result.ref)).toBe(true);
    expect(new Set(results.map((result) => result.ref)).size).toBe(results.length);
  });

  it("settles an outright when its window closes and opens the next", () => {
    const world = createFeedWorld({ seed: 4, leagues: ["fb1"], timings: { outrightMs: HOUR } });
    const first = fixtures(world.advance(NOW)).filter((fixture) => fixture.kind === "outright");
    const current = first.find((fixture) => Date.parse(fixture.startsAt) > NOW);
    if (!current) throw new Error("no open outright");
    const closesAt = Date.parse(current.startsAt);
    const later = world.advance(closesAt);
    const settled = later.filter((message) => message.ref === current.ref);
    expect(settled.map((message) => message.type)).toEqual(["status", "result"]);
    const result = settled[1];
    if (result?.type !== "result") throw new Error("no result");
    const standings = result.result.standings as string[][];
    expect(standings.flat().sort()).toEqual(current.markets[0]?.selections.map((s) => s.code).sort());
    const next = fixtures(later).find((fixture) => fixture.kind === "outright");
    expect(next?.ref).not.toBe(current.ref);
    expect(Date.parse(next?.startsAt ?? "")).toBe(closesAt + HOUR);
  });

  it("re-announces every open event, and a restarted world carries on the same matches", () => {
    const world = createFeedWorld({ seed: 9, leagues: ["fb2"] });
    world.advance(NOW);
    const open = world.events();
    const resync = world.resync();
    expect(new Set(fixtures(resync).map((fixture) => fixture.ref))).toEqual(
      new Set([
        ...open.map((event) => event.ref),
        ...fixtures(resync)
          .filter((f) => f.kind === "outright")
          .map((f) => f.ref),
      ]),
    );
    for (const event of open.filter((candidate) => candidate.phase === "live")) {
      expect(resync).toContainEqual(expect.objectContaining({ type: "status", ref: event.ref }));
    }
    // A world started 7 minutes later (a restart) tells the same story for the same refs.
    const results = (messages: TFeedMessage[]) =>
      new Map(messages.flatMap((m) => (m.type === "result" ? [[m.ref, m.result] as const] : [])));
    const watched: TFeedMessage[] = [];
    for (let at = NOW + 5000; at <= NOW + 40 * 60_000; at += 5000) watched.push(...world.advance(at));
    const restarted = createFeedWorld({ seed: 9, leagues: ["fb2"] });
    const after: TFeedMessage[] = restarted.advance(NOW + 7 * 60_000);
    for (let at = NOW + 7 * 60_000 + 5000; at <= NOW + 40 * 60_000; at += 5000)
      after.push(...restarted.advance(at));
    const seen = results(watched);
    const again = results(after);
    expect(again.size).toBeGreaterThan(3);
    for (const [ref, result] of again) if (seen.has(ref)) expect(result).toEqual(seen.get(ref));
  });

  it("refuses a league it does not have", () => {
    expect(() => createFeedWorld({ leagues: ["fb9"] })).toThrow(/not a league/);
  });
});
