import type { z } from "zod";
import type { ENDPOINTS, TEndpointName } from "./endpoints.ts";

type TEntryOf<K extends TEndpointName> = (typeof ENDPOINTS)[K];

/**
 * A call's input and answer, from its entry's schemas. An entry without schemas (a planned call,
 * or a protocol or image reply) stays loosely typed.
 */
export type TInputOf<K extends TEndpointName> =
  TEntryOf<K> extends { input: infer I extends z.ZodType }
    ? z.input<I>
    : // An entry that declares its answer but no input takes none.
      TEntryOf<K> extends { answer: z.ZodType }
      ? undefined
      : Record<string, unknown> | undefined;

export type TValueOf<K extends TEndpointName> =
  TEntryOf<K> extends { answer: infer A extends z.ZodType } ? z.output<A> : unknown;
