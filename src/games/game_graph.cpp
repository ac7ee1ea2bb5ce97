#include "grundy/game_graph.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <sstream>
#include <unordered_set>

#include "core/move_text.hpp"
#include "grundy/edge_list.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/family_reason.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

struct EdgeHash {
  std::size_t operator()(std::uint64_t edge) const noexcept { return std::hash<std::uint64_t>{}(edge); }
};

// Edges in the order given, each once, as follower lists.
FollowerLists make_follower_lists(std::size_t vertex_count,
                             const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges) {
  std::unordered_set<std::uint64_t, EdgeHash> seen;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> unique;
  unique.reserve(edges.size());
  for (const auto& [from, to] : edges) {
    if (from >= vertex_count || to >= vertex_count) throw RuleError("an edge names a vertex that is not in the graph");
    if (seen.insert((std::uint64_t{from} << 32) | to).second) unique.push_back({from, to});
  }
  FollowerLists lists;
  lists.offsets.assign(vertex_count + 1, 0);
  for (const auto& edge : unique) ++lists.offsets[edge.first + 1];
  for (std::size_t v = 0; v < vertex_count; ++v) lists.offsets[v + 1] += lists.offsets[v];
  lists.followers.resize(unique.size());
  std::vector<std::size_t> next(lists.offsets.begin(), lists.offsets.end() - 1);
  for (const auto& [from, to] : unique) lists.followers[next[from]++] = to;  // stable: file order kept
  return lists;
}

}  // namespace

// ---------------------------------------------------------- DirectedGraph --

DirectedGraph::DirectedGraph(std::vector<std::string> names, FollowerLists followers)
    : names_(std::move(names)), followers_(std::move(followers)) {
  index_.reserve(names_.size());
  for (std::size_t v = 0; v < names_.size(); ++v) index_.emplace(names_[v], static_cast<std::uint32_t>(v));
  labels_ = generalized_sprague_grundy(followers_);
}

std::shared_ptr<const DirectedGraph> DirectedGraph::parse(std::string_view text, const std::string& source) {
  EdgeList list = parse_edge_text(text, source, EdgeStyle::directed, {kMaxSize, kMaxSize});
  FollowerLists lists = make_follower_lists(list.names.size(), list.edges);
  return std::shared_ptr<const DirectedGraph>(
      new DirectedGraph(std::move(list.names), std::move(lists)));
}

std::shared_ptr<const DirectedGraph> DirectedGraph::read_file(const std::string& path) {
  EdgeList list = read_edge_file(path, EdgeStyle::directed, {kMaxSize, kMaxSize});
  FollowerLists lists = make_follower_lists(list.names.size(), list.edges);
  return std::shared_ptr<const DirectedGraph>(
      new DirectedGraph(std::move(list.names), std::move(lists)));
}

std::shared_ptr<const DirectedGraph> DirectedGraph::from_edges(
    std::vector<std::string> names, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges) {
  if (names.size() > kMaxSize || edges.size() > kMaxSize) {
    throw LimitError(
        fmt::format("the graph has {} vertices and {} edges; a game graph has at most {} of each",
                    names.size(), edges.size(), kMaxSize));
  }
  FollowerLists lists = make_follower_lists(names.size(), edges);
  return std::shared_ptr<const DirectedGraph>(new DirectedGraph(std::move(names), std::move(lists)));
}

std::optional<std::uint32_t> DirectedGraph::find(std::string_view name) const {
  auto found = index_.find(std::string(name));
  if (found == index_.end()) return std::nullopt;
  return found->second;
}

// -------------------------------------------------------------- GameGraph --

GameGraph::GameGraph(std::shared_ptr<const DirectedGraph> graph, std::string source, std::vector<std::uint32_t> tokens)
    : graph_(std::move(graph)), source_(std::move(source)), tokens_(std::move(tokens)) {
  for (std::uint32_t token : tokens_) {
    if (token >= graph_->vertex_count()) throw RuleError("a token is on a vertex that is not in the graph");
  }
}

GameGraph::GameGraph(std::shared_ptr<const DirectedGraph> graph, std::string family,
                     std::string source, std::vector<std::uint32_t> tokens)
    : GameGraph(std::move(graph), std::move(source), std::move(tokens)) {
  family_ = std::move(family);
}

