#include "grundy/sum.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {

Sum::Sum(std::vector<ComponentPtr> components) : components_(std::move(components)) {
  if (components_.empty()) throw RuleError(translate("a sum needs at least one game"));
}

std::string Sum::canonical() const { return abbreviated(std::numeric_limits<std::size_t>::max()); }

// The budget of numbers is shared by the whole sum, so that a sum of
// thousands of small games is shortened as much as one long game.
std::string Sum::abbreviated(std::size_t max_numbers) const {
  std::string text;
  std::size_t budget = max_numbers;
  for (std::size_t i = 0; i < components_.size(); ++i) {
    const std::size_t count = components_[i]->number_count();
    if (i > 0 && count > budget) {
      return text + format_translated(" + ... ({} games, {} numbers in all)", components_.size(), number_count());
    }
    if (!text.empty()) text += " + ";
    text += components_[i]->abbreviated(budget);
    budget -= std::min(budget, count);
  }
  return text;
}

std::size_t Sum::number_count() const {
  std::size_t count = 0;
  for (const ComponentPtr& component : components_) count += component->number_count();
  return count;
}

Sum Sum::after(const Move& move) const {
  if (move.component >= components_.size()) {
    throw RuleError("there is no component " + std::to_string(move.component + 1));
  }
  std::vector<ComponentPtr> components = components_;
  components[move.component] = components_[move.component]->after(move);
  return Sum(std::move(components));
}

}  // namespace grundy
