#include "grundy/sum.hpp"

#include <limits>

#include "grundy/errors.hpp"

namespace grundy {

Sum::Sum(std::vector<ComponentPtr> components) : components_(std::move(components)) {
  if (components_.empty()) throw RuleError("a sum needs at least one game");
}

std::string Sum::canonical() const { return abbreviated(std::numeric_limits<std::size_t>::max()); }

std::string Sum::abbreviated(std::size_t max_numbers) const {
  std::string text;
  for (const ComponentPtr& component : components_) {
    if (!text.empty()) text += " + ";
    text += component->abbreviated(max_numbers);
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
