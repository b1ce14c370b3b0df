/**
 * The first field error at `path` or inside it (a list's `imageCdns.2`), with the list index when
 * the error names one: the server reports list items by position.
 */
export function fieldErrorAt(
  fieldErrors: Record<string, string>,
  path: string,
): { key: string; index: number | null } | null {
  for (const [errorPath, key] of Object.entries(fieldErrors)) {
    if (errorPath === path) return { key, index: null };
    if (errorPath.startsWith(`${path}.`)) {
      const index = Number.parseInt(errorPath.slice(path.length + 1), 10);
      return { key, index: Number.isNaN(index) ? null : index };
    }
  }
  return null;
}
