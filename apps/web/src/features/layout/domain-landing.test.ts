import { describe, expect, it } from "vitest";
import { domainLanding } from "./domain-landing.ts";

const agent = {
  domain: "agent.localhost",
  merchantCode: "demo",
  route: "/register",
  affiliateCode: "AGDEMO",
};

describe("domainLanding", () => {
  it("sends an agent domain's home visit to registration with the agent's code", () => {
    expect(domainLanding(agent, "/", "")).toBe("/register?code=AGDEMO");
  });

  it("keeps a code the visitor brought and the rest of the query", () => {
    expect(domainLanding(agent, "/", "?code=MINE&ref=x")).toBe("/register?code=MINE&ref=x");
    expect(domainLanding(agent, "/", "?lang=EN")).toBe("/register?lang=EN&code=AGDEMO");
  });

  it("leaves deep links and plain domains alone", () => {
    expect(domainLanding(agent, "/promotions", "")).toBeNull();
    expect(domainLanding({ ...agent, route: "/", affiliateCode: null }, "/", "")).toBeNull();
  });

  it("routes without a code when the domain has none", () => {
    expect(domainLanding({ ...agent, affiliateCode: null }, "/", "")).toBe("/register");
  });
});
