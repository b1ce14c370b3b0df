import type { TCaptcha } from "@orchid/contract/session";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../api/api-client.ts";

/** The captcha may be refreshed at most once per second (spec §4, §9). */
const REFRESH_GAP_MS = 1000;

/**
 * A captcha that stays hidden until asked for (a failure's captcha flag, or always when the
 * site wants one); a click refreshes it, at most once per second.
 */
export function useCaptcha(isShownAtStart: boolean) {
  const [isShown, setIsShown] = useState(isShownAtStart);
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const [answer, setAnswer] = useState("");
  const lastLoad = useRef(0);

  const reload = useCallback(async () => {
    const now = Date.now();
    if (now - lastLoad.current < REFRESH_GAP_MS) return;
    lastLoad.current = now;
    setAnswer("");
    try {
      setCaptcha(await api.request("captcha"));
    } catch {
      setCaptcha(null);
    }
  }, []);

  useEffect(() => {
    if (isShown) void reload();
  }, [isShown, reload]);

  const show = useCallback(() => {
    if (isShown) void reload();
    else setIsShown(true);
  }, [isShown, reload]);

  /** The fields a call sends when the captcha shows. */
  const fields = isShown && captcha ? { captcha: answer.trim(), captchaId: captcha.captchaId } : {};
  return { isShown, captcha, answer, setAnswer, reload, show, fields };
}

export type TCaptchaState = ReturnType<typeof useCaptcha>;
