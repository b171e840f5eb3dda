/** The practice's mailing list: double opt-in sign-up, confirming, leaving, and announcements to it. */
export { type AnnouncementItem, exportSubscribers, listSubscribers, type SubscriberItem } from "./list-subscribers";
export { confirmSubscription, newsletterLinkLooksValid, unsubscribe } from "./newsletter-links";
export { sendAnnouncement, WRITE_ANNOUNCEMENT_BATCH_JOB, writeAnnouncementBatch } from "./send-announcement";
export { type SubscribeOutcome, subscribe } from "./subscribe";
