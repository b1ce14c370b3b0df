/**
 * A value written into SQL text as a literal, for scripts sent without parameters
 * (`scriptTransaction`). Numbers must be safe integers; strings become E'…' literals with
 * backslashes and quotes escaped, which reads the same whatever `standard_conforming_strings`
 * says. NUL cannot be stored in PostgreSQL text and is refused.
 */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer for SQL: ${value}`);
    return String(value);
  }
  if (value.includes("\u0000")) throw new Error("NUL in SQL text");
  return `E'${value.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/** `array[…]::type[]` of literals (an empty array still carries its type). */
export function sqlArray(values: (string | number | boolean | null)[], type: string): string {
  return `array[${values.map(sqlLiteral).join(",")}]::${type}[]`;
}
