import { randomInt } from "node:crypto";
import { signedHeaders } from "../http/body-signature.ts";

export type TVendorAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever value a call answered
  body: { success: boolean; code?: string; value: any };
};

/**
 * A game vendor speaking Orchid's seamless-wallet protocol over real signed HTTP, as an
 * aggregator would: `send` signs one call; `deliver` sends it like a flaky network does — the
 * same call again after a lost answer, and sometimes a duplicate at the same moment.
 */
export class VendorSimulator {
  constructor(
    private readonly baseUrl: string,
    private readonly vendor: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async send(
    operation: string,
    body: object,
    options: { secret?: string; at?: number } = {},
  ): Promise<TVendorAnswer> {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(options.secret ?? this.secret, raw, options.at ?? this.now(), "Vendor");
    const response = await fetch(`${this.baseUrl}/vendor/${this.vendor}/wallet/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as TVendorAnswer["body"] };
  }

  /**
   * Sends until an answer that is not a retryable failure comes back: each attempt may be sent
   * twice at once (a duplicate), and a success may be "lost" and sent again. `retryOn` names the
   * codes worth retrying (a win that arrived before its bet answers NOT_FOUND until the bet lands).
   */
  async deliver(
    operation: string,
    body: object,
    options: { retryOn?: string[]; attempts?: number } = {},
  ): Promise<TVendorAnswer> {
    const attempts = options.attempts ?? 20;
    let last: TVendorAnswer | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const sends = randomInt(4) === 0 ? 2 : 1;
      const answers = await Promise.all(Array.from({ length: sends }, () => this.send(operation, body)));
      last = answers[0] as TVendorAnswer;
      const isRetryable = !last.body.success && (options.retryOn ?? []).includes(last.body.code ?? "");
      const isLost = last.body.success && randomInt(5) === 0;
      if (!isRetryable && !isLost) return last;
      await new Promise((resolve) => setTimeout(resolve, 5 + randomInt(20)));
    }
    if (!last) throw new Error("no attempt made");
    return last;
  }
}
