/**
 * JSON indented by two spaces in which every array or object that fits in `width` characters
 * stays on one line: a slot round's reel window reads as five short rows, not sixty lines.
 */
export function compactJson(value: unknown, width = 72): string {
  return write(value, "", 0, width);
}

/** One line, with a space after each comma and colon. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return `{${entries.join(", ")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** `used`: characters already on the value's first line (its indent and key). */
function write(value: unknown, indent: string, used: number, width: number): string {
  const flat = inline(value);
  if (value === null || typeof value !== "object" || used + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => `${inner}${write(item, inner, inner.length, width)}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const lines = Object.entries(value).map(([key, item]) => {
    const label = `${JSON.stringify(key)}: `;
    return `${inner}${label}${write(item, inner, inner.length + label.length, width)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}
