import type { TLotteryGameDetail } from "@orchid/contract/lottery";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import buttons from "../../ui/button.module.css";
import { checkAmount } from "../wallet/check-amount.ts";
import { amountInputText } from "../wallet/parse-amount.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";
import { BetPicker } from "./bet-picker.tsx";
import { pickerOf } from "./bet-pickers.ts";
import { BetTypeInfo } from "./bet-type-info.tsx";
import { BetTypeTabs } from "./bet-type-tabs.tsx";
import { drawCountdown } from "./draw-countdown.ts";
import { EntryPreview } from "./entry-preview.tsx";
import { PlaceOutcome } from "./place-outcome.tsx";
import { quickPicks } from "./quick-pick.ts";
import { SlipDrafts } from "./slip-drafts.tsx";
import { MAX_SLIP_ENTRIES, previewEntry, type TSlipDraft } from "./slip-preview.ts";
import { StakeField } from "./stake-field.tsx";
import { useNow } from "./use-now.ts";
import { usePlaceSlip } from "./use-place-slip.ts";
import { withPicks } from "./with-picks.ts";

type TBetPanelProps = {
  game: TLotteryGameDetail;
  /** The bet type the address asked for (`playType`), when the game offers it. */
  playType: string | null;
  onDrawClosed: () => void;
  onShowBets: () => void;
};

/**
 * Betting on the game's open draw: bet type tabs, the bet type's picker with quick pick, the
 * stake per line, the preview of lines and cost from the bet type's own rules, the slip of
 * several entries and placing it.
 */
export function BetPanel({ game, playType, onDrawClosed, onShowBets }: TBetPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const now = useNow();
  const rules = findLotteryFamily(game.family);
  const [code, setCode] = useState(
    () => game.betTypes.find((betType) => betType.code === playType)?.code ?? game.betTypes[0]?.code ?? "",
  );
  const betType = game.betTypes.find((item) => item.code === code) ?? game.betTypes[0];
  const [picks, setPicks] = useState<string[]>([]);
  const [ballCount, setBallCount] = useState(1);
  const [stakeText, setStakeText] = useState(() => amountInputText(betType?.minStake ?? 100));
  const [entries, setEntries] = useState<TSlipDraft[]>([]);
  const [nextId, setNextId] = useState(1);
  const slip = usePlaceSlip(game.code, onDrawClosed);
  if (!betType) return <p className={styles.muted}>{t("lott_no_bet_types")}</p>;

  const spec = pickerOf(game.family, betType.code);
  // The set size chosen for any-N, or the one size a front bet takes.
  const ballSize =
    spec.kind === "balls" && !spec.sizes.includes(ballCount) ? (spec.sizes[0] ?? 1) : ballCount;
  const stake = checkAmount(stakeText, { min: betType.minStake, max: betType.maxStake });
  const stakeError =
    stake.problem === null ? null : t(stake.problem, { amount: money.withSymbol(stake.bound ?? 0) });
  const ruleBetType = rules?.betTypes.find((item) => item.code === betType.code);
  const preview = previewEntry(ruleBetType, picks, stake.minor ?? 0);
  const current = game.current;
  const isOpen = current !== null && drawCountdown(current, now).phase === "closes";
  const isSlipFull = entries.length >= MAX_SLIP_ENTRIES;

  function handleBetType(next: string): void {
    setCode(next);
    setPicks([]);
    const nextType = game.betTypes.find((item) => item.code === next);
    const kept = nextType && checkAmount(stakeText, { min: nextType.minStake, max: nextType.maxStake });
    if (nextType && kept?.problem !== null) setStakeText(amountInputText(nextType.minStake));
  }

  function handleQuickPick(): void {
    const drawn = quickPicks(spec, ballSize);
    setPicks(spec.kind === "cells" ? drawn : withPicks(picks, drawn));
  }

  function handleAdd(): void {
    if (!preview.ok || stake.minor === null || isSlipFull) return;
    const entry = {
      id: nextId,
      betType: betType?.code ?? "",
      picks,
      stake: stake.minor,
      lines: preview.lines,
    };
    setEntries([...entries, entry]);
    setNextId(nextId + 1);
    setPicks([]);
    slip.dismiss();
  }

  async function handlePlace(): Promise<void> {
    if (!current) return;
    if (await slip.place(current.issue, entries)) setEntries([]);
  }

  return (
    <div className={styles.panel}>
      <BetTypeTabs betTypes={game.betTypes} value={betType.code} onChange={handleBetType} />
      <BetTypeInfo family={game.family} betType={betType} memberDrawLimit={game.memberDrawLimit} />
      <BetPicker
        key={betType.code}
        spec={spec}
        picks={picks}
        onPicks={setPicks}
        ballCount={ballSize}
        onBallCount={setBallCount}
      />
      <div className={styles.pickActions}>
        {spec.kind !== "text" && (
          <button
            type="button"
            className={buttons.ghost}
            data-testid="lottery-quick-pick"
            onClick={handleQuickPick}
          >
            {t("lott_quick_pick")}
          </button>
        )}
        <button
          type="button"
          className={buttons.ghost}
          disabled={picks.length === 0}
          onClick={() => setPicks([])}
        >
          {t("lott_clear_picks")}
        </button>
      </div>
      <StakeField betType={betType} value={stakeText} onChange={setStakeText} error={stakeError} />
      <EntryPreview preview={preview} hasPicks={picks.length > 0} />
      <button
        type="button"
        className={buttons.gold}
        disabled={!preview.ok || stake.minor === null || isSlipFull}
        data-testid="lottery-add-entry"
        onClick={handleAdd}
      >
        {t(isSlipFull ? "lott_slip_full" : "lott_add_entry")}
      </button>
      <SlipDrafts
        entries={entries}
        onRemove={(id) => setEntries(entries.filter((entry) => entry.id !== id))}
        onPlace={() => void handlePlace()}
        isPlacing={slip.isPlacing}
        blocker={isOpen ? null : t("lott_no_open_draw")}
      />
      <PlaceOutcome
        placed={slip.placed}
        canCancel={isOpen && slip.placed?.issue === current?.issue}
        problem={slip.problem}
        onShowBets={onShowBets}
        onDismiss={slip.dismiss}
      />
    </div>
  );
}
