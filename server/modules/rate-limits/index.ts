/** Counting attempts against a limit, shared by every server of the practice. */
export { hitRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit";
