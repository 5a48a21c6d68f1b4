#!/usr/bin/env bash
# Issue 53 at the real budgets, on a many-core machine, in about 520 s at most.
#
#   tools/issue53-device.sh CONVERSION_BINARY
#
# CONVERSION_BINARY is the release build of the conversion benchmark,
# built beforehand (this script builds nothing):
#
#   CARGO_TARGET_DIR=/work/target-engine cargo build --release -p abande-engine --bench conversion
#   ls /work/target-engine/release/deps/conversion-* | grep -v '\.d$'
#
# Every report goes to $OUT/ (default ./issue53-out); a summary is printed
# at the end. Two phases, one after the other, each bounded by `timeout`
# (a game is printed as it ends, so a phase cut short keeps the games it
# finished; its summary lines are then missing):
#
#   1. the 42 positions against the turtle at level 5's full budget
#      (3,000,000 nodes a move, both sides), one game a core: about 2,400
#      plies at about 1.3 s a ply, the longest 150 plies (about 200 s);
#   2. whole games against the turtle at 1 s a move (both sides, no node
#      budget), two per start and colour (12 games, one a core): at most
#      198 plies each, about 200 s.
#
# Environment: JOBS (default: the number of cores), OUT, PHASE1_S (305),
# PHASE2_S (212).
set -u

bin=${1:?usage: $0 CONVERSION_BINARY}
[ -x "$bin" ] || { echo "$bin: not an executable" >&2; exit 2; }
out=${OUT:-./issue53-out}
mkdir -p "$out"
jobs=${JOBS:-$(nproc)}
phase1=${PHASE1_S:-305}
phase2=${PHASE2_S:-212}

{
    echo "issue 53 device run, $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "binary: $bin"
    echo "cores: $(nproc), jobs: $jobs, load: $(cut -d' ' -f1-3 /proc/loadavg)"
    grep -m1 'model name' /proc/cpuinfo || true
} | tee "$out/machine.txt"

t0=$(date +%s)
echo "phase 1: the 42 positions against the turtle, full budget (limit ${phase1} s)"
timeout "$phase1" "$bin" --defender turtle --nodes-percent 100 --jobs "$jobs" \
    > "$out/positions-turtle-full.txt" 2>&1
echo "phase 1 exit $? after $(( $(date +%s) - t0 )) s" | tee -a "$out/machine.txt"

t1=$(date +%s)
games_jobs=$(( jobs < 12 ? jobs : 12 ))
echo "phase 2: 12 whole games against the turtle, 1 s a move (limit ${phase2} s)"
timeout "$phase2" "$bin" games --per 2 --defender turtle --time-ms 1000 --jobs "$games_jobs" \
    > "$out/games-turtle-1s.txt" 2>&1
echo "phase 2 exit $? after $(( $(date +%s) - t1 )) s" | tee -a "$out/machine.txt"
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/machine.txt"

summary() {
    local file=$1
    echo "== $file"
    # Each game's line, then the report (per start and colour, per colour, all).
    grep -E 'running at the cap|LOST|^error' "$file" || echo "(no game at the cap or lost)"
    grep -E '^(abalone[a-z-]* |black attacks|white attacks|all )' "$file" \
        || echo "(no summary: cut short; $(grep -c 'finished in' "$file") games finished)"
    grep -E 'plies in .* s wall' "$file" || true
}
{
    summary "$out/positions-turtle-full.txt"
    summary "$out/games-turtle-1s.txt"
} | tee "$out/summary.txt"
