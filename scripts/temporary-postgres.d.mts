// Types of scripts/temporary-postgres.mjs, for the tests that start a PostgreSQL of their own.

export interface TemporaryPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  version: string;
  /** Stops the server at once (an immediate shutdown) and removes its folder. */
  stop(): Promise<void>;
}

export class Interrupted extends Error {}

export function startTemporaryPostgres(options?: {
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** postgresql.conf lines added to the defaults (later lines win). */
  settings?: string[];
}): Promise<TemporaryPostgres>;

export function findExecutable(name: string, extraDirs?: string[]): string | undefined;

export function freePort(): Promise<number>;
