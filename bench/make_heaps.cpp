// Writes N random Nim heaps, uniform in 0..2^63-1, one per line, to a file.
// The generator and seed are fixed, so the same N always gives the same file
// (and the same nim-sum): benchmarks on different machines read equal input.
//
// usage: grundy_bench_make_heaps N FILE [SEED]
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr std::uint64_t kDefaultSeed = 20240229;

bool parse_u64(std::string_view text, std::uint64_t& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t count = 0;
  std::uint64_t seed = kDefaultSeed;
  if ((argc != 3 && argc != 4) || !parse_u64(argv[1], count) || (argc == 4 && !parse_u64(argv[3], seed))) {
    std::fprintf(stderr, "usage: %s N FILE [SEED]\n", argv[0]);
    return 2;
  }
  std::FILE* out = std::fopen(argv[2], "wb");
  if (out == nullptr) {
    std::fprintf(stderr, "error: cannot open '%s' for writing: %s\n", argv[2], std::strerror(errno));
    return 2;
  }
  std::mt19937_64 engine(seed);
  // mt19937_64 yields 64 uniform bits; dropping the top one leaves 0..2^63-1.
  std::vector<char> chunk;
  chunk.reserve(1 << 20);
  char digits[24];  // 19 digits at most, then the newline
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t heap = engine() >> 1;
    char* const end = std::to_chars(digits, digits + sizeof digits - 1, heap).ptr;
    *end = '\n';
    chunk.insert(chunk.end(), digits, end + 1);
    if (chunk.size() >= (1 << 20) - sizeof digits) {
      std::fwrite(chunk.data(), 1, chunk.size(), out);
      chunk.clear();
    }
  }
  std::fwrite(chunk.data(), 1, chunk.size(), out);
  const bool write_failed = std::ferror(out) != 0;
  if (std::fclose(out) != 0 || write_failed) {
    std::fprintf(stderr, "error: writing '%s' failed\n", argv[2]);
    return 2;
  }
  return 0;
}
