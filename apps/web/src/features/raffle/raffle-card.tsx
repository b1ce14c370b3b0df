import type { TRaffle } from "@orchid/contract/raffle";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { EnvelopeReveal } from "./envelope-reveal.tsx";
import styles from "./raffle.module.css";
import { canOpenEnvelope, RAFFLE_TONES } from "./raffle-view.ts";

type TRaffleCardProps = {
  raffle: TRaffle;
  format: TMissionFormatHook;
  /** The amount just won from this raffle (the reveal shows it), else null. */
  won: number | null;
  /** Why the last try on this raffle was refused, translated, else null. */
  refusal: string | null;
  isClaiming: boolean;
  isDisabled: boolean;
  onOpen: () => void;
};

/**
 * One raffle: its title and state, when it opens or closes, packets left; an open one that the
 * member has not taken from shows the envelope to open; then what the member took.
 */
export function RaffleCard({
  raffle,
  format,
  won,
  refusal,
  isClaiming,
  isDisabled,
  onOpen,
}: TRaffleCardProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const timeOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;
  const titleId = `raffle-${raffle.id}-title`;
  const mine = won ?? raffle.mine;
  return (
    <li
      className={raffle.state === "open" ? `${styles.card} ${styles.open}` : styles.card}
      data-testid={`raffle-${raffle.id}`}
      data-state={raffle.state}
    >
      <div className={styles.head}>
        <h3 className={styles.name} id={titleId}>
          <bdi>{raffle.title}</bdi>
        </h3>
        <StatusBadge tone={RAFFLE_TONES[raffle.state]} text={t(`raffle_state_${raffle.state}`)} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t(raffle.state === "upcoming" ? "raffle_opens_at" : "raffle_opened_at")}</dt>
          <dd>{timeOf(raffle.opensAt)}</dd>
        </div>
        <div>
          <dt>{t(raffle.state === "closed" ? "raffle_closed_at" : "raffle_closes_at")}</dt>
          <dd>{timeOf(raffle.closesAt)}</dd>
        </div>
        {raffle.state !== "upcoming" && (
          <div>
            <dt>{t("raffle_packets")}</dt>
            <dd data-testid={`raffle-${raffle.id}-left`}>
              {t("raffle_left", { left: format.count(raffle.left), packets: format.count(raffle.packets) })}
            </dd>
          </div>
        )}
      </dl>
      {won !== null ? (
        <EnvelopeReveal amount={format.money(won)} testId={`raffle-${raffle.id}-won`} />
      ) : (
        canOpenEnvelope(raffle) && (
          <button
            type="button"
            className={styles.envelope}
            disabled={isDisabled}
            aria-busy={isClaiming}
            aria-describedby={titleId}
            data-testid={`raffle-${raffle.id}-open`}
            onClick={onOpen}
          >
            <span className={styles.seal} aria-hidden="true" />
            <span className={styles.envelopeText}>{t(isClaiming ? "raffle_opening" : "raffle_open")}</span>
          </button>
        )
      )}
      {mine !== null && won === null && (
        <p className={styles.mine} data-testid={`raffle-${raffle.id}-mine`}>
          {t("raffle_mine", { amount: format.money(mine) })}
        </p>
      )}
      {mine === null && raffle.state === "upcoming" && (
        <p className={styles.hint}>{t("raffle_upcoming_hint")}</p>
      )}
      {mine === null && raffle.state === "closed" && <p className={styles.hint}>{t("raffle_missed")}</p>}
      {refusal && (
        <p className={form.formError} role="alert" data-testid={`raffle-${raffle.id}-error`}>
          {refusal}
        </p>
      )}
    </li>
  );
}
