import { useEffect, useRef } from "react";
import { readStored, writeStored } from "../../store/storage.ts";
import { STORAGE_KEYS } from "../../store/storage-keys.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { useHomeNotice } from "./use-home-notice.ts";

/**
 * Pop-up notices show once per browser session, after start-up, one dialog each: arrival
 * pop-ups, queued in order and shown one at a time, never over another dialog (a warning).
 */
export function PopupNotices() {
  const popups = useHomeNotice().notice.popup;
  const hasShown = useRef(false);

  useEffect(() => {
    if (hasShown.current || popups.length === 0) return;
    hasShown.current = true;
    if (readStored("sessionStorage", STORAGE_KEYS.popupsSeen) === "1") return;
    writeStored("sessionStorage", STORAGE_KEYS.popupsSeen, "1");
    for (const popup of popups) {
      showDialog({
        name: "popup-notice",
        title: popup.title,
        html: popup.content,
        width: 520,
        isArrival: true,
      });
    }
  }, [popups]);

  return null;
}
