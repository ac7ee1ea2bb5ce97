// The bridge between the library and the oracle: a grundy::Reference
// (theory_check.hpp) answered by the oracle of tests/oracle. Neither side
// includes the other; only this file knows both, so that `grundy verify` and
// the tests can hand the oracle to the library's checks.
#pragma once

#include <cstddef>

#include "grundy/theory_check.hpp"

namespace grundy::reference {

// A Reference backed by one oracle::Solver of its own (shared by the copies
// of the returned function), remembering at most `max_positions` positions.
Reference oracle_reference(std::size_t max_positions = 4'000'000);

}  // namespace grundy::reference
