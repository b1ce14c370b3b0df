/**
 * The part of i18next's `t` the lottery's pure helpers need, so they can be tested with a plain
 * function and still take the real `t` in a component.
 */
export type TTranslate = (key: string, values?: Record<string, string | number>) => string;
