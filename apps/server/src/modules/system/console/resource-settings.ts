import type { TBoResourcesRequest } from "@orchid/contract/backoffice-settings";
import type { TResource } from "@orchid/contract/system";
import QRCode from "qrcode";
import type { TAppContext } from "../../../app-context.ts";
import { insertMedia, mediaUrl } from "../../media/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { changeMerchantSettings } from "./settings-change.ts";
import { checkSettingsText } from "./settings-text.ts";

/** A scannable QR code of `text` as a 200 px PNG (black on white, quiet zone of two modules). */
function drawQrCode(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: "png",
    errorCorrectionLevel: "M",
    width: 200,
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
}

/**
 * The app downloads the site lists. Each new URL gets a QR code drawn by the server and stored as
 * an image; a resource whose URL did not change keeps the code it has.
 */
export async function setResources(ctx: TAppContext, call: TConsoleCall, input: TBoResourcesRequest) {
  for (const [index, resource] of input.resources.entries()) {
    checkSettingsText(resource.labelNameEn, `resources.${index}.labelNameEn`);
    checkSettingsText(resource.url, `resources.${index}.url`);
  }
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.resources", targetType: "merchant" },
    async (current, tx) => {
      const qrCodes = new Map(current.resources.map((resource) => [resource.url, resource.qrCodeUrl]));
      const resources: TResource[] = [];
      for (const { resourceType, url, labelNameEn } of input.resources) {
        let qrCodeUrl = qrCodes.get(url);
        if (qrCodeUrl === undefined) {
          const bytes = await drawQrCode(url);
          const name = `qr-${resourceType.toLowerCase()}.png`;
          qrCodeUrl = mediaUrl(
            await insertMedia(tx, { merchantId: current.id, name, contentType: "image/png", bytes }),
          );
          qrCodes.set(url, qrCodeUrl);
        }
        resources.push({ resourceType, url, qrCodeUrl, labelNameEn });
      }
      return { patch: { resources } };
    },
  );
}
