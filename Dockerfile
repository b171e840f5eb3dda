# The production image: the app server (the default command), and with another command the job
# engine (`npm run jobs`) or the migrations (`npm run db:migrate`); see compose.yaml and
# docs/operations.md. Secrets (AUTH_SECRET, CLINICAL_KEK, PAYSTACK_SECRET_KEY, SMTP_URL, DATABASE_URL) come from
# the environment at run time, never from the image.

# --- build: every dependency, then the production build ---------------------------------------
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, the build, and the sources the tools run from ----------
FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
# The migrations (read at start from server/db/migrations), and what `npm run db:migrate`,
# `npm run jobs` and the other operator scripts run with tsx.
COPY tsconfig.json ./
COPY server ./server
COPY domain ./domain
COPY scripts ./scripts
# The embedded database's folder, for a single container run without DATABASE_URL.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The build as it is (scripts/start.mjs would rebuild when the sources look newer than it).
CMD ["node", "scripts/serve.mjs"]
