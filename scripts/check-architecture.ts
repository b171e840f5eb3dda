// `npm run lint` runs this after Biome: the imports of the production code against the floors and
// layers of docs/architecture.md (scripts/architecture/rules.ts says which rules). Prints each
// import that breaks them and exits 1, or prints a one-line summary.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import ts from "typescript";
import { checkArchitecture, type ImportedFile, readPlan } from "./architecture/rules";

const ALIASES: readonly [string, string][] = [
  ["@server/", "server/"],
  ["@domain/", "domain/"],
  ["~/", "app/"],
  ["@tests/", "tests/"],
];
const SOURCE = /\.(ts|tsx|mts)$/;
/** Tests may reach into a module to test its private files; generated route types are not ours. */
const NOT_PRODUCTION = /(\.test\.tsx?$|^tests\/|\/\+types\/|\.d\.ts$)/;

const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "server", "scripts", "domain"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => SOURCE.test(path));
const known = new Set(tracked);

function resolve(from: string, specifier: string): string | null {
  let base: string | null = null;
  for (const [alias, folder] of ALIASES) if (specifier.startsWith(alias)) base = folder + specifier.slice(alias.length);
  if (specifier.startsWith(".")) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (known.has(candidate)) return candidate;
  return null;
}

const files: ImportedFile[] = [];
for (const path of tracked) {
  if (NOT_PRODUCTION.test(path)) continue;
  const text = readFileSync(path, "utf8");
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= pos) line++;
    return line + 1;
  };
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => ({ target: resolve(path, imported.fileName), line: lineOf(imported.pos) }))
    .filter((imported): imported is { target: string; line: number } => imported.target !== null);
  files.push({ path, imports });
}

const plan = readPlan(readFileSync("docs/architecture.md", "utf8"));
const problems = checkArchitecture(files, plan);
for (const problem of problems) console.error(`${problem.path}:${problem.line}  ${problem.message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} import(s) break docs/architecture.md.`);
  process.exit(1);
}
const modules = plan.layers.flat().length;
console.log(
  `Architecture: ${files.length} files keep docs/architecture.md (${plan.floors.length} floors, ${modules} modules in ${plan.layers.length} layers, no loop).`,
);
