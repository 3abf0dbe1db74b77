#!/usr/bin/env bash
# Stops the radosgw, OSD and monitor of the test cluster in DIR (as started by start.sh) and removes DIR.
# Usage: stop.sh DIR
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$HERE/lib.sh"

[[ $# -eq 1 && -n "$1" ]] || { echo "usage: $0 DIR" >&2; exit 2; }
[[ -d "$1" ]] || { s3_log "$1 does not exist; nothing to stop"; exit 0; }
DIR=$(cd "$1" && pwd)
s3_is_cluster_dir "$DIR" || { s3_log "$DIR is not a test cluster directory (no $S3_MARKER); not touching it"; exit 1; }

s3_stop_daemons "$DIR"
for name in "${S3_DAEMONS[@]}"; do
  if pid=$(s3_daemon_pid "$DIR" "$name"); then s3_log "$name (pid $pid) still running; keeping $DIR"; exit 1; fi
done
rm -rf -- "$DIR"
s3_log "stopped and removed $DIR"
