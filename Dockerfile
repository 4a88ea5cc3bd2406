# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json tsconfig.migrations.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# A writable data directory (the embedded database, the development keys, the SMS outbox);
# mount a volume here to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node i18n ./i18n
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness only: a database or Redis outage must not get the container restarted. Load
# balancers use /health/ready (see haproxy.cfg).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Graceful stop on SIGTERM: in-flight requests finish before the process exits.
# The old-space cap keeps the heap near its live size (docs/performance/log/2026-11-23-first-session.md): as `npm run start:prod`.
CMD ["node", "--max-old-space-size=192", "dist/main.js"]
