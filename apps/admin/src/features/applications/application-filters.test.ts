import { APPLICATION_STATES, PROMOTION_STATES } from "@orchid/contract/applications";
import { describe, expect, it } from "vitest";
import { APPLICATION_REWARD_UNITS } from "./application-decision.ts";
import { applicationChoiceOf, applicationStateOf } from "./application-filters.ts";
import {
  APPLICATION_CHOICE_KEYS,
  APPLICATION_STATE_LOOKS,
  REWARD_PROGRESS_KEYS,
  REWARD_UNIT_KEYS,
} from "./applications-vocabulary.ts";

describe("the application queue's state filter", () => {
  it("shows the queue (applying) when the address names no state or an unknown one", () => {
    expect(applicationChoiceOf("")).toBe("applying");
    expect(applicationChoiceOf("issued")).toBe("applying");
    expect(applicationStateOf(applicationChoiceOf(""))).toBe("applying");
  });

  it("shows the decided by state, or every state", () => {
    expect(applicationStateOf(applicationChoiceOf("approved"))).toBe("approved");
    expect(applicationStateOf(applicationChoiceOf("rejected"))).toBe("rejected");
    expect(applicationChoiceOf("all")).toBe("all");
    expect(applicationStateOf("all")).toBeUndefined();
  });
});

describe("the application vocabulary", () => {
  it("names every state and reward unit the contract has", () => {
    expect(Object.keys(APPLICATION_STATE_LOOKS).sort()).toEqual([...APPLICATION_STATES].sort());
    expect(Object.keys(APPLICATION_CHOICE_KEYS).sort()).toEqual([...APPLICATION_STATES, "all"].sort());
    expect(Object.keys(REWARD_UNIT_KEYS).sort()).toEqual([...APPLICATION_REWARD_UNITS].sort());
  });

  it("marks a reward's progress only for the promotion states that have one", () => {
    const marked = PROMOTION_STATES.filter((state) => REWARD_PROGRESS_KEYS[state] !== undefined);
    expect(marked).toEqual(["claim_payout", "claimed", "issued"]);
  });
});
