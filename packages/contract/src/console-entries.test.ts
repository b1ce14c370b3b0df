import { describe, expect, it } from "vitest";
import { CONSOLE_CONTENT_CALLS } from "./api/console-content.ts";
import { CONSOLE_DASHBOARD_CALLS } from "./api/console-dashboard.ts";
import { CONSOLE_GAMES_CALLS } from "./api/console-games.ts";
import { CONSOLE_MEMBERS_CALLS } from "./api/console-members.ts";
import { CONSOLE_OPERATORS_CALLS } from "./api/console-operators.ts";
import { CONSOLE_PAYMENTS_CALLS } from "./api/console-payments.ts";
import { CONSOLE_SETTINGS_CALLS } from "./api/console-settings.ts";
import { CONSOLE_WALLET_CALLS } from "./api/console-wallet.ts";
import { BO_PERMISSIONS } from "./backoffice.ts";
import type { TEndpointEntry } from "./endpoint.ts";

const CONSOLE_CALLS: [string, TEndpointEntry][] = Object.entries({
  ...CONSOLE_CONTENT_CALLS,
  ...CONSOLE_DASHBOARD_CALLS,
  ...CONSOLE_GAMES_CALLS,
  ...CONSOLE_MEMBERS_CALLS,
  ...CONSOLE_OPERATORS_CALLS,
  ...CONSOLE_PAYMENTS_CALLS,
  ...CONSOLE_SETTINGS_CALLS,
  ...CONSOLE_WALLET_CALLS,
});

/** The calls a console session alone may make (the password step needs none). */
const SESSION_ONLY = ["boTotp", "boLogout", "boMe"];

describe("the console's entries", () => {
  it("each declare an answer schema and a summary", () => {
    const missing = CONSOLE_CALLS.filter(([, entry]) => !entry.answer || entry.summary === "");
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("each take a schema's input unless they read nothing", () => {
    const withoutInput = CONSOLE_CALLS.filter(([, entry]) => !entry.input && entry.method !== "GET");
    expect(withoutInput.map(([name]) => name)).toEqual(["boLogout"]);
  });

  it("name a permission of the role matrix, except the session's own calls", () => {
    for (const [name, { caller }] of CONSOLE_CALLS) {
      if (name === "boLogin") expect(caller).toEqual({ kind: "public" });
      else if (caller.kind !== "operator") throw new Error(`${name} is not an operator call`);
      else if (SESSION_ONLY.includes(name)) expect(caller.permission).toBeNull();
      else expect(BO_PERMISSIONS).toContain(caller.permission);
    }
  });

  it("answer dates as ISO strings", () => {
    const row = CONSOLE_OPERATORS_CALLS.boAudit.answer.element;
    const sample = {
      id: 1,
      operatorId: null,
      operator: null,
      action: "audit.read",
      outcome: "ok",
      targetType: null,
      targetId: null,
      before: null,
      after: null,
      ip: "127.0.0.1",
    };
    expect(row.safeParse({ ...sample, createdAt: "2026-01-02T03:04:05.000Z" }).success).toBe(true);
    expect(row.safeParse({ ...sample, createdAt: new Date() }).success).toBe(false);
  });
});
