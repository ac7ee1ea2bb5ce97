# The two commands a newcomer types: `make demo` and `make test`.
# Everything else is reachable from them.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD_TYPE ?= Release

.PHONY: all setup build build-sanitize tsan demo check test test-release test-sanitize unit-sanitize fuzz bench survey-check docs gallery web-static clean

all: build

setup:
	@scripts/bootstrap.sh

# With grundy-mpi (GRUNDY_MPI, Open MPI from the bootstrap); a build
# directory configured before it had the option is given it.
build/CMakeCache.txt: | setup
	cmake -S . -B build -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DGRUNDY_MPI=ON

build: setup build/CMakeCache.txt
	@grep -q '^GRUNDY_MPI:BOOL=ON' build/CMakeCache.txt || cmake -S . -B build -DGRUNDY_MPI=ON
	cmake --build build -j $(JOBS)

# A debug build with AddressSanitizer and UndefinedBehaviorSanitizer, made by
# clang so that the libFuzzer targets (tests/fuzz) are built in it too rather
# than in a third build. A directory configured before that (g++, no fuzz
# targets) is configured afresh.
SANITIZE_BUILD ?= build-sanitize
SANITIZE_CONFIG = -DCMAKE_BUILD_TYPE=Debug -DGRUNDY_SANITIZE=ON -DGRUNDY_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++
SANITIZE_ENV = ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
$(SANITIZE_BUILD)/CMakeCache.txt: | setup
	cmake -S . -B $(SANITIZE_BUILD) $(SANITIZE_CONFIG)

build-sanitize: setup $(SANITIZE_BUILD)/CMakeCache.txt
	@grep -q '^GRUNDY_FUZZ:BOOL=ON' $(SANITIZE_BUILD)/CMakeCache.txt || \
	  cmake --fresh -S . -B $(SANITIZE_BUILD) $(SANITIZE_CONFIG)
	cmake --build $(SANITIZE_BUILD) -j $(JOBS)

# ThreadSanitizer on the code that runs on two threads: the sequence
# engine's pipeline and the survey's workers (only the library and its tests are built, with clang,
# optimised so that they run in seconds). TSAN_TESTS picks the tests.
TSAN_BUILD ?= build-tsan
TSAN_TESTS ?= GrundySequence*:SequenceCheckpoint*:SurveyRun*
$(TSAN_BUILD)/CMakeCache.txt: | setup
	cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGRUNDY_TSAN=ON \
	  -DGRUNDY_BENCH=OFF -DCMAKE_CXX_COMPILER=clang++

tsan: setup $(TSAN_BUILD)/CMakeCache.txt
	cmake --build $(TSAN_BUILD) -j $(JOBS) --target grundy_tsan_tests
	TSAN_OPTIONS=halt_on_error=1 $(TSAN_BUILD)/tests/grundy_tsan_tests --gtest_filter='$(TSAN_TESTS)'

# The page without a server: build/web-static/, the page and its engine
# compiled to WebAssembly by Emscripten (cmake/web_static.cmake), for any
# static file host or a folder opened in the browser.
WASM_BUILD ?= build-wasm
$(WASM_BUILD)/CMakeCache.txt: | setup
	emcmake cmake -S . -B $(WASM_BUILD) -DCMAKE_BUILD_TYPE=Release

web-static: setup $(WASM_BUILD)/CMakeCache.txt
	cmake --build $(WASM_BUILD) -j $(JOBS)

# The tour needs the command alone (and its Chinese messages).
demo: setup build/CMakeCache.txt
	cmake --build build -j $(JOBS) --target grundy_cli
	@scripts/demo.sh build/grundy

# The fast loop for contributors: the release build and the tests that need
# no browser, sanitizer or MPI (unit, end-to-end with the oracle, web API,
# the page's modules under node, the manual's examples). `make test` runs
# everything.
check: build
	ctest --test-dir build --output-on-failure -j $(JOBS) -L '^(unit|web|e2e|page|docs)$$'


# Everything, on the two cores at once: once the release build is made, its
# tests run beside the sanitizer build (which compiles while the release
# tests wait on deadlines, the browser and MPI), each side's lines marked
# [release] or [sanitize]. Beside the release tests, the page's WebAssembly
# compiles on one core ([wasm]) and the ThreadSanitizer build runs its tests
# ([tsan]); the static page's browser test runs once the WebAssembly is made.
# (At a lower priority, nice, they waited for the sanitizer side and ended
# last: 4 December 2026.)
# The timing-sensitive tests must pass under such load anyway: the suite is
# to pass beside two busy loops (issue 38).
# A clean build directory starts from tests/costs/ (each test's seconds in an
# earlier run), so that ctest starts the longest tests first instead of
# leaving them for the end; ctest keeps them up to date after each run.
# The end-to-end tests are compiled once, in the release build, and run a
# second time against the sanitizer build's binary (GRUNDY_TEST_BINARY).
# The hostile inputs (labels web-hostile, e2e-hostile) measure time and
# memory: they run against the release build only.
SHELL := /bin/bash
COSTS = Testing/Temporary/CTestCostData.txt
test: build
	@$(MAKE) --no-print-directory -j2 test-release test-sanitize

