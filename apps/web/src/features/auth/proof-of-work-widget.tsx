import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type TWidgetState = "loading" | "unverified" | "verifying" | "verified" | "expired" | "error" | "code";

/** Loads the widget's code once, on the first form that shows it. */
let loading: Promise<void> | null = null;
function loadAltcha(): Promise<void> {
  loading ??= import("./load-altcha.ts").then((m) => m.setUpAltcha());
  return loading;
}

/**
 * The ALTCHA proof-of-work widget: it fetches a challenge and solves it in the browser as soon as
 * it shows (well under a second for a person), then hands its payload to the form. Its texts come
 * from the site's catalogue in the visitor's language.
 */
export function ProofOfWorkWidget({ onChange }: { onChange: (payload: string | null) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [isLoaded, setIsLoaded] = useState(false);
  const [state, setState] = useState<TWidgetState>("loading");
  const language = (document.documentElement.lang || "en").toLowerCase();

  useEffect(() => {
    let isLive = true;
    void loadAltcha().then(() => {
      if (isLive) setIsLoaded(true);
    });
    return () => {
      isLive = false;
    };
  }, []);

  useEffect(() => {
    if (!isLoaded) return;
    const english = globalThis.$altcha.i18n.get("en") ?? {};
    globalThis.$altcha.i18n.set(language, {
      ...english,
      label: t("pow_label"),
      verifying: t("pow_verifying"),
      verified: t("pow_verified"),
      error: t("pow_error"),
      expired: t("pow_expired"),
      verificationRequired: t("pow_required"),
      waitAlert: t("pow_wait"),
    });
  }, [isLoaded, language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!isLoaded || !widget) return;
    setState("unverified");
    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: TWidgetState; payload: string | null }>).detail;
      setState(detail.state);
      onChangeRef.current(detail.state === "verified" ? detail.payload : null);
    };
    widget.addEventListener("statechange", handleStateChange);
    return () => widget.removeEventListener("statechange", handleStateChange);
  }, [isLoaded]);

  return (
    <div data-testid="pow-widget" data-state={state}>
      {isLoaded && <altcha-widget ref={ref} language={language} />}
    </div>
  );
}
