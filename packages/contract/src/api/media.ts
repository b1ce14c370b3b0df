import { z } from "zod";
import { endpoint, PUBLIC } from "../endpoint.ts";

/** Stored images: immutable, cached by content hash; a member's own upload only by signed address. */
export const MEDIA_CALLS = {
  mediaImage: endpoint("GET", "/media/:id", {
    module: "media",
    caller: PUBLIC,
    summary: "A stored image by id; a member's proof needs the signed `exp` and `sig` it was shown with.",
    // Anything unreadable is simply not found, as an unknown id is.
    input: z.object({
      id: z.string(),
      exp: z.string().optional().catch(undefined),
      sig: z.string().optional().catch(undefined),
    }),
    reply: "image",
    errors: ["NOT_FOUND"],
  }),
} as const;
