# StepUp in one image: the web app and the API served by one Node.js process on port 3000.
#   docker build -t stepup .
#   docker run -p 3000:3000 -v stepup-data:/data --stop-timeout 15 -e APP_ORIGIN=http://localhost:3000 stepup
# Production runs on PostgreSQL (DATABASE_URL): see docs/deploying.md and compose.yaml.

# The build needs the development dependencies (Vite, esbuild, TypeScript); the image does not.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first: a change of sources alone keeps the installed packages' layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci
COPY . .
RUN npm run build
# What the built server reads at run time, laid out as in the repository: its bundle (with the
# empty embedded database the build made), the migrations, the SQL its features keep beside
# their code (applied at every start) and the web app it serves.
RUN mkdir /out \
  && cp -r --parents apps/server/dist apps/server/drizzle apps/web/dist /out/ \
  && find apps/server/src/modules -name '*.sql' -exec cp --parents {} /out/ \;

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Run-time packages only. sharp and argon2 bring prebuilt binaries for linux-x64 and arm64 with
# glibc, so the slim image needs no compiler.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --workspace @stepup/server && npm cache clean --force
COPY --from=build /out/ ./

# The server's files stay root's and read-only to it; it writes only under DATA_DIR.
RUN groupadd --gid 10001 stepup \
  && useradd --uid 10001 --gid stepup --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin stepup \
  && mkdir -p /data && chown stepup:stepup /data && chmod 0700 /data
USER stepup
VOLUME /data
EXPOSE 3000

# Liveness only: the process answers, without asking the database. A load balancer in front
# should ask /api/health/ready instead. The first start on an empty embedded database takes a
# few seconds, migrations on PostgreSQL a few more.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# node itself as PID 1, not npm: SIGTERM reaches the server, which finishes the requests under
# way (up to 10 s) and exits 0; give `docker stop` more than that (--time 15, or compose's
# stop_grace_period). The flag is the one `npm start` passes (package.json, docs/decisions/035).
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.js"]
