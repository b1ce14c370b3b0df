import { randomInt } from "node:crypto";
import type { TVendorWalletOperation, VENDOR_WALLET_ANSWERS } from "@orchid/contract/vendor-wallet";
import type { z } from "zod";
import { signedHeaders } from "../http/body-signature.ts";

/** What an operation answers when it succeeds (VENDOR_WALLET_ANSWERS); an unknown one answers nothing typed. */
type TVendorValue<O extends string> = O extends TVendorWalletOperation
  ? z.output<(typeof VENDOR_WALLET_ANSWERS)[O]>["value"]
  : unknown;

/**
 * One answer of the protocol. Tests send refusals on purpose and read `code` or `value` without
 * narrowing first, so the envelope stays one shape: `value` is the operation's typed answer when
 * `success` holds (a refusal's value is not read).
 */
export type TVendorAnswer<O extends string = string> = {
  status: number;
  body: { success: boolean; code?: string; message?: string; value: TVendorValue<O> };
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

  async send<O extends string>(
    operation: O,
    body: object,
    options: { secret?: string; at?: number } = {},
  ): Promise<TVendorAnswer<O>> {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(options.secret ?? this.secret, raw, options.at ?? this.now(), "Vendor");
    const response = await fetch(`${this.baseUrl}/vendor/${this.vendor}/wallet/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as TVendorAnswer<O>["body"] };
  }

  /**
   * Sends until an answer that is not a retryable failure comes back: each attempt may be sent
   * twice at once (a duplicate), and a success may be "lost" and sent again. `retryOn` names the
   * codes worth retrying (a win that arrived before its bet answers NOT_FOUND until the bet lands):
   * those are retried until `retryForMs` has passed, however many attempts a slow machine needs;
   * a lost success is sent again at most `attempts` times.
   */
  async deliver<O extends string>(
    operation: O,
    body: object,
    options: { retryOn?: string[]; attempts?: number; retryForMs?: number } = {},
  ): Promise<TVendorAnswer<O>> {
    const attempts = options.attempts ?? 20;
    const deadline = Date.now() + (options.retryForMs ?? 15_000);
    for (let attempt = 1; ; attempt += 1) {
      const sends = randomInt(4) === 0 ? 2 : 1;
      const answers = await Promise.all(Array.from({ length: sends }, () => this.send(operation, body)));
      const last = answers[0] as TVendorAnswer<O>;
      const isRetryable = !last.body.success && (options.retryOn ?? []).includes(last.body.code ?? "");
      const isLost = last.body.success && randomInt(5) === 0;
      if (!isRetryable && !isLost) return last;
      if (isRetryable ? Date.now() >= deadline : attempt >= attempts) return last;
      await new Promise((resolve) => setTimeout(resolve, 5 + randomInt(20)));
    }
  }
}