std::shared_ptr<const GameGraph> GameGraph::with_tokens(std::vector<std::uint32_t> tokens) const {
  return std::make_shared<GameGraph>(graph_, family_, source_, std::move(tokens));
}

std::string GameGraph::graph_name() const {
  return family_ == "graph" ? source_ : family_ + "(" + source_ + ")";
}

std::string GameGraph::canonical() const {
  std::string text = family_ + "(" + source_ + ")";
  for (std::uint32_t token : tokens_) text += " " + graph_->name(token);
  return text;
}

GeneralizedValue GameGraph::generalized_value() const {
  // Smith's sum over the tokens: at most one infinite token matters for K.
  GeneralizedValue total = GeneralizedValue::finite(0);
  std::size_t infinite = 0;
  for (std::uint32_t token : tokens_) {
    if (graph_->value_is_finite(token)) {
      total = generalized_sum(total, GeneralizedValue::finite(graph_->finite_value(token)));
    } else if (++infinite == 2) {
      return GeneralizedValue::infinite({});
    } else {
      total = generalized_sum(total, graph_->value(token));
    }
  }
  return total;
}

Nimber GameGraph::grundy_value() const {
  const GeneralizedValue value = generalized_value();
  if (!value.is_finite()) {
    throw RuleError(format_translated("{} has no finite Grundy value: its generalized value is {}", canonical(),
                                      value.text()));
  }
  return value.value();
}

Progress GameGraph::progress() const {
  Progress progress;
  for (std::uint32_t token : tokens_) {
    if (!graph_->value_is_finite(token)) continue;
    progress.values = saturating_add(progress.values, graph_->finite_value(token));
    progress.counters = saturating_add(progress.counters, graph_->counter(token));
  }
  return progress;
}

void GameGraph::moves_to_value(Nimber, Nimber target, const MoveVisitor& visit) const {
  std::size_t infinite = 0;
  Nimber finite_total = 0;
  for (std::uint32_t token : tokens_) {
    if (graph_->value_is_finite(token)) {
      finite_total ^= graph_->finite_value(token);
    } else {
      ++infinite;
    }
  }
  std::vector<std::uint32_t> found;
  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    const std::uint32_t from = tokens_[i];
    const bool finite = graph_->value_is_finite(from);
    // The other tokens must all be finite for the result to be finite.
    if (infinite > (finite ? 0U : 1U)) continue;
    const Nimber wanted = target ^ finite_total ^ (finite ? graph_->finite_value(from) : 0);
    found.clear();
    for (std::uint32_t to : graph_->followers(from)) {
      if (graph_->value_is_finite(to) && graph_->finite_value(to) == wanted) found.push_back(to);
    }
    // Condition B's counter: the destination with the least counter first.
    std::stable_sort(found.begin(), found.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return graph_->counter(a) < graph_->counter(b); });
    for (std::uint32_t to : found) {
      if (!visit(Move{0, i, 1, {to}})) return;
    }
  }
}

bool GameGraph::is_loss() const { return generalized_value() == GeneralizedValue::finite(0); }

void GameGraph::moves_to_loss(const MoveVisitor& visit) const { moves_to_value(0, 0, visit); }

void GameGraph::all_moves(const MoveVisitor& visit) const {
  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    for (std::uint32_t to : graph_->followers(tokens_[i])) {
      if (!visit(Move{0, i, 1, {to}})) return;
    }
  }
}

std::string GameGraph::notation(const Move& move) const {
  const std::string& from = graph_->name(tokens_.at(move.heap));
  const std::string& to = graph_->name(move.result.at(0));
  if (tokens_.size() == 1) return fmt::format("{}->{}", from, to);
  return fmt::format("{}:{}->{}", move.heap + 1, from, to);
}

std::string GameGraph::describe(const Move& move) const {
  const std::string& from = graph_->name(tokens_.at(move.heap));
  const std::string& to = graph_->name(move.result.at(0));
  if (tokens_.size() == 1) return format_translated("move the token from {} to {}", from, to);
  return format_translated("move token {} from {} to {}", move.heap + 1, from, to);
}

std::string GameGraph::no_such_token(std::uint64_t number) const {
  return tokens_.size() == 1 ? format_translated("there is no token {}: the only token is token 1", number)
                             : format_translated("there is no token {}: the tokens are numbered 1 to {}", number,
                                                 tokens_.size());
}

