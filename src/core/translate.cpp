#include "grundy/translate.hpp"

#include <libintl.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>
#include <unordered_map>

#include "grundy/errors.hpp"

namespace grundy {

namespace {
thread_local bool english_only = false;

// A catalogue read by use_message_catalogue: English -> translation. Set
// once, before any request is answered (the page's engine has one thread).
using Catalogue = std::unordered_map<std::string, std::string>;
std::unique_ptr<const Catalogue> own_catalogue;

// The GNU .mo format: a header of 32-bit words (magic, revision, count,
// offset of the table of originals, offset of the table of translations),
// each table `count` pairs of (length, offset) into the file.
Catalogue read_catalogue(const std::string& bytes, const std::string& path) {
  const auto fail = [&path] {
    return InputError(fmt::format("{} is not a compiled message catalogue (.mo)", path));
  };
  if (bytes.size() < 20) throw fail();
  std::uint32_t magic = 0;
  std::memcpy(&magic, bytes.data(), 4);
  const bool swapped = magic == 0xde120495U;
  if (magic != 0x950412deU && !swapped) throw fail();
  const auto word = [&](std::uint64_t at) {
    if (at + 4 > bytes.size()) throw fail();
    std::uint32_t value = 0;
    std::memcpy(&value, bytes.data() + at, 4);
    return swapped ? __builtin_bswap32(value) : value;
  };
  const auto text = [&](std::uint64_t table, std::uint64_t index) {
    const std::uint64_t length = word(table + 8 * index);
    const std::uint64_t offset = word(table + 8 * index + 4);
    if (offset + length > bytes.size()) throw fail();
    return bytes.substr(offset, length);
  };
  const std::uint32_t count = word(8);
  const std::uint32_t originals = word(12);
  const std::uint32_t translations = word(16);
  Catalogue catalogue;
  for (std::uint32_t i = 0; i < count; ++i) {
    std::string english = text(originals, i);
    if (english.empty()) continue;  // the header entry
    catalogue.emplace(std::move(english), text(translations, i));
  }
  return catalogue;
}

}  // namespace

// dgettext keeps the program's own text domain (if any) untouched.
const char* translate(const char* english) {
  if (english_only) return english;
  if (own_catalogue) {
    const auto found = own_catalogue->find(english);
    return found == own_catalogue->end() || found->second.empty() ? english : found->second.c_str();
  }
  return dgettext(kTextDomain, english);
}

void use_message_catalogue(const std::string& path) {
  if (path.empty()) {
    own_catalogue.reset();
    return;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot open the message catalogue '{}'", path));
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  own_catalogue = std::make_unique<const Catalogue>(read_catalogue(bytes, path));
}

EnglishOnly::EnglishOnly() : previous_(english_only) { english_only = true; }
EnglishOnly::~EnglishOnly() { english_only = previous_; }

}  // namespace grundy
