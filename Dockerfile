# One image for the CMS and the web server (different commands in docker-compose.yml).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY cms/package.json cms/
COPY web/package.json web/
COPY admin-ui/package.json admin-ui/
COPY e2e/package.json e2e/
COPY tools/demo-media/package.json tools/demo-media/
COPY tools/vite-precompress/package.json tools/vite-precompress/
RUN npm ci --no-audit --no-fund --ignore-scripts=false

FROM deps AS build
COPY . .
ENV STRAPI_TELEMETRY_DISABLED=true
RUN npm run build -w @estate/contract \
  && npm run build -w @estate/cms \
  && npm run build -w @estate/web \
  && npm run build -w @estate/admin-ui

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY --from=build /app /app
RUN mkdir -p /app/cms/public/uploads && chown -R node:node /app/cms/public /app/cms/.tmp 2>/dev/null || true
USER node
EXPOSE 1337 3000
CMD ["node", "cms/scripts/serve.js"]
