# Shared by start.sh and stop.sh (sourced, not executed): how a test cluster directory is recognised
# and how its daemons are found and stopped.

# Only directories carrying this marker are ever wiped, so a mistyped DIR cannot delete user data.
S3_MARKER=.ec-s3-test-cluster
# Stop order matters: radosgw first (it holds client sessions), the monitor last.
S3_DAEMONS=(client.rgw.a osd.0 mon.a)

s3_log() { echo "[s3] $*" >&2; }

s3_is_cluster_dir() { [[ -f "$1/$S3_MARKER" ]]; }

# Prints the pid of a daemon of THIS cluster; the command line must name this cluster's config, so a
# recycled pid belonging to another process (or to another test cluster) is never signalled.
s3_daemon_pid() {
  local dir=$1 name=$2 pid
  [[ -f "$dir/run/$name.pid" ]] || return 1
  pid=$(<"$dir/run/$name.pid")
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  { tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null | grep -qF -- "-c $dir/ceph.conf" || return 1
  echo "$pid"
}

s3_all_daemons_running() {
  local name
  for name in "${S3_DAEMONS[@]}"; do s3_daemon_pid "$1" "$name" >/dev/null || return 1; done
}

# A daemonized process is reparented to PID 1, which may reap it only seconds later; a zombie has
# already exited, so it counts as stopped.
s3_pid_alive() {
  local state
  state=$({ awk '/^State:/ {print $2}' "/proc/$1/status"; } 2>/dev/null) || return 1
  [[ -n "$state" && "$state" != Z ]]
}

# SIGTERM, up to 10 s grace, then SIGKILL. One at a time: radosgw hangs in shutdown once the
# cluster under it is gone.
s3_stop_daemons() {
  local dir=$1 name pid i
  for name in "${S3_DAEMONS[@]}"; do
    pid=$(s3_daemon_pid "$dir" "$name") || continue
    kill -TERM "$pid" 2>/dev/null || continue
    for ((i = 0; i < 200; i++)); do
      s3_pid_alive "$pid" || break
      sleep 0.05
    done
    if s3_pid_alive "$pid"; then
      s3_log "$name (pid $pid) ignored SIGTERM for 10 s, sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
    fi
  done
}