Move GameGraph::checked_move(std::size_t token, std::uint32_t to) const {
  if (token >= tokens_.size()) throw RuleError(no_such_token(token + 1));
  const std::uint32_t from = tokens_[token];
  const auto followers = graph_->followers(from);
  if (std::find(followers.begin(), followers.end(), to) != followers.end()) return Move{0, token, 1, {to}};
  if (to >= graph_->vertex_count()) throw RuleError(translate("that vertex is not in the graph"));
  if (followers.empty()) {
    throw RuleError(format_translated("there is no edge {} -> {}: {} has no edge out, so no move from it",
                                      graph_->name(from), graph_->name(to), graph_->name(from)));
  }
  std::string options;
  for (std::uint32_t follower : followers) options += (options.empty() ? "" : ", ") + graph_->name(follower);
  throw RuleError(format_translated("there is no edge {} -> {}; from {} the token can go to {}", graph_->name(from),
                                    graph_->name(to), graph_->name(from), options));
}

std::string GameGraph::notation_help() const {
  return translate(
      "  A->B  or  B       a game graph: slide the token on A along the edge to B, e.g. 'a->b'\n"
      "  T:A->B  or  T B   with several tokens: slide token T (from 1), e.g. '2:a->b'\n");
}

std::shared_ptr<const Component> GameGraph::after(const Move& move) const {
  if (move.result.size() != 1) throw RuleError("a move in a game graph names one vertex");
  const Move checked = checked_move(move.heap, static_cast<std::uint32_t>(std::min<std::uint64_t>(
                                                    move.result[0], graph_->vertex_count())));
  std::vector<std::uint32_t> tokens = tokens_;
  tokens[checked.heap] = static_cast<std::uint32_t>(checked.result[0]);
  return with_tokens(std::move(tokens));
}

std::vector<ValueRow> GameGraph::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t i = 0; i < tokens_.size() && rows.size() < limit; ++i) {
    const std::uint32_t token = tokens_[i];
    rows.push_back({format_translated("token {}", i + 1), graph_->name(token),
                    graph_->value_is_finite(token) ? graph_->finite_value(token) : 0});
  }
  return rows;
}

Move GameGraph::parse_move(std::string_view raw) const {
  std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::optional<std::size_t> token;
  // "2:..." or "2 ..." names the token.
  const std::size_t colon = text.find_first_of(": ");
  if (colon != std::string::npos && text.find("->") > colon) {
    const std::uint64_t number = move_text::number(std::string_view(text).substr(0, colon), translate("a token number"));
    if (number == 0 || number > tokens_.size()) throw RuleError(no_such_token(number));
    token = static_cast<std::size_t>(number - 1);
    text = text.substr(colon + 1);
  }
  std::string from_name;
  std::string to_name = text;
  if (const std::size_t arrow = text.find("->"); arrow != std::string::npos) {
    from_name = text.substr(0, arrow);
    to_name = text.substr(arrow + 2);
  }
  const auto vertex = [&](const std::string& name) {
    const std::optional<std::uint32_t> found = graph_->find(name);
    if (!found) {
      throw RuleError(
          format_translated("'{}' is not a vertex of {}", printable_token(name), graph_name()));
    }
    return *found;
  };
  const std::uint32_t to = vertex(to_name);
  if (!from_name.empty()) {
    const std::uint32_t from = vertex(from_name);
    if (!token) {
      for (std::size_t i = 0; i < tokens_.size() && !token; ++i) {
        if (tokens_[i] == from) token = i;
      }
      if (!token) throw RuleError(format_translated("no token is on {}", from_name));
    } else if (tokens_[*token] != from) {
      throw RuleError(format_translated("token {} is on {}, not on {}", *token + 1, graph_->name(tokens_[*token]),
                                        from_name));
    }
  }
  if (!token) {
    if (tokens_.size() != 1) {
      throw ParseError(format_translated("there are {} tokens: say which moves, e.g. '1:{}' or '{}->{}'",
                                         tokens_.size(), to_name, graph_->name(tokens_[0]), to_name),
                       0);
    }
    token = 0;
  }
  return checked_move(*token, to);
}

// ------------------------------------------------------------------ family --

