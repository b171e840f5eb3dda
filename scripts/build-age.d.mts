// Types of scripts/build-age.mjs, for the benchmarks.

/** When the build in `buildDir` was made (0 when there is none), and whether a source is newer. */
export function buildAge(buildDir: string): { builtAt: number; stale: boolean };
