import type { TLoginValue } from "@orchid/contract/session";
import i18next from "i18next";
import { queryClient } from "../../api/query-client.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { startSession } from "../../store/session.ts";
import { showDialog } from "../../ui/dialog-store.ts";

/**
 * How the member got in; SMS logins never force a password change (spec §4), and only a
 * registration is welcomed as a new account.
 */
export type TLoginKind = "password" | "sms" | "register" | "other";

/**
 * After login (spec §4): keep the session; a forced password change opens the change-password
 * modal and waits; otherwise the modal closes, member info loads and a new registration is
 * welcomed ("Your account is ready"): a seeded or agent-made account's first login is not one.
 * Answers whether the member may go on (no forced change).
 */
export function finishLogin(value: TLoginValue, kind: TLoginKind): boolean {
  const isForced = value.passwordExpired && kind !== "sms";
  startSession({ ...value, passwordExpired: isForced }, kind === "password");
  if (isForced) {
    openAuthModal("changePassword");
    return false;
  }
  useAppStore.setState({ authModal: null });
  void queryClient.invalidateQueries({ queryKey: ["memberInfo"] });
  if (kind === "register") {
    showDialog({
      name: "first-login",
      icon: "success",
      title: i18next.t("login_welcome_title"),
      text: i18next.t("login_welcome_text", { name: value.nickname }),
    });
  }
  return true;
}
