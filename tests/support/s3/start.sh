#!/usr/bin/env bash
# Starts a throw-away, loopback-only S3 server for tests: one Ceph monitor, one RAM-backed (memstore)
# OSD and radosgw, all owned by DIR. Progress goes to stderr; the last lines on stdout are the
# `export S3_...` lines also written to DIR/env, so `eval "$(start.sh)"` works.
#
# Usage: start.sh [DIR]        (default: a new mktemp directory)
# Env:   S3_START_TIMEOUT=90   seconds allowed from first daemon start to a usable bucket
#        S3_TEST_BUCKET=ec-test
#        S3_MEMSTORE_BYTES=2147483648   RAM the OSD may fill; writes block near 95 % of it
set -Eeuo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"

TIMEOUT=${S3_START_TIMEOUT:-90}
BUCKET=${S3_TEST_BUCKET:-ec-test}
MEMSTORE_BYTES=${S3_MEMSTORE_BYTES:-2147483648}
REGION=us-east-1
PACKAGES=(ceph-mon ceph-osd radosgw)
COMMANDS=(ceph ceph-authtool monmaptool ceph-mon ceph-osd radosgw radosgw-admin curl python3)

ensure_packages() {
  local cmd missing=0
  for cmd in "${COMMANDS[@]}"; do command -v "$cmd" >/dev/null || missing=1; done
  ((missing)) || return 0
  [[ $EUID -eq 0 ]] || { s3_log "Ceph packages missing and not root: apt-get install ${PACKAGES[*]} curl"; exit 1; }
  s3_log "installing ${PACKAGES[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" curl; } >/dev/null ||
    { s3_log "apt-get install ${PACKAGES[*]} failed"; exit 1; }
}

# Prints N distinct TCP ports that are free on 127.0.0.1 right now (kernel-chosen ephemeral ports).
free_ports() {
  python3 - "$1" <<'PY'
import socket, sys
sockets = []
for _ in range(int(sys.argv[1])):
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    sockets.append(s)
print(" ".join(str(s.getsockname()[1]) for s in sockets))
PY
}

random_token() { # length alphabet
  python3 -c 'import secrets, sys; print("".join(secrets.choice(sys.argv[2]) for _ in range(int(sys.argv[1]))))' "$1" "$2"
}

