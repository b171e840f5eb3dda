/** Calendar feed subscriptions: a person's private feed address and the feed it serves. */
export { changeMyCalendarFeed, isCalendarFeedIntent } from "./change-my-calendar-feed";
export { getCalendarFeed } from "./get-calendar-feed";
export { getMyCalendarFeed } from "./get-my-calendar-feed";
