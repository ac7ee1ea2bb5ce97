#include "grundy/heap_reader.hpp"

#include <fmt/format.h>

#include <cstring>
#include <string>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

constexpr std::size_t kBlockSize = std::size_t{1} << 20;
// A token longer than this is certainly not a heap size; the rest of it is
// skipped rather than kept.
constexpr std::size_t kLongestToken = 4096;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Says what is wrong with a token that is not a heap size. `whole` is false
// when only the first kLongestToken characters were kept.
[[noreturn]] void reject(std::string_view source, std::uint64_t line, std::uint64_t column, std::string_view token,
                         bool whole) {
  std::string_view body = token;
  const bool minus = !body.empty() && body.front() == '-';
  if (minus) body.remove_prefix(1);
  const bool digits_only = !body.empty() && body.find_first_not_of("0123456789") == std::string_view::npos;
  const std::string shown = printable_token(token, 40);
  std::string why;
  if (!whole) {
    why = format_translated("'{}' is far too long to be a heap size (over {} characters)", shown, kLongestToken);
  } else if (!digits_only) {
    why = format_translated("'{}' is not a number", shown);
  } else if (minus) {
    why = format_translated("'{}' is negative: heap sizes are 0 or more", shown);
  } else {
    why = format_translated("'{}' is too large: heap sizes are at most 2^63-1 = {}", shown, kMaxNumber);
  }
  throw ParseError(format_translated("{}: line {}, column {}: {}", source, line, column, why),
                   static_cast<std::size_t>(column));
}

// A whole token of digits to a number, or false. At most 19 significant
// digits are folded without checks (10^19 < 2^64 cannot wrap), then the
// value is compared once with the limit.
bool parse_heap(const char* begin, const char* end, std::uint64_t& value) {
  while (begin < end && *begin == '0') ++begin;
  if (end - begin > 19) return false;
  std::uint64_t result = 0;
  for (const char* p = begin; p < end; ++p) {
    const auto digit = static_cast<unsigned>(*p - '0');
    if (digit > 9) return false;
    result = result * 10 + digit;
  }
  if (result > kMaxNumber) return false;
  value = result;
  return true;
}

}  // namespace

std::vector<std::uint64_t> read_heap_list(std::istream& in, std::string_view source_name, std::uint64_t max_heaps) {
  std::vector<std::uint64_t> heaps;
  std::vector<char> buffer(kBlockSize + kLongestToken);
  std::size_t kept = 0;             // bytes of a cut-off token moved to the front of the buffer
  std::uint64_t consumed = 0;       // bytes of the input before buffer[0]
  std::uint64_t line = 1;
  std::uint64_t line_start = 0;     // offset of the current line's first byte in the input
  bool at_end = false;
  while (!at_end) {
    in.read(buffer.data() + kept, static_cast<std::streamsize>(kBlockSize));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (in.bad()) throw InputError(format_translated("{}: read error", source_name));
    at_end = got == 0 || !in;
    const char* const begin = buffer.data();
    const char* const end = begin + kept + got;
    const char* p = begin;
    while (true) {
      while (p < end && is_space(*p)) {
        if (*p == '\n') {
          ++line;
          line_start = consumed + static_cast<std::uint64_t>(p - begin) + 1;
        }
        ++p;
      }
      if (p == end) {
        kept = 0;
        break;
      }
      const char* q = p;
      while (q < end && !is_space(*q)) ++q;
      if (q == end && !at_end) {
        // The token may go on in the next block: keep (the start of) it.
        kept = std::min<std::size_t>(static_cast<std::size_t>(q - p), kLongestToken);
        const std::uint64_t token_offset = consumed + static_cast<std::uint64_t>(p - begin);
        std::memmove(buffer.data(), p, kept);
        consumed = token_offset;
        if (static_cast<std::size_t>(q - p) > kLongestToken) {
          reject(source_name, line, token_offset - line_start + 1, std::string_view(buffer.data(), kept), false);
        }
        break;
      }
      std::uint64_t value = 0;
      if (!parse_heap(p, q, value)) {
        reject(source_name, line, consumed + static_cast<std::uint64_t>(p - begin) - line_start + 1,
               std::string_view(p, std::min<std::size_t>(static_cast<std::size_t>(q - p), kLongestToken)),
               static_cast<std::size_t>(q - p) <= kLongestToken);
      }
      if (heaps.size() == max_heaps) {
        throw LimitError(fmt::format("{}: more than {} heap sizes", source_name, max_heaps));
      }
      heaps.push_back(value);
      p = q;
    }
    if (kept == 0) consumed += static_cast<std::uint64_t>(end - begin);
  }
  return heaps;
}

}  // namespace grundy
