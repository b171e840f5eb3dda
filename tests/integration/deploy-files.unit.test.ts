import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  CLUSTER_SERVER_ENV,
  findNginx,
  NGINX_TEMPLATE,
  renderNginxConf,
  upstreamServers,
} from "../../scripts/cluster.mjs";

// compose.yaml runs what `npm run cluster` (scripts/cluster.mjs) runs: the same nginx template,
// filled in the same way, in front of app servers set up the same way. This keeps the two equal.

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const template = readFileSync(NGINX_TEMPLATE, "utf8");
const nginx = services.nginx!;
const nginxBinary = (() => {
  try {
    return findNginx();
  } catch {
    return undefined; // the cluster tests need nginx; this file's other checks do not
  }
})();
const appServers = Object.entries(services)
  .filter(([, s]) => s.build !== undefined && s.command === undefined)
  .map(([name]) => name);

describe("compose.yaml and npm run cluster", () => {
  it("run nginx from the same template, its placeholders filled as cluster.mjs fills them", () => {
    expect(nginx.volumes).toContain(
      `./${path.relative(process.cwd(), NGINX_TEMPLATE)}:/etc/nginx/templates/nginx.conf.template:ro`,
    );
    const env = nginx.environment ?? {};
    // The image's envsubst touches NGINX_* names only, as renderNginxConf does.
    expect(env.NGINX_ENVSUBST_FILTER).toBe("^NGINX_");
    expect(env.NGINX_ENVSUBST_OUTPUT_DIR).toBe("/etc/nginx");
    const placeholders = [...template.matchAll(/\$\{(NGINX_[A-Z0-9_]+)\}/g)].map((m) => m[1]);
    expect(new Set(placeholders)).toEqual(new Set(["NGINX_PORT", "NGINX_UPSTREAM_SERVERS"]));
    for (const name of placeholders) expect(env[name!], name).toBeDefined();
    // Every app server, with the upstream settings cluster.mjs gives each of its servers.
    expect(appServers).toEqual(["app-1", "app-2"]);
    expect(env.NGINX_UPSTREAM_SERVERS).toBe(upstreamServers(appServers.map((name) => `${name}:3000`)));
    expect(nginx.ports).toEqual([`\${HTTP_PORT:-8080}:${env.NGINX_PORT}`]);
    expect(nginx.command).toEqual(["nginx"]); // `daemon off` is in the template
  });

  it("set the app servers up as the cluster's: production, one trusted proxy, jobs elsewhere, after the migrations", () => {
    for (const name of appServers) {
      const env = services[name]!.environment ?? {};
      expect(env, name).toMatchObject(CLUSTER_SERVER_ENV);
      expect(env.RUN_JOBS, name).toBe("false");
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(services[name]!.depends_on?.migrate, name).toEqual({ condition: "service_completed_successfully" });
    }
    // One job engine; the migrations once, before the servers.
    expect(services.jobs?.command).toEqual(["npm", "run", "jobs"]);
    expect(services.jobs?.environment).toMatchObject({ ...CLUSTER_SERVER_ENV, RUN_JOBS: "true" });
    expect(services.migrate?.command).toEqual(["npm", "run", "db:migrate"]);
    // The commands exist.
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["db:migrate"]).toBeDefined();
    expect(scripts.jobs).toBeDefined();
  });

  it.skipIf(!nginxBinary)("give nginx a configuration it accepts, filled in as compose fills it", () => {
    const env = nginx.environment ?? {};
    const dir = mkdtempSync(path.join(tmpdir(), "nginx-conf-"));
    try {
      // The compose host names do not resolve here: the same settings on this machine's address.
      const conf = renderNginxConf(template, {
        NGINX_PORT: "127.0.0.1:8080",
        NGINX_UPSTREAM_SERVERS: env.NGINX_UPSTREAM_SERVERS!.replaceAll(/app-\d+:3000/g, "127.0.0.1:3000"),
      });
      writeFileSync(path.join(dir, "nginx.conf"), conf);
      const result = spawnSync(
        nginxBinary!,
        ["-t", "-q", "-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"],
        {
          encoding: "utf8",
        },
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
