/**
 * What a visitor is told while the site cannot reach its database: the server's own page for
 * that (served without the database) and, after a navigation in the browser, the error boundary.
 */
export const OUTAGE_TITLE = "The site will be back shortly";
export const OUTAGE_MESSAGE = "The site will be back shortly. Please try again in a minute.";
/** How long a browser or client is asked to wait before trying again (Retry-After, seconds). */
export const OUTAGE_RETRY_SECONDS = 30;
