/** Queueing an email for the worker to send. */
export { type EmailMessage, enqueueEmail, SEND_EMAIL_JOB, withdrawEmail } from "./enqueue-email";
export { sessionInvitation } from "./session-invitation";
