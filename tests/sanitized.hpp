// Whether the tests run in the sanitizer build (AddressSanitizer and
// UndefinedBehaviorSanitizer, `make build-sanitize`), where code runs about
// ten times slower. There the tests look for memory and undefined-behaviour
// errors, which a share of the many random or corpus trials already
// exercises; the release build runs every trial, so nothing goes unchecked.
// Used only by the slowest tests, through `trials`.
#pragma once

#include <cstddef>

namespace grundy::testing_build {

#ifdef GRUNDY_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// `full` trials in the release build, a `share`-th of them (at least one) under
// the sanitizers.
constexpr std::size_t trials(std::size_t full, std::size_t share) {
  if (!kSanitized) return full;
  return full / share > 0 ? full / share : 1;
}

}  // namespace grundy::testing_build
