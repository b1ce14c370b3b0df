import i18next from "i18next";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { showDialog } from "../../ui/dialog-store.ts";

/** The trial account type (spec §6); kept here so the home bundle needs no schema code. */
const TRIAL_TYPE = 4;

/**
 * Action gate (spec §4): without a session the login popup opens; a trial account (type 4) gets
 * the real-account warning. Answers whether the action may go on.
 */
export function requireRealAccount(): boolean {
  const { token, user } = useAppStore.getState();
  if (!token) {
    openAuthModal("login");
    return false;
  }
  if (user?.accountType === TRIAL_TYPE) {
    showDialog({
      name: "need-true-account",
      icon: "warning",
      text: i18next.t("in_need_true_account"),
      buttons: [{ title: i18next.t("in_increase_submit"), isDefault: true }],
    });
    return false;
  }
  return true;
}

/** The gate for components: `const gate = useActionGate(); if (gate()) …`. */
export function useActionGate(): () => boolean {
  return requireRealAccount;
}

/** Opens the member centre on a page (default the security centre), when the gate allows. */
export function openMemberCentre(page = "securityCenter"): void {
  if (requireRealAccount()) useAppStore.setState({ memberCentrePage: page });
}
