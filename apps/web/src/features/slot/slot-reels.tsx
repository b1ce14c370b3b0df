import type { TSlotGame } from "@orchid/contract/slots";
import { useTranslation } from "react-i18next";
import { reelFiller } from "./idle-window.ts";
import { PaylineOverlay } from "./payline-overlay.tsx";
import styles from "./slot-reels.module.css";
import { SlotSymbol } from "./slot-symbol.tsx";
import type { TReelsView } from "./use-slot-reels.ts";
import { cellKey } from "./winning-cells.ts";

/** The 5 × 3 reels: spinning strips, each reel landing on its column, winning cells and lines lit. */
export function SlotReels({ game, view }: { game: TSlotGame; view: TReelsView }) {
  const { t } = useTranslation();
  const hasWin = view.cells.size > 0;
  const isSpinning = view.spinning.some(Boolean);
  return (
    <div
      className={styles.frame}
      data-testid="slot-reels"
      data-spinning={isSpinning}
      data-has-win={hasWin}
      role="img"
      aria-label={t("slot_reels")}
    >
      <div className={styles.reels}>
        {view.window.map((column, reel) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
          <div key={reel} className={styles.reel}>
            {view.spinning[reel] ? (
              <div className={styles.strip}>
                {[...reelFiller(game.symbols, reel), ...reelFiller(game.symbols, reel)].map(
                  (symbol, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip
                    <div key={index} className={styles.cell}>
                      <SlotSymbol id={symbol} className={styles.symbol} />
                    </div>
                  ),
                )}
              </div>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a new key per spin replays the landing
              <div key={`${view.spinId}-${reel}`} className={styles.column} data-landed={view.spinId > 0}>
                {column.map((symbol, row) => {
                  const isWinning = view.cells.has(cellKey(reel, row));
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                      key={row}
                      className={styles.cell}
                      data-testid="slot-cell"
                      data-symbol={symbol}
                      data-win={isWinning}
                      data-dim={hasWin && !isWinning}
                    >
                      <SlotSymbol id={symbol} className={styles.symbol} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        ))}
      </div>
      {view.shown && <PaylineOverlay paylines={game.paylines} wins={view.shown.lineWins} />}
    </div>
  );
}
