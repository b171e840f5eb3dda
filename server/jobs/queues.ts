import type { Queue } from "pg-boss";

/** Every kind of background job, each on a queue of its own. */
export const SEND_EMAIL_JOB = "send_email";
export const EXPIRE_BOOKING_HOLD_JOB = "expire_booking_hold";
export const PASSWORD_RESET_JOB = "send_password_reset";
export const SIGN_IN_LINK_JOB = "send_sign_in_link";
export const SEND_REMINDERS_JOB = "send_reminders";
export const SEND_SMS_JOB = "send_sms";
export const PUSH_CALENDAR_EVENT_JOB = "push_calendar_event";
export const REFRESH_CALENDAR_BUSY_JOB = "refresh_calendar_busy";
export const POLL_CALENDARS_JOB = "poll_calendars";
export const EXPIRE_EVENT_HOLD_JOB = "expire_event_hold";
export const SEND_EVENT_REMINDERS_JOB = "send_event_reminders";
export const SEND_GIFT_EXPIRY_REMINDERS_JOB = "send_gift_expiry_reminders";
export const WRITE_ANNOUNCEMENT_BATCH_JOB = "write_announcement_batch";
export const SEND_FORM_REMINDERS_JOB = "send_form_reminders";
export const SEND_NOTE_REMINDERS_JOB = "send_note_reminders";

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
  // The reminders' sweep runs every minute; a run that fails is not retried (the next minute's
  // run does the same work), and one queued or running at a time is enough.
  [SEND_REMINDERS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 120,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  [SEND_SMS_JOB]: { ...RETRIES, expireInSeconds: 60, heartbeatSeconds: HEARTBEAT_SECONDS },
  // A session's calendar event and a calendar's busy times: the job reads the latest state when it
  // runs, so one queued and one running per session or calendar is enough (stately).
  [PUSH_CALENDAR_EVENT_JOB]: {
    ...RETRIES,
    policy: "stately",
    expireInSeconds: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  [REFRESH_CALENDAR_BUSY_JOB]: {
    ...RETRIES,
    policy: "stately",
    expireInSeconds: 120,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  // The calendars' poll: the next run does the same work, so a failed one is not retried.
  [POLL_CALENDARS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 120,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // One expiry per event registration, as for bookings' holds.
  [EXPIRE_EVENT_HOLD_JOB]: {
    ...RETRIES,
    policy: "exclusive",
    expireInSeconds: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  // The events' reminders (balances due, events tomorrow) and overdue balances: a sweep, like the sessions'.
  [SEND_EVENT_REMINDERS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 120,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // Gift certificates about to expire: a daily sweep; the next day's run does a failed one's work.
  [SEND_GIFT_EXPIRY_REMINDERS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // One batch of a newsletter announcement's e-mails; each batch enqueues the next, a minute on.
  // A retried batch that had in fact committed finds its count moved on and does nothing.
  [WRITE_ANNOUNCEMENT_BATCH_JOB]: { ...RETRIES, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT_SECONDS },
  // Forms due within two days: a sweep, like the sessions' reminders; each form's reminder is sent once.
  [SEND_FORM_REMINDERS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // Session notes left unsigned: a sweep; the next run does a failed one's work.
  [SEND_NOTE_REMINDERS_JOB]: {
    policy: "exclusive",
    retryLimit: 0,
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
  },
};

/**
 * Periodic work: each queue's cron expression (UTC). pg-boss sends one job per occurrence, however
 * many servers run a working engine.
 */
export const JOB_SCHEDULES: Record<string, string> = {
  [SEND_REMINDERS_JOB]: "* * * * *",
  [POLL_CALENDARS_JOB]: "*/5 * * * *",
  [SEND_EVENT_REMINDERS_JOB]: "*/10 * * * *",
  // 07:00 in Accra (UTC all year): before the working day, a month ahead of each expiry.
  [SEND_GIFT_EXPIRY_REMINDERS_JOB]: "0 7 * * *",
  [SEND_FORM_REMINDERS_JOB]: "*/15 * * * *",
  // Every quarter of an hour: a note is reminded within 15 minutes of its threshold.
  [SEND_NOTE_REMINDERS_JOB]: "*/15 * * * *",
};
