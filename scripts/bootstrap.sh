#!/usr/bin/env bash
# Installs the Debian packages grundy builds with, and nothing when they are
# all present. Runs apt-get through sudo when not root.
set -euo pipefail

packages=(
  g++ cmake make pkg-config
  ccache  # a clean clone compiles only what no earlier build here did
  clang libclang-rt-14-dev  # the sanitizer build and its libFuzzer targets
  libfmt-dev libcli11-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  gettext
  zlib1g-dev  # CRC-32 of sequence checkpoints
  libnauty2-dev  # canonical forms of graphs (games on graphs)
  hyperfine time wrk
  libcpp-httplib-dev  # the HTTP client of the server tests
  libmicrohttpd-dev  # the server: event-driven, with connection limits and timeouts
  pybind11-dev python3-dev
  python3-venv python3-setuptools python3-wheel  # `pip install .` (tests/python/pip_install.sh)
  python3-nbclient python3-nbformat python3-ipykernel  # runs examples/notebook.ipynb (tests/python/run_notebook.py)
  chromium
  fonts-wqy-zenhei  # Chinese characters in the browser tests' screenshots
  mkdocs doxygen  # the manual (`make docs`)
  emscripten  # the engine in WebAssembly, for the page without a server (`make web-static`)
  libopenmpi-dev openmpi-bin  # grundy-mpi: grundy seq over the ranks of an MPI job
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# Node.js runs the browser tests; any recent one will do, Debian's if none.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  missing+=(nodejs npm)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install: ${missing[*]}" >&2; exit 2; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
