import type { TEndpointEntry, TReplyKind } from "@orchid/contract/endpoint";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { ENDPOINTS, type TEndpointName } from "@orchid/contract/endpoints";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TAppContext } from "../app-context.ts";
import { resolveMerchant, type TResolvedMerchant } from "../modules/merchants/index.ts";
import {
  createGate,
  requireOperatorSession,
  type TConsoleCall,
  type TOperatorContext,
} from "../modules/operators/index.ts";
import {
  clientInfo,
  requireMember,
  sealedBody,
  type TAuthenticated,
  type TClientInfo,
} from "../modules/session/index.ts";
import { ok } from "./envelope.ts";

type TEntry<K extends TEndpointName> = (typeof ENDPOINTS)[K];

/** The input the handler receives: the entry's schema output, or nothing when it declares none. */
export type TParsedInput<K extends TEndpointName> =
  TEntry<K> extends { input: infer I extends z.ZodType } ? z.output<I> : undefined;

/** What the handler returns: the envelope's value for envelope calls; the sent reply otherwise. */
export type THandlerAnswer<K extends TEndpointName> =
  TEntry<K> extends { reply: "envelope" } ? TValueOf<K> : unknown;

type TBaseCall<K extends TEndpointName> = {
  request: FastifyRequest;
  reply: FastifyReply;
  input: TParsedInput<K>;
  client: TClientInfo;
};

/** What each kind of caller adds to the call: its merchant, its member or its operator. */
type TCallerPart<C> = C extends { kind: "visitor" }
  ? TResolvedMerchant
  : C extends { kind: "member" }
    ? TResolvedMerchant & TAuthenticated
    : C extends { kind: "operator"; pending: true }
      ? unknown
      : C extends { kind: "operator"; permission: null }
        ? { operator: TOperatorContext }
        : C extends { kind: "operator" }
          ? { console: TConsoleCall; merchant: TConsoleCall["merchant"] }
          : unknown;

export type TServedCall<K extends TEndpointName> = TBaseCall<K> & TCallerPart<TEntry<K>["caller"]>;

export type THandler<K extends TEndpointName> = (call: TServedCall<K>) => Promise<THandlerAnswer<K>>;

export type TServeOptions<K extends TEndpointName = TEndpointName> = {
  /**
   * The handler reads the input itself (after a check the entry cannot express, e.g. a session
   * looked at before the body's shape). The entry's schema still documents it.
   */
  handlerParsesInput?: boolean;
  /** Read the input before the merchant and the caller (a call whose bad query came first so far). */
  inputFirst?: boolean;
  /**
   * The merchant comes from a page's host named in the input (the status call's `url`) before the
   * request's own Host; implies `inputFirst`.
   */
  pageHost?: (input: TParsedInput<K>) => string | undefined;
  /** The largest body this call accepts, in bytes, when it is not the server's default (an upload). */
  bodyLimit?: number;
};

/** Registers calls by name: path, method, caller check, input and answer all come from the entry. */
export type TServe = <K extends TEndpointName>(
  name: K,
  handler: THandler<K>,
  options?: TServeOptions<K>,
) => void;

/**
 * The one way a call is served. For each entry it resolves the merchant, checks the caller
 * (member, real member, agent, operator with a permission), reads the input (query, JSON, form or
 * sealed body, path parameters) through the entry's schema and wraps the answer in the envelope.
 * Outside production the answer is also checked against the entry's answer schema, so a route
 * that drifts from its contract fails its tests.
 */
export function createServe(app: FastifyInstance, ctx: TAppContext): TServe {
  const gate = createGate(ctx);
  const checkAnswers = ctx.config.env !== "production";

  async function callerPart(
    entry: TEndpointEntry,
    request: FastifyRequest,
    client: TClientInfo,
    pageHost: string | undefined,
  ) {
    const caller = entry.caller;
    switch (caller.kind) {
      case "public":
      case "signed":
        return {};
      case "visitor":
        return resolveMerchant(ctx.merchants, request, pageHost);
      case "member": {
        const resolved = await resolveMerchant(ctx.merchants, request, pageHost);
        const authenticated = await requireMember(ctx, request, resolved.merchant.id, {
          realAccountOnly: caller.account !== "any",
          agentOnly: caller.account === "agent",
          allowPendingPasswordChange: caller.pendingPasswordChange,
        });
        return { ...resolved, ...authenticated };
      }
      case "operator": {
        if (caller.pending) return {};
        if (caller.permission === null)
          return { operator: await requireOperatorSession(ctx, request, client.at) };
        const consoleCall = await gate(request, caller.permission, caller.action);
        return { console: consoleCall, merchant: consoleCall.merchant };
      }
    }
  }

  async function readInput(entry: TEndpointEntry, request: FastifyRequest): Promise<unknown> {
    if (!entry.input) return undefined;
    let source: unknown;
    if (entry.body === "sealed") source = await sealedBody(ctx, request);
    else if (entry.body === "none") source = request.query ?? {};
    else source = request.body ?? {};
    const params = request.params as Record<string, unknown> | undefined;
    if (params && Object.keys(params).length > 0 && source && typeof source === "object") {
      source = { ...source, ...params };
    }
    return entry.input.parse(source);
  }

  function checkAnswer(name: string, entry: TEndpointEntry, value: unknown): void {
    if (!checkAnswers || !entry.answer) return;
    const checked = entry.answer.safeParse(value);
    if (!checked.success) {
      throw new Error(
        `answer of ${name} does not match its contract: ${JSON.stringify(checked.error.issues)}`,
      );
    }
  }

  function wrap(kind: TReplyKind, value: unknown) {
    return kind === "envelope" ? ok(value) : value;
  }

  return (name, handler, options = {}) => {
    const entry: TEndpointEntry = ENDPOINTS[name];
    if (entry.state !== "live")
      throw new Error(`${name} is planned in the contract; mark it live to serve it`);
    app.route({
      method: entry.method,
      url: entry.path,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: async (request, reply) => {
        const client = clientInfo(request, ctx.now());
        const inputFirst = options.inputFirst || options.pageHost !== undefined;
        const early = inputFirst
          ? ((await readInput(entry, request)) as TParsedInput<typeof name>)
          : undefined;
        const pageHost = early === undefined ? undefined : options.pageHost?.(early);
        const part = await callerPart(entry, request, client, pageHost);
        const input = inputFirst
          ? early
          : options.handlerParsesInput
            ? undefined
            : await readInput(entry, request);
        const call = { request, reply, client, input, ...part } as unknown as TServedCall<typeof name>;
        const value = await handler(call);
        // An image, or a protocol reply the handler sent itself, has no JSON answer to check.
        if (entry.reply === "image" || value === reply) return value;
        checkAnswer(name, entry, value);
        return wrap(entry.reply, value);
      },
    });
  };
}
