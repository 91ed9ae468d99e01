#!/usr/bin/env sh
# Lint the split contracts, rebuild the bundles and regenerate the TypeScript
# types. Run from anywhere; needs Node 24 on PATH (source ../shared/tools/node24.sh
# on the shared machines).
set -eu
cd "$(dirname "$0")/.."
npx redocly lint --config openapi/redocly.yaml
npx redocly bundle openapi/openapi.yaml -o openapi/bundled.yaml
npx redocly bundle openapi/content.yaml -o openapi/content.bundled.yaml
npx openapi-typescript openapi/bundled.yaml -o openapi/generated/schema.d.ts
npx openapi-typescript openapi/content.bundled.yaml -o openapi/generated/content.d.ts
