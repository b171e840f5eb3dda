-- The jobs move to pg-boss's own schema. The table is kept under another name until the job
-- engine's first start has moved the jobs still waiting in it (server/jobs/engine.ts), then dropped.
ALTER TABLE "jobs" RENAME TO "legacy_jobs";
