/** Remember-me keeps the username only (never a password), in a cookie for one day (spec §9). */
const COOKIE = "rememberUsername";
const ONE_DAY_SECONDS = 86_400;

export function rememberedUsername(): string {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : "";
}

export function rememberUsername(username: string | null): void {
  const value = username ? encodeURIComponent(username) : "";
  const maxAge = username ? ONE_DAY_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not everywhere yet
  document.cookie = `${COOKIE}=${value}; max-age=${maxAge}; path=/; samesite=lax`;
}
