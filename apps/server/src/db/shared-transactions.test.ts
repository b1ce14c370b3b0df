import { describe, expect, it } from "vitest";
import { NotForBatch, SharedTransactions, type TSettled, togetherElseAlone } from "./shared-transactions.ts";

/** A promise the test settles by hand, so a batch stays "in the database" as long as a test needs. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Lets queued timers (the coalescing `setImmediate`) and promise callbacks run. */
const settleTurns = async (turns = 5) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * A runBatch that records every batch it was handed and how many ran at once; `answer` decides
 * each item's outcome (default: the item doubled), and `hold` keeps batches open until released.
 */
function recordingRunner(
  options: { answer?: (item: number, batchIndex: number) => TSettled<number>; hold?: Promise<void> } = {},
) {
  const batches: number[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const runBatch = async (items: number[]): Promise<TSettled<number>[]> => {
    const batchIndex = batches.length;
    batches.push([...items]);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await options.hold;
      await Promise.resolve();
      return items.map((item) => options.answer?.(item, batchIndex) ?? { value: item * 2 });
    } finally {
      running -= 1;
    }
  };
  return {
    runBatch,
    batches,
    mostAtOnce: () => mostAtOnce,
  };
}

describe("SharedTransactions", () => {
  it("sends calls made in the same turn together in one batch, answering each its own value", async () => {
    const runner = recordingRunner();
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 2 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((item) => shared.submit(item)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(runner.batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it("also gathers calls a few promise callbacks apart, as requests awaiting their own reads are", async () => {
    const runner = recordingRunner();
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 2 });
    const pending: Promise<number>[] = [];
    for (const item of [1, 2, 3]) {
      pending.push(shared.submit(item));
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(await Promise.all(pending)).toEqual([2, 4, 6]);
    expect(runner.batches).toEqual([[1, 2, 3]]);
  });

  it("never puts more than maxBatch items in one batch, and keeps arrival order", async () => {
    const runner = recordingRunner();
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 3, maxInFlight: 1 });
    const items = Array.from({ length: 10 }, (_, i) => i + 1);
    const answers = await Promise.all(items.map((item) => shared.submit(item)));
    expect(answers).toEqual(items.map((item) => item * 2));
    expect(runner.batches.every((batch) => batch.length <= 3)).toBe(true);
    expect(runner.batches.flat()).toEqual(items);
    expect(runner.batches).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
  });

  it("never runs more than maxInFlight batches at once, and gathers the waiting calls meanwhile", async () => {
    const held = gate();
    const runner = recordingRunner({ hold: held.opened });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 1, maxInFlight: 2 });
    const pending = [1, 2, 3, 4, 5].map((item) => shared.submit(item));
    await settleTurns();
    // Two batches are open in the "database"; the other three wait their turn.
    expect(runner.batches).toEqual([[1], [2]]);
    expect(shared.busy).toBe(5);
    held.open();
    expect(await Promise.all(pending)).toEqual([2, 4, 6, 8, 10]);
    expect(runner.mostAtOnce()).toBe(2);
    expect(runner.batches.flat()).toEqual([1, 2, 3, 4, 5]);
  });

  it("sends the calls that arrived while every slot was busy together in the next batch", async () => {
    const held = gate();
    const runner = recordingRunner({ hold: held.opened });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 1 });
    const first = shared.submit(1);
    await settleTurns();
    const later = [2, 3, 4].map((item) => shared.submit(item));
    await settleTurns();
    expect(runner.batches).toEqual([[1]]);
    held.open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects only the item refused on its own; its neighbours get their values", async () => {
    const refusal = new Error("refused: item 2");
    const runner = recordingRunner({
      answer: (item) => (item === 2 ? { error: refusal } : { value: item * 2 }),
    });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 2 });
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => shared.submit(item)));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: 2 },
      { status: "rejected", reason: refusal },
      { status: "fulfilled", value: 6 },
    ]);
    expect(runner.batches).toHaveLength(1);
  });

  it("sends an item answered `again` first in the next batch, where it resolves", async () => {
    // Item 2 cannot share the first batch (as a key met twice in one batch cannot).
    const runner = recordingRunner({
      answer: (item, batchIndex) => (item === 2 && batchIndex === 0 ? { again: true } : { value: item * 2 }),
    });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 1 });
    const first = [1, 2, 3].map((item) => shared.submit(item));
    expect(await Promise.all(first)).toEqual([2, 4, 6]);
    expect(runner.batches[0]).toEqual([1, 2, 3]);
    expect(runner.batches[1]?.[0]).toBe(2);
    expect(runner.batches.flat().filter((item) => item === 2)).toHaveLength(2);
  });

  it("puts a requeued item ahead of calls that arrived while its batch ran", async () => {
    const held = gate();
    const runner = recordingRunner({
      hold: held.opened,
      answer: (item, batchIndex) => (item === 1 && batchIndex === 0 ? { again: true } : { value: item * 2 }),
    });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 64, maxInFlight: 1 });
    const first = shared.submit(1);
    await settleTurns();
    const later = [7, 8].map((item) => shared.submit(item));
    held.open();
    expect(await Promise.all([first, ...later])).toEqual([2, 14, 16]);
    expect(runner.batches).toEqual([[1], [1, 7, 8]]);
  });

  it("rejects every item of a batch whose runBatch threw, and later calls still work", async () => {
    const failure = new Error("connection lost");
    let calls = 0;
    const shared = new SharedTransactions<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw failure;
        return items.map((item) => ({ value: item + 100 }));
      },
      { maxBatch: 64, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([1, 2, 3].map((item) => shared.submit(item)));
    expect(failed).toEqual([1, 2, 3].map(() => ({ status: "rejected", reason: failure })));
    expect(await Promise.all([4, 5].map((item) => shared.submit(item)))).toEqual([104, 105]);
    expect(calls).toBe(2);
    expect(shared.busy).toBe(0);
  });

  it("rejects an item that runBatch answered no outcome for, instead of leaving it hanging", async () => {
    const shared = new SharedTransactions<number, number>(async (items) => [{ value: items[0] ?? 0 }], {
      maxBatch: 64,
      maxInFlight: 1,
    });
    const outcomes = await Promise.allSettled([10, 11].map((item) => shared.submit(item)));
    expect(outcomes[0]).toEqual({ status: "fulfilled", value: 10 });
    expect(outcomes[1]?.status).toBe("rejected");
  });

  it("counts queued and running calls in `busy`, back to 0 once everything settled", async () => {
    const held = gate();
    const runner = recordingRunner({
      hold: held.opened,
      answer: (item, batchIndex) =>
        item === 3 && batchIndex === 0
          ? { again: true }
          : item === 4
            ? { error: new Error("refused") }
            : { value: item },
    });
    const shared = new SharedTransactions(runner.runBatch, { maxBatch: 2, maxInFlight: 1 });
    expect(shared.busy).toBe(0);
    const pending = [1, 2, 3, 4, 5].map((item) => shared.submit(item));
    expect(shared.busy).toBe(5);
    await settleTurns();
    // One batch of two is open and three calls wait: not idle (the open batch counts once).
    expect(shared.busy).toBeGreaterThan(0);
    held.open();
    const outcomes = await Promise.allSettled(pending);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    await settleTurns();
    expect(shared.busy).toBe(0);
  });
});

