# Tournéo: one image, the app server (docs/decisions/0025-production-operation.md).
# Build: docker build -t tourneo --build-arg PUBLIC_ORIGIN=https://tourneo.example.fr .

# 1. The web app, built with every dependency (Vite, TypeScript...).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
ARG PUBLIC_ORIGIN=http://localhost:3000
ENV PUBLIC_ORIGIN=${PUBLIC_ORIGIN}
RUN npm run build --silent

# 2. The server's production dependencies only.
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=apps/server --workspace=packages/domain --no-audit --no-fund --loglevel=error

# 3. What runs: Node.js strips the types of the server's TypeScript itself; pg_dump for make backup.
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=dependencies /app/node_modules node_modules
COPY package.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/domain/src packages/domain/src
COPY apps/server/package.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