test-release: setup $(WASM_BUILD)/CMakeCache.txt $(TSAN_BUILD)/CMakeCache.txt
	@[ -f build/$(COSTS) ] || install -D -m 644 tests/costs/release.txt build/$(COSTS)
	@set -o pipefail; \
	  { cmake --build $(WASM_BUILD) -j 1 2>&1 | sed -u 's/^/[wasm] /'; } & wasm=$$!; \
	  { $(MAKE) --no-print-directory tsan 2>&1 | sed -u 's/^/[tsan] /'; } & tsan=$$!; \
	  status=0; \
	  ctest --test-dir build --output-on-failure -j $(JOBS) -E '^browser\.static$$' 2>&1 | \
	    sed -u 's/^/[release] /' || status=1; \
	  wait $$wasm || status=1; \
	  [ $$status -ne 0 ] || ctest --test-dir build --output-on-failure -R '^browser\.static$$' 2>&1 | \
	    sed -u 's/^/[release] /' || status=1; \
	  wait $$tsan || status=1; \
	  exit $$status

test-sanitize: build-sanitize
	@[ -f $(SANITIZE_BUILD)/$(COSTS) ] || install -D -m 644 tests/costs/sanitize.txt $(SANITIZE_BUILD)/$(COSTS)
	@set -o pipefail; { \
	  $(SANITIZE_ENV) ctest --test-dir $(SANITIZE_BUILD) --output-on-failure -j $(JOBS) -L '^(unit|web|fuzz)$$' && \
	  GRUNDY_TEST_BINARY=$(abspath $(SANITIZE_BUILD))/grundy GRUNDY_SANITIZED=1 $(SANITIZE_ENV) \
	    ctest --test-dir build --output-on-failure -j $(JOBS) -L '^e2e$$'; } 2>&1 | sed -u 's/^/[sanitize] /'

# Fuzzes each target (tests/fuzz) for FUZZ_SECONDS, one after the other, in
# a build of its own whose library is instrumented for coverage (the fuzz
# targets of the sanitizer build only replay their seeds for `make test`).
# What a run finds stays in $(FUZZ_BUILD)/fuzz/TARGET/: the corpus it grew,
# and crash-* for an input that broke something (replay: the target with
# that file).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = expression heap_reader monks graph api nimber cost
FUZZ_BUILD ?= build-fuzz
$(FUZZ_BUILD)/CMakeCache.txt: | setup
	cmake -S . -B $(FUZZ_BUILD) $(SANITIZE_CONFIG) -DGRUNDY_FUZZ_COVERAGE=ON -DGRUNDY_PYTHON=OFF

fuzz: setup $(FUZZ_BUILD)/CMakeCache.txt
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(addprefix fuzz_,$(FUZZ_TARGETS))
	@for target in $(FUZZ_TARGETS); do \
	  work=$(FUZZ_BUILD)/fuzz/$$target; mkdir -p $$work; \
	  echo "== fuzz_$$target, $(FUZZ_SECONDS) s (log: $$work/log)"; \
	  if $(SANITIZE_ENV) tests/fuzz/run.sh $(FUZZ_BUILD)/tests/fuzz/fuzz_$$target $(FUZZ_SECONDS) \
	       $$work > $$work/log 2>&1; then \
	    grep -E '^(#[0-9]+.*DONE|Done|stat::)' $$work/log; \
	  else \
	    tail -n 60 $$work/log; exit 1; \
	  fi; \
	done

# The manual (mkdocs.yml, docs/) and the C++ API reference (apidoc/Doxyfile)
# in build/site; open build/site/index.html. Its command examples are checked
# by `make test` (docs.examples). The program is built first: the pages of
# the families are completed from it (scripts/mkdocs_hooks.py).
docs: build
	mkdocs build --quiet
	doxygen apidoc/Doxyfile
	@echo "the manual: build/site/index.html"

# The gallery of docs/boards.md: every family's example solved on the page
# at a desktop and a phone width, in English and in Chinese, photographed by the
# browser tests (tests/browser/gallery.test.mjs) into docs/gallery/.
gallery: build
	@[ -d tests/browser/node_modules/playwright-core ] || \
	  (cd tests/browser && npm ci --no-audit --no-fund --silent)
	rm -f docs/gallery/*.jpg
	cd tests/browser && GRUNDY_BINARY=$(abspath build/grundy) \
	  GRUNDY_ARTIFACTS=$(abspath build/browser-artifacts) GRUNDY_GALLERY_DIR=$(abspath docs/gallery) \
	  node --test gallery.test.mjs
	@du -sh docs/gallery

bench: build web-static
	cmake --build build -j $(JOBS) --target grundy_benchmarks
	@bench/run.sh build
	@bench/web_load.sh build
	@bench/server_load.sh build
	@[ -d tests/browser/node_modules/playwright-core ] || \
	  (cd tests/browser && npm ci --no-audit --no-fund --silent)
	@node bench/first_answer.mjs build/grundy build/web-static
	@bench/survey.sh build

# The whole three-digit octal survey, 0.??? and 4.???, with the default
# budget, against the literature's tables (tests/data/survey, docs/survey.md):
# about ten minutes on two cores. `make test` runs the same comparison with a
# budget of 2^15 values a game.
survey-check: build
	GRUNDY_SURVEY_FULL=1 build/tests/grundy_e2e_tests \
	  --gtest_filter='SurveyCommand.ThreeDigitGamesAgreeWithTheLiterature'

clean:
	rm -rf build build-sanitize build-tsan build-fuzz $(WASM_BUILD)
