import type { TBoMemberRow } from "@orchid/contract/backoffice-members";
import { useTranslation } from "react-i18next";
import { MEMBER_STATUS } from "./member-vocabulary.ts";

export function MemberStatusBadge(props: { status: TBoMemberRow["status"]; testId?: string }) {
  const { t } = useTranslation();
  const status = MEMBER_STATUS[props.status];
  return (
    <span className={status.badge} data-testid={props.testId} data-status={props.status}>
      {t(status.key)}
    </span>
  );
}
