# syntax=docker/dockerfile:1
# The site as a container: Next.js's standalone server, run as a non-root user.
#   docker build -t siyana --build-arg SITE_URL=https://siyana.sa .
#   docker run -p 3000:3000 -v siyana-data:/data siyana          (SQLite in the volume)
# compose.yaml runs two of these behind nginx on PostgreSQL. See docs/deployment.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Native modules (better-sqlite3, sharp) are built or fetched for this same Debian and Node.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The locked versions; `npm install` rather than `npm ci` for the reason given in scripts/setup.mjs.
RUN npm install --no-audit --no-fund
COPY . .
# Written into the statically generated pages: set them here, not at run time.
ARG SITE_URL=http://localhost:3000
ARG APP_URL=https://app.siyana.sa
RUN SITE_URL="$SITE_URL" APP_URL="$APP_URL" npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    KEEP_ALIVE_TIMEOUT=65000 \
    DATABASE_URL=file:/data/site.db
RUN groupadd --system siyana && useradd --system --gid siyana --home-dir /app --shell /usr/sbin/nologin siyana \
    && mkdir /data && chown siyana:siyana /data
# The standalone folder holds the server, only the dependencies it uses, .next/static and public/.
COPY --from=build --chown=siyana:siyana /app/.next/standalone ./
USER siyana
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
