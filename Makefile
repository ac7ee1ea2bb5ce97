# The two commands a newcomer types: `make demo` and `make test`.
# Everything else is reachable from them.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD_TYPE ?= Release

.PHONY: all setup build build-sanitize demo test unit-sanitize bench clean

all: build

setup:
	@scripts/bootstrap.sh

build/CMakeCache.txt: | setup
	cmake -S . -B build -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

build: setup build/CMakeCache.txt
	cmake --build build -j $(JOBS)

# A debug build with AddressSanitizer and UndefinedBehaviorSanitizer.
build-sanitize/CMakeCache.txt: | setup
	cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DGRUNDY_SANITIZE=ON

build-sanitize: setup build-sanitize/CMakeCache.txt
	cmake --build build-sanitize -j $(JOBS)

demo: build
	@scripts/demo.sh build/grundy

test: build build-sanitize
	ctest --test-dir build --output-on-failure -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --test-dir build-sanitize --output-on-failure -j $(JOBS) -L unit

bench: build
	@bench/run.sh build
	@bench/web_load.sh build

clean:
	rm -rf build build-sanitize
