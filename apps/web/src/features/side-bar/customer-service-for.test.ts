import { describe, expect, it } from "vitest";
import { customerServiceFor } from "./customer-service-for.ts";

const ENTRIES = [
  { csType: "1", title: "Live chat", path: "/chat" },
  { csType: "2", title: "Help", path: "/help" },
  { csType: "VIP", title: "VIP desk", path: "/vip-desk" },
];

describe("customer service by rank", () => {
  it("sends members above rank 4 to the VIP desk instead of the live chat", () => {
    expect(customerServiceFor(ENTRIES, 5).map((entry) => entry.title)).toEqual(["VIP desk", "Help"]);
  });

  it("keeps the VIP desk from everyone else", () => {
    expect(customerServiceFor(ENTRIES, 4).map((entry) => entry.title)).toEqual(["Live chat", "Help"]);
    expect(customerServiceFor(ENTRIES, null).map((entry) => entry.title)).toEqual(["Live chat", "Help"]);
  });

  it("keeps the live chat when the merchant has no VIP desk", () => {
    expect(customerServiceFor(ENTRIES.slice(0, 2), 9).map((entry) => entry.title)).toEqual([
      "Live chat",
      "Help",
    ]);
  });
});
