import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";

/** Why an image may not be sent (the server checks again, by its bytes), or null when it may. */
export function uploadRefusal(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return "err_upload_too_large";
  if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return "err_upload_type";
  return null;
}

/** What the file input accepts. */
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(",");

/** A file's bytes as base64 (without the data-URL prefix), read in the browser. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.onload = () => {
      const dataUrl = String(reader.result ?? "");
      resolve(dataUrl.slice(dataUrl.indexOf(",") + 1));
    };
    reader.readAsDataURL(file);
  });
}
