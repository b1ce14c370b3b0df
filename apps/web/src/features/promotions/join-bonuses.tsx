import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TBonusOffer } from "@orchid/contract/bonus";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation, useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import page from "../../ui/page.module.css";
import styles from "../bonus/bonus.module.css";
import { joinedText } from "../bonus/offer-summary.ts";
import { OfferTerms } from "../bonus/offer-terms.tsx";
import { type TOfferFormatHook, useOfferFormat } from "../bonus/use-offer-format.ts";
import { useLaunchGame } from "../lobby/use-launch-game.ts";
import { MEMBER_CALLS } from "../wallet/member-data-keys.ts";
import { createSubmitKeys } from "../wallet/submit-keys.ts";

/** The trial account type (spec §6), offered no bonus; kept here so the page needs no member schema. */
const TRIAL_TYPE = 4;

type TJoinStatus =
  /** Joined: what was received; for free spins, the game to play them on. */
  { kind: "joined"; text: string; spinsGameId: number | null } | { kind: "refused"; text: string } | null;

/** What joining may pay: bonus money (the grants), points (the points account), free spins (the grants page). */
const JOIN_REFRESH = [...MEMBER_CALLS.bonus, ...MEMBER_CALLS.points];

/**
 * "Bonuses you can join" on the promotions page: the campaigns a real member may take now without
 * a deposit. Join takes one (one idempotency key per attempt, the same one only to re-send after a
 * network failure); the offers then fetch again, so the card leaves the list. The message says what
 * was received: bonus money, points, or free spins with a button to play them.
 */
export function JoinBonuses() {
  const isRealMember = useAppStore((state) => state.token !== null && state.user?.accountType !== TRIAL_TYPE);
  return isRealMember ? <JoinBonusList /> : null;
}

function JoinBonusList() {
  const { t } = useTranslation();
  const format = useOfferFormat();
  const offers = useApiQuery("bonusOffers");
  const [keys] = useState(createSubmitKeys);
  const [joiningId, setJoiningId] = useState<number | null>(null);
  const [status, setStatus] = useState<TJoinStatus>(null);
  const join = useApiMutation("bonusJoin", { refresh: JOIN_REFRESH });
  const { launchById, isLaunching } = useLaunchGame();

  async function handleJoin(offer: TBonusOffer): Promise<void> {
    setStatus(null);
    setJoiningId(offer.campaignId);
    try {
      const idempotencyKey = keys.keyFor(String(offer.campaignId));
      const result = await join.mutateAsync({ campaignId: offer.campaignId, idempotencyKey });
      keys.settle();
      const { award } = result;
      setStatus({
        kind: "joined",
        text: joinedText(offer.name, result, format, format.dateTime),
        spinsGameId: award?.kind === "free_spins" && award.state === "active" ? award.gameId : null,
      });
    } catch (error) {
      keys.settle(error);
      setStatus({
        kind: "refused",
        text: t("bonus_join_refused", { name: offer.name, reason: t(errorKeyOf(error)) }),
      });
      // A refused offer may have ended or been taken elsewhere: the list fetches again.
      offers.refetch().catch(() => undefined);
    } finally {
      setJoiningId(null);
    }
  }

  const list = offers.data ?? [];
  const spinsGameId = status?.kind === "joined" ? status.spinsGameId : null;
  if (list.length === 0 && !status) return null;
  return (
    <section className={styles.section} aria-labelledby="join-bonuses-title" data-testid="join-bonuses">
      <h2 className={page.sectionTitle} id="join-bonuses-title">
        {t("bonus_join_title")}
      </h2>
      {status?.kind === "joined" && (
        <p className={centre.success} role="status" data-testid="join-bonus-done">
          {status.text}
        </p>
      )}
      {spinsGameId !== null && (
        <button
          type="button"
          className={`${buttonStyles.gold} ${styles.joinButton}`}
          disabled={isLaunching}
          data-testid="join-bonus-play-spins"
          onClick={() => void launchById(spinsGameId)}
        >
          {t("bonus_play_free_spins")}
        </button>
      )}
      {status?.kind === "refused" && (
        <p className={form.formError} role="alert" data-testid="join-bonus-error">
          {status.text}
        </p>
      )}
      {list.length > 0 && (
        <ul className={styles.offers}>
          {list.map((offer) => (
            <JoinCard
              key={offer.campaignId}
              offer={offer}
              format={format}
              isBusy={joiningId !== null}
              onJoin={() => void handleJoin(offer)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type TJoinCardProps = { offer: TBonusOffer; format: TOfferFormatHook; isBusy: boolean; onJoin: () => void };

/** One offer to join: name, description, terms and the Join button. */
function JoinCard({ offer, format, isBusy, onJoin }: TJoinCardProps) {
  const { t } = useTranslation();
  const titleId = `join-bonus-${offer.campaignId}-name`;
  return (
    <li className={styles.join} data-testid={`join-bonus-${offer.campaignId}`}>
      <h3 className={styles.name} id={titleId}>
        <bdi>{offer.name}</bdi>
      </h3>
      {offer.description && <p className={styles.text}>{offer.description}</p>}
      <OfferTerms offer={offer} format={format} isMinDepositShown={offer.reward.minDeposit > 0} />
      <button
        type="button"
        className={`${buttonStyles.gold} ${styles.joinButton}`}
        disabled={isBusy}
        aria-describedby={titleId}
        data-testid={`join-bonus-${offer.campaignId}-join`}
        onClick={onJoin}
      >
        {t("bonus_join_button")}
      </button>
    </li>
  );
}
