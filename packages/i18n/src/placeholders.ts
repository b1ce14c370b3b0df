/** Placeholders a translation must keep: `{name}` and the spec's `(min)` / `(max)`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{[A-Za-z0-9_]+\}|\((?:min|max)\)/g)].map((m) => m[0]).sort();
}
