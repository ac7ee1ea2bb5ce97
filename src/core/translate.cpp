#include "grundy/translate.hpp"

#include <libintl.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <unordered_map>

#include "grundy/errors.hpp"

namespace grundy {

namespace {
thread_local bool english_only = false;

// A catalogue read by use_message_catalogue: English (a plural message by
// its singular) -> its translation, or its plural forms, each ended by '\0'
// as the .mo file keeps them, so c_str() is the first. Set once, before any
// request is answered (the page's engine has one thread).
struct Catalogue {
  std::unordered_map<std::string, std::string> translations;
  // The language's rule from its header's Plural-Forms: one form for every
  // count (Chinese), or the first for 1 and the second for any other
  // (English's rule, "plural=(n != 1)").
  bool one_form = true;
};
std::unique_ptr<const Catalogue> own_catalogue;

// The rule of Plural-Forms in a catalogue's header. Only the two rules above
// are read: grundy's languages have no other, and a catalogue with another
// is refused rather than given wrong forms.
bool has_one_form(const std::string& header, const std::string& path) {
  const std::size_t at = header.find("Plural-Forms:");
  if (at == std::string::npos) return false;  // gettext's default: English's rule
  std::string rule;
  for (std::size_t i = at + 13; i < header.size() && header[i] != '\n'; ++i) {
    if (header[i] != ' ') rule += header[i];
  }
  if (rule == "nplurals=1;plural=0;") return true;
  if (rule == "nplurals=2;plural=(n!=1);" || rule == "nplurals=2;plural=n!=1;") return false;
  throw InputError(fmt::format("{}: the plural rule '{}' is not one grundy reads", path, rule));
}

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
    if (english.empty()) {
      catalogue.one_form = has_one_form(text(translations, i), path);
      continue;
    }
    // A plural message is "singular\0plural"; gettext finds it by its singular.
    english.resize(std::strlen(english.c_str()));
    catalogue.translations.emplace(std::move(english), text(translations, i) + '\0');
  }
  return catalogue;
}

}  // namespace

// dgettext keeps the program's own text domain (if any) untouched.
const char* translate(const char* english) {
  if (english_only) return english;
  if (own_catalogue) {
    const auto found = own_catalogue->translations.find(english);
    const bool missing = found == own_catalogue->translations.end() || found->second[0] == '\0';
    return missing ? english : found->second.c_str();
  }
  return dgettext(kTextDomain, english);
}

const char* translate_plural(const char* singular, const char* plural, std::uint64_t n) {
  if (english_only) return n == 1 ? singular : plural;
  if (own_catalogue) {
    const auto found = own_catalogue->translations.find(singular);
    if (found == own_catalogue->translations.end() || found->second[0] == '\0')
      return n == 1 ? singular : plural;
    const char* form = found->second.c_str();
    if (!own_catalogue->one_form && n != 1) {
      const char* second = form + std::strlen(form) + 1;
      // A message translated without plural forms has no second one.
      if (second < found->second.data() + found->second.size()) form = second;
    }
    return form;
  }
  // ngettext's count is an unsigned long, 32 bits wide on some targets: a
  // larger count is given as the largest, plural in every rule.
  const unsigned long most = std::numeric_limits<unsigned long>::max();
  return dngettext(kTextDomain, singular, plural, n > most ? most : static_cast<unsigned long>(n));
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
