import type { Queue } from "pg-boss";

/** Every kind of background job, each on a queue of its own. */
export const SEND_EMAIL_JOB = "send_email";
export const EXPIRE_BOOKING_HOLD_JOB = "expire_booking_hold";
export const PASSWORD_RESET_JOB = "send_password_reset";
export const SIGN_IN_LINK_JOB = "send_sign_in_link";

/**
 * Where a job goes when it has failed its last attempt. Nothing works this queue: its jobs wait
 * for an admin (the overview counts them) and can be sent back to their own queue once the cause
 * is mended.
 */
export const DEAD_LETTER_QUEUE = "failed_jobs";

/**
 * Five attempts, 30-60 s, 1-2, 2-4 and 4-8 minutes apart (pg-boss doubles the delay and adds up
 * to as much again of jitter), never more than an hour. A worker proves it is alive every few
 * seconds: when its server dies mid-job, the job is failed HEARTBEAT_SECONDS after the last sign
 * of life and retried like any failed attempt, by one worker, instead of waiting out its whole
 * lease (expireInSeconds).
 */
const RETRIES: Omit<Queue, "name"> = {
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  deadLetter: DEAD_LETTER_QUEUE,
};
export const HEARTBEAT_SECONDS = 10;

export const JOB_QUEUES: Record<string, Omit<Queue, "name">> = {
  [SEND_EMAIL_JOB]: { ...RETRIES, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT_SECONDS },
  // One expiry per booking, however often its hold is (re)scheduled: the job's singleton key is
  // the booking, and an exclusive queue keeps one queued or running job per key.
  [EXPIRE_BOOKING_HOLD_JOB]: {
    ...RETRIES,
    policy: "exclusive",
    expireInSeconds: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  [PASSWORD_RESET_JOB]: { ...RETRIES, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT_SECONDS },
  [SIGN_IN_LINK_JOB]: { ...RETRIES, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT_SECONDS },
};
