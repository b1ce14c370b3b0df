import { PROOF_MAX_BYTES } from "@orchid/contract/payments";
import { describe, expect, it } from "vitest";
import { fileBase64, proofFileProblem } from "./proof-files.ts";

describe("proofFileProblem", () => {
  it("accepts png and jpg images up to 5 MB", () => {
    expect(proofFileProblem({ type: "image/png", size: 1024 }, 0)).toBeNull();
    expect(proofFileProblem({ type: "image/jpeg", size: PROOF_MAX_BYTES }, 2)).toBeNull();
  });

  it("refuses other types, larger files and a fourth file", () => {
    expect(proofFileProblem({ type: "image/gif", size: 1024 }, 0)).toBe("err_proof_type");
    expect(proofFileProblem({ type: "application/pdf", size: 1024 }, 0)).toBe("err_proof_type");
    expect(proofFileProblem({ type: "image/png", size: PROOF_MAX_BYTES + 1 }, 0)).toBe("err_proof_size");
    expect(proofFileProblem({ type: "image/png", size: 1024 }, 3)).toBe("err_proof_too_many");
  });
});

describe("fileBase64", () => {
  it("encodes a file's bytes as plain base64, also past one chunk", async () => {
    expect(await fileBase64(new Blob([Uint8Array.from([137, 80, 78, 71])]))).toBe("iVBORw==");
    const big = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(await fileBase64(new Blob([big]))).toBe(Buffer.from(big).toString("base64"));
  });
});
