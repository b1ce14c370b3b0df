import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

const PHONE_QUERY = "(max-width: 768px)";

/** Help articles in the current language, for the web (WEB) or phone (H5) device. */
export function useHelpCenter() {
  const language = useAppStore((state) => state.language);
  const device = window.matchMedia(PHONE_QUERY).matches ? "H5" : "WEB";
  return useApiQuery("helpCenter", language ? { language, device } : { device }, {
    placeholderData: (previous) => previous,
    staleTime: 10 * 60_000,
  });
}