elapsed() { awk -v from="$STARTED_AT" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.1f", to - from }'; }
remaining() { local left=$((TIMEOUT - (SECONDS - STARTED))); ((left > 0)) && echo "$left" || echo 1; }

fail() {
  s3_log "FAILED after $(elapsed) s: $*"
  local file
  for file in "$DIR"/log/*.log "$DIR"/log/*.out; do
    [[ -s "$file" ]] || continue
    echo "----- tail of $file" >&2
    tail -n 12 "$file" | cut -c1-300 >&2
  done
  s3_stop_daemons "$DIR"
  s3_log "daemons stopped; logs kept in $DIR (remove with: $HERE/stop.sh $DIR)"
  exit 1
}

# Runs a command until it succeeds, the daemon it depends on dies, or the overall budget is spent.
wait_until() {
  local what=$1 daemon=$2
  shift 2
  until "$@" >/dev/null 2>&1; do
    s3_daemon_pid "$DIR" "$daemon" >/dev/null || fail "$daemon exited while waiting for $what"
    ((SECONDS - STARTED < TIMEOUT)) || fail "timed out after ${TIMEOUT} s waiting for $what"
    sleep 0.3
  done
}

ceph_cli() { timeout "$(remaining)" ceph -c "$CONF" --connect-timeout "$(remaining)" "$@"; }

prepare_dir() {
  if [[ -z "${DIR:-}" ]]; then
    DIR=$(mktemp -d -t ec-s3.XXXXXX)
  else
    mkdir -p "$DIR"
    DIR=$(cd "$DIR" && pwd)
    if [[ -f "$DIR/env" ]] && s3_all_daemons_running "$DIR" && answers_http "$DIR"; then
      s3_log "cluster in $DIR already running"
      cat "$DIR/env"
      exit 0
    fi
    if [[ -n "$(ls -A "$DIR")" ]]; then
      s3_is_cluster_dir "$DIR" || { s3_log "$DIR is not empty and not a test cluster directory; refusing to use it"; exit 1; }
      s3_log "cleaning stale cluster in $DIR"
      s3_stop_daemons "$DIR"
      find "$DIR" -mindepth 1 -delete
    fi
  fi
  touch "$DIR/$S3_MARKER"
  mkdir -p "$DIR"/{mon,osd0,rgw,run,log,keys,crash}
  CONF=$DIR/ceph.conf
}

answers_http() { # dir: true when the endpoint recorded in DIR/env returns any HTTP status
  local endpoint
  endpoint=$(sed -n "s/^export S3_ENDPOINT='\(.*\)'$/\1/p" "$1/env")
  [[ -n "$endpoint" ]] && curl -s -o /dev/null --max-time 2 "$endpoint/"
}

write_config() {
  cat >"$CONF" <<EOF
[global]
fsid = $FSID
mon host = 127.0.0.1:$MON_PORT
public addr = 127.0.0.1
cluster addr = 127.0.0.1
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
keyring = $DIR/keys/\$name.keyring
run dir = $DIR/run
pid file = $DIR/run/\$name.pid
admin socket = $DIR/run/\$name.asok
log file = $DIR/log/\$name.log
crash dir = $DIR/crash
mon cluster log file = $DIR/log/cluster.log
osd objectstore = memstore
memstore device bytes = $MEMSTORE_BYTES
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
crush location = root=default host=localhost
mon allow pool size one = true
mon warn on pool no redundancy = false
# radosgw creates its pools one monitor proposal at a time; the default 1 s interval costs ~12 s.
paxos propose interval = 0.1

[mon.a]
mon data = $DIR/mon

[osd.0]
osd data = $DIR/osd0

[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$RGW_PORT
rgw data = $DIR/rgw
# The lifecycle worker sleeps in 5 s steps and delays shutdown; tests set no lifecycle rules.
rgw enable lc threads = false
EOF
}

# Every key (admin, osd, rgw) goes into the monitor's initial keyring so that no `ceph auth` round
# trips are needed once the monitor runs.
create_keys() {
  local keys=$DIR/keys
  ceph-authtool "$keys/mon.a.keyring" --create-keyring --gen-key -n mon. --cap mon 'allow *' >/dev/null
  ceph-authtool "$keys/client.admin.keyring" --create-keyring --gen-key -n client.admin \
    --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  ceph-authtool "$keys/osd.0.keyring" --create-keyring --gen-key -n osd.0 \
    --cap mon 'allow profile osd' --cap mgr 'allow profile osd' --cap osd 'allow *' >/dev/null
  ceph-authtool "$keys/client.rgw.a.keyring" --create-keyring --gen-key -n client.rgw.a \
    --cap mon 'allow rw' --cap osd 'allow rwx' >/dev/null
  local name
  for name in client.admin osd.0 client.rgw.a; do
    ceph-authtool "$keys/mon.a.keyring" --import-keyring "$keys/$name.keyring"
  done >/dev/null
}

start_mon() {
  monmaptool --create --clobber --add a "127.0.0.1:$MON_PORT" --fsid "$FSID" "$DIR/monmap" >/dev/null
  ceph-mon -c "$CONF" --mkfs -i a --monmap "$DIR/monmap" --keyring "$DIR/keys/mon.a.keyring" \
    >"$DIR/log/mon-mkfs.out" 2>&1 || fail "ceph-mon --mkfs"
  ceph-mon -c "$CONF" -i a >"$DIR/log/mon.a.out" 2>&1 || fail "ceph-mon did not start"
}

start_osd() {
  local uuid id
  uuid=$(</proc/sys/kernel/random/uuid)
  id=$(ceph_cli osd create "$uuid" 2>>"$DIR/log/ceph-cli.out") || fail "ceph osd create (monitor unreachable?)"
  [[ "$id" == 0 ]] || fail "ceph osd create returned id '$id', expected 0"
  ceph-osd -c "$CONF" -i 0 --mkfs --osd-uuid "$uuid" --no-mon-config \
    >"$DIR/log/osd-mkfs.out" 2>&1 || fail "ceph-osd --mkfs"
  ceph-osd -c "$CONF" -i 0 >"$DIR/log/osd.0.out" 2>&1 || fail "ceph-osd did not start"
}

start_rgw() {
  radosgw -c "$CONF" -n client.rgw.a >"$DIR/log/rgw.out" 2>&1 || fail "radosgw did not start"
  wait_until "radosgw on 127.0.0.1:$RGW_PORT to answer S3" client.rgw.a rgw_answers
}

# The anonymous ListBuckets body proves the port is served by our radosgw, not by whatever else
# might have grabbed the port between choosing it and binding it.
rgw_answers() { curl -s --max-time 2 "http://127.0.0.1:$RGW_PORT/" | grep -q ListAllMyBucketsResult; }

create_user() {
  timeout "$(remaining)" radosgw-admin -c "$CONF" user create --uid=ec-test --display-name="ec test user" \
    --access-key="$ACCESS_KEY" --secret-key="$SECRET_KEY" >"$DIR/log/user-create.out" 2>&1 ||
    fail "radosgw-admin user create"
}

write_env() {
  cat >"$DIR/env.tmp" <<EOF
export S3_ENDPOINT='http://127.0.0.1:$RGW_PORT'
export S3_ACCESS_KEY='$ACCESS_KEY'
export S3_SECRET_KEY='$SECRET_KEY'
export S3_BUCKET='$BUCKET'
export S3_REGION='$REGION'
export S3_DIR='$DIR'
EOF
}

main() {
  DIR=${1:-}
  STARTED=$SECONDS
  STARTED_AT=$EPOCHREALTIME
  ensure_packages
  prepare_dir
  chmod 700 "$DIR"
  STARTED=$SECONDS
  STARTED_AT=$EPOCHREALTIME
  trap 'fail "unexpected error at line $LINENO: $BASH_COMMAND"' ERR
  FSID=$(</proc/sys/kernel/random/uuid)
  read -r MON_PORT RGW_PORT < <(free_ports 2)
  ACCESS_KEY=$(random_token 20 ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789)
  SECRET_KEY=$(random_token 40 abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789)
  s3_log "cluster dir $DIR (mon 127.0.0.1:$MON_PORT, S3 127.0.0.1:$RGW_PORT)"
  write_config
  create_keys
  start_mon
  start_osd
  start_rgw
  create_user
  write_env
  python3 -B "$HERE/make_bucket.py" "$DIR/env.tmp" 2>>"$DIR/log/make-bucket.out" || fail "bucket/CORS setup (see log/make-bucket.out)"
  mv "$DIR/env.tmp" "$DIR/env"
  s3_log "S3 ready in $(elapsed) s"
  cat "$DIR/env"
}

main "$@"
