#!/usr/bin/env bash
# Executes every notebook in this folder headless with the project-local Java kernel and fails if
# a cell fails. Installs what is missing first: the Debian packages (jupyter-nbconvert,
# jupyter-client, python3-nbclient), the kernel jar (io.github.padreati:rapaio-jupyter-kernel from
# Maven Central) and the project jar (../target/graphveil.jar). Executed copies are written beside
# the notebooks as NAME.executed.ipynb (not committed); with --in-place the notebooks themselves are
# rewritten with their outputs, which is how the committed copies get theirs.
#
#   notebooks/run-all.sh                 # every notebook
#   notebooks/run-all.sh quickstart      # one (name without .ipynb)
#   notebooks/run-all.sh --in-place      # every notebook, outputs kept in the notebook
#
# Environment: STARTUP_TIMEOUT (seconds the kernel has to answer, default 120), CELL_TIMEOUT
# (seconds per cell, default 600).
set -euo pipefail
cd "$(dirname "$0")"
in_place=0
if [ "${1:-}" = "--in-place" ]; then
  in_place=1
  shift
fi

KERNEL_VERSION=3.0.1
KERNEL_DIR=.jupyter/kernels/java17
KERNEL_JAR="$KERNEL_DIR/rapaio-jupyter-kernel-$KERNEL_VERSION.jar"
STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-60}"
CELL_TIMEOUT="${CELL_TIMEOUT:-600}"

missing=()
for pkg in jupyter-nbconvert jupyter-client python3-nbclient; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "== installing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [ ! -s "$KERNEL_JAR" ]; then
  echo "== fetching the kernel io.github.padreati:rapaio-jupyter-kernel:$KERNEL_VERSION"
  mvn -B -q dependency:copy -Dartifact="io.github.padreati:rapaio-jupyter-kernel:$KERNEL_VERSION" \
      -DoutputDirectory="$KERNEL_DIR"
fi

if [ ! -s ../target/graphveil.jar ] || [ -n "$(find ../core/src ../cli/src ../pom.xml ../core/pom.xml ../cli/pom.xml -newer ../target/graphveil.jar -print -quit)" ]; then
  echo "== building ../target/graphveil.jar"
  (cd .. && mvn -B -q -DskipTests package)
fi

# The project-local kernelspec, and Jupyter's runtime files kept out of the home folder.
export JUPYTER_PATH="$PWD/.jupyter${JUPYTER_PATH:+:$JUPYTER_PATH}"
runtime="$(mktemp -d)"
log="$runtime/nbconvert.log"
trap 'rm -rf "$runtime"' EXIT
export JUPYTER_RUNTIME_DIR="$runtime"
nbconvert="$(command -v jupyter-nbconvert || true)"
if [ -z "$nbconvert" ]; then
  nbconvert="jupyter nbconvert"
fi

execute() {
  local notebook="$1" name attempt
  name="$(basename "$notebook" .ipynb)"
  local target="$name.executed.ipynb"
  if [ "$in_place" -eq 1 ]; then target="$name.ipynb"; fi
  for attempt in 1 2 3; do
    echo "== $notebook (attempt $attempt)"
    if $nbconvert --to notebook --execute \
        --ExecutePreprocessor.kernel_name=java17 \
        --ExecutePreprocessor.startup_timeout="$STARTUP_TIMEOUT" \
        --ExecutePreprocessor.timeout="$CELL_TIMEOUT" \
        --output "$target" "$notebook" >"$log" 2>&1; then
      if [ "$in_place" -eq 1 ]; then
        # a committed notebook carries no path of this machine: the kernel prints where the jar is
        python3 - "$target" "$PWD" <<'PY'
import sys
path, here = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(text.replace(here + "/", ""))
PY
      fi
      echo "   ok: $target"
      return 0
    fi
    # The kernel occasionally does not answer at start-up (or dies starting) on a busy machine:
    # retry that, and only that, twice; a failing cell is never retried.
    if [ "$attempt" -lt 3 ] && grep -qE "Kernel didn't respond|Kernel died|DeadKernelError" "$log" \
        && ! grep -q "CellExecutionError" "$log"; then
      echo "   the kernel did not start; retrying"
      sleep 2
      continue
    fi
    cat "$log" >&2
    echo "FAILED: $notebook" >&2
    return 1
  done
}

if (($#)); then
  notebooks=()
  for n in "$@"; do notebooks+=("${n%.ipynb}.ipynb"); done
else
  notebooks=()
  for n in *.ipynb; do
    case "$n" in *.executed.ipynb) ;; *) notebooks+=("$n") ;; esac
  done
fi
for notebook in "${notebooks[@]}"; do
  # the papers' notebooks read ../shared/data, which is never copied here: without it they are skipped, visibly
  if grep -q '"needs_shared_data": true' "$notebook" && [ ! -d ../../shared/data ]; then
    echo "== $notebook skipped: it reads ../shared/data (beside the repository), which is absent"
    continue
  fi
  execute "$notebook"
done
echo "== all notebooks ran"
