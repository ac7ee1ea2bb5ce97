// Game graphs: tokens on the vertices of a directed graph; a move slides one
// token along an edge, and a player who cannot move loses. Every impartial
// game is one of these (its positions are the vertices), and a graph with
// cycles is a game whose positions can repeat, valued by the generalized
// Sprague–Grundy function (generalized_value.hpp): a number, or ∞ when play
// can go on forever.
//
//   graph(FILE) V        one token on vertex V of the graph in FILE
//   graph(FILE) V W      two tokens: the sum of the games from V and from W
//
// The file has one edge per line, "a -> b", names made of letters, digits and
// '_' (case matters); a line holding one name declares a vertex; '#' starts a
// comment. Example:
//
//   # a cycle a -> b -> c -> a with an exit from b to a dead end
//   a -> b
//   b -> c
//   c -> a
//   b -> end
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/generalized_value.hpp"

namespace grundy {

// A directed graph with named vertices and the generalized Sprague–Grundy
// labels of its vertices, computed once when it is made. Immutable.
class DirectedGraph {
 public:
  // The most vertices, and the most edges, a graph may have.
  static constexpr std::size_t kMaxSize = 10'000'000;

  // Reads the text format above; `source` names it in messages ("game.txt").
  // Throws ParseError "SOURCE: line L, column C: ..." for a malformed line,
  // LimitError past kMaxSize or when labelling would take too long.
  static std::shared_ptr<const DirectedGraph> parse(std::string_view text, const std::string& source);
  // Reads a file; throws InputError when it cannot be read.
  static std::shared_ptr<const DirectedGraph> read_file(const std::string& path);
  // From names and edges (source, target) given as indices into `names`; a
  // repeated edge counts once. For programs and tests.
  static std::shared_ptr<const DirectedGraph> from_edges(
      std::vector<std::string> names, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges);

  std::size_t vertex_count() const noexcept { return names_.size(); }
  std::size_t edge_count() const noexcept { return followers_.followers.size(); }
  const std::string& name(std::size_t vertex) const { return names_.at(vertex); }
  std::optional<std::uint32_t> find(std::string_view name) const;
  // The followers (options) of a vertex, in the order the edges were given.
  std::span<const std::uint32_t> followers(std::size_t vertex) const { return followers_.of(vertex); }
  const FollowerLists& follower_lists() const noexcept { return followers_; }

  // γ(v), with K when it is ∞.
  GeneralizedValue value(std::size_t vertex) const { return labels_.of(followers_, vertex); }
  bool value_is_finite(std::size_t vertex) const { return labels_.value.at(vertex) != GeneralizedLabels::kInfinite; }
  // γ(v) when finite.
  Nimber finite_value(std::size_t vertex) const { return labels_.value.at(vertex); }
  // Fraenkel's counter c(v) when γ(v) is finite.
  std::uint64_t counter(std::size_t vertex) const { return labels_.counter.at(vertex); }
  // Whether some play can return to a vertex.
  bool has_cycle() const noexcept { return labels_.has_cycle; }

 private:
  DirectedGraph(std::vector<std::string> names, FollowerLists followers);

  std::vector<std::string> names_;
  std::unordered_map<std::string, std::uint32_t> index_;
  FollowerLists followers_;
  GeneralizedLabels labels_;
};

// Tokens on a game graph: one component, the sum of one game per token.
class GameGraph final : public Component {
 public:
  // `source` is the file as typed in the expression, printed back in the
  // canonical form "graph(SOURCE) a b".
  GameGraph(std::shared_ptr<const DirectedGraph> graph, std::string source, std::vector<std::uint32_t> tokens);
  // A graph written in the expression itself: `family` "digraph" and
  // `source` its edges as written, "a->b, b->c": "digraph(a->b, b->c) a".
  GameGraph(std::shared_ptr<const DirectedGraph> graph, std::string family, std::string source,
            std::vector<std::uint32_t> tokens);

  const DirectedGraph& graph() const noexcept { return *graph_; }
  const std::vector<std::uint32_t>& tokens() const noexcept { return tokens_; }

  std::string family() const override { return family_; }
  // The vertices the tokens can reach, in rows by their distance from the
  // tokens (breadth first), and the edges among them.
  std::optional<Board> drawn_board() const override;
  std::string canonical() const override;
  std::size_t number_count() const override { return tokens_.size(); }
  // Throws RuleError when the value is ∞ (see generalized_value()).
  Nimber grundy_value() const override;
  // Moves leaving the whole component (all its tokens) with finite value
  // `target`; `own_value` is not used. Within a token, the moves whose
  // destination has the least counter come first: they make progress.
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  bool is_loss() const override;
  void moves_to_loss(const MoveVisitor& visit) const override;
  // By token, then in the order of the edges in the file.
  void all_moves(const MoveVisitor& visit) const override;
  // "a->b" for a lone token, "2:a->b" (token 2 from a to b) for several.
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return tokens_.size(); }
  // One token alone on the same graph.
  std::shared_ptr<const Component> row_alone(std::size_t row) const override;
  // Also "b" or "->b" (the lone token to b), "2:b" or "2 b" (token 2 to b).
  Move parse_move(std::string_view text) const override;
  std::string notation_help() const override;

  bool can_repeat() const override { return graph_->has_cycle(); }
  GeneralizedValue generalized_value() const override;
  Progress progress() const override;
  // Each token, "token 2 (on v)", when there are two or more.
  std::vector<ValuePart> value_parts() const override;
  // Without cycles: the vertices' values, each the mex of those it leads
  // to, for each token's vertex, and the tokens' nim-sum. With cycles the
  // values are Smith's (generalized), which the mex section explains.
  FamilyReason family_reason() const override;
  std::string rule_title() const override;

 private:
  // The move of token `token` to vertex `to`, checked: RuleError saying why not.
  Move checked_move(std::size_t token, std::uint32_t to) const;
  std::string no_such_token(std::uint64_t number) const;

  // The same game with its tokens on `tokens`.
  std::shared_ptr<const GameGraph> with_tokens(std::vector<std::uint32_t> tokens) const;
  // The graph as messages name it: the file, or the written graph.
  std::string graph_name() const;

  std::shared_ptr<const DirectedGraph> graph_;
  std::string family_ = "graph";
  std::string source_;
  std::vector<std::uint32_t> tokens_;
};

struct Family;
// The `graph` entry of the family registry: graph(FILE) V W ...
Family graph_family();
// The `digraph` entry: the graph written in the expression, edges as
// parameters: digraph(a->b, b->c, c) a. No file is read, so a server may
// offer it.
Family digraph_family();

}  // namespace grundy
