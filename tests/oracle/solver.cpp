#include "solver.hpp"

#include <algorithm>
#include <deque>

namespace oracle {

char outcome_letter(Outcome outcome) {
  switch (outcome) {
    case Outcome::next:
      return 'N';
    case Outcome::previous:
      return 'P';
    case Outcome::draw:
      return 'D';
  }
  return '?';
}

namespace {

// The position with the heaps of each row in increasing order, where the
// rules do not care about the order (a row of heaps is the same game in any
// order); staircases, Wythoff's pair and graph tokens keep theirs. The search
// runs on these, so that it meets each game once; answers are still given
// for the position as written, whose moves keep the order.
Position normal_form(Position position) {
  for (Part& part : position) {
    const Rules rules = part.game->rules;
    if (rules != Rules::staircase && rules != Rules::wythoff && rules != Rules::graph) {
      std::sort(part.numbers.begin(), part.numbers.end());
    }
  }
  return position;
}

}  // namespace

Solver::Id Solver::id_of(const Position& written) {
  const Position position = normal_form(written);
  std::string key = text(position);
  if (const auto found = ids_.find(key); found != ids_.end()) return found->second;
  if (texts_.size() >= max_positions_) {
    throw OracleTooLarge("oracle: the search would need more than " +
                         std::to_string(max_positions_) + " positions");
  }
  const Id id = static_cast<Id>(texts_.size());
  ids_.emplace(key, id);
  texts_.push_back(std::move(key));
  positions_.push_back(position);
  options_.emplace_back();
  expanded_.push_back(false);
  for (auto& values : values_) values.push_back(-1);
  for (auto& remoteness : remoteness_) remoteness.push_back(0);
  loopy_outcomes_.push_back(Outcome::draw);
  loopy_infinite_.emplace_back();
  loopy_values_.emplace_back();
  loopy_known_.push_back(false);
  on_path_.push_back(false);
  return id;
}

void Solver::expand(Id id) {
  if (expanded_[id]) return;
  const Position position = positions_[id];
  std::vector<Id> found;
  for (const Position& next : oracle::options(position)) found.push_back(id_of(next));
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  options_[id] = std::move(found);
  expanded_[id] = true;
  positions_[id].clear();  // no longer needed: its options are known
}

std::vector<Solver::Id> Solver::reachable(Id start) {
  std::vector<Id> order{start};
  std::vector<bool> seen(texts_.size(), false);
  seen[start] = true;
  for (std::size_t i = 0; i < order.size(); ++i) {
    expand(order[i]);
    seen.resize(texts_.size(), false);
    for (const Id next : options_[order[i]]) {
      if (!seen[next]) {
        seen[next] = true;
        order.push_back(next);
      }
    }
  }
  return order;
}

bool Solver::compute_values(Id start, Convention convention) {
  std::vector<std::int64_t>& values = values_[static_cast<int>(convention)];
  if (values[start] >= 0) return true;
  // Depth first, without recursion: a position's value is known once all of
  // its options' values are. Meeting a position on the current path means
  // play can return to it.
  std::vector<std::pair<Id, std::size_t>> path{{start, 0}};
  on_path_[start] = true;
  while (!path.empty()) {
    auto& [id, next] = path.back();
    expand(id);
    if (next < options_[id].size()) {
      const Id option = options_[id][next++];
      if (values[option] >= 0) continue;
      if (on_path_[option]) {
        for (const auto& [on, unused] : path) on_path_[on] = false;
        return false;
      }
      on_path_[option] = true;
      path.emplace_back(option, 0);
      continue;
    }
    std::vector<bool> present(options_[id].size() + 2, false);
    for (const Id option : options_[id]) {
      const auto v = static_cast<std::uint64_t>(values[option]);
      if (v < present.size()) present[v] = true;
    }
    std::int64_t mex = 0;
    while (present[static_cast<std::size_t>(mex)]) ++mex;
    // Misère play: a position without moves is won, and its value is 1.
    if (options_[id].empty() && convention == Convention::misere) mex = 1;
    values[id] = mex;
    std::vector<std::uint64_t>& remoteness = remoteness_[static_cast<int>(convention)];
    if (!options_[id].empty()) {
      // A value of 0 is a position lost for the player to move, in either
      // convention.
      std::optional<std::uint64_t> fastest_win;
      std::uint64_t slowest = 0;
      for (const Id option : options_[id]) {
        slowest = std::max(slowest, remoteness[option]);
        if (values[option] == 0 && (!fastest_win || remoteness[option] < *fastest_win))
          fastest_win = remoteness[option];
      }
      remoteness[id] = 1 + (fastest_win ? *fastest_win : slowest);
    }
    on_path_[id] = false;
    path.pop_back();
  }
  return true;
}

void Solver::compute_loopy(Id start) {
  if (loopy_known_[start]) return;
  const std::vector<Id> region = reachable(start);
  std::unordered_map<Id, std::size_t> local;
  std::size_t widest = 0;
  for (std::size_t r = 0; r < region.size(); ++r) {
    local.emplace(region[r], r);
    widest = std::max(widest, options_[region[r]].size());
  }
  // The position beside a Nim heap of 0 .. heaps-1: values and the finite
  // values K of ∞(K) are at most the number of options.
  const std::size_t heaps = widest + 2;
  const std::size_t count = region.size() * heaps;
  if (count > max_positions_) {
    throw OracleTooLarge("oracle: the retrograde analysis would need more than " +
                         std::to_string(max_positions_) + " positions");
  }
  const auto node = [heaps](std::size_t r, std::size_t h) { return r * heaps + h; };
  std::vector<std::vector<std::size_t>> predecessors(region.size());
  for (std::size_t r = 0; r < region.size(); ++r) {
    for (const Id option : options_[region[r]]) predecessors[local.at(option)].push_back(r);
  }
  // Moves left unanswered at each node, and its label (0 unknown, 1 N, 2 P).
  std::vector<std::size_t> remaining(count);
  std::vector<char> label(count, 0);
  std::deque<std::size_t> settled;
  for (std::size_t r = 0; r < region.size(); ++r) {
    for (std::size_t h = 0; h < heaps; ++h) {
      remaining[node(r, h)] = options_[region[r]].size() + h;
      if (remaining[node(r, h)] == 0) {
        label[node(r, h)] = 2;
        settled.push_back(node(r, h));
      }
    }
  }
  while (!settled.empty()) {
    const std::size_t n = settled.front();
    settled.pop_front();
    const std::size_t r = n / heaps;
    const std::size_t h = n % heaps;
    std::vector<std::size_t> before;
    for (const std::size_t p : predecessors[r]) before.push_back(node(p, h));
    for (std::size_t higher = h + 1; higher < heaps; ++higher) before.push_back(node(r, higher));
    for (const std::size_t p : before) {
      if (label[p] != 0) continue;
      if (label[n] == 2) {
        label[p] = 1;  // a move to a lost position wins
        settled.push_back(p);
      } else if (--remaining[p] == 0) {
        label[p] = 2;  // every move reaches a won position
        settled.push_back(p);
      }
    }
  }
  for (std::size_t r = 0; r < region.size(); ++r) {
    const Id id = region[r];
    const char alone = label[node(r, 0)];
    loopy_outcomes_[id] = alone == 2   ? Outcome::previous
                          : alone == 1 ? Outcome::next
                                       : Outcome::draw;
    loopy_values_[id].reset();
    loopy_infinite_[id].clear();
    for (std::size_t h = 0; h < heaps; ++h) {
      if (label[node(r, h)] == 2) loopy_values_[id] = h;
      if (label[node(r, h)] == 1) loopy_infinite_[id].push_back(h);
    }
    if (loopy_values_[id]) loopy_infinite_[id].clear();
    loopy_known_[id] = true;
  }
}

Outcome Solver::outcome_of(Id id, Convention convention) {
  const std::int64_t value = values_[static_cast<int>(convention)][id];
  if (value >= 0) return value == 0 ? Outcome::previous : Outcome::next;
  return loopy_outcomes_[id];
}

Answer Solver::solve(const std::string& position_text, Convention convention) {
  const Position written = reader_.read(position_text);
  const Id id = id_of(written);
  Answer answer;
  answer.position = text(written);
  const bool finite = compute_values(id, convention);
  const std::vector<std::uint64_t>& remoteness = remoteness_[static_cast<int>(convention)];
  if (finite) {
    answer.value = static_cast<std::uint64_t>(values_[static_cast<int>(convention)][id]);
    answer.remoteness = remoteness[id];
  } else {
    if (convention == Convention::misere) {
      throw OracleError("oracle: misère play of a game whose positions repeat is not defined here");
    }
    compute_loopy(id);
    answer.value = loopy_values_[id];
    answer.infinite_options = loopy_infinite_[id];
  }
  answer.outcome = outcome_of(id, convention);
  // The moves of the position as written: their results keep its order.
  for (const Position& next : oracle::options(written)) {
    const Outcome after = outcome_of(id_of(next), convention);
    const std::string after_text = text(next);
    answer.options.push_back(after_text);
    if (finite) answer.option_remoteness[after_text] = remoteness[id_of(next)];
    if (after == Outcome::previous) answer.winning.push_back(after_text);
    if (answer.outcome == Outcome::draw && after == Outcome::draw)
      answer.drawing.push_back(after_text);
  }
  for (auto* list : {&answer.options, &answer.winning, &answer.drawing}) {
    std::sort(list->begin(), list->end());
    list->erase(std::unique(list->begin(), list->end()), list->end());
  }
  return answer;
}

std::vector<std::string> Solver::options(const std::string& position_text) {
  const Position written = reader_.read(position_text);
  std::vector<std::string> found{text(written)};
  for (const Position& next : oracle::options(written)) found.push_back(text(next));
  std::sort(found.begin() + 1, found.end());
  found.erase(std::unique(found.begin() + 1, found.end()), found.end());
  return found;
}

Outcome Solver::outcome(const std::string& position_text, Convention convention) {
  return solve(position_text, convention).outcome;
}

std::vector<std::pair<std::string, Outcome>> Solver::reachable_outcomes(
    const std::string& position_text, Convention convention) {
  const Id start = id_of(reader_.read(position_text));
  if (!compute_values(start, convention)) {
    if (convention == Convention::misere) {
      throw OracleError("oracle: misère play of a game whose positions repeat is not defined here");
    }
    compute_loopy(start);
  }
  std::vector<std::pair<std::string, Outcome>> found;
  for (const Id id : reachable(start)) found.emplace_back(texts_[id], outcome_of(id, convention));
  return found;
}

}  // namespace oracle
