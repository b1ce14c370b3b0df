import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { fileBase64, proofFileProblem } from "./proof-files.ts";

export type TProof = { id: number; file: File; previewUrl: string; mediaId: number | null };

let nextId = 1;

/**
 * The proof images of one form: checked in the browser first (type, size, count, with a
 * translated message), uploaded once each on submit; an uploaded image keeps its media id, so
 * re-sending after a failure does not upload it again and the request stays the same.
 */
export function useProofs() {
  const { t } = useTranslation();
  const [proofs, setProofs] = useState<TProof[]>([]);
  const [problem, setProblem] = useState("");
  const latest = useRef(proofs);
  latest.current = proofs;

  useEffect(
    () => () => {
      for (const proof of latest.current) URL.revokeObjectURL(proof.previewUrl);
    },
    [],
  );

  function add(files: FileList | File[]) {
    const kept = [...latest.current];
    let found = "";
    for (const file of Array.from(files)) {
      const key = proofFileProblem(file, kept.length);
      if (key) {
        found ||= t(key, { name: file.name });
        continue;
      }
      kept.push({ id: nextId++, file, previewUrl: URL.createObjectURL(file), mediaId: null });
    }
    setProblem(found);
    setProofs(kept);
  }

  function remove(id: number) {
    const proof = latest.current.find((entry) => entry.id === id);
    if (proof) URL.revokeObjectURL(proof.previewUrl);
    setProofs(latest.current.filter((entry) => entry.id !== id));
    setProblem("");
  }

  /** Uploads what is not uploaded yet; answers every media id in order. */
  async function upload(): Promise<number[]> {
    const ids: number[] = [];
    for (const proof of latest.current) {
      if (proof.mediaId === null) {
        const { mediaId } = await api.request("memberUpload", {
          name: proof.file.name,
          dataBase64: await fileBase64(proof.file),
        });
        proof.mediaId = mediaId;
      }
      ids.push(proof.mediaId);
    }
    return ids;
  }

  function clear() {
    for (const proof of latest.current) URL.revokeObjectURL(proof.previewUrl);
    setProofs([]);
    setProblem("");
  }

  return { proofs, problem, add, remove, upload, clear };
}

export type TProofs = ReturnType<typeof useProofs>;
