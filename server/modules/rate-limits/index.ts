/** Counting attempts against a limit, shared by every server of the practice. */
export { asGuessAttempt, type GuessLimits } from "./guess-attempt";
export { hitRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit";
