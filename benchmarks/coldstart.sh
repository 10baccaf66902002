#!/usr/bin/env bash
# Cold start: the wall time of a fresh JVM that connects to an in-memory database, creates a
# table, inserts three rows and runs one aggregate (io.quiver.benchmarks.jdbc.ColdStart), as the median of
# RUNS runs per configuration: Quiver's one-jar driver without and with its AppCDS archive, and
# H2 and DuckDB beside it. See README.md, "Cold start".
# Usage: benchmarks/coldstart.sh [RUNS]   (after mvn -pl benchmarks -am package -DskipTests)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-10}"
driver="$(ls "$root"/driver/target/quiver-driver-*-all.jar)"
archive="${driver%.jar}.jsa"
bench="$(ls "$root"/benchmarks/target/quiver-benchmarks-*.jar | grep -v -- '-sources' | head -1)"
h2="$(ls "$root"/benchmarks/target/lib/h2-*.jar)"
duckdb="$(ls "$root"/benchmarks/target/lib/duckdb_jdbc-*.jar)"

# Prints the median wall time in seconds of RUNS runs of: java ARGS...
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    java "$@" > /dev/null
    end=$(date +%s%N)
    times+=("$(( (end - start) / 1000000 ))")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; printf "%.2f s  (runs, ms: ", m / 1000 } '
  printf '%s ' "${times[@]}"
  echo ")"
}

main=io.quiver.benchmarks.jdbc.ColdStart
fast=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC)
echo "cold start, median of $runs fresh JVMs: connect, CREATE TABLE, INSERT, SELECT"
printf '%-44s %s\n' "Quiver, one-jar driver" "$(median -cp "$driver:$bench" $main jdbc:quiver:mem:)"
if [ -f "$archive" ]; then
  # The archive applies when the driver jar comes first on the class path, as when it was made.
  printf '%-44s %s\n' "Quiver, with its AppCDS archive" \
    "$(median -XX:SharedArchiveFile="$archive" -Xlog:cds=off -cp "$driver:$bench" $main jdbc:quiver:mem:)"
  printf '%-44s %s\n' "Quiver, AppCDS + C1 only + serial GC" \
    "$(median -XX:SharedArchiveFile="$archive" -Xlog:cds=off "${fast[@]}" -cp "$driver:$bench" $main jdbc:quiver:mem:)"
else
  echo "no $archive: build the driver without -Dquiver.cds.skip=true to measure with it"
fi
printf '%-44s %s\n' "H2" "$(median -cp "$h2:$bench" $main jdbc:h2:mem:)"
printf '%-44s %s\n' "DuckDB" "$(median -cp "$duckdb:$bench" $main jdbc:duckdb:)"
