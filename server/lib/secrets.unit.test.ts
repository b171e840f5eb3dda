import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseClinicalKeks, resolveSecrets, SecretsConfigError, secretsFilePath } from "./secrets";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const base = { NODE_ENV: "production" as const };
const key = (letter: string) => letter.repeat(40);
/** A clinical key: base64 of 32 bytes, each `byte`. */
const kek = (byte: number) => Buffer.alloc(32, byte).toString("base64");
const clinical = (byte: number, version: number) => ({
  CLINICAL_KEK: kek(byte),
  CLINICAL_KEK_VERSION: String(version),
});
const keks = (byte: number, version: number) => ({
  current: { key: Buffer.alloc(32, byte), version },
  previous: null,
});

describe("the server's secrets", () => {
  it("are made on first start in a file of their own, readable by its owner only, and read back the same", () => {
    const file = path.join(dir, "keys", "practice.env");
    const first = resolveSecrets({ ...base, SECRETS_FILE: file });
    expect(first.authSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.calendarTokenKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.calendarTokenKey).not.toBe(first.authSecret);
    expect(first.clinicalKeks.current.key).toHaveLength(32);
    expect(first.clinicalKeks).toMatchObject({ current: { version: 1 }, previous: null });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, "utf8")).toBe(
      `AUTH_SECRET=${first.authSecret}\nCALENDAR_TOKEN_KEY=${first.calendarTokenKey}\n` +
        `CLINICAL_KEK=${first.clinicalKeks.current.key.toString("base64")}\nCLINICAL_KEK_VERSION=1\n`,
    );
    expect(resolveSecrets({ ...base, SECRETS_FILE: file })).toEqual(first);
  });

  it("come from the environment first; the file holds only what the environment lacks", () => {
    const file = path.join(dir, "practice.env");
    const all = { AUTH_SECRET: key("a"), CALENDAR_TOKEN_KEY: key("c"), ...clinical(7, 3) };
    const both = resolveSecrets({ ...base, SECRETS_FILE: file, ...all });
    expect(both).toEqual({ authSecret: key("a"), calendarTokenKey: key("c"), clinicalKeks: keks(7, 3) });
    const one = resolveSecrets({ ...base, SECRETS_FILE: file, AUTH_SECRET: key("a"), ...clinical(7, 3) });
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
      `# the practice's keys\nAUTH_SECRET=${key("a")}\nCALENDAR_TOKEN_KEY=${secrets.calendarTokenKey}\n` +
        `CLINICAL_KEK=${secrets.clinicalKeks.current.key.toString("base64")}\nCLINICAL_KEK_VERSION=1\n`,
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

  it("refuse a production server on PostgreSQL without AUTH_SECRET or CLINICAL_KEK, saying what to set", () => {
    const production = { ...base, DATABASE_URL: "postgres://db/practice" };
    expect(() => resolveSecrets(production)).toThrow(SecretsConfigError);
    expect(() => resolveSecrets(production)).toThrow(
      /^AUTH_SECRET and CLINICAL_KEK are not set\. .*openssl rand -base64 32.*CLINICAL_KEK_VERSION.*SECRETS_FILE/,
    );
    expect(() => resolveSecrets({ ...production, AUTH_SECRET: key("a") })).toThrow(/^CLINICAL_KEK is not set\./);
    // The calendar key is needed only once Google Calendar is configured.
    expect(resolveSecrets({ ...production, AUTH_SECRET: key("a"), ...clinical(1, 1) })).toEqual({
      authSecret: key("a"),
      calendarTokenKey: null,
      clinicalKeks: keks(1, 1),
    });
    expect(() =>
      resolveSecrets({ ...production, AUTH_SECRET: key("a"), ...clinical(1, 1), GOOGLE_CLIENT_ID: "id" }),
    ).toThrow(/^CALENDAR_TOKEN_KEY is not set\./);
    // A previous key named in the environment without the current one is no clinical key at all.
    expect(() =>
      resolveSecrets({
        ...production,
        AUTH_SECRET: key("a"),
        CLINICAL_KEK_PREVIOUS: kek(1),
        CLINICAL_KEK_PREVIOUS_VERSION: "1",
      }),
    ).toThrow(/^CLINICAL_KEK is not set in the environment/);
  });

  it("refuse a secrets file others can read, or one holding a short secret", () => {
    const file = path.join(dir, "practice.env");
    writeFileSync(file, `AUTH_SECRET=${key("a")}\nCALENDAR_TOKEN_KEY=${key("c")}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => resolveSecrets({ ...base, SECRETS_FILE: file })).toThrow(/can be read by others.*chmod 600/);
    chmodSync(file, 0o600);
    expect(resolveSecrets({ ...base, SECRETS_FILE: file, ...clinical(1, 1) })).toEqual({
      authSecret: key("a"),
      calendarTokenKey: key("c"),
      clinicalKeks: keks(1, 1),
    });
    writeFileSync(file, `AUTH_SECRET=short\nCALENDAR_TOKEN_KEY=${key("c")}\n`);
    expect(() => resolveSecrets({ ...base, SECRETS_FILE: file })).toThrow(
      /AUTH_SECRET in .* is shorter than 32 characters/,
    );
  });

  it("take the clinical keys for rotation from the file, the previous key beside the current one", () => {
    const file = path.join(dir, "practice.env");
    const lines = [
      `AUTH_SECRET=${key("a")}`,
      `CALENDAR_TOKEN_KEY=${key("c")}`,
      `CLINICAL_KEK=${Buffer.alloc(32, 2).toString("base64url")}`,
      "CLINICAL_KEK_VERSION=2",
      `CLINICAL_KEK_PREVIOUS=${kek(1)}`,
      "CLINICAL_KEK_PREVIOUS_VERSION=1",
    ];
    writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    expect(resolveSecrets({ ...base, SECRETS_FILE: file }).clinicalKeks).toEqual({
      current: { key: Buffer.alloc(32, 2), version: 2 },
      previous: { key: Buffer.alloc(32, 1), version: 1 },
    });
    // The environment's clinical keys win whole: none of the file's is mixed in.
    expect(resolveSecrets({ ...base, SECRETS_FILE: file, ...clinical(9, 9) }).clinicalKeks).toEqual(keks(9, 9));
  });

  it("refuse a file with a clinical key's version but not the key, rather than make a key under that version", () => {
    const file = path.join(dir, "practice.env");
    writeFileSync(file, `AUTH_SECRET=${key("a")}\nCALENDAR_TOKEN_KEY=${key("c")}\nCLINICAL_KEK_VERSION=4\n`, {
      mode: 0o600,
    });
    expect(() => resolveSecrets({ ...base, SECRETS_FILE: file })).toThrow(
      /has CLINICAL_KEK_VERSION but no CLINICAL_KEK/,
    );
    expect(readFileSync(file, "utf8")).not.toContain("CLINICAL_KEK=");
  });

  it("refuse a clinical key that is not 32 bytes of base64, a key without a whole version, or a previous key like the current", () => {
    const from = "the environment";
    const bad = (values: Record<string, string>) => () => parseClinicalKeks(values, from);
    expect(bad({ CLINICAL_KEK: Buffer.alloc(31, 1).toString("base64"), CLINICAL_KEK_VERSION: "1" })).toThrow(
      /^CLINICAL_KEK in the environment is not the base64 of 32 bytes/,
    );
    expect(bad({ CLINICAL_KEK: `${kek(1)}x`, CLINICAL_KEK_VERSION: "1" })).toThrow(/not the base64 of 32 bytes/);
    expect(bad({ CLINICAL_KEK: key("a"), CLINICAL_KEK_VERSION: "1" })).toThrow(/not the base64 of 32 bytes/);
    expect(bad({ CLINICAL_KEK: kek(1) })).toThrow(/^CLINICAL_KEK_VERSION in the environment must be a whole number/);
    for (const version of ["0", "-1", "1.5", "v2", "01"]) {
      expect(bad({ CLINICAL_KEK: kek(1), CLINICAL_KEK_VERSION: version })).toThrow(/must be a whole number/);
    }
    const current = clinical(2, 2);
    expect(bad({ ...current, CLINICAL_KEK_PREVIOUS_VERSION: "1" })).toThrow(/without CLINICAL_KEK_PREVIOUS/);
    expect(bad({ ...current, CLINICAL_KEK_PREVIOUS: kek(1) })).toThrow(/CLINICAL_KEK_PREVIOUS_VERSION .*whole number/);
    expect(bad({ ...current, CLINICAL_KEK_PREVIOUS: kek(1), CLINICAL_KEK_PREVIOUS_VERSION: "2" })).toThrow(
      /another key under another version/,
    );
    expect(bad({ ...current, CLINICAL_KEK_PREVIOUS: kek(2), CLINICAL_KEK_PREVIOUS_VERSION: "1" })).toThrow(
      /another key under another version/,
    );
    expect(
      parseClinicalKeks({ ...current, CLINICAL_KEK_PREVIOUS: kek(1), CLINICAL_KEK_PREVIOUS_VERSION: "1" }, from),
    ).toEqual({
      current: { key: Buffer.alloc(32, 2), version: 2 },
      previous: { key: Buffer.alloc(32, 1), version: 1 },
    });
  });

  it("show a clinical key's version and never its bytes when logged or printed", () => {
    const key = Buffer.alloc(32, 5);
    const keks = parseClinicalKeks(
      { ...clinical(5, 2), CLINICAL_KEK_PREVIOUS: kek(4), CLINICAL_KEK_PREVIOUS_VERSION: "1" },
      "the environment",
    );
    expect(keks.current.key.equals(key)).toBe(true);
    const logged = JSON.stringify({ msg: "starting", keks });
    const printed = inspect(keks, { depth: 5 });
    expect(JSON.parse(logged).keks).toEqual({
      current: { version: 2, key: "[redacted]" },
      previous: { version: 1, key: "[redacted]" },
    });
    for (const shown of [logged, printed]) {
      for (const bytes of [key, Buffer.alloc(32, 4)]) {
        for (const form of ["base64", "base64url", "hex"] as const) expect(shown).not.toContain(bytes.toString(form));
      }
      expect(shown).not.toMatch(/05 05 05|"data":\[5/);
    }
  });
});