namespace {

// The vertices named for the tokens; ParseError for a name not in `graph`
// (named `source` in the message).
std::vector<std::uint32_t> tokens_on(const DirectedGraph& graph, const std::vector<Token>& names,
                                     const std::string& source) {
  std::vector<std::uint32_t> tokens;
  tokens.reserve(names.size());
  for (const Token& name : names) {
    const std::optional<std::uint32_t> vertex = graph.find(name.text);
    if (!vertex) {
      throw ParseError(
          fmt::format("unknown vertex '{}' at column {}: {} has no vertex of that name{}",
                      printable_token(name.text), name.column, printable_token(source, 200),
                      graph.vertex_count() == 0 ? " (it has no vertices at all)" : ""),
          name.column);
    }
    tokens.push_back(*vertex);
  }
  return tokens;
}

}  // namespace

Family graph_family() {
  return {
      "graph",
      "a game graph from a file: slide a token along an edge; cycles allowed (draws)",
      "graph(FILE) V       one token on vertex V of the directed graph in FILE\n"
      "graph(FILE) V W ... one token on each vertex named: the sum of their games\n"
      "FILE has one edge per line, 'a -> b'; a line holding one name declares a\n"
      "vertex; '#' starts a comment. Names are letters, digits and '_' (case\n"
      "matters). A move slides one token along an edge; a player who cannot move\n"
      "loses. When the graph has cycles, play can go on forever: values are then\n"
      "the generalized Sprague-Grundy function (Smith; Fraenkel), a number or\n"
      "infinity, and the outcome may be D, a draw.\n"
      "Moves are written FROM->TO (a->b), or TOKEN:FROM->TO with several tokens.\n"
      "Example: grundy solve 'graph(tests/data/graphs/cycle.txt) a'",
      [](const ComponentText& text) -> ComponentPtr {
        const std::vector<Token>& parameters = require_parameters(text, "graph(game.txt) a");
        if (parameters.size() != 1) {
          throw ParseError(fmt::format("'graph' takes one parameter, the graph file, but {} were given at column {}",
                                       parameters.size(), text.parameters_column),
                           text.parameters_column);
        }
        require_numbers(text, "a vertex for each token, e.g. 'graph(game.txt) a'");
        const std::string& source = parameters[0].text;
        const std::shared_ptr<const DirectedGraph> graph = DirectedGraph::read_file(source);
        return std::make_shared<GameGraph>(graph, source, tokens_on(*graph, text.numbers, source));
      },
      {}  // a graph is read from a file,
  };
}

Family digraph_family() {
  return {
      "digraph",
      "a game graph written in the position: slide a token along an edge; cycles allowed",
      "digraph(A->B, B->C, ...) V   one token on vertex V of the graph of these edges\n"
      "digraph(A->B, ...) V W ...   one token on each vertex named: the sum of their games\n"
      "Each parameter is an edge 'a->b' or a vertex alone 'a'; names are letters,\n"
      "digits and '_'. The game is that of graph(FILE), without a file: a move slides\n"
      "one token along an edge, a player who cannot move loses, and cycles give\n"
      "draws. Moves are written FROM->TO (a->b), or TOKEN:FROM->TO with several tokens.\n"
      "Example: grundy solve 'digraph(a->b, b->c, a->c, c->d) a'",
      [](const ComponentText& text) -> ComponentPtr {
        const std::vector<Token>& parameters = require_parameters(text, "digraph(a->b, b->c) a");
        require_numbers(text, "a vertex for each token, e.g. 'digraph(a->b, b->c) a'");
        EdgeList list = read_edge_tokens(parameters, EdgeStyle::directed);
        std::string source;
        for (const Token& parameter : parameters)
          source += (source.empty() ? "" : ", ") + parameter.text;
        const std::shared_ptr<const DirectedGraph> graph =
            DirectedGraph::from_edges(std::move(list.names), list.edges);
        const std::string name = "digraph(" + source + ")";
        return std::make_shared<GameGraph>(graph, "digraph", source,
                                           tokens_on(*graph, text.numbers, name));
      },
      "digraph(a->b, b->c, a->c, c->d) a",
  };
}

std::vector<Component::ValuePart> GameGraph::value_parts() const {
  std::vector<ValuePart> parts;
  if (tokens_.size() < 2) return parts;
  for (std::size_t t = 0; t < tokens_.size(); ++t) {
    parts.push_back({format_translated("token {} (on {})", t + 1, graph_->name(tokens_[t])), graph_->value(tokens_[t])});
  }
  return parts;
}

