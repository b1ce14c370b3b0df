import { WITHDRAWAL_STATUSES } from "@orchid/contract/payments";
import { describe, expect, it } from "vitest";
import { isQueryable, queueInput, readQueueFilters, writeQueueFilters } from "./queue-filters.ts";

const read = (search: string) => readQueueFilters(new URLSearchParams(search), WITHDRAWAL_STATUSES);

describe("queue filters in the address", () => {
  it("defaults to every status of the last 7 days, first page", () => {
    expect(read("")).toEqual({ status: undefined, q: "", preset: "last7", from: "", to: "", page: 1 });
    expect(writeQueueFilters(read(""))).toEqual({});
  });

  it("keeps what the operator chose through the address and back", () => {
    const search = "status=approved&q=alice&preset=custom&from=2025-01-01&to=2025-01-31&page=3";
    const filters = read(search);
    expect(filters).toEqual({
      status: "approved",
      q: "alice",
      preset: "custom",
      from: "2025-01-01",
      to: "2025-01-31",
      page: 3,
    });
    expect(new URLSearchParams(writeQueueFilters(filters)).toString()).toBe(search);
  });

  it("ignores unknown statuses, presets, malformed days and pages", () => {
    expect(read("status=lost&preset=forever&page=-2")).toMatchObject({
      status: undefined,
      preset: "last7",
      page: 1,
    });
    expect(read("preset=custom&from=01/02/2025")).toMatchObject({ from: "", to: "" });
    // Days only count with a custom period.
    expect(read("preset=today&from=2025-01-01")).toMatchObject({ from: "" });
  });

  it("asks the server only for a complete period, with 20 rows a page", () => {
    expect(isQueryable(read("preset=custom&from=2025-01-01"))).toBe(false);
    expect(isQueryable(read("preset=custom&from=2025-01-01&to=2025-01-02"))).toBe(true);
    expect(queueInput(read("q=%20bob%20&preset=today"))).toEqual({
      status: undefined,
      q: "bob",
      preset: "today",
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 20,
    });
  });
});
