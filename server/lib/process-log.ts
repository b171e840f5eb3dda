import { format } from "node:util";
import { errorFields, logger } from "./logger";

const CONSOLE_LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * For a process that serves or works jobs, once its start-up banners are out: what a library
 * prints through the console reaches the log as a JSON line at the matching level (an Error
 * among what it prints as `error` and `stack`), so do Node's warnings, and a crash is logged
 * before the process ends with status 1, as Node would end it. Nothing reaches stdout or
 * stderr that a log collector could not read.
 */
export function logConsoleAndCrashes(): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      logger[level](rest.length > 0 ? format(...rest) : `console.${method}`, error ? errorFields(error) : undefined);
    };
  }
  // Node's own warnings (a deprecation, too many listeners) too, instead of its "(node:…)" text.
  process.removeAllListeners("warning");
  process.on("warning", (warning) =>
    logger.warn(`node: ${warning.message}`, { name: warning.name, stack: warning.stack }),
  );
  process.on("uncaughtException", (err) => {
    logger.error("uncaught exception: exiting", errorFields(err));
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.error("unhandled promise rejection: exiting", errorFields(reason));
    process.exit(1);
  });
}
