import type { TMemberInfo } from "@orchid/contract/member";
import type { TLoginValue } from "@orchid/contract/session";
import { useAppStore } from "./app-store.ts";
import { writeStored } from "./storage.ts";
import { SESSION_KEYS, STORAGE_KEYS } from "./storage-keys.ts";

function keep(key: string, value: string | null): void {
  writeStored("sessionStorage", key, value);
}

/**
 * A successful login, registration or password reset (spec §4 "Login"): keeps the token and the
 * user in session storage. `isPasswordLogin` marks a forced change whose old password is known.
 */
export function startSession(value: TLoginValue, isPasswordLogin: boolean): void {
  keep(STORAGE_KEYS.token, value.token);
  keep(STORAGE_KEYS.username, value.username);
  keep(STORAGE_KEYS.account, value.username);
  keep(STORAGE_KEYS.nickname, value.nickname);
  keep(STORAGE_KEYS.accountType, String(value.type));
  keep(STORAGE_KEYS.passwordChangeRequired, value.passwordExpired ? "1" : null);
  useAppStore.setState({
    token: value.token,
    user: {
      username: value.username,
      nickname: value.nickname,
      accountType: value.type,
      isPasswordChangeRequired: value.passwordExpired,
      isOldPasswordKnown: value.passwordExpired && isPasswordLogin,
    },
  });
}

/** Member info arrived: the stored user follows it. */
export function applyMemberInfo(info: TMemberInfo): void {
  keep(STORAGE_KEYS.account, info.account);
  keep(STORAGE_KEYS.nickname, info.nickname);
  keep(STORAGE_KEYS.customerId, String(info.id));
  keep(STORAGE_KEYS.accountType, String(info.type));
  keep(STORAGE_KEYS.toUpline, String(info.toUpline));
  keep(STORAGE_KEYS.memberLabel, JSON.stringify(info.memberLabel));
  const { user } = useAppStore.getState();
  if (!user) return;
  useAppStore.setState({ user: { ...user, nickname: info.nickname, accountType: info.type } });
}

/** Password changes made in this page so far: a late refusal from before a change is stale. */
let passwordChanges = 0;

export function passwordChangeCount(): number {
  return passwordChanges;
}

/** The password was changed: nothing is forced any more. */
export function markPasswordChanged(): void {
  passwordChanges += 1;
  keep(STORAGE_KEYS.passwordChangeRequired, null);
  const { user } = useAppStore.getState();
  if (user) useAppStore.setState({ user: { ...user, isPasswordChangeRequired: false } });
}

/** Logout or an expired session: every session key goes, the merchant stays (spec §4). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) keep(key, null);
  useAppStore.setState({
    token: null,
    user: null,
    memberCentrePage: null,
    authModal: null,
    iframeUrl: null,
    currentGame: null,
    gameFavIds: new Set(),
  });
}