std::string GameGraph::rule_title() const { return translate("the values of the vertices"); }

FamilyReason GameGraph::family_reason() const {
  // Tokens, and a token's vertices it leads to, named one by one up to these.
  constexpr std::size_t kMostTokensReasoned = 8;
  constexpr std::size_t kMostFollowersNamed = 8;
  if (graph_->has_cycle()) return {};
  FamilyReason reason;
  reason.rule = "vertex_values";
  reason.title = rule_title();
  reason.lines.push_back(sentence_case(
      translate("each vertex is worth the smallest value that none of the vertices it leads to has (the "
                "mex), and a vertex without moves is worth 0")));
  std::vector<std::uint64_t> values;
  for (std::size_t t = 0; t < tokens_.size() && t < kMostTokensReasoned; ++t) {
    const std::uint32_t vertex = tokens_[t];
    values.push_back(graph_->finite_value(vertex));
    const std::span<const std::uint32_t> followers = graph_->followers(vertex);
    std::string led;
    for (std::size_t f = 0; f < followers.size() && f < kMostFollowersNamed; ++f) {
      const std::string one =
          fmt::format("{} (G = {})", graph_->name(followers[f]), graph_->finite_value(followers[f]));
      led = f == 0 ? one : format_translated("{}, {}", led, one);
    }
    if (followers.size() > kMostFollowersNamed) led = format_translated("{}, {}", led, "...");
    // The sentence starts with a word of its own: a vertex's name keeps its case.
    const std::string& name = graph_->name(vertex);
    std::string line;
    if (tokens_.size() == 1) {
      line = followers.empty()
                 ? format_translated("the token on {} has no moves, so G({}) = 0", name, name)
                 : format_translated("the token on {} can move to {}, so G({}) = {}", name, led, name,
                                     graph_->finite_value(vertex));
    } else {
      line = followers.empty()
                 ? format_translated("token {} on {} has no moves, so G({}) = 0", t + 1, name, name)
                 : format_translated("token {} on {} can move to {}, so G({}) = {}", t + 1, name, led,
                                     name, graph_->finite_value(vertex));
    }
    reason.lines.push_back(sentence_case(line));
  }
  if (tokens_.size() > kMostTokensReasoned) {
    reason.lines.push_back(format_translated_plural("... and {} more token", "... and {} more tokens",
                                                    tokens_.size() - kMostTokensReasoned,
                                                    tokens_.size() - kMostTokensReasoned));
  }
  if (tokens_.size() > 1) {
    reason.lines.push_back(sentence_case(format_translated(
        "the tokens move alone, so their values add by the nim-sum: G = {}", grundy_value())));
  }
  reason.numbers.push_back({"vertex_values", std::move(values)});
  return reason;
}

std::shared_ptr<const Component> GameGraph::row_alone(std::size_t row) const {
  if (tokens_.size() < 2 || row >= tokens_.size()) return nullptr;
  return with_tokens(std::vector<std::uint32_t>{tokens_[row]});
}

std::optional<Board> GameGraph::drawn_board() const {
  DirectedGraphBoard board;
  std::unordered_map<std::uint32_t, std::size_t> index;  // vertex -> its place on the board
  std::vector<std::uint32_t> order;
  std::vector<std::uint64_t> layers;  // of each of `order`: its distance from the tokens
  for (const std::uint32_t token : tokens_) {
    if (index.emplace(token, order.size()).second) {
      order.push_back(token);
      layers.push_back(0);
    }
  }
  for (std::size_t next = 0; next < order.size(); ++next) {
    for (const std::uint32_t follower : graph_->followers(order[next])) {
      if (!index.emplace(follower, order.size()).second) continue;
      if (order.size() == kMaxBoardSize) return std::nullopt;
      order.push_back(follower);
      layers.push_back(layers[next] + 1);
    }
  }
  for (std::size_t v = 0; v < order.size(); ++v) {
    board.vertices.push_back({graph_->name(order[v]), layers[v]});
    for (const std::uint32_t follower : graph_->followers(order[v]))
      board.arcs.emplace_back(v, index.at(follower));
  }
  for (const std::uint32_t token : tokens_) board.tokens.push_back(index.at(token));
  return board;
}

}  // namespace grundy
