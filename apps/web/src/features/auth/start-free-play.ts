import { errorKeyOf } from "@orchid/contract/api-problems";
import i18next from "i18next";
import { api } from "../../api/api-client.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { finishLogin } from "./finish-login.ts";

/** Free play (FREEPLAY3): logs in a trial account (type 4); answers whether it worked. */
export async function startFreePlay(): Promise<boolean> {
  try {
    const value = await api.request("freePlayLogin", { platform: "W", os: navigator.platform || undefined });
    return finishLogin(value, "other");
  } catch (error) {
    showDialog({ name: "free-play-error", icon: "error", text: i18next.t(errorKeyOf(error)) });
    return false;
  }
}
