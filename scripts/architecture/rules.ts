/**
 * The rules of docs/architecture.md, checked over the imports of the production code. Pure: it is
 * handed the files with what each imports (resolved to files of the repository) and the plan
 * read from docs/architecture.md, and answers with what breaks the plan.
 */

/** The server's floors and the layers of server/modules, bottom first. */
export interface Plan {
  /** Each floor: the folders under server/ on it (server/modules is one of them). */
  floors: readonly (readonly string[])[];
  /** Each layer of server/modules: its modules' folder names. */
  layers: readonly (readonly string[])[];
}

export interface ImportedFile {
  path: string;
  /** The files it imports, each with the line of the import. */
  imports: readonly { target: string; line: number }[];
}

export interface Problem {
  path: string;
  line: number;
  message: string;
}

const MODULES = "server/modules/";
const ENTRY = "index.ts";

/** The module a file of server/modules belongs to, or null. */
export function moduleOf(path: string): string | null {
  if (!path.startsWith(MODULES)) return null;
  const rest = path.slice(MODULES.length);
  const slash = rest.indexOf("/");
  return slash === -1 ? null : rest.slice(0, slash);
}

/** The server folder (server/lib, server/modules, ...) a file belongs to, or null. */
function serverFolderOf(path: string): string | null {
  const match = /^server\/([^/]+)\//.exec(path);
  return match ? `server/${match[1]}` : null;
}

/** What a file is placed as: a module of server/modules, a server folder, or neither. */
function unitOf(path: string): string | null {
  const module = moduleOf(path);
  return module ? `${MODULES}${module}` : serverFolderOf(path);
}

export function checkArchitecture(files: readonly ImportedFile[], plan: Plan): Problem[] {
  const problems: Problem[] = [];
  const floorOf = new Map<string, number>();
  plan.floors.forEach((folders, i) => {
    for (const folder of folders) floorOf.set(folder, i);
  });
  const layerOf = new Map<string, number>();
  plan.layers.forEach((modules, i) => {
    for (const module of modules) layerOf.set(module, i);
  });
  const layerName = (module: string) => `layer ${(layerOf.get(module) ?? 0) + 1}`;

  const modulesSeen = new Set<string>();
  const entries = new Set<string>();
  const edges = new Map<string, Map<string, { path: string; line: number }>>();

  for (const file of files) {
    const own = moduleOf(file.path);
    if (own) {
      modulesSeen.add(own);
      if (file.path === `${MODULES}${own}/${ENTRY}`) entries.add(own);
    }
    const ownFolder = serverFolderOf(file.path);
    if (ownFolder && !floorOf.has(ownFolder) && file.path.split("/").length > 2) {
      problems.push({
        path: file.path,
        line: 1,
        message: `${ownFolder} is on no floor of docs/architecture.md: add it to the table of floors.`,
      });
    }
    for (const { target, line } of file.imports) {
      const theirs = moduleOf(target);
      if (theirs && theirs !== own && target !== `${MODULES}${theirs}/${ENTRY}`) {
        problems.push({
          path: file.path,
          line,
          message: `${target} is private to the module ${theirs}: import what it offers from @server/modules/${theirs}.`,
        });
      }
      if (own && theirs === own && target === `${MODULES}${own}/${ENTRY}`) {
        problems.push({
          path: file.path,
          line,
          message: `A file of ${own} imports its own module's entry: import the file it needs with ./.`,
        });
      }
      if (own && theirs && theirs !== own) {
        const from = layerOf.get(own);
        const to = layerOf.get(theirs);
        if (from !== undefined && to !== undefined && to > from) {
          problems.push({
            path: file.path,
            line,
            message: `${own} (${layerName(own)}) imports ${theirs} (${layerName(theirs)}): a module imports only from its own layer or below.`,
          });
        }
      }
      const fromFolder = serverFolderOf(file.path);
      const toFolder = serverFolderOf(target);
      if (fromFolder && toFolder && fromFolder !== toFolder) {
        const from = floorOf.get(fromFolder);
        const to = floorOf.get(toFolder);
        if (from !== undefined && to !== undefined && to > from) {
          problems.push({
            path: file.path,
            line,
            message: `${fromFolder} (floor ${from + 1}) imports ${toFolder} (floor ${to + 1}): the server imports only from its own floor or below.`,
          });
        }
      }
      const a = unitOf(file.path);
      const b = unitOf(target);
      if (a && b && a !== b) {
        if (!edges.has(a)) edges.set(a, new Map());
        const out = edges.get(a)!;
        if (!out.has(b)) out.set(b, { path: file.path, line });
      }
    }
  }

  for (const module of [...modulesSeen].sort()) {
    const at = `${MODULES}${module}`;
    if (!layerOf.has(module))
      problems.push({
        path: at,
        line: 1,
        message: `The module ${module} is in no layer of docs/architecture.md: add it to the table of layers.`,
      });
    if (!entries.has(module))
      problems.push({
        path: at,
        line: 1,
        message: `The module ${module} has no ${ENTRY}: its entry names what other parts may use.`,
      });
  }
  for (const { loop, members } of cyclesOf(edges)) {
    const first = edges.get(loop[0]!)!.get(loop[1] ?? loop[0]!)!;
    const others = members.length > loop.length ? ` All of ${members.join(", ")} reach each other.` : "";
    problems.push({
      path: first.path,
      line: first.line,
      message: `These import each other in a loop: ${[...loop, loop[0]].join(" -> ")}. One of them must stop.${others}`,
    });
  }
  return problems;
}

/**
 * Each set of units that all reach each other (Tarjan's strongly connected components), sorted,
 * with one loop through it to name.
 */
function cyclesOf(edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>): { loop: string[]; members: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: { loop: string[]; members: string[] }[] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const members = new Set<string>();
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.add(w);
      } while (w !== v);
      if (members.size > 1) cycles.push({ loop: loopWithin(v, members, edges), members: [...members].sort() });
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** A path from `start` back to itself through `members` only: the loop to name. */
function loopWithin(
  start: string,
  members: ReadonlySet<string>,
  edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
) {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let at = v; at !== start; ) {
          at = previous.get(at)!;
          path.unshift(at);
        }
        return path;
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

/**
 * Reads the plan from docs/architecture.md: the table under "## Floors of the server" and the one
 * under "## Layers of server/modules". A row's first cell starts with its number (1 at the
 * bottom); its second cell names its folders or modules, each in backticks.
 */
export function readPlan(markdown: string): Plan {
  const tableAfter = (heading: string) => {
    const start = markdown.indexOf(`\n## ${heading}\n`);
    if (start === -1) throw new Error(`docs/architecture.md has no section "## ${heading}".`);
    const rows: { number: number; names: string[] }[] = [];
    for (const line of markdown
      .slice(start + 1)
      .split("\n")
      .slice(1)) {
      if (line.startsWith("## ")) break;
      if (!line.startsWith("|")) continue;
      const cells = line.split("|").slice(1, -1);
      const number = /^\s*(\d+)/.exec(cells[0] ?? "");
      if (!number) continue;
      rows.push({ number: Number(number[1]), names: [...(cells[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!) });
    }
    rows.sort((a, b) => a.number - b.number);
    rows.forEach((row, i) => {
      if (row.number !== i + 1)
        throw new Error(`docs/architecture.md, "${heading}": the rows must be numbered 1 to ${rows.length}.`);
    });
    return rows.map((row) => row.names);
  };
  return { floors: tableAfter("Floors of the server"), layers: tableAfter("Layers of server/modules") };
}
