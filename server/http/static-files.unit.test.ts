// The client build is indexed once at start: the right file and variant is served for a path,
// and nothing outside the folder ever is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexStaticFiles } from "./static-files";

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  const parent = mkdtempSync(path.join(tmpdir(), "static-files-"));
  root = path.join(parent, "client");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  writeFileSync(path.join(root, "assets/app-1234.js"), "console.log('plain')");
  writeFileSync(path.join(root, "assets/app-1234.js.br"), "BR");
  writeFileSync(path.join(root, "assets/app-1234.js.gz"), "GZIP!");
  writeFileSync(path.join(root, "favicon.ico"), "icon");
  writeFileSync(path.join(parent, "secret.txt"), "outside the build");
  const files = indexStaticFiles(root);
  server = createServer((req, res) => {
    if (!files.serve(req, res, (type) => ({ "X-Base": "yes", "X-Base-For": type }))) {
      res.writeHead(404);
      res.end("not static");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => rmSync(parent, { recursive: true, force: true });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(pathname: string, options: { method?: string; acceptEncoding?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      { method: options.method ?? "GET", headers: { "accept-encoding": options.acceptEncoding ?? "" } },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("indexStaticFiles", () => {
  it("serves the precompressed variant the client accepts, brotli first, with its own length", async () => {
    const br = await fetchRaw("/assets/app-1234.js", { acceptEncoding: "gzip, deflate, br" });
    expect(br).toMatchObject({ status: 200, body: "BR" });
    expect(br.headers).toMatchObject({
      "content-encoding": "br",
      "content-length": "2",
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-base": "yes",
      // The base headers are asked for the file's own type (scripts carry fewer).
      "x-base-for": "text/javascript; charset=utf-8",
    });
    const gzip = await fetchRaw("/assets/app-1234.js", { acceptEncoding: "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toBe("GZIP!");
    const plain = await fetchRaw("/assets/app-1234.js?v=2");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('plain')");
  });

  it("caches files outside /assets/ briefly, answers HEAD without a body, and decodes the path", async () => {
    const icon = await fetchRaw("/favicon%2Eico");
    expect(icon.body).toBe("icon");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const head = await fetchRaw("/favicon.ico", { method: "HEAD" });
    expect(head).toMatchObject({ status: 200, body: "" });
    expect(head.headers["content-length"]).toBe("4");
  });

  it("leaves everything else to the app: other methods, unknown paths, folders and paths outside the build", async () => {
    for (const pathname of [
      "/",
      "/assets",
      "/assets/",
      "/missing.js",
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/%E0",
    ]) {
      expect((await fetchRaw(pathname)).body, pathname).toBe("not static");
    }
    expect((await fetchRaw("/favicon.ico", { method: "POST" })).body).toBe("not static");
  });
});
