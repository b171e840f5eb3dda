import { randomBytes } from "node:crypto";
import { CONNECTION_PROBE_BYTES } from "@domain/video";

/** Random bytes do not compress: the download measures the line, not the compressor. */
const PROBE = randomBytes(CONNECTION_PROBE_BYTES);

/** The join page's connection check downloads this and times it (domain/video.ts). */
export function loader() {
  return new Response(PROBE, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(PROBE.length),
      "Cache-Control": "no-store",
    },
  });
}
