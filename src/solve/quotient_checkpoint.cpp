#include "grundy/quotient_checkpoint.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

constexpr const char* kFormat = "grundy misère quotient";
constexpr int kVersion = 1;

std::string shown(const std::string& path) { return printable_token(path, 200); }

[[noreturn]] void fail(const std::string& path, const std::string& why) {
  throw InputError(format_translated("checkpoint '{}': {}", shown(path), why));
}

}  // namespace

void write_quotient_checkpoint(const std::string& path, const MisereQuotient& quotient) {
  const MisereQuotient::Parts parts = quotient.parts();
  const BipartiteMonoid& monoid = parts.monoid;
  std::vector<BipartiteMonoid::Element> table;
  table.reserve(monoid.size() * monoid.size());
  std::vector<BipartiteMonoid::Element> p_portion;
  for (BipartiteMonoid::Element a = 0; a < monoid.size(); ++a) {
    for (BipartiteMonoid::Element b = 0; b < monoid.size(); ++b)
      table.push_back(monoid.product(a, b));
    if (monoid.in_p_portion(a)) p_portion.push_back(a);
  }
  const nlohmann::ordered_json saved = {{"format", kFormat},
                                        {"version", kVersion},
                                        {"code", quotient.rule().code()},
                                        {"order", monoid.size()},
                                        {"table", table},
                                        {"p_portion", p_portion},
                                        {"pretending", parts.pretending},
                                        {"expansions", parts.expansions}};
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::trunc);
    out << saved.dump() << "\n";
    out.close();
    if (!out) fail(temporary, translate("cannot write it"));
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    fail(path,
         format_translated("cannot rename '{}' to it: {}", shown(temporary), std::strerror(errno)));
  }
}

std::optional<MisereQuotient> read_quotient_checkpoint(const std::string& path,
                                                       const TakeAndBreakRule& rule,
                                                       const MisereQuotient::Limits& limits) {
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return std::nullopt;
  if (!std::filesystem::is_regular_file(path, error))
    fail(path, translate("it is not a regular file"));
  // Its size is bounded before it is read: a table of the largest order the
  // limits allow, written in decimal.
  const std::uint64_t most = limits.max_candidate_order;
  if (std::filesystem::file_size(path, error) > 16 * most * most + (1U << 20))
    fail(path, translate("it is larger than any quotient these limits allow"));
  std::ifstream in(path);
  if (!in) fail(path, translate("cannot open it for reading"));
  const std::string not_saved = translate("it is not a misère quotient saved by grundy");
  nlohmann::json saved;
  try {
    saved = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception&) {
    fail(path, not_saved);
  }
  try {
    if (!saved.is_object() || saved.value("format", "") != kFormat ||
        saved.at("version").get<int>() != kVersion)
      fail(path, not_saved);
    const std::string code = saved.at("code").get<std::string>();
    if (code != rule.code()) {
      fail(path, format_translated("it holds the quotient of {}, not of {}", printable_token(code),
                                   rule.code()));
    }
    const auto order = saved.at("order").get<std::uint64_t>();
    if (order == 0 || order > most)
      fail(path,
           format_translated("an order of {}, beyond the {} these limits allow", order, most));
    const auto table = saved.at("table").get<std::vector<std::uint64_t>>();
    const auto p_listed = saved.at("p_portion").get<std::vector<std::uint64_t>>();
    const auto pretending = saved.at("pretending").get<std::vector<std::uint64_t>>();
    if (table.size() != order * order)
      fail(path,
           format_translated("a table of {} products for an order of {}", table.size(), order));
    auto element = [&](std::uint64_t x) {
      if (x >= order) fail(path, format_translated("an element {} beyond the order {}", x, order));
      return static_cast<BipartiteMonoid::Element>(x);
    };
    std::vector<BipartiteMonoid::Element> products;
    products.reserve(table.size());
    for (std::uint64_t x : table) products.push_back(element(x));
    std::vector<bool> p_portion(order, false);
    for (std::uint64_t x : p_listed) p_portion[element(x)] = true;
    MisereQuotient::Parts parts;
    parts.monoid = BipartiteMonoid(order, std::move(products), std::move(p_portion));
    for (std::uint64_t x : pretending) parts.pretending.push_back(element(x));
    parts.expansions = saved.at("expansions").get<std::vector<std::uint64_t>>();
    try {
      return MisereQuotient::resume(rule, limits, std::move(parts));
    } catch (const LimitError&) {
      throw;
    } catch (const Error& wrong) {
      fail(path, wrong.what());
    }
  } catch (const nlohmann::json::exception&) {
    fail(path, not_saved);
  }
}

}  // namespace grundy
