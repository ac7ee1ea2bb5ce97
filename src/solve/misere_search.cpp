#include "grundy/misere_search.hpp"

#include <algorithm>
#include <iterator>

namespace grundy {

PieceMultiset join_pieces(const PieceMultiset& first, const PieceMultiset& second) {
  PieceMultiset joined;
  joined.reserve(first.size() + second.size());
  std::merge(first.begin(), first.end(), second.begin(), second.end(), std::back_inserter(joined));
  return joined;
}

PieceMultiset replace_piece(const PieceMultiset& position, std::size_t index,
                            const PieceMultiset& replacement) {
  PieceMultiset rest;
  rest.reserve(position.size() - 1);
  rest.insert(rest.end(), position.begin(), position.begin() + static_cast<std::ptrdiff_t>(index));
  rest.insert(rest.end(), position.begin() + static_cast<std::ptrdiff_t>(index) + 1,
              position.end());
  return join_pieces(rest, replacement);
}

std::vector<PieceMultiset> MisereSearch::SumRules::options(const PieceMultiset& position) const {
  std::vector<PieceMultiset> found;
  for (std::size_t i = 0; i < position.size(); ++i) {
    if (i > 0 && position[i] == position[i - 1]) continue;  // same piece, same options
    for (const PieceMultiset& option : pieces->piece_options(position[i])) {
      found.push_back(replace_piece(position, i, option));
    }
  }
  return found;
}

MisereSearch::MisereSearch(PieceRules& rules, std::size_t max_positions)
    : search_(SumRules{&rules}, max_positions, PlayConvention::misere) {}

Nimber MisereSearch::misere_value(const PieceMultiset& position) {
  return search_.grundy_value(position);
}

std::vector<PieceMultiset> MisereSearch::options(const PieceMultiset& position) const {
  return search_.rules().options(position);
}

}  // namespace grundy
