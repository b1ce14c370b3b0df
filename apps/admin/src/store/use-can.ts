import { roleAllows, type TBoPermission } from "@orchid/contract/backoffice";
import { useConsoleStore } from "./console-store.ts";

/** Whether the signed-in operator's role allows `permission` (the server checks it again). */
export function useCan(permission: TBoPermission): boolean {
  const role = useConsoleStore((state) => state.operator?.role);
  return role ? roleAllows(role, permission) : false;
}
