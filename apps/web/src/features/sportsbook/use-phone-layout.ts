import { useSyncExternalStore } from "react";

/** Below this width the slip is a floating button and a bottom sheet, not a side panel. */
const PHONE_QUERY = "(max-width: 767px)";

function subscribe(notify: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener("change", notify);
  return () => media.removeEventListener("change", notify);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/** Whether the page is laid out for a phone, following the window as it resizes or turns. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, isPhone);
}
