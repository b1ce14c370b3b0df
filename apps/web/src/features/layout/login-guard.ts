/** Paths a visitor may open without a session when LOGINTOHOME is on (spec §2 "Guard"). */
const OPEN_PATHS = new Set(["/login", "/register", "/register.html", "/helpmc", "/download"]);

/** True when the visitor must be sent to /login first. */
export function needsLogin(pathname: string, hasSession: boolean, isLoginToHomeOn: boolean): boolean {
  if (!isLoginToHomeOn || hasSession) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !OPEN_PATHS.has(path);
}
