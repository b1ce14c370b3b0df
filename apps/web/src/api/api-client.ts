import { ApiError } from "@orchid/contract/api-error";
import { createApiClient, type TApiClient } from "@orchid/contract/client";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { openAuthModal, useAppStore } from "../store/app-store.ts";
import { clearSession, passwordChangeCount } from "../store/session.ts";
import { deviceId } from "./device-id.ts";

/** Sealing code loads with the first encrypted call, not with the home page. */
const sealing = () => import("./seal-request.ts");

/** Set when the server refused the cached key; the next seal fetches a fresh one. */
let isKeyStale = false;

const client = createApiClient({
  context: () => {
    const { merchant, token, language } = useAppStore.getState();
    return { merchant, token, language, device: deviceId() };
  },
  encryptBody: async (body) => {
    const { sealRequest } = await sealing();
    const isFresh = isKeyStale;
    isKeyStale = false;
    return sealRequest(body, isFresh);
  },
  onEncryptionKeyRejected: () => {
    isKeyStale = true;
  },
});

/** A token call that finds the session gone ends it here and asks the visitor to log in again. */
function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "SESSION_EXPIRED" || error.code === "NOT_LOGGED_IN");
}

/**
 * The one API client of the site; headers follow the store on every call. Reads go through
 * `useApiQuery` (api-hooks.ts); flows that are not a cached read call this directly, because a
 * hook does not fit their sequence: sealing a body, logging in or registering (captcha, proof of
 * work, second factor), the slot's spin loop, launching a game, and the money forms, whose
 * `useMoneyForm` reuses one idempotency key per request across retries.
 */
export const api: TApiClient = {
  async request(name, input) {
    // A refusal speaks for the session the call was sent in: an answer that arrives after a new
    // login or a completed password change must not undo it.
    const sentToken = useAppStore.getState().token;
    const sentPasswordChanges = passwordChangeCount();
    try {
      return await client.request(name, input);
    } catch (error) {
      const isSameSession = sentToken !== null && useAppStore.getState().token === sentToken;
      const isSessionCall = ENDPOINTS[name].token && name !== "logout";
      if (isSessionCall && isSessionGone(error) && isSameSession) {
        clearSession();
        openAuthModal("login");
      }
      const isStillForced = isSameSession && passwordChangeCount() === sentPasswordChanges;
      if (error instanceof ApiError && error.code === "PASSWORD_CHANGE_REQUIRED" && isStillForced)
        requirePasswordChange();
      throw error;
    }
  },
};

/** The server wants the password changed first: the change-password modal opens, forced. */
function requirePasswordChange(): void {
  const { user } = useAppStore.getState();
  if (user) useAppStore.setState({ user: { ...user, isPasswordChangeRequired: true } });
  openAuthModal("changePassword");
}
