import { isLiveTopic, type LiveTopic } from "@domain/live-updates";
import { appDatabase } from "@server/db";
import type { DatabaseHandle, Executor } from "@server/db/client";
import { errorFields, logger } from "@server/lib/logger";
import { type SQL, sql } from "drizzle-orm";

/**
 * Live updates travel through Postgres NOTIFY: sent from inside the use case's transaction, they
 * are delivered when it commits and never when it rolls back, and every app server sharing the
 * database hears them (DESIGN §2). Each server fans them out to its own open event streams.
 */
const CHANNEL = "live_updates";

interface Notice {
  users: string[];
  topics: LiveTopic[];
}

/**
 * The notice that tells these users' open pages that `topics` changed, or null when it concerns
 * nobody or nothing: one notice however many people and topics.
 */
export function liveNotice(userIds: readonly string[], topics: LiveTopic | readonly LiveTopic[]): string | null {
  const users = [...new Set(userIds)];
  const changed = [...new Set(typeof topics === "string" ? [topics] : topics)];
  if (users.length === 0 || changed.length === 0) return null;
  return JSON.stringify({ users, topics: changed } satisfies Notice);
}

/** The `pg_notify(...)` call that sends a notice: a statement that writes may send it as well. */
export const notifyLive = (notice: SQL) => sql`pg_notify(${sql.raw(`'${CHANNEL}'`)}, ${notice})`;

/** Tells these users' open pages that `topics` changed, once `tx` commits. */
export async function publishLive(
  tx: Executor,
  userIds: readonly string[],
  topics: LiveTopic | readonly LiveTopic[],
): Promise<void> {
  const notice = liveNotice(userIds, topics);
  if (notice !== null) await tx.execute(sql`select ${notifyLive(sql`${notice}`)}`);
}

export type LiveListener = (topic: LiveTopic) => void;

function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Partial<Notice>;
    if (!Array.isArray(value.users) || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter(isLiveTopic);
    if (topics.length === 0) return null;
    return { users: value.users.filter((u): u is string => typeof u === "string"), topics };
  } catch {
    return null;
  }
}

export interface LiveHub {
  /** Calls `listener` for every live update addressed to `userId`; resolves to the unsubscribe. */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
  /** Stops listening (shutdown, tests). */
  close(): Promise<void>;
}

/** One LISTEN per process, fanned out to the subscribers of each user. */
export function createLiveHub(listen: DatabaseHandle["listen"]): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) {
      logger.warn("ignored a malformed live update", { payload: payload.slice(0, 200) });
      return;
    }
    for (const userId of notice.users) {
      for (const listener of listeners.get(userId) ?? []) {
        for (const topic of notice.topics) {
          try {
            listener(topic);
          } catch (err) {
            logger.warn("live update listener failed", errorFields(err));
          }
        }
      }
    }
  };

  return {
    async subscribe(userId, listener) {
      listening ??= listen(CHANNEL, dispatch).catch((err: unknown) => {
        listening = undefined; // the next subscriber tries again
        throw err;
      });
      await listening;
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      listeners.clear();
      await stop?.();
    },
  };
}

let appHub: LiveHub | undefined;

/** The server's hub, on the process's one database. */
export function liveHub(): LiveHub {
  appHub ??= createLiveHub(async (channel, onPayload) => (await appDatabase()).listen(channel, onPayload));
  return appHub;
}
