import { describe, expect, it } from "vitest";
import { queryClient } from "../../api/query-client.ts";
import { MEMBER_CALLS, removeMemberData } from "../wallet/member-data-keys.ts";

describe("the applications query group", () => {
  it("names the member's applications call", () => {
    expect(MEMBER_CALLS.applications).toEqual(["promotionApplications"]);
  });

  it("is forgotten at logout, every page and language of it", () => {
    const first = ["promotionApplications", "token-a", "EN", { page: 1, pageSize: 100 }];
    const second = ["promotionApplications", "token-a", "EN", { page: 2, pageSize: 10 }];
    queryClient.setQueryData(first, { rows: [], page: 1, pageSize: 100, total: 0, totalPages: 0 });
    queryClient.setQueryData(second, { rows: [], page: 2, pageSize: 10, total: 0, totalPages: 0 });
    removeMemberData();
    expect(queryClient.getQueryData(first)).toBeUndefined();
    expect(queryClient.getQueryData(second)).toBeUndefined();
  });
});
