import type { TBoStatusRequest, TBoToggleRequest } from "@orchid/contract/backoffice";
import type {
  TBoCdnRequest,
  TBoCustomerServiceRequest,
  TBoMaintenanceMessageRequest,
} from "@orchid/contract/backoffice-settings";
import type { TSettingsNode } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseRange } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { setToggle } from "../set-toggle.ts";
import { changeMerchantSettings } from "./settings-change.ts";
import { checkSettingsText } from "./settings-text.ts";

function checkRanges(field: string, list: string[] | undefined): string[] | undefined {
  if (!list) return undefined;
  const cleaned = list.map((value) => value.trim()).filter(Boolean);
  const bad = cleaned.findIndex((value) => parseRange(value) === null);
  if (bad >= 0)
    throw new AppError("INVALID_INPUT", {
      fields: [{ field, path: `${field}.${bad}`, key: "err_invalid_input" }],
    });
  return cleaned;
}

/** System status (0 normal, 1 maintenance) and the region lists (CIDR ranges). */
export async function setMerchantStatus(ctx: TAppContext, call: TConsoleCall, input: TBoStatusRequest) {
  const regionAllow = checkRanges("regionAllow", input.regionAllow);
  const regionDeny = checkRanges("regionDeny", input.regionDeny);
  await changeMerchantSettings(ctx, call, { action: "settings.status", targetType: "merchant" }, () => ({
    patch: {
      systemStatus: input.systemStatus,
      ...(input.regionRestrictionEnabled === undefined
        ? {}
        : { regionRestrictionEnabled: input.regionRestrictionEnabled }),
      ...(regionAllow ? { regionAllow } : {}),
      ...(regionDeny ? { regionDeny } : {}),
    },
  }));
}

/** The per-language text of the maintenance page; an empty text drops that language. */
export async function setMaintenanceMessage(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoMaintenanceMessageRequest,
) {
  const maintenanceMessage: Record<string, string> = {};
  for (const [language, text] of Object.entries(input.message)) {
    checkSettingsText(text, `message.${language}`, true);
    if (text) maintenanceMessage[language] = text;
  }
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.maintenance_message", targetType: "merchant" },
    () => ({ patch: { maintenanceMessage } }),
  );
}

function isToggleOn(nodes: readonly TSettingsNode[], modId: string): boolean | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === "1";
    const inChild = isToggleOn(node.childrenNodes, modId);
    if (inChild !== undefined) return inChild;
  }
  return undefined;
}

/** Switches one node of the settings tree (a child counts as on only when its ancestors are). */
export async function setMerchantToggle(ctx: TAppContext, call: TConsoleCall, input: TBoToggleRequest) {
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.toggle", targetType: "toggle", targetId: input.modId },
    (current) => {
      const settingsTree = setToggle(current.settingsTree, input.modId, input.enabled);
      if (!settingsTree) throw new AppError("NOT_FOUND", { modId: input.modId });
      return {
        patch: { settingsTree },
        audit: {
          before: { enabled: isToggleOn(current.settingsTree, input.modId) },
          after: { enabled: input.enabled },
        },
      };
    },
  );
}

/** The customer-service entries of the side bar, in order. */
export async function setCustomerService(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoCustomerServiceRequest,
) {
  for (const [index, entry] of input.entries.entries()) {
    checkSettingsText(entry.title, `entries.${index}.title`);
    checkSettingsText(entry.path, `entries.${index}.path`);
  }
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.customer_service", targetType: "merchant" },
    () => ({ patch: { customerService: input.entries } }),
  );
}

/** The image and game-launch CDN base URLs (https only, checked by the contract). */
export async function setCdns(ctx: TAppContext, call: TConsoleCall, input: TBoCdnRequest) {
  for (const field of ["imageCdns", "launchGameCdns"] as const) {
    for (const [index, url] of input[field].entries()) checkSettingsText(url, `${field}.${index}`);
  }
  await changeMerchantSettings(ctx, call, { action: "settings.cdns", targetType: "merchant" }, () => ({
    patch: { imageCdns: [...new Set(input.imageCdns)], launchGameCdns: [...new Set(input.launchGameCdns)] },
  }));
}
