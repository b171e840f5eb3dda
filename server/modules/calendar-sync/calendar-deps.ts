import { randomBytes } from "node:crypto";
import type { GoogleSettings } from "@server/integrations/google-calendar";
import { env, publicUrl } from "@server/lib/env";
import { type SecretBox, secretBox } from "@server/lib/secret-box";
import { serverSecrets } from "@server/lib/secrets";

/** Where Google sends the browser back after consent, and its push notifications. */
export const CALLBACK_PATH = "/api/google-calendar/callback";
export const NOTIFICATIONS_PATH = "/api/google-calendar/notifications";

/** What the calendar use cases need from the outside world: passed in, so tests point it at a stand-in Google. */
export interface CalendarDeps {
  /** Null when the practice has not set up a Google OAuth client: connecting is then unavailable. */
  google: GoogleSettings | null;
  /** Seals the stored tokens and signs the OAuth state and the notification channels' tokens. */
  box: SecretBox;
  /** Google pushes calendar changes only to https addresses: null means the calendars are polled instead. */
  notificationsUrl: string | null;
  /**
   * The practice's video is Google Meet (VIDEO_PROVIDER=google-meet): an online session's event in
   * its therapist's connected calendar gets a Meet of its own.
   */
  googleMeet: boolean;
}

export function googleSettingsFromEnv(origin = publicUrl()): GoogleSettings | null {
  const e = env();
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    oauthBaseUrl: e.GOOGLE_OAUTH_BASE_URL,
    tokenBaseUrl: e.GOOGLE_TOKEN_BASE_URL,
    apiBaseUrl: e.GOOGLE_API_BASE_URL,
    redirectUri: `${origin}${CALLBACK_PATH}`,
  };
}

export const notificationsUrlFor = (origin: string): string | null =>
  origin.startsWith("https://") ? `${origin}${NOTIFICATIONS_PATH}` : null;

let cached: CalendarDeps | undefined;

/**
 * The process's calendar dependencies, from the environment. The sealing key is the calendar key
 * (CALENDAR_TOKEN_KEY or the secrets file). A server without Google Calendar may have none: nothing
 * is then sealed, and a key of the moment serves the box.
 */
export function calendarDeps(): CalendarDeps {
  cached ??= {
    google: googleSettingsFromEnv(),
    box: secretBox(serverSecrets().calendarTokenKey ?? randomBytes(32).toString("base64url")),
    notificationsUrl: notificationsUrlFor(publicUrl()),
    googleMeet: env().VIDEO_PROVIDER === "google-meet",
  };
  return cached;
}
