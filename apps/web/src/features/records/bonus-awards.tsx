import type { TBonusAward } from "@orchid/contract/bonus";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import styles from "../bonus/bonus.module.css";
import { pointsText, spinStake } from "../bonus/offer-summary.ts";
import type { TOfferFormatHook } from "../bonus/use-offer-format.ts";
import { useLaunchGame } from "../lobby/use-launch-game.ts";

/** A pack's badge: to play, all played, or expired; points are paid when given. */
function stateKey(award: TBonusAward): string {
  return award.kind === "points" ? "bonus_award_state_paid" : `bonus_award_state_${award.state}`;
}

function stateClass(award: TBonusAward): string | undefined {
  if (award.kind === "points" || award.state === "done") return `${styles.state} ${styles.stateConverted}`;
  return award.state === "active" ? `${styles.state} ${styles.stateActive}` : styles.state;
}

type TBonusAwardsProps = { awards: TBonusAward[]; format: TOfferFormatHook };

/**
 * My free spins and points: the member's free spin packs still to play first (each with a Play
 * button that opens its slot game), then the latest awards of points and played or expired packs.
 */
export function BonusAwards({ awards, format }: TBonusAwardsProps) {
  const { t } = useTranslation();
  const { launchById, isLaunching } = useLaunchGame();

  async function handlePlay(gameId: number): Promise<void> {
    // The game opens in the /game frame behind the member centre: the panel closes once it has.
    if (await launchById(gameId)) useAppStore.setState({ memberCentrePage: null });
  }

  return (
    <section className={centre.card} aria-labelledby="bonus-awards-title" data-testid="bonus-awards">
      <h4 className={centre.cardTitle} id="bonus-awards-title">
        {t("bonus_awards_title")}
      </h4>
      {awards.length === 0 ? (
        <EmptyState title={t("bonus_awards_empty")} text={t("bonus_awards_empty_text")} />
      ) : (
        <ul className={styles.grants}>
          {awards.map((award) =>
            award.kind === "free_spins" ? (
              <SpinsCard
                key={award.id}
                award={award}
                format={format}
                isLaunching={isLaunching}
                onPlay={(gameId) => void handlePlay(gameId)}
              />
            ) : (
              <PointsCard key={award.id} award={award} format={format} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** The award's name and its state badge. */
function AwardHead({ award }: { award: TBonusAward }) {
  const { t } = useTranslation();
  return (
    <div className={styles.grantHead}>
      <span className={styles.name} id={`bonus-award-${award.id}-name`}>
        <bdi>{award.name}</bdi>
      </span>
      <span className={stateClass(award)} data-testid="bonus-award-state">
        {t(stateKey(award))}
      </span>
    </div>
  );
}

/** Points given by a campaign: how many and when. */
function PointsCard({ award, format }: { award: TBonusAward; format: TOfferFormatHook }) {
  const { t } = useTranslation();
  return (
    <li className={styles.grant} data-testid="bonus-award" data-kind="points" data-state={award.state}>
      <AwardHead award={award} />
      <span className={styles.grantAmount}>{pointsText(award.points, format)}</span>
      <dl className={styles.grantTerms}>
        <div className={styles.term}>
          <dt>{t("bonus_granted_at")}</dt>
          <dd>
            <time dateTime={award.grantedAt}>{format.dateTime(award.grantedAt)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

type TSpinsCardProps = {
  award: TBonusAward;
  format: TOfferFormatHook;
  isLaunching: boolean;
  onPlay: (gameId: number) => void;
};

/**
 * A pack of free spins: its game, spins left of the pack, the bet of a spin, what they have won,
 * its dates and, while spins are left, the Play button. Once closed, what they won is a bonus grant.
 */
function SpinsCard({ award, format, isLaunching, onPlay }: TSpinsCardProps) {
  const { t } = useTranslation();
  const isActive = award.state === "active";
  const gameId = isActive ? award.gameId : null;
  const remaining = Math.max(0, award.spins - award.used);
  const dateOf = (at: string) => <time dateTime={at}>{format.dateTime(at)}</time>;
  const terms: [string, ReactNode][] = [
    ["bonus_award_game", <bdi key="game">{award.gameName ?? t("bonus_award_game_unknown")}</bdi>],
    [
      "bonus_award_spins_left",
      t("bonus_award_spins_left_value", {
        remaining: format.count(remaining),
        spins: format.count(award.spins),
      }),
    ],
    ["bonus_award_bet", format.money(spinStake(award))],
    [isActive ? "bonus_award_won_so_far" : "bonus_award_won", format.money(award.won)],
    ["bonus_granted_at", dateOf(award.grantedAt)],
  ];
  if (award.state !== "done") {
    terms.push([isActive ? "bonus_expires_at" : "bonus_award_expired_at", dateOf(award.expiresAt)]);
  }
  return (
    <li className={styles.grant} data-testid="bonus-award" data-kind="free_spins" data-state={award.state}>
      <AwardHead award={award} />
      <span className={styles.grantAmount}>
        {t("bonus_award_spins", { spins: format.count(award.spins) })}
      </span>
      <dl className={styles.grantTerms}>
        {terms.map(([key, value]) => (
          <div key={key} className={styles.term}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {award.grantId !== null && <p className={styles.text}>{t("bonus_award_won_granted")}</p>}
      {gameId !== null && (
        <button
          type="button"
          className={`${buttonStyles.gold} ${styles.joinButton}`}
          disabled={isLaunching}
          aria-describedby={`bonus-award-${award.id}-name`}
          data-testid="bonus-award-play"
          onClick={() => onPlay(gameId)}
        >
          {t("bonus_award_play")}
        </button>
      )}
    </li>
  );
}
