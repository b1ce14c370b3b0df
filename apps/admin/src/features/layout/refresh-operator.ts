import { api } from "../../api/console-api.ts";
import { useConsoleStore } from "../../store/console-store.ts";

/** Re-reads who is signed in (role changes apply without a new login); a dead session signs out. */
export async function refreshOperator(): Promise<void> {
  try {
    const operator = await api.request("boMe");
    useConsoleStore.setState({ operator });
    sessionStorage.setItem("console.operator", JSON.stringify(operator));
  } catch {
    // api already cleared an expired session; other failures keep the stored operator.
  }
}
