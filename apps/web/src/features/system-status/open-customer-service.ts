import type { TCustomerService } from "@orchid/contract/system";

/** Opens a customer-service link in a new window; the site stays where it is. */
export function openCustomerService(entry: TCustomerService): void {
  window.open(entry.path, "_blank", "noopener,noreferrer");
}
