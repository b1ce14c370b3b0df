import { type APIRequestContext, expect } from "@playwright/test";

type TOutboxMessage = { channel: string; recipient: string; body: string; createdAt: string };

/**
 * The newest 6-digit code sent to `recipient` (E.164 or email) after `since`, read from the
 * development outbox (`GET /dev/outbox`), waiting up to 10 s for it to arrive.
 */
export async function latestCode(
  request: APIRequestContext,
  recipient: string,
  since: Date,
): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const response = await request.get("/dev/outbox?limit=50");
        const body = (await response.json()) as { value: TOutboxMessage[] };
        const message = body.value.find(
          (entry) =>
            entry.recipient === recipient && new Date(entry.createdAt).getTime() >= since.getTime() - 1000,
        );
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
        return code;
      },
      { message: `a code sent to ${recipient}`, timeout: 10_000 },
    )
    .not.toBe("");
  return code;
}
