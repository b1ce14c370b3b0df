/**
 * Normalises what a browser or proxy sends as a host (`Example.com:8080`, `[::1]:80`, a full URL)
 * into a bare lower-case host name, or null when it is not one.
 */
export function hostNameOf(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const text = raw.trim().toLowerCase();
  if (text.length === 0 || text.length > 2048) return null;
  try {
    const url = new URL(text.includes("://") ? text : `http://${text}`);
    const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
    return host.length > 0 && host.length <= 253 ? host : null;
  } catch {
    return null;
  }
}
