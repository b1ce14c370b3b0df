import type { z } from "zod";
import type { TBoPermission } from "./backoffice.ts";
import type { TErrorCode } from "./error-codes.ts";

/**
 * One call of the API, declared once: the server registers its route from this entry, the typed
 * clients (site, console, tests) call it by name, and /openapi.json documents it.
 */
export type THttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type TModuleId =
  | "session"
  | "member"
  | "system"
  | "wallet"
  | "payments"
  | "games"
  | "lottery"
  | "sportsbook"
  | "sabong"
  | "agent"
  | "engagement"
  | "chat"
  | "backoffice"
  | "operators"
  | "media"
  | "jobs";

/**
 * Who may call: `public` needs no merchant (the sealing key); `visitor` anyone on a merchant's
 * site; `member` a signed-in member (`real` refuses trial accounts, `agent` non-agents);
 * `operator` a console session holding `permission` on the merchant (null: the session alone),
 * `action` naming the call in the audit log of a refusal; `pending` the second sign-in step, whose
 * half-open session the handler checks itself; `signed` a protocol caller (a vendor,
 * a gateway, a game page's launch token, a lottery results feed) that the handler verifies itself.
 */
export type TCaller =
  | { kind: "public" }
  | { kind: "visitor" }
  | { kind: "member"; account: "any" | "real" | "agent"; pendingPasswordChange?: boolean }
  | { kind: "operator"; permission: TBoPermission | null; action: string; pending?: boolean }
  | { kind: "signed"; by: "vendor" | "gateway" | "launchToken" | "feed" };

/** How the body travels: none (GET, DELETE without body), JSON, sealed JSON (hybrid-encrypted), form. */
export type TBodyKind = "none" | "json" | "sealed" | "form";

/** What the call answers: the JSON envelope, an image, or a protocol's own JSON (no envelope). */
export type TReplyKind = "envelope" | "image" | "protocol";

type TEntryDefinition<C extends TCaller, I extends z.ZodType | undefined, A extends z.ZodType | undefined> = {
  module: TModuleId;
  caller: C;
  /** One line for the API reference. */
  summary?: string;
  body?: TBodyKind;
  /** Query (GET) or body fields, and path parameters, as one object. */
  input?: I;
  /** The envelope's `value` (or the protocol's answer). */
  answer?: A;
  reply?: TReplyKind;
  /** Failure codes particular to this call (the common ones are documented once). */
  errors?: readonly TErrorCode[];
  state?: "live" | "planned";
};

export type TEndpointEntry<
  I extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
  C extends TCaller = TCaller,
  R extends TReplyKind = TReplyKind,
> = {
  method: THttpMethod;
  path: string;
  module: TModuleId;
  caller: C;
  summary: string;
  body: TBodyKind;
  input: I;
  answer: A;
  reply: R;
  errors: readonly TErrorCode[];
  state: "live" | "planned";
  /** Derived: the call sends the session token. */
  token: boolean;
  /** Derived: the body is sealed. */
  encrypt: boolean;
  /** Derived: the body is form-encoded. */
  form: boolean;
};

const SESSION_KINDS = new Set<TCaller["kind"]>(["member", "operator"]);

/** Declares a call. `state` defaults to live: a planned call is declared by `planned(…)` instead. */
export function endpoint<
  const C extends TCaller,
  const I extends z.ZodType | undefined = undefined,
  const A extends z.ZodType | undefined = undefined,
  const R extends TReplyKind = "envelope",
>(
  method: THttpMethod,
  path: string,
  definition: TEntryDefinition<C, I, A> & { reply?: R },
): TEndpointEntry<I, A, C, R> {
  const body = definition.body ?? (method === "GET" ? "none" : "json");
  return {
    method,
    path,
    module: definition.module,
    caller: definition.caller,
    summary: definition.summary ?? "",
    body,
    input: definition.input as I,
    answer: definition.answer as A,
    reply: (definition.reply ?? "envelope") as R,
    errors: definition.errors ?? [],
    state: definition.state ?? "live",
    token: SESSION_KINDS.has(definition.caller.kind),
    encrypt: body === "sealed",
    form: body === "form",
  };
}

/** A call a later module owns: documented, answered 404 until it lands. */
export function planned(
  method: THttpMethod,
  path: string,
  module: TModuleId,
  caller: TCaller,
): TEndpointEntry {
  return endpoint(method, path, { module, caller, state: "planned" });
}

// Callers, as the entries name them.
export const PUBLIC = { kind: "public" } as const satisfies TCaller;
export const VISITOR = { kind: "visitor" } as const satisfies TCaller;
export const MEMBER = { kind: "member", account: "any" } as const satisfies TCaller;
export const REAL_MEMBER = { kind: "member", account: "real" } as const satisfies TCaller;
export const AGENT = { kind: "member", account: "agent" } as const satisfies TCaller;
export function operator<const P extends TBoPermission | null>(
  permission: P,
  action: string,
): { kind: "operator"; permission: P; action: string } {
  return { kind: "operator", permission, action };
}
/** The console's authenticator step: the pending session of the password step, checked by the handler. */
export const PENDING_OPERATOR = {
  kind: "operator",
  permission: null,
  action: "session.totp",
  pending: true,
} as const satisfies TCaller;
export function signed<const B extends "vendor" | "gateway" | "launchToken" | "feed">(
  by: B,
): { kind: "signed"; by: B } {
  return { kind: "signed", by };
}
