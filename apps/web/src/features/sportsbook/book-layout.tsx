import type { ReactNode } from "react";
import { BetSlip } from "./bet-slip.tsx";
import styles from "./book.module.css";
import { SlipDock } from "./slip-dock.tsx";
import { useSlipStore } from "./slip-store.ts";
import { useMemberBookPrefs } from "./use-book-prefs.ts";
import { useLiveEvents } from "./use-live-events.ts";
import { usePhoneLayout } from "./use-phone-layout.ts";

/**
 * A betting page's frame: the page's content and the bet slip, a right-hand panel on wider
 * screens and a floating button with a bottom sheet on a phone.
 */
export function BookLayout({ children, isFull = false }: { children: ReactNode; isFull?: boolean }) {
  const isPhone = usePhoneLayout();
  const legs = useSlipStore((state) => state.legs);
  useMemberBookPrefs();
  // The slip's prices follow the book wherever it shows, whatever the page shows.
  useLiveEvents(legs.map((leg) => leg.eventId));
  return (
    <div className={styles.layout} data-full={isFull}>
      <div className={styles.content}>{children}</div>
      {isPhone ? (
        <SlipDock />
      ) : (
        <aside className={styles.slipColumn}>
          <BetSlip />
        </aside>
      )}
    </div>
  );
}
