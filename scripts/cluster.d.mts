// Types of scripts/cluster.mjs, for the tests and benchmarks that start a cluster.

export interface ClusterOptions {
  /** How many app servers (default 3). */
  servers?: number;
  /** nginx's port (default: a free one). */
  port?: number;
  /** The servers' ports are basePort, basePort + 1, ... (default: free ones). */
  basePort?: number;
  /** The PostgreSQL to use (default: DATABASE_URL, unless `postgres`). */
  databaseUrl?: string;
  /** Start a throw-away PostgreSQL for the cluster, stopped with it. */
  postgres?: boolean;
  /** The production build (default: BUILD_DIR, else build); built when missing. */
  buildDir?: string;
  /** No server runs the jobs; one process of its own (`npm run jobs`) does. */
  jobsProcess?: boolean;
  /** More environment for the servers (and the job process). */
  env?: Record<string, string>;
  /** The servers' PUBLIC_URL (default: nginx's address). */
  publicUrl?: string;
  /** "inherit": progress and every process's output on stdout, prefixed; "quiet" (default): kept, see log(). */
  output?: "inherit" | "quiet";
  /** How long a server may take to answer /healthz (default 180 s). */
  startupTimeoutMs?: number;
  /** How long a stopped process may take to exit before SIGKILL (default 30 s). */
  stopTimeoutMs?: number;
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ClusterServer {
  name: string;
  port: number;
  /** http://127.0.0.1:port, the server itself (not through nginx). */
  url: string;
  /** Its current process (a new one after a restart). */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** The last lines of its output. */
  log(): string[];
  /** Sends the signal (default SIGTERM) and waits until the process has exited (SIGKILL after stopTimeoutMs). */
  stop(signal?: NodeJS.Signals): Promise<ProcessEnd | null>;
  /** Stops it (SIGTERM) if it runs, starts it again on the same port and waits for /healthz. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** nginx: the site as its visitors reach it. */
  url: string;
  databaseUrl: string;
  servers: ClusterServer[];
  /** The job process, with `jobsProcess`. */
  jobs?: { readonly pid: number | undefined; log(): string[]; stop(signal?: NodeJS.Signals): Promise<ProcessEnd> };
  nginx: { readonly pid: number | undefined; configFile: string; log(): string[] };
  /** Stops nginx, the servers (SIGTERM: gracefully), the job process and a throw-away PostgreSQL. */
  stop(): Promise<void>;
}

export const NGINX_TEMPLATE: string;
export const UPSTREAM_SERVER_PARAMETERS: string;
export const CLUSTER_SERVER_ENV: Readonly<Record<string, string>>;
export function upstreamServers(addresses: readonly string[]): string;
export function renderNginxConf(template: string, values: Record<string, string>): string;
export function findNginx(): string;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
