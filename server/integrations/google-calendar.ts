import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { type Credentials, OAuth2Client } from "google-auth-library";

/**
 * Google Calendar through Google's own Node client, every base URL configurable so that tests
 * (and a staging site) can point it at a stand-in server. The scopes: the calendars' ids (the
 * primary calendar's id is the account's address) and reading and writing events.
 */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Where the browser goes to consent: {base}/o/oauth2/v2/auth. */
  oauthBaseUrl: string;
  /** Where tokens are issued and revoked: {base}/token and {base}/revoke. */
  tokenBaseUrl: string;
  /** The Calendar API's root: {base}/calendar/v3/... */
  apiBaseUrl: string;
  /** Our callback, registered with the OAuth client at Google. */
  redirectUri: string;
}

export const GOOGLE_CALENDAR_SCOPES = [
  "https://www.googleapis.com/auth/calendar.readonly",
  "https://www.googleapis.com/auth/calendar.events",
];

const REQUEST_TIMEOUT_MS = 15_000;
const trim = (url: string) => url.replace(/\/+$/, "");

export function oauthClient(settings: GoogleSettings): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: `${trim(settings.oauthBaseUrl)}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${trim(settings.tokenBaseUrl)}/token`,
      oauth2RevokeUrl: `${trim(settings.tokenBaseUrl)}/revoke`,
    },
  });
}

/** The consent page's address: offline access (a refresh token), asked again each time so one is always sent. */
export function consentUrl(settings: GoogleSettings, state: string, loginHint?: string): string {
  return oauthClient(settings).generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: true,
    scope: GOOGLE_CALENDAR_SCOPES,
    state,
    login_hint: loginHint,
  });
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

const toTokens = (c: Credentials): GoogleTokens => {
  if (!c.access_token) throw new Error("Google answered without an access token");
  return {
    accessToken: c.access_token,
    refreshToken: c.refresh_token ?? null,
    expiresAt: c.expiry_date ? new Date(c.expiry_date) : null,
  };
};

export async function exchangeCode(settings: GoogleSettings, code: string): Promise<GoogleTokens> {
  const { tokens } = await oauthClient(settings).getToken(code);
  return toTokens(tokens);
}

/** Revokes a token (the refresh token revokes the whole grant). */
export async function revokeToken(settings: GoogleSettings, token: string): Promise<void> {
  await oauthClient(settings).revokeToken(token);
}

/**
 * An authorised Calendar client. The library refreshes an expired access token by itself;
 * `current()` tells the caller the tokens it ends with, to be stored again when they changed.
 */
export function calendarClient(settings: GoogleSettings, tokens: GoogleTokens) {
  const auth = oauthClient(settings);
  auth.setCredentials({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken ?? undefined,
    expiry_date: tokens.expiresAt?.getTime(),
  });
  const api = calendar({
    version: "v3",
    auth,
    rootUrl: `${trim(settings.apiBaseUrl)}/`,
    timeout: REQUEST_TIMEOUT_MS,
    retry: false,
  });
  return {
    api,
    current: (): GoogleTokens => ({ ...toTokens(auth.credentials), refreshToken: tokens.refreshToken }),
  };
}

export type CalendarApi = calendar_v3.Calendar;
export type GoogleEvent = calendar_v3.Schema$Event;

/** The HTTP status of a failed Google call (404, 409, 410...), or null when none came back. */
export function googleStatus(err: unknown): number | null {
  if (!err || typeof err !== "object") return null;
  const e = err as { status?: unknown; code?: unknown; response?: { status?: unknown } };
  for (const value of [e.status, e.response?.status, e.code]) {
    if (typeof value === "number") return value;
    if (typeof value === "string" && /^\d{3}$/.test(value)) return Number(value);
  }
  return null;
}
