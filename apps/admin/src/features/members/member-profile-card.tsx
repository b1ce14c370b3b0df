import type { TBoMemberDetail } from "@orchid/contract/backoffice-members";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { useMemberNames } from "./member-vocabulary.ts";
import styles from "./members.module.css";

function Fact(props: { label: string; isMono?: boolean; children: ReactNode }) {
  return (
    <>
      <dt>{props.label}</dt>
      <dd className={props.isMono ? "mono" : undefined}>{props.children}</dd>
    </>
  );
}

/** Who the member is: contact, account type, rank, place in the agent tree, registration, security. */
export function MemberProfileCard(props: { detail: TBoMemberDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { typeName } = useMemberNames();
  const d = props.detail;
  return (
    <section className="card" aria-labelledby="member-profile">
      <h2 id="member-profile">{t("bo_member_profile")}</h2>
      <dl className={styles.facts}>
        <Fact label={t("bo_username")} isMono>
          {d.username}
        </Fact>
        <Fact label={t("bo_member_nickname")}>{d.nickname || "—"}</Fact>
        <Fact label={t("bo_member_type")}>{typeName(d.type)}</Fact>
        <Fact label={t("bo_member_rank")}>{d.rankLevel}</Fact>
        <Fact label={t("bo_member_labels")}>{d.labels.length > 0 ? d.labels.join(", ") : "—"}</Fact>
        <Fact label={t("bo_member_mobile")} isMono>
          {d.mobileE164 ?? "—"}
        </Fact>
        <Fact label={t("bo_member_email")}>{d.email ?? "—"}</Fact>
        <Fact label={t("bo_member_upline")}>{d.upline ?? t("bo_member_top_level")}</Fact>
        <Fact label={t("bo_member_downline")}>{d.downlineCount}</Fact>
        <Fact label={t("bo_member_agent_path")} isMono>
          {d.agentPath}
        </Fact>
        <Fact label={t("bo_member_registered")}>{formatDateTime(d.createdAt)}</Fact>
        <Fact label={t("bo_member_register_ip")} isMono>
          {d.registerIp ?? "—"}
        </Fact>
        <Fact label={t("bo_member_register_method")}>{d.registerMethod ?? "—"}</Fact>
        <Fact label={t("bo_member_register_url")}>{d.registerUrl ?? "—"}</Fact>
        <Fact label={t("bo_member_last_login")}>{formatDateTime(d.lastLoginAt)}</Fact>
        <Fact label={t("bo_member_last_login_ip")} isMono>
          {d.lastLoginIp ?? "—"}
        </Fact>
        <Fact label={t("bo_member_authenticator")}>
          {d.totpEnabled ? t("bo_member_on") : t("bo_member_off")}
        </Fact>
        <Fact label={t("bo_member_must_change_password")}>
          {d.mustChangePassword ? t("bo_member_yes") : t("bo_member_no")}
        </Fact>
      </dl>
    </section>
  );
}
