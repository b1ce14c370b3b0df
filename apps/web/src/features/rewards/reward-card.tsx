import type { TReward } from "@orchid/contract/missions";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { expiryText, isEndingSoon, rewardValueText } from "../missions/mission-format.ts";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { REWARD_TONES } from "./reward-claim.ts";
import styles from "./rewards.module.css";

type TRewardCardProps = {
  reward: TReward;
  format: TMissionFormatHook;
  now: number;
  /** For a reward that can be claimed: the claim button, and whether a claim is under way. */
  claim?: { onClaim: (id: number) => void; isClaiming: boolean; isDisabled: boolean };
};

/**
 * One reward: title, where it came from, the cash or points, when it arrived; a reward to claim
 * shows its claim button and the time left to claim it, a past one its state and date.
 */
export function RewardCard({ reward, format, now, claim }: TRewardCardProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const dateOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;
  const isAvailable = reward.state === "available";
  const isSoon = isAvailable && isEndingSoon(reward.expiresAt, now);
  return (
    <li
      className={isAvailable ? `${styles.reward} ${styles.available}` : styles.reward}
      data-testid={`reward-${reward.id}`}
      data-state={reward.state}
    >
      <div className={styles.main}>
        <div className={styles.titleRow}>
          <h5 className={styles.title}>
            <bdi>{reward.title}</bdi>
          </h5>
          <span className={styles.source}>{t(`reward_source_${reward.source}`)}</span>
        </div>
        <span className={styles.amount} data-testid={`reward-${reward.id}-amount`}>
          {rewardValueText(reward.amount, reward.unit, format)}
        </span>
        <dl className={styles.dates}>
          <div>
            <dt>{t("reward_received_at")}</dt>
            <dd>{dateOf(reward.createdAt)}</dd>
          </div>
          {reward.state === "claimed" && reward.claimedAt && (
            <div>
              <dt>{t("reward_claimed_at")}</dt>
              <dd>{dateOf(reward.claimedAt)}</dd>
            </div>
          )}
          {reward.state !== "claimed" && reward.expiresAt && (
            <div>
              <dt>{t(isAvailable ? "reward_expires_at" : "reward_expired_at")}</dt>
              <dd>{dateOf(reward.expiresAt)}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={styles.side}>
        {claim && isAvailable ? (
          <>
            <button
              type="button"
              className={`${buttonStyles.gold} ${styles.claim}`}
              disabled={claim.isDisabled}
              aria-busy={claim.isClaiming}
              data-testid={`reward-${reward.id}-claim`}
              onClick={() => claim.onClaim(reward.id)}
            >
              {t(claim.isClaiming ? "reward_claiming" : "reward_claim")}
            </button>
            <span
              className={isSoon ? `${styles.expiry} ${styles.soon}` : styles.expiry}
              data-testid={`reward-${reward.id}-expiry`}
            >
              {expiryText(reward.expiresAt, now, format)}
            </span>
          </>
        ) : (
          <StatusBadge
            tone={REWARD_TONES[reward.state]}
            text={t(`reward_state_${reward.state}`)}
            testId={`reward-${reward.id}-state`}
          />
        )}
      </div>
    </li>
  );
}
