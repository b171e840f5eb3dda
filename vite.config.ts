import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our own HTTP layer, which mounts the React Router
// handler: one module graph, so the database and job runner exist once per process.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/http/app.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
