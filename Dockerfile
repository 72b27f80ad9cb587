# The whole product on one port: the reference server serving the API, the websocket and the built SPA.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY web/package.json web/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @app/web build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 DATABASE_URL=file:/app/data/app.db
COPY --from=build /app /app
VOLUME ["/app/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/api/v1/common/base').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
WORKDIR /app/server
CMD ["node", "--import", "tsx", "src/server.ts"]
