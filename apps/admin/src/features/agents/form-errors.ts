const NOT_FIELDS = new Set(["message", "type", "types", "ref"]);

/**
 * The messages of a form's nested errors by dotted path ("templates.dividend.tiers.0.rate"), so
 * a control finds its own without walking the form's error tree. Each message is a translation key.
 */
export function flattenErrors(errors: unknown, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== "object") return out;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && node.message && prefix) out[prefix] = node.message;
  for (const [key, child] of Object.entries(node)) {
    if (NOT_FIELDS.has(key) || !child || typeof child !== "object") continue;
    Object.assign(out, flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** The errors under `path`, keyed by what follows it ("0.rate" under "templates.dividend.tiers"). */
export function errorsUnder(flat: Record<string, string>, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(flat))
    if (key.startsWith(`${path}.`)) out[key.slice(path.length + 1)] = message;
  return out;
}
