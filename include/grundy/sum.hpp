// A sum of games: a position made of components, where a move is a move in
// exactly one of them.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

class Sum {
 public:
  // Throws RuleError when `components` is empty.
  explicit Sum(std::vector<ComponentPtr> components);

  const std::vector<ComponentPtr>& components() const noexcept { return components_; }

  // The components' canonical forms joined by " + "; parses again to this sum.
  std::string canonical() const;

  // The canonical form, each component shortened past `max_numbers` numbers.
  std::string abbreviated(std::size_t max_numbers) const;

  // How many numbers the whole position holds.
  std::size_t number_count() const;

  // The position after a move made by one of the components (move.component
  // says which).
  Sum after(const Move& move) const;

 private:
  std::vector<ComponentPtr> components_;
};

}  // namespace grundy
