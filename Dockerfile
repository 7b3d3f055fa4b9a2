# syntax=docker/dockerfile:1
# Two images from one repository, as the shop runs as two processes (docs/decisions/001), and nginx
# with the storefront's static build for a shop of several of each (deploy/docker-compose.yml,
# decision 062):
#   docker build --target storefront -t spesa-storefront .
#   docker build --target backend    -t spesa-backend .
#   docker build --target proxy      -t spesa-proxy .
#   docker run -d --name spesa-backend -v spesa-data:/app/data -e SHOP_URL=https://<the shop> spesa-backend
#   docker run -d -p 3000:3000 -e EBSN_URL=http://spesa-backend:3001
#     -e SESSION_SECRET=... -e HONEYPOT_SECRET=... spesa-storefront     (one command, same network)
# The storefront needs EBSN_URL and its secrets (it refuses to start in production without them);
# a chain with its own eBSN server points EBSN_URL at it and never runs the backend image.
# The backend needs SHOP_URL, the storefront's public address (it refuses to start in production
# without it: e-mail links and the card provider's way back point there).
# The backend keeps PGlite files in the /app/data volume, or uses DATABASE_URL when given.

ARG NODE_IMAGE=node:20-slim
ARG NGINX_IMAGE=nginx:1.22

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Everything, dev tools included, to build.
FROM base AS deps
COPY package.json package-lock.json ./
# npm's postinstall (patch-package) applies patches/ (decision 044): the server side of
# @remix-run/router, @remix-run/react, @remix-run/server-runtime and react-router-dom keeps its
# ranked routes, the matches of a pathname and the route tree per build, and @remix-run/react's <Scripts> lets the page paint first
COPY patches ./patches
RUN npm install --no-audit --no-fund

# What the running processes import; both final images take their node_modules from here: the
# install above, patches applied, without the dev tools (npm prune runs no install script, and
# patch-package is one of those dev tools).
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM deps AS build-storefront
COPY . .
# one build per locale: build/ (Italian) and build/en/ (decision 004)
RUN node scripts/build.mjs

FROM deps AS build-backend
COPY . .
# One ESM file with our code (backend/ and domain/, path aliases resolved); packages stay in
# node_modules. client.ts finds its migrations beside the running file (import.meta.url), and
# db/seeding.ts looks for the seed module at <that dir>/../seed/index.js, so it gets its own bundle
# there (it is loaded by a computed path, which esbuild cannot follow from server.ts).
RUN npx esbuild backend/server.ts --bundle --platform=node --format=esm --packages=external \
      --outfile=dist/backend/server.js \
 && cp -r backend/db/migrations dist/backend/migrations \
 && if [ -f backend/seed/index.ts ]; then \
      npx esbuild backend/seed/index.ts --bundle --platform=node --format=esm --packages=external \
        --outfile=dist/seed/index.js; \
    else echo "backend/seed/index.ts missing: the image will start without the demo world"; fi

FROM base AS storefront
ENV NODE_ENV=production PORT=3000
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build-storefront /app/build ./build
# Fail the image build, not the first request, when the server build imports a package that is
# only in devDependencies (npm install --omit=dev left it out).
RUN node --input-type=module -e ' \
      import { readdirSync, readFileSync } from "node:fs"; \
      const dir = process.argv[1]; const specs = new Set(); \
      for (const f of readdirSync(dir, { recursive: true }).filter((f) => /\.m?js$/.test(f))) \
        for (const m of readFileSync(`${dir}/${f}`, "utf8").matchAll(/^import\s[^;\n]*?["\x27]([^"\x27]+)["\x27]|\bimport\(\s*["\x27]([^"\x27]+)["\x27]\s*\)/gm)) \
          specs.add(m[1] ?? m[2]); \
      const missing = [...specs].filter((s) => !/^(\.|\/|node:)/.test(s)).filter((s) => { try { import.meta.resolve(s); return false; } catch { return true; } }); \
      if (missing.length) { console.error(`${dir} imports packages missing from the production dependencies: ${missing.join(", ")}`); process.exit(1); } \
    ' build/server
USER node
EXPOSE 3000
COPY server ./server
COPY app/locales ./app/locales
# server/index.mjs, not remix-serve: the refusals of server/hardening.mjs (decision 020) and the
# shopper's address for login throttling (decision 022)
CMD ["node","server/index.mjs","build/server/index.js"]

FROM base AS backend
ENV NODE_ENV=production BACKEND_PORT=3001 DATA_DIR=/app/data
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build-backend /app/dist ./dist
# Same guard as the storefront's, for the bundles' external imports (static and dynamic).
RUN node --input-type=module -e ' \
      import { readdirSync, readFileSync } from "node:fs"; \
      const dir = process.argv[1]; const specs = new Set(); \
      for (const f of readdirSync(dir, { recursive: true }).filter((f) => /\.m?js$/.test(f))) \
        for (const m of readFileSync(`${dir}/${f}`, "utf8").matchAll(/^import\s[^;\n]*?["\x27]([^"\x27]+)["\x27]|\bimport\(\s*["\x27]([^"\x27]+)["\x27]\s*\)/gm)) \
          specs.add(m[1] ?? m[2]); \
      const missing = [...specs].filter((s) => !/^(\.|\/|node:)/.test(s)).filter((s) => { try { import.meta.resolve(s); return false; } catch { return true; } }); \
      if (missing.length) { console.error(`${dir} imports packages missing from the production dependencies: ${missing.join(", ")}`); process.exit(1); } \
    ' dist \
 && mkdir -p /app/data && chown node:node /app/data
USER node
# Declared after the chown so a fresh named volume starts owned by the node user.
VOLUME /app/data
EXPOSE 3001
CMD ["node","dist/backend/server.js"]

# nginx in front of the storefronts and backends (deploy/nginx.conf.template, rendered by the image's
# envsubst of /etc/nginx/templates at start from the environment deploy/docker-compose.yml gives), the
# build's files served by nginx itself.
FROM ${NGINX_IMAGE} AS proxy
COPY --from=build-storefront /app/build/client /srv/spesa/build/client
COPY --from=build-storefront /app/build/en/client /srv/spesa/build/en/client
COPY deploy/nginx.conf.template /etc/nginx/templates/spesa.conf.template
RUN rm -f /etc/nginx/conf.d/default.conf
ENV SHOP_PORT=80 API_PORT=8081 STATIC_ROOT=/srv/spesa ACCESS_LOG=/dev/stdout
EXPOSE 80 8081
