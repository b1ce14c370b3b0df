import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from "@orchid/contract/payments";

/** Image types a proof may have (spec §9: png or jpg). */
const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

/**
 * Why a chosen file cannot be a proof image, as a catalogue key, or null when it can: png/jpg
 * only, at most 5 MB, and no more than 3 files in all (`alreadyChosen` counts the ones kept).
 */
export function proofFileProblem(file: { type: string; size: number }, alreadyChosen: number): string | null {
  if (alreadyChosen >= PROOF_MAX_FILES) return "err_proof_too_many";
  if (!PROOF_TYPES.has(file.type)) return "err_proof_type";
  if (file.size > PROOF_MAX_BYTES) return "err_proof_size";
  if (file.size === 0) return "err_proof_type";
  return null;
}

/** A file's bytes as plain base64 (no data-URL prefix), as `memberUpload` takes them. */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
