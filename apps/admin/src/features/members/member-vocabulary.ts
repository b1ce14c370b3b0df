import type { TBoMemberRow } from "@orchid/contract/backoffice-members";
import { useTranslation } from "react-i18next";

/** Translation keys of the members vocabulary (literal, so the catalogue test sees each one). */
export const MEMBER_STATUS: Record<TBoMemberRow["status"], { key: string; badge: string }> = {
  active: { key: "bo_member_status_active", badge: "badge badge-ok" },
  locked: { key: "bo_member_status_locked", badge: "badge badge-bad" },
  self_excluded: { key: "bo_member_status_self_excluded", badge: "badge badge-warn" },
};

const MEMBER_TYPE_KEYS: Record<number, string> = {
  0: "bo_member_type_member",
  1: "bo_member_type_agent_1",
  2: "bo_member_type_agent_2",
  4: "bo_member_type_trial",
  41: "bo_member_type_agent_41",
  42: "bo_member_type_agent_42",
};

const AUTH_EVENT_KEYS: Record<string, string> = {
  login: "bo_member_event_login",
  login_failed: "bo_member_event_login_failed",
  logout: "bo_member_event_logout",
  register: "bo_member_event_register",
  password_changed: "bo_member_event_password_changed",
  password_reset_requested: "bo_member_event_password_reset_requested",
  password_reset: "bo_member_event_password_reset",
  second_factor_challenged: "bo_member_event_second_factor_challenged",
  second_factor_passed: "bo_member_event_second_factor_passed",
  second_factor_failed: "bo_member_event_second_factor_failed",
  totp_enabled: "bo_member_event_totp_enabled",
  totp_disabled: "bo_member_event_totp_disabled",
  free_play: "bo_member_event_free_play",
  payment_password_set: "bo_member_event_payment_password_set",
  payment_password_failed: "bo_member_event_payment_password_failed",
};

/**
 * Names of account types and authentication events in the console's language; a type or event
 * the console does not know reads as recorded.
 */
export function useMemberNames() {
  const { t } = useTranslation();
  return {
    typeName: (type: number) => {
      const key = MEMBER_TYPE_KEYS[type];
      return key ? t(key) : t("bo_member_type_other", { type });
    },
    eventName: (event: string) => {
      const key = AUTH_EVENT_KEYS[event];
      return key ? t(key) : event;
    },
  };
}
