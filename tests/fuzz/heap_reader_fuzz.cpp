// Fuzzes the `--file` heap reader (heap_reader.hpp) against a plain reference
// reader written from its documentation: heap sizes are whitespace-separated
// decimal numbers in 0 .. 2^63-1 (leading zeros allowed, no sign).
//
// Invariants: only grundy::Error escapes; the reader accepts exactly what the
// reference accepts, with the same numbers, and refuses them with LimitError
// when told to keep one heap fewer; a refusal is a ParseError whose
// message starts with the source name and names a line and a column.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_checks.hpp"
#include "grundy/heap_reader.hpp"
#include "grundy/integers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto expected = grundy::fuzz::reference_numbers(text);
  grundy::fuzz::only_library_errors([&] {
    std::istringstream in(text);
    try {
      const std::vector<std::uint64_t> heaps = grundy::read_heap_list(in, "fuzz.txt");
      grundy::fuzz::check(expected.has_value(), "the reader accepts what the reference refuses");
      grundy::fuzz::check(heaps == *expected, "the reader and the reference read different heaps");
      if (!heaps.empty()) {
        std::istringstream again(text);
        try {
          (void)grundy::read_heap_list(again, "fuzz.txt", heaps.size() - 1);
          grundy::fuzz::fail("the reader keeps more heaps than max_heaps");
        } catch (const grundy::LimitError&) {
        }
      }
    } catch (const grundy::ParseError& error) {
      grundy::fuzz::check(!expected.has_value(), std::string("the reader refuses what the reference accepts: ") +
                                                     error.what());
      const std::string_view message = error.what();
      grundy::fuzz::check(message.rfind("fuzz.txt: line ", 0) == 0 && message.find(", column ") != message.npos,
                          std::string("a message without source, line and column: ") + error.what());
    }
  });
  return 0;
}
