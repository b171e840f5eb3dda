import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveSecrets, SecretsConfigError, secretsFilePath } from "./secrets";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const base = { NODE_ENV: "production" as const };
const key = (letter: string) => letter.repeat(40);

describe("the server's secrets", () => {
  it("are made on first start in a file of their own, readable by its owner only, and read back the same", () => {
    const file = path.join(dir, "keys", "practice.env");
    const first = resolveSecrets({ ...base, SECRETS_FILE: file });
    expect(first.authSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.calendarTokenKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.calendarTokenKey).not.toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, "utf8")).toBe(
      `AUTH_SECRET=${first.authSecret}\nCALENDAR_TOKEN_KEY=${first.calendarTokenKey}\n`,
    );
    expect(resolveSecrets({ ...base, SECRETS_FILE: file })).toEqual(first);
  });

  it("come from the environment first; the file holds only what the environment lacks", () => {
    const file = path.join(dir, "practice.env");
    const both = resolveSecrets({ ...base, SECRETS_FILE: file, AUTH_SECRET: key("a"), CALENDAR_TOKEN_KEY: key("c") });
    expect(both).toEqual({ authSecret: key("a"), calendarTokenKey: key("c") });
    const one = resolveSecrets({ ...base, SECRETS_FILE: file, AUTH_SECRET: key("a") });
    expect(one.authSecret).toBe(key("a"));
    expect(readFileSync(file, "utf8")).toBe(`CALENDAR_TOKEN_KEY=${one.calendarTokenKey}\n`);
    // A secret it lacks later is added, the other kept.
    const later = resolveSecrets({ ...base, SECRETS_FILE: file });
    expect(later.calendarTokenKey).toBe(one.calendarTokenKey);
    expect(readFileSync(file, "utf8")).toContain(`AUTH_SECRET=${later.authSecret}\n`);
  });

  it("add what a hand-written file lacks on a line of its own", () => {
    const file = path.join(dir, "practice.env");
    writeFileSync(file, `# the practice's keys\nAUTH_SECRET=${key("a")}`, { mode: 0o600 });
    const secrets = resolveSecrets({ ...base, SECRETS_FILE: file });
    expect(secrets.authSecret).toBe(key("a"));
    expect(readFileSync(file, "utf8")).toBe(
      `# the practice's keys\nAUTH_SECRET=${key("a")}\nCALENDAR_TOKEN_KEY=${secrets.calendarTokenKey}\n`,
    );
    expect(resolveSecrets({ ...base, SECRETS_FILE: file })).toEqual(secrets);
  });

  it("default to ./secrets/practice.env on the embedded database and outside production, never for production on PostgreSQL", () => {
    const url = "postgres://db/practice";
    expect(secretsFilePath({ ...base })).toBe(path.resolve("secrets/practice.env"));
    expect(secretsFilePath({ NODE_ENV: "test", DATABASE_URL: url })).toBe(path.resolve("secrets/practice.env"));
    expect(secretsFilePath({ ...base, DATABASE_URL: url })).toBeNull();
    expect(secretsFilePath({ ...base, DATABASE_URL: url, SECRETS_FILE: "/run/keys" })).toBe("/run/keys");
  });

  it("refuse a production server on PostgreSQL without AUTH_SECRET, saying what to set", () => {
    const production = { ...base, DATABASE_URL: "postgres://db/practice" };
    expect(() => resolveSecrets(production)).toThrow(SecretsConfigError);
    expect(() => resolveSecrets(production)).toThrow(
      /^AUTH_SECRET is not set\. .*openssl rand -base64 32.*SECRETS_FILE/,
    );
    // The calendar key is needed only once Google Calendar is configured.
    expect(resolveSecrets({ ...production, AUTH_SECRET: key("a") })).toEqual({
      authSecret: key("a"),
      calendarTokenKey: null,
    });
    expect(() => resolveSecrets({ ...production, AUTH_SECRET: key("a"), GOOGLE_CLIENT_ID: "id" })).toThrow(
      /^CALENDAR_TOKEN_KEY is not set\./,
    );
  });

  it("refuse a secrets file others can read, or one holding a short secret", () => {
    const file = path.join(dir, "practice.env");
    writeFileSync(file, `AUTH_SECRET=${key("a")}\nCALENDAR_TOKEN_KEY=${key("c")}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => resolveSecrets({ ...base, SECRETS_FILE: file })).toThrow(/can be read by others.*chmod 600/);
    chmodSync(file, 0o600);
    expect(resolveSecrets({ ...base, SECRETS_FILE: file })).toEqual({
      authSecret: key("a"),
      calendarTokenKey: key("c"),
    });
    writeFileSync(file, `AUTH_SECRET=short\nCALENDAR_TOKEN_KEY=${key("c")}\n`);
    expect(() => resolveSecrets({ ...base, SECRETS_FILE: file })).toThrow(
      /AUTH_SECRET in .* is shorter than 32 characters/,
    );
  });
});
