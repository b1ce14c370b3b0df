import i18next from "i18next";
import type { NavigateFunction } from "react-router";
import { api } from "../../api/api-client.ts";
import { queryClient } from "../../api/query-client.ts";
import { clearSession } from "../../store/session.ts";
import { showDialog } from "../../ui/dialog-store.ts";

/** Logout (spec §4): asks first, calls logout (DELETE), clears the session keeping the merchant, goes to /. */
export function confirmSignOut(navigate: NavigateFunction): void {
  showDialog({
    name: "sign-out",
    icon: "warning",
    text: i18next.t("sign_out_confirm"),
    buttons: [
      { title: i18next.t("dialog_cancel") },
      {
        title: i18next.t("sign_out"),
        isDefault: true,
        handler: () => {
          void api
            .request("logout")
            .catch(() => undefined)
            .finally(() => {
              clearSession();
              queryClient.removeQueries({ queryKey: ["memberInfo"] });
              navigate("/");
            });
          return undefined;
        },
      },
    ],
  });
}
