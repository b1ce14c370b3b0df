import type { TReferralSummary } from "@orchid/contract/referral";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { type TMissionFormatHook, useMissionFormat } from "../missions/use-mission-format.ts";
import { CopyField } from "./copy-field.tsx";
import { InviteeList } from "./invitee-list.tsx";
import styles from "./referral.module.css";
import { earnedText, referralRuleLines } from "./referral-format.ts";
import { useReferral } from "./referral-queries.ts";
import { useQrCode } from "./use-qr-code.ts";

/**
 * Invite friends, for a real member (the member centre's invite_friends and `/join`): the code and
 * the registration link to share (copy buttons, a QR code), the counts and what they earned, the
 * rules, then the invitees with how far each has come.
 */
export function ReferralContent() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const referral = useReferral();
  if (referral.isError)
    return <QueryProblem error={referral.error} onRetry={() => void referral.refetch()} />;
  if (!referral.data) return <Loader />;
  const summary = referral.data;
  return (
    <div className={centre.page} data-testid="referral">
      {!summary.rules.enabled && (
        <div className={centre.notice} role="note" data-testid="referral-paused">
          <p>{t("referral_paused")}</p>
        </div>
      )}
      <InviteCard code={summary.code} link={summary.link} />
      <ReferralCounts summary={summary} format={format} />
      <RulesCard rules={summary.rules} format={format} />
      <InviteeList format={format} />
    </div>
  );
}

/** The code and link, each with a copy button, and the link's QR code beside them. */
function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const qr = useQrCode(link);
  return (
    <section className={centre.card} aria-labelledby="referral-invite-title" data-testid="referral-invite">
      <h4 className={centre.cardTitle} id="referral-invite-title">
        {t("referral_invite_title")}
      </h4>
      <p className={centre.muted}>{t("referral_invite_text")}</p>
      <div className={styles.invite}>
        <dl className={styles.copyList}>
          <CopyField label={t("referral_code")} value={code} testId="referral-code" />
          <CopyField label={t("referral_link")} value={link} testId="referral-link" />
        </dl>
        <figure className={styles.qrFigure}>
          {qr ? (
            <img
              className={styles.qr}
              src={qr}
              alt={t("referral_qr_alt")}
              width={148}
              height={148}
              data-testid="referral-qr"
            />
          ) : (
            <span className={styles.qr} aria-hidden="true" />
          )}
          <figcaption className={styles.qrCaption}>{t("referral_qr_caption")}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Friends invited, friends who qualified, and the rewards earned so far. */
function ReferralCounts({ summary, format }: { summary: TReferralSummary; format: TMissionFormatHook }) {
  const { t } = useTranslation();
  const tiles = [
    { key: "invitees", label: t("referral_count_invitees"), value: format.count(summary.invitees) },
    { key: "qualified", label: t("referral_count_qualified"), value: format.count(summary.qualified) },
    { key: "earned", label: t("referral_count_earned"), value: earnedText(summary.earned, format) },
  ];
  return (
    <div className={centre.tiles} data-testid="referral-counts">
      {tiles.map((tile) => (
        <div key={tile.key} className={centre.tile} data-testid={`referral-${tile.key}`}>
          <span className={centre.tileLabel}>{tile.label}</span>
          <span className={centre.tileValue}>{tile.value}</span>
        </div>
      ))}
    </div>
  );
}

type TRulesCardProps = { rules: TReferralSummary["rules"]; format: TMissionFormatHook };

/** How an invitation earns a reward, step by step. */
function RulesCard({ rules, format }: TRulesCardProps) {
  const { t } = useTranslation();
  return (
    <section className={centre.card} aria-labelledby="referral-rules-title" data-testid="referral-rules">
      <h4 className={centre.cardTitle} id="referral-rules-title">
        {t("referral_rules_title")}
      </h4>
      <ol className={styles.rules}>
        {referralRuleLines(rules, format).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
