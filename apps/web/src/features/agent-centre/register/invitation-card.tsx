import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import styles from "../agent-centre.module.css";
import { CopyButton } from "./copy-button.tsx";

/** A QR code of the link, drawn in the browser (black on white, as scanners expect). */
function useQrCode(text: string | undefined): string {
  const [url, setUrl] = useState("");
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    toDataURL(text, { margin: 1, width: 256, errorCorrectionLevel: "M" })
      .then((data) => isCurrent && setUrl(data))
      .catch(() => isCurrent && setUrl(""));
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return url;
}

/** The agent's invitation code and registration link, each with a copy button, and the link's QR code. */
export function InvitationCard() {
  const { t } = useTranslation();
  const invitation = useApiQuery("agentInvitation");
  const qr = useQrCode(invitation.data?.link);
  if (invitation.isError)
    return <QueryProblem error={invitation.error} onRetry={() => void invitation.refetch()} />;
  if (!invitation.data) return <Loader />;
  const { code, link } = invitation.data;
  return (
    <div className={centre.card} data-testid="agent-invitation">
      <h4 className={centre.cardTitle}>{t("agc_invite_title")}</h4>
      <div className={styles.invite}>
        <dl className={centre.page}>
          <div>
            <dt className={centre.muted}>{t("agc_invite_code")}</dt>
            <dd className={styles.copyLine}>
              <bdi data-testid="agent-invitation-code">{code}</bdi>
              <CopyButton label={t("agc_invite_code")} value={code} testId="agent-copy-code" />
            </dd>
          </div>
          <div>
            <dt className={centre.muted}>{t("agc_invite_link")}</dt>
            <dd className={styles.copyLine}>
              <bdi data-testid="agent-invitation-link">{link}</bdi>
              <CopyButton label={t("agc_invite_link")} value={link} testId="agent-copy-link" />
            </dd>
          </div>
        </dl>
        {qr && (
          <img className={styles.qr} src={qr} alt={t("agc_invite_qr")} data-testid="agent-invitation-qr" />
        )}
      </div>
    </div>
  );
}
