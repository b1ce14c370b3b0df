import { api } from "../../api/console-api.ts";
import { setOperator } from "../../store/console-store.ts";

/** Re-reads who is signed in (role changes apply without a new login); a dead session signs out. */
export async function refreshOperator(): Promise<void> {
  try {
    setOperator(await api.request("boMe"));
  } catch {
    // api already cleared an expired session; other failures keep the stored operator.
  }
}
