# The whole product on one port: the reference server serving the API, the websocket and the built SPA.
# Build stage: the full workspace (dev dependencies included) builds the SPA and compiles the server to
# JavaScript (server/scripts/build.ts: the server with the contracts bundled in), then `pnpm deploy --prod`
# copies that build with the server's production dependencies only to /deploy.
# Node 24 is the maintained LTS line (20 reached its end of life); docs/demo-hosts.md says how it was tried.
FROM node:24-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@12
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY tools/drift/package.json tools/drift/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @app/web build && pnpm --filter @app/server build \
  && pnpm --filter @app/server --prod deploy /deploy

# Run stage: compiled JavaScript only (no pnpm, no TypeScript compiler or loader, no dev dependencies, no
# tests); a non-root user owns only its data.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATABASE_URL=file:/app/data/app.db WEB_DIST=/app/web
COPY --from=build /deploy /app/server
COPY --from=build /src/web/dist /app/web
# The official node images have a `node` user (uid 1000); a stand-in base may not, so make it if missing.
RUN (id -u node >/dev/null 2>&1 || useradd --uid 1000 --user-group --no-create-home --shell /usr/sbin/nologin node) \
  && mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 8080
# The health check asks the API on loopback, over HTTPS when TLS_CERT_FILE is set; the certificate is the
# public name's, so this one local probe does not check it.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "require(process.env.TLS_CERT_FILE?'node:https':'node:http').get({host:'127.0.0.1',port:process.env.PORT||8080,path:'/api/v1/common/base',rejectUnauthorized:false},r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"]
# Docker's default stop signal, SIGTERM, reaches node itself (exec-form CMD): the server answers what is in
# flight, closes the database and exits, well within compose's 10 s grace period.
WORKDIR /app/server
CMD ["node", "--enable-source-maps", "dist/server.js"]
