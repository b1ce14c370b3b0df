import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { holdArrivals, showDialog } from "../../ui/dialog-store.ts";

/** The invitation code the visitor arrived with (`?code=` or `?affiliateCode=`). */
function urlCode(): string {
  const query = new URLSearchParams(window.location.search);
  return (query.get("code") ?? query.get("affiliateCode") ?? "").trim();
}

/**
 * Spec §4 registration: a valid code in the URL is sent as is and the field stays hidden; with
 * no code, or one the check refuses (warning "invitation_code_error"), the field shows. Arrival
 * pop-ups wait for the check, so its warning comes first and alone.
 */
export function useAffiliateCode(isRuleEnabled: boolean) {
  const { t } = useTranslation();
  const [fromUrl] = useState(urlCode);
  const [isUrlValid, setIsUrlValid] = useState<boolean | null>(fromUrl ? null : false);

  useEffect(() => {
    if (!fromUrl) return;
    let isCurrent = true;
    const releaseArrivals = holdArrivals();
    api
      .request("affiliateCheck", { code: fromUrl, domain: window.location.hostname })
      .then((answer) => answer.valid)
      .catch(() => false)
      .then((isValid) => {
        if (!isCurrent) return;
        setIsUrlValid(isValid);
        if (!isValid) {
          showDialog({
            name: "invitation-code-error",
            icon: "warning",
            text: t("invitation_code_error"),
            buttons: [{ title: t("in_increase_submit"), isDefault: true }],
          });
        }
        releaseArrivals();
      });
    return () => {
      isCurrent = false;
      releaseArrivals();
    };
  }, [fromUrl, t]);

  return {
    /** The code to send when the field is hidden. */
    urlCode: isUrlValid ? fromUrl : "",
    isFieldShown: isRuleEnabled && isUrlValid === false,
  };
}
