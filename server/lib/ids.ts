const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids arrive in URLs and forms: anything that is not a UUID cannot name a row, and handing it to
 * Postgres would make the query throw instead of finding nothing.
 */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
