// Writes .br and .gz beside each compressible file of the client build, so the server
// sends static assets compressed at the highest level without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
let files = 0;

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
      writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      files++;
    }
  }
}

walk(dir);
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dir)}`);
