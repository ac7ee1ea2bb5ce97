// The one place that knows every family grundy ships with: a new family adds
// one line here (docs/ADDING_A_GAME.md).
#include "grundy/chomp.hpp"
#include "grundy/coin_product.hpp"
#include "grundy/coin_turning.hpp"
#include "grundy/compute_limits.hpp"
#include "grundy/cram.hpp"
#include "grundy/family.hpp"
#include "grundy/fibonacci_nim.hpp"
#include "grundy/game_graph.hpp"
#include "grundy/graph_kayles.hpp"
#include "grundy/hackenbush.hpp"
#include "grundy/lasker.hpp"
#include "grundy/moore.hpp"
#include "grundy/nim.hpp"
#include "grundy/staircase.hpp"
#include "grundy/subtraction.hpp"
#include "grundy/take_and_break_game.hpp"
#include "grundy/welter.hpp"
#include "grundy/wythoff.hpp"

namespace grundy {

namespace {

// Every family; those that can read a file named in the expression do so only
// when `allow_files`.
FamilyRegistry all_families(const ComputeLimits& limits, bool allow_files) {
  FamilyRegistry built;
  built.add(nim_family());
  built.add(lasker_family());
  built.add(moore_family(limits.moore));
  built.add(staircase_family());
  built.add(subtraction_family(limits.subtraction));
  built.add(bash_family());
  built.add(wythoff_family(limits.wythoff_value_heap));
  built.add(welter_family());
  built.add(fibonacci_nim_family());
  for (Family& family : take_and_break_families(limits.take_and_break))
    built.add(std::move(family));
  for (Family& family : coin_turning_families()) built.add(std::move(family));
  for (Family& family : coin_product_families()) built.add(std::move(family));
  for (Family& family : graph_kayles_families(limits, allow_files)) built.add(std::move(family));
  built.add(cram_family(limits));
  built.add(chomp_family(limits));
  built.add(hackenbush_family(allow_files));
  built.add(graph_family());
  built.add(digraph_family());
  return built;
}

}  // namespace

FamilyRegistry FamilyRegistry::builtin(const ComputeLimits& limits) {
  return all_families(limits, true);
}

FamilyRegistry FamilyRegistry::builtin_without_files(const ComputeLimits& limits) {
  const FamilyRegistry all = all_families(limits, false);
  FamilyRegistry built;
  for (const Family& family : all.families()) {
    if (family.name != "graph") built.add(family);
  }
  return built;
}

const FamilyRegistry& FamilyRegistry::builtin() {
  static const FamilyRegistry registry = builtin(ComputeLimits{});
  return registry;
}

const FamilyRegistry& FamilyRegistry::builtin_without_files() {
  static const FamilyRegistry registry = builtin_without_files(ComputeLimits{});
  return registry;
}

}  // namespace grundy
