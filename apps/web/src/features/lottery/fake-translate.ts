import type { TTranslate } from "./translate.ts";

/** A `t` for tests: the key, and its values as JSON when there are any. */
export const fakeTranslate: TTranslate = (key, values) =>
  values === undefined ? key : `${key}${JSON.stringify(values)}`;
