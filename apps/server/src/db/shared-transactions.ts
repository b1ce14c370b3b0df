/** What one item of a shared transaction came to: its value, its own refusal, or "send me again". */
export type TSettled<T> = { value: T } | { error: unknown } | { again: true };

export type TSharedTransactionOptions = {
  /** Most items one transaction carries. */
  maxBatch: number;
  /** Most shared transactions open at once (each holds one database connection). */
  maxInFlight: number;
};

type TQueued<TItem, TResult> = {
  item: TItem;
  resolve: (value: TResult) => void;
  reject: (error: unknown) => void;
};

/**
 * Coalesces concurrent calls into shared transactions (group commit). A call waits only while
 * every slot is busy; what arrives meanwhile leaves together in the next transaction, so under
 * load one commit serves many calls and a lone call goes at once. `runBatch` answers one
 * settlement per item, in order: an item refused on its own does not sink the others, and an
 * item that cannot share this batch (`again`) goes first into the next. If `runBatch` itself
 * fails, every item of that batch gets the error.
 */
export class SharedTransactions<TItem, TResult> {
  private queue: TQueued<TItem, TResult>[] = [];
  private inFlight = 0;
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly runBatch: (items: TItem[]) => Promise<TSettled<TResult>[]>,
    private readonly options: TSharedTransactionOptions,
  ) {}

  submit(item: TItem): Promise<TResult> {
    return new Promise<TResult>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Calls queued or running; a test (or shutdown) can wait for 0. */
  get busy(): number {
    return this.queue.length + this.running;
  }

  /** Waits a turn of the event loop first, so calls arriving together leave together. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      this.running += batch.length;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.running -= batch.length;
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async run(batch: TQueued<TItem, TResult>[]): Promise<void> {
    let settled: TSettled<TResult>[];
    try {
      settled = await this.runBatch(batch.map((queued) => queued.item));
    } catch (error) {
      for (const queued of batch) queued.reject(error);
      return;
    }
    const again: TQueued<TItem, TResult>[] = [];
    batch.forEach((queued, index) => {
      const outcome = settled[index];
      if (!outcome) queued.reject(new Error("shared transaction answered no outcome for an item"));
      else if ("again" in outcome) again.push(queued);
      else if ("error" in outcome) queued.reject(outcome.error);
      else queued.resolve(outcome.value);
    });
    if (again.length > 0) this.queue.unshift(...again);
  }
}

/**
 * Something in a shared batch needs the one-by-one path (a key used before or twice, a limit
 * passed, a refusal). `refused` names the items the batch's own checks refused: those go alone,
 * for their exact refusal, and the others go again in the next batch. Without it every item goes
 * alone.
 */
export class NotForBatch extends Error {
  constructor(readonly refused: ReadonlySet<number> = new Set()) {
    super("not for a shared batch");
  }
}

/**
 * Writes items together (`together`, one shared transaction), else each alone (`alone`): after a
 * NotForBatch as it says, and after any other failure of a batch of several, so one bad item
 * cannot sink its neighbours. A lone item's failure is its own answer.
 */
export async function togetherElseAlone<TItem, TResult>(
  items: readonly TItem[],
  together: () => Promise<TResult[]>,
  alone: (item: TItem) => Promise<TResult>,
): Promise<TSettled<TResult>[]> {
  let refused: ReadonlySet<number> | null = null;
  try {
    return (await together()).map((value) => ({ value }));
  } catch (error) {
    if (error instanceof NotForBatch && error.refused.size > 0) refused = error.refused;
    else if (items.length === 1 && !(error instanceof NotForBatch)) throw error;
  }
  const settled: TSettled<TResult>[] = [];
  for (const [index, item] of items.entries()) {
    if (refused && !refused.has(index)) {
      settled.push({ again: true });
      continue;
    }
    try {
      settled.push({ value: await alone(item) });
    } catch (error) {
      settled.push({ error });
    }
  }
  return settled;
}
