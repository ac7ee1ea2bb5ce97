// The misère quotient written out: generators, the name of each element,
// and the relations between the names.
#include <fmt/format.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "grundy/misere_quotient.hpp"

namespace grundy {
namespace {

std::string superscript(std::uint64_t n) {
  static const char* const kDigits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  const std::string decimal = std::to_string(n);
  std::string text;
  for (char c : decimal) text += kDigits[c - '0'];
  return text;
}

std::string generator_name(std::size_t index) {
  if (index < 26) return std::string(1, static_cast<char>('a' + index));
  return fmt::format("g{}", index + 1);
}

std::string word_text(const std::vector<std::uint64_t>& exponents,
                      const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t g = 0; g < exponents.size(); ++g) {
    if (exponents[g] == 0) continue;
    text += names[g];
    if (exponents[g] > 1) text += superscript(exponents[g]);
  }
  return text.empty() ? "1" : text;
}

}  // namespace

MisereQuotient::Presentation MisereQuotient::presentation() const {
  const BipartiteMonoid& monoid = this->monoid();
  Presentation presentation;
  // Generators: the first heap whose element no earlier generator reaches.
  std::vector<bool> reached(monoid.size(), false);
  reached[BipartiteMonoid::kIdentity] = true;
  std::vector<Element> closure{BipartiteMonoid::kIdentity};
  for (std::uint64_t heap = 1; heap < heaps_computed(); ++heap) {
    const Element e = pretending(heap);
    if (reached[e]) continue;
    presentation.generators.push_back(
        Generator{generator_name(presentation.generators.size()), heap, e});
    // The closure grows by the new generator.
    for (std::size_t i = 0; i < closure.size(); ++i) {
      const Element next = monoid.product(closure[i], e);
      if (!reached[next]) {
        reached[next] = true;
        closure.push_back(next);
      }
    }
  }
  std::vector<std::string> names;
  for (const Generator& g : presentation.generators) names.push_back(g.name);
  const std::size_t count = presentation.generators.size();
  // Names: breadth first from the identity, generators in order.
  std::vector<std::vector<std::uint64_t>> word(monoid.size());
  std::vector<bool> named(monoid.size(), false);
  std::vector<Element> order{BipartiteMonoid::kIdentity};
  word[BipartiteMonoid::kIdentity].assign(count, 0);
  named[BipartiteMonoid::kIdentity] = true;
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (std::size_t g = 0; g < count; ++g) {
      const Element next = monoid.product(order[i], presentation.generators[g].element);
      if (named[next]) continue;
      named[next] = true;
      word[next] = word[order[i]];
      ++word[next][g];
      order.push_back(next);
    }
  }
  presentation.element_names.resize(monoid.size());
  std::map<std::vector<std::uint64_t>, Element> normal;
  for (Element e = 0; e < monoid.size(); ++e) {
    presentation.element_names[e] = word_text(word[e], names);
    normal.emplace(word[e], e);
  }
  // Relations: the products one generator beyond a named one that are not
  // named themselves, each with every proper divisor named.
  std::set<std::vector<std::uint64_t>> written;
  for (Element e : order) {
    for (std::size_t g = 0; g < count; ++g) {
      std::vector<std::uint64_t> left = word[e];
      ++left[g];
      if (normal.count(left) != 0 || written.count(left) != 0) continue;
      bool minimal = true;
      for (std::size_t j = 0; j < count && minimal; ++j) {
        if (left[j] == 0) continue;
        std::vector<std::uint64_t> divisor = left;
        --divisor[j];
        minimal = normal.count(divisor) != 0;
      }
      if (!minimal) continue;
      written.insert(left);
      const Element right = monoid.product(e, presentation.generators[g].element);
      presentation.relations.push_back({word_text(left, names), presentation.element_names[right]});
    }
  }
  return presentation;
}

}  // namespace grundy