describe("togetherElseAlone", () => {
  const alone = async (item: number) => {
    if (item < 0) throw new Error(`refused ${item}`);
    return item * 10;
  };

  it("answers each item from the shared write when it succeeds", async () => {
    const settled = await togetherElseAlone([1, 2], async () => [11, 22], alone);
    expect(settled).toEqual([{ value: 11 }, { value: 22 }]);
  });

  it("places each item alone after a NotForBatch or a failed batch of several", async () => {
    for (const failure of [new NotForBatch(), new Error("lost")]) {
      const settled = await togetherElseAlone(
        [1, -2, 3],
        async () => {
          throw failure;
        },
        alone,
      );
      expect(settled).toEqual([{ value: 10 }, { error: new Error("refused -2") }, { value: 30 }]);
    }
  });

  it("places the refused items alone and sends the others again", async () => {
    const settled = await togetherElseAlone(
      [1, -2, 3],
      async () => {
        throw new NotForBatch(new Set([1]));
      },
      alone,
    );
    expect(settled).toEqual([{ again: true }, { error: new Error("refused -2") }, { again: true }]);
  });

  it("answers a lone item's own failure as it came", async () => {
    const failure = new Error("lost");
    await expect(
      togetherElseAlone(
        [1],
        async () => {
          throw failure;
        },
        alone,
      ),
    ).rejects.toBe(failure);
  });
});
