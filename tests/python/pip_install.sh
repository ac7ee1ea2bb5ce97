#!/usr/bin/env bash
# `pip install .` as a user does it: a clean copy of the source (the files git
# knows, no build folders), a fresh virtual environment of Debian's Python
# whose build tools (setuptools, wheel) come from Debian, and the package used
# from outside the source. Run by ctest (python.pip_install).
#
# usage: pip_install.sh SOURCE WORK [BUILD]
# With BUILD, a configured build folder of the project (ctest gives the
# release build's), setup.py builds the extension there (GRUNDY_CMAKE_BUILD_DIR:
# nothing to do, it is built) rather than compiling the library a fourth time
# in `make test`; what setup.py would configure on its own is then only
# configured, to show that the clean copy configures. Without BUILD the
# extension is built from the copy, as Debug (GRUNDY_BUILD_TYPE, setup.py):
# the test is about the packaging, and an unoptimised build is quicker than
# the Release a user gets.
set -euo pipefail
source=$(cd "$1" && pwd)
work=$2
build=${3:+$(cd "$3" && pwd)}
python=${GRUNDY_PIP_PYTHON:-/usr/bin/python3}

rm -rf "$work"
mkdir -p "$work/source"
if git -C "$source" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$source" && git ls-files -z --cached --others --exclude-standard |
     while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
     xargs -0 cp --parents -t "$work/source")
else
  (cd "$source" && tar --exclude='./build*' --exclude=node_modules -cf - .) | tar -xf - -C "$work/source"
fi

if [ -n "$build" ]; then
  export GRUNDY_CMAKE_BUILD_DIR=$build
  cmake -S "$work/source" -B "$work/configured" -DGRUNDY_FRONT_ENDS=OFF \
    -DPython3_EXECUTABLE="$python" > "$work/configure.log" 2>&1 ||
    { tail -n 40 "$work/configure.log"; echo "error: the clean copy does not configure (log: $work/configure.log)" >&2; exit 1; }
fi

"$python" -m venv --system-site-packages "$work/env"
unset PYTHONPATH
GRUNDY_BUILD_TYPE=${GRUNDY_BUILD_TYPE:-Debug} CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-2} \
  "$work/env/bin/pip" install --quiet --no-build-isolation --no-deps --no-index "$work/source" \
  > "$work/pip.log" 2>&1 || { tail -n 40 "$work/pip.log"; echo "error: pip install failed (log: $work/pip.log)" >&2; exit 1; }

cd "$work"  # not the source: the installed package must be the one imported
"$work/env/bin/python" - <<'PYTHON'
import os
import grundy

print(grundy.solve("nim 1 2 3"))
assert "site-packages" in grundy.__file__, grundy.__file__
folder = os.path.dirname(grundy.__file__)
for name in ("__init__.py", "_grundy.pyi", "py.typed"):
    assert os.path.exists(os.path.join(folder, name)), name
answer = grundy.solve("nim 1 2 3")
assert answer["outcome"] == "P" and answer["grundy"] == 0, answer
game = grundy.Game("nim 5 6 7 8")
assert game.best_move() == "4:8->4", game.best_move()
assert grundy.seq("kayles", 8) == [0, 1, 2, 3, 1, 4, 3, 2, 1]
print("installed", grundy.__version__, "in", folder)
PYTHON
"$work/env/bin/pip" show grundy | grep -E '^(Name|Version):'
