import type { loader as rootLoader } from "~/root";

/** The practice details the root loader exposes (server/lib/practice.ts). */
export type Practice = Awaited<ReturnType<typeof rootLoader>>["practice"];
