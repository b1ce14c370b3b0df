import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";

/**
 * A QR code of `text` as an image URL, drawn in the browser once the text is known: dark modules
 * on white whatever the theme, since scanners read that best. Empty until drawn, or if drawing fails.
 */
export function useQrCode(text: string | undefined): string {
  const [image, setImage] = useState({ text: "", url: "" });
  useEffect(() => {
    if (!text) return;
    let isWanted = true;
    toDataURL(text, { errorCorrectionLevel: "M", margin: 1, width: 240 }).then(
      (url) => isWanted && setImage({ text, url }),
      () => isWanted && setImage({ text, url: "" }),
    );
    return () => {
      isWanted = false;
    };
  }, [text]);
  // A code drawn for an earlier text is not shown for the new one.
  return image.text === text ? image.url : "";
}
