// Whether the tests run in the sanitizer build (AddressSanitizer and
// UndefinedBehaviorSanitizer, `make build-sanitize`) or under ThreadSanitizer
// (`make tsan`), where code runs about ten times slower. There the tests look for memory and undefined-behaviour
// errors, which a share of the many random or corpus trials already
// exercises; the release build runs every trial, so nothing goes unchecked.
// Used only by the slowest tests, through `trials`.
#pragma once

#include <cstddef>
#include <cstdlib>

namespace grundy::testing_build {

// Compiled in the sanitizer build (the unit and web tests), or, for the
// end-to-end tests of the release build run against the sanitizer build's
// binary, said by the environment (GRUNDY_SANITIZED=1, the Makefile's `test`).
inline bool sanitized() {
#ifdef GRUNDY_SANITIZED
  return true;
#else
  const char* said = std::getenv("GRUNDY_SANITIZED");
  return said != nullptr && *said != '\0' && *said != '0';
#endif
}

// `full` trials in the release build, a `share`-th of them (at least one) under
// the sanitizers.
inline std::size_t trials(std::size_t full, std::size_t share) {
  if (!sanitized()) return full;
  return full / share > 0 ? full / share : 1;
}

}  // namespace grundy::testing_build
