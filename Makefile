# Designo website. `make run` serves it; `make check` before every commit; `make test` is everything CI runs.
.PHONY: run build dev generate check test bench art art-test npm

run: ## serve the site on :8080
	go run ./cmd/site

build: ## the single self-contained binary bin/site
	go build -trimpath -ldflags="-s -w" -o bin/site ./cmd/site

# make dev's ports: the site's own (PORT) and the reloading proxy's (DEV_PORT), from the environment.
PORT ?= 8080
DEV_PORT ?= 7331

# The npm packages the TypeScript steps need, installed when missing (scripts/setup.sh, as make test).
npm:
	@bash scripts/setup.sh npm

# In watch mode templ's views read their text from the _templ.txt files beside their sources, found by
# the paths compiled in: never trimmed here, whatever GOFLAGS says (the test scripts trim them).
dev: npm ## live reload on :$DEV_PORT (7331): templ watches views/, Go and styles/, restarts the server and reloads the browser
	go tool templ generate --watch \
		--watch-pattern='(.+\.go$$)|(.+\.templ$$)|(.+_templ\.txt$$)|(.+/styles/[^/]+\.css$$)' \
		--proxy="http://127.0.0.1:$(PORT)" --proxyport=$(DEV_PORT) \
		--cmd="go run -trimpath=false ./cmd/site -dev -addr 127.0.0.1:$(PORT)"

generate: npm ## regenerate every committed generated file: templ views, icons, island bundles, the content bundle
	go tool templ generate
	node scripts/icons.mjs
	npm run build:islands
	npm run build:inbox
	go run ./cmd/bundle
	node scripts/assets.mjs

check: npm ## the fast loop before every commit: go vet, staticcheck, Go tests, TypeScript types and unit tests, comment paths
	bash scripts/check.sh

test: ## the whole suite: set-up, fresh generated files, Go, TypeScript, browser and quality gates
	bash scripts/test.sh

bench: ## the site under load and beside nginx on the same bytes (prints numbers, fails only on errors)
	bash bench/run.sh

art: ## regenerate the artwork (art/, into content/ and static/img), maps and fonts, then the bundle
	npm run art

art-test: ## the art tool's own suites (art/**/*.test.mjs, Chromium), apart from make test
	@[ -f art/node_modules/.package-lock.json ] || npm ci --prefix art --prefer-offline --no-audit --no-fund
	npm --prefix art test
