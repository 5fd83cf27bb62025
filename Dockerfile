# The site and its form receiver on one small server: `npm start` without the build step, behind a TLS proxy.
#   docker build -t foundation-site --build-arg SITE_URL=https://www.your-domain.com .
#   docker run -d --name site -p 127.0.0.1:4173:4173 -v site-data:/data --env-file /etc/foundation-site.env foundation-site
# Leads live in the /data volume (FORM_DATA_DIR); back it up. docs/hosting.md lists the environment variables.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci installs exactly the lockfile and applies the generator patch (docs/GENERATOR-NOTES.md, 9) from here.
COPY scripts/build/patches ./scripts/build/patches
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ARG MAPS_API_KEY=""
RUN SITE_URL=${SITE_URL} MAPS_API_KEY=${MAPS_API_KEY} npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173 FORM_DATA_DIR=/data TRUST_PROXY=1
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4173
# SIGTERM lets the server finish what it is storing; kill -9 loses nothing acknowledged either.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
