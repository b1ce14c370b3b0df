import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it, vi } from "vitest";
import { sendWithRetry } from "./send-with-retry.ts";

describe("sendWithRetry", () => {
  it("sends the same request again once after a network failure", async () => {
    const requests: string[] = [];
    const send = vi.fn(async () => {
      requests.push("round-key-1");
      if (requests.length === 1) throw new ApiError("NETWORK_FAILED");
      return "round";
    });
    await expect(sendWithRetry(send)).resolves.toBe("round");
    expect(requests).toEqual(["round-key-1", "round-key-1"]);
  });

  it("does not retry a refusal", async () => {
    const send = vi.fn(async () => {
      throw new ApiError("INSUFFICIENT_FUNDS");
    });
    await expect(sendWithRetry(send)).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("gives up after the second network failure", async () => {
    const send = vi.fn(async () => {
      throw new ApiError("NETWORK_FAILED");
    });
    await expect(sendWithRetry(send)).rejects.toMatchObject({ code: "NETWORK_FAILED" });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
