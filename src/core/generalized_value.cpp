#include "grundy/generalized_value.hpp"

#include <algorithm>
#include <deque>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "grundy/errors.hpp"

namespace grundy {

GeneralizedValue GeneralizedValue::infinite(std::vector<Nimber> finite_options) {
  std::sort(finite_options.begin(), finite_options.end());
  finite_options.erase(std::unique(finite_options.begin(), finite_options.end()), finite_options.end());
  return GeneralizedValue(true, 0, std::move(finite_options));
}

Outcome GeneralizedValue::outcome() const {
  if (is_finite()) return value_ == 0 ? Outcome::previous_player_wins : Outcome::next_player_wins;
  // ∞(K): a move to a 0 wins when there is one; otherwise a move to a finite
  // value loses, and a move to an ∞ without 0 among its options keeps the draw
  // (condition C guarantees one, since mex K = 0).
  return std::binary_search(finite_options_.begin(), finite_options_.end(), Nimber{0}) ? Outcome::next_player_wins
                                                                                        : Outcome::draw;
}

std::string GeneralizedValue::text() const {
  if (is_finite()) return std::to_string(value_);
  if (finite_options_.empty()) return "∞(∅)";
  return fmt::format("∞({})", fmt::join(finite_options_, ","));
}

GeneralizedValue generalized_sum(const GeneralizedValue& a, const GeneralizedValue& b) {
  if (a.is_finite() && b.is_finite()) return GeneralizedValue::finite(a.value() ^ b.value());
  if (!a.is_finite() && !b.is_finite()) return GeneralizedValue::infinite({});
  // Exactly one is infinite: a move in the finite part keeps the sum infinite,
  // a move in the infinite part to a finite k leaves k XOR b.
  const GeneralizedValue& loopy = a.is_finite() ? b : a;
  const Nimber shift = a.is_finite() ? a.value() : b.value();
  std::vector<Nimber> shifted;
  shifted.reserve(loopy.finite_options().size());
  for (Nimber k : loopy.finite_options()) shifted.push_back(k ^ shift);
  return GeneralizedValue::infinite(std::move(shifted));
}

GeneralizedValue GeneralizedLabels::of(const FollowerLists& graph, std::size_t vertex) const {
  if (value[vertex] != kInfinite) return GeneralizedValue::finite(value[vertex]);
  std::vector<Nimber> finite_options;
  for (std::uint32_t follower : graph.of(vertex)) {
    if (value[follower] != kInfinite) finite_options.push_back(value[follower]);
  }
  return GeneralizedValue::infinite(std::move(finite_options));
}

namespace {

FollowerLists predecessor_lists(const FollowerLists& graph) {
  const std::size_t n = graph.vertex_count();
  FollowerLists reverse;
  reverse.offsets.assign(n + 1, 0);
  for (std::uint32_t follower : graph.followers) ++reverse.offsets[follower + 1];
  for (std::size_t v = 0; v < n; ++v) reverse.offsets[v + 1] += reverse.offsets[v];
  reverse.followers.resize(graph.followers.size());
  std::vector<std::size_t> next(reverse.offsets.begin(), reverse.offsets.end() - 1);
  for (std::size_t v = 0; v < n; ++v) {
    for (std::uint32_t follower : graph.of(v)) reverse.followers[next[follower]++] = static_cast<std::uint32_t>(v);
  }
  return reverse;
}

// Kahn's algorithm: the graph is acyclic exactly when repeatedly removing
// vertices without followers removes them all.
bool has_cycle(const FollowerLists& graph, const FollowerLists& reverse) {
  const std::size_t n = graph.vertex_count();
  std::vector<std::size_t> out_degree(n);
  std::vector<std::uint32_t> ready;
  for (std::size_t v = 0; v < n; ++v) {
    out_degree[v] = graph.of(v).size();
    if (out_degree[v] == 0) ready.push_back(static_cast<std::uint32_t>(v));
  }
  std::size_t removed = 0;
  while (!ready.empty()) {
    const std::uint32_t v = ready.back();
    ready.pop_back();
    ++removed;
    for (std::uint32_t p : reverse.of(v)) {
      if (--out_degree[p] == 0) ready.push_back(p);
    }
  }
  return removed != n;
}

enum class State : std::uint8_t { unlabelled, finite, infinite };

}  // namespace

GeneralizedLabels generalized_sprague_grundy(const FollowerLists& graph, std::uint64_t max_steps) {
  const std::size_t n = graph.vertex_count();
  const FollowerLists reverse = predecessor_lists(graph);
  GeneralizedLabels labels;
  labels.value.assign(n, GeneralizedLabels::kInfinite);
  labels.counter.assign(n, GeneralizedLabels::kNoCounter);
  labels.has_cycle = has_cycle(graph, reverse);

  std::vector<State> state(n, State::unlabelled);
  std::vector<char> marked(n);               // has a follower labelled m (this stage)
  std::vector<std::size_t> open(n);          // unmarked followers that are unlabelled or ∞
  std::vector<std::uint32_t> labelled_now;   // the queue of vertices labelled m
  std::size_t unlabelled = n;
  std::uint64_t next_counter = 0;
  const auto in_s = [&](std::uint32_t v) { return state[v] != State::finite; };

  const std::uint64_t stage_steps = 3 * (static_cast<std::uint64_t>(n) + graph.followers.size());
  std::uint64_t steps = 0;
  for (Nimber m = 0; unlabelled > 0; ++m) {
    steps += stage_steps;
    if (steps > max_steps) {
      throw LimitError(fmt::format("labelling the graph ({} vertices, {} edges) would take more than {} steps "
                                   "(stage {} of the generalized Sprague-Grundy labelling)",
                                   n, graph.followers.size(), max_steps, m));
    }
    std::fill(marked.begin(), marked.end(), 0);
    labelled_now.clear();
    const auto label = [&](std::uint32_t v) {
      state[v] = State::finite;
      labels.value[v] = m;
      labels.counter[v] = next_counter++;
      --unlabelled;
      labelled_now.push_back(v);
    };
    // A vertex all of whose followers have finite labels (all below m, since
    // it survived stages 0..m-1 each with a follower labelled there) has
    // mex m and nothing to undo: label it at once.
    for (std::uint32_t v = 0; v < n; ++v) {
      if (state[v] != State::unlabelled) continue;
      std::size_t count = 0;
      for (std::uint32_t w : graph.of(v)) count += in_s(w);
      open[v] = count;
    }
    for (std::uint32_t v = 0; v < n; ++v) {
      if (state[v] == State::unlabelled && open[v] == 0) label(v);
    }
    // Retrograde: a vertex labelled m marks its predecessors (they cannot be
    // m, and a move to them is undone by moving to the m); a vertex whose
    // open followers are all marked becomes m itself (condition B).
    for (std::size_t next = 0; next < labelled_now.size(); ++next) {
      const std::uint32_t w = labelled_now[next];
      for (std::uint32_t p : reverse.of(w)) {
        if (!in_s(p) || marked[p]) continue;
        marked[p] = 1;
        for (std::uint32_t q : reverse.of(p)) {
          if (state[q] != State::unlabelled || marked[q]) continue;
          if (--open[q] == 0) label(q);
        }
      }
    }
    // An unlabelled vertex with no follower labelled m can be neither m nor
    // more than m (its mex would need a follower m): it is ∞.
    for (std::uint32_t v = 0; v < n; ++v) {
      if (state[v] == State::unlabelled && !marked[v]) {
        state[v] = State::infinite;
        --unlabelled;
      }
    }
  }
  return labels;
}

}  // namespace grundy
