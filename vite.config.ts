import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks, iconsOneByOne, routeChunksMayExportMore } from "./scripts/chunking.ts";

const rootRoute = fileURLToPath(new URL("./app/root.tsx", import.meta.url));

// The browser build is split by the rules of scripts/chunking.ts (decision 0009).
// The server build's entry is our own HTTP layer, which mounts the React Router
// handler: one module graph, so the database and job runner exist once per process.
// (React Router reads both settings under `rollupOptions`, the name it knows.)
export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: clientChunks(rootRoute) } } } },
    ssr: { build: { rollupOptions: { input: "./server/http/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), routeChunksMayExportMore, iconsOneByOne()],
});
