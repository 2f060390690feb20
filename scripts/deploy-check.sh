#!/usr/bin/env bash
# Checks the production files in deploy/ with the tools that run them, each when it is installed
# (make test runs this; a missing tool is named, never passed off as a check):
#   - designo.service: systemd-analyze verify (any warning fails), and its exposure score printed
#     (systemd-analyze security --offline). verify also checks that ExecStart's program exists; the
#     unit names /usr/local/bin/site, where docs/production.md installs it, so the check runs on a
#     copy whose ExecStart names an executable that exists here. The flags and site.env are checked
#     by the Go test TestProductionUnitAndEnvironmentFile (cmd/site/deploy_test.go).
#   - Caddyfile: caddy validate (Debian's caddy).
#   - nginx.conf: nginx -t, inside a throwaway nginx.conf, with a throwaway self-signed certificate
#     (and, for a user other than root, free ports for 80 and 443).
# The Dockerfile is not built: docker is not on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0 skipped=()

if command -v systemd-analyze >/dev/null; then
  sed "s|^ExecStart=/usr/local/bin/site |ExecStart=$(command -v true) |" deploy/designo.service >"$tmp/designo.service"
  grep -q "^ExecStart=$(command -v true) " "$tmp/designo.service" || { echo "deploy-check: designo.service has no ExecStart=/usr/local/bin/site" >&2; exit 1; }
  out=$(systemd-analyze verify "$tmp/designo.service" 2>&1) || status=1
  if [ -n "$out" ]; then printf 'designo.service: systemd-analyze verify:\n%s\n' "$out" >&2; status=1; else echo "designo.service: systemd-analyze verify: ok"; fi
  systemd-analyze security --offline=yes "$tmp/designo.service" 2>/dev/null | tail -1 | sed 's/^/designo.service: systemd-analyze security: /'
else
  skipped+=("systemd-analyze (Debian's systemd)")
fi

if command -v caddy >/dev/null; then
  if out=$(HOME="$tmp" XDG_DATA_HOME="$tmp" XDG_CONFIG_HOME="$tmp" caddy validate --config deploy/Caddyfile --adapter caddyfile 2>&1); then
    echo "Caddyfile: caddy validate: ok"
  else
    printf 'Caddyfile: caddy validate:\n%s\n' "$out" >&2; status=1
  fi
else
  skipped+=("caddy (Debian's caddy)")
fi

if command -v nginx >/dev/null && command -v openssl >/dev/null; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=www.designo.co \
    -keyout "$tmp/privkey.pem" -out "$tmp/fullchain.pem" 2>/dev/null
  ports=()
  if [ "$(id -u)" -ne 0 ]; then
    # nginx -t binds what the file listens on; a user other than root may not bind 80 and 443, so
    # the copy listens on two free ports instead.
    free_port() { node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"; }
    ports=(-e "s/listen \(\[::\]:\)\?80;/listen \1$(free_port);/" -e "s/listen \(\[::\]:\)\?443 /listen \1$(free_port) /")
  fi
  sed -e "s|/etc/letsencrypt/live/www.designo.co/|$tmp/|" "${ports[@]+"${ports[@]}"}" deploy/nginx.conf >"$tmp/designo.conf"
  cat >"$tmp/nginx.conf" <<CONF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events {}
http {
    access_log off;
    client_body_temp_path $tmp/body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    include $tmp/designo.conf;
}
CONF
  if out=$(nginx -t -q -e "$tmp/error.log" -p "$tmp" -c "$tmp/nginx.conf" 2>&1); then
    echo "nginx.conf: nginx -t: ok"
  else
    printf 'nginx.conf: nginx -t:\n%s\n' "$out" >&2; status=1
  fi
else
  skipped+=("nginx (Debian's nginx-light) with openssl")
fi

for tool in "${skipped[@]+"${skipped[@]}"}"; do echo "deploy-check: not checked here, no $tool"; done
exit "$status"
