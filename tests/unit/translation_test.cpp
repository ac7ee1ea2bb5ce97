// The Chinese catalogue, po/zh_CN.po, checked where msgfmt cannot: every
// message is a fmt format string, and a translation must use the same
// arguments ("{}" in order, or "{0}", "{1}" to reorder them, with the same
// format specs), or formatting it would throw at run time. A message with a
// count (msgid_plural) is checked form by form against its plural, which
// shows every argument. That every message of the sources has a translation
// is the ctest `translations_complete`.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace {

struct Entry {
  std::string id;
  std::string text;  // the translation, or the first of its plural forms
  int line = 0;
  std::string plural;              // msgid_plural, for a message with a count
  std::vector<std::string> forms;  // msgstr[0], msgstr[1], ...
};

std::string unquote(const std::string& line) {
  const std::size_t open = line.find('"');
  const std::size_t close = line.rfind('"');
  std::string out;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (line[i] == '\\' && i + 1 < close) {
      const char next = line[++i];
      out += next == 'n' ? '\n' : next == 't' ? '\t' : next == 'r' ? '\r' : next;
    } else {
      out += line[i];
    }
  }
  return out;
}

std::vector<Entry> read_catalogue(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::vector<Entry> entries;
  std::string line;
  std::string* target = nullptr;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("msgid ", 0) == 0) {
      entries.push_back({unquote(line), "", number, "", {}});
      target = &entries.back().id;
    } else if (line.rfind("msgid_plural ", 0) == 0 && !entries.empty()) {
      entries.back().plural = unquote(line);
      target = &entries.back().plural;
    } else if (line.rfind("msgstr ", 0) == 0 && !entries.empty()) {
      entries.back().text = unquote(line);
      target = &entries.back().text;
    } else if (line.rfind("msgstr[", 0) == 0 && !entries.empty()) {
      entries.back().forms.push_back(unquote(line));
      target = &entries.back().forms.back();
    } else if (line.rfind("\"", 0) == 0 && target != nullptr) {
      *target += unquote(line);
    } else {
      target = nullptr;
    }
  }
  for (Entry& entry : entries) {
    if (!entry.forms.empty()) entry.text = entry.forms.front();
  }
  return entries;
}

// The arguments a format string uses: (index or name, spec) for each
// replacement field, automatic numbering turned into indexes.
std::vector<std::pair<std::string, std::string>> arguments(const std::string& format) {
  std::vector<std::pair<std::string, std::string>> found;
  int next = 0;
  for (std::size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '{') continue;
    if (i + 1 < format.size() && format[i + 1] == '{') {
      ++i;  // "{{" is a literal brace
      continue;
    }
    const std::size_t close = format.find('}', i);
    if (close == std::string::npos) return {{"", "unclosed"}};
    const std::string field = format.substr(i + 1, close - i - 1);
    const std::size_t colon = field.find(':');
    const std::string name = field.substr(0, colon);
    const std::string spec = colon == std::string::npos ? "" : field.substr(colon);
    found.emplace_back(name.empty() ? std::to_string(next++) : name, spec);
    i = close;
  }
  std::sort(found.begin(), found.end());
  return found;
}

TEST(ChineseCatalogue, EveryTranslationUsesTheSameArguments) {
  const std::vector<Entry> entries = read_catalogue(std::string(GRUNDY_PO_DIR) + "/zh_CN.po");
  ASSERT_GT(entries.size(), 100U);
  for (const Entry& entry : entries) {
    if (entry.id.empty()) continue;  // the header
    EXPECT_FALSE(entry.text.empty()) << "line " << entry.line << ": no translation of: " << entry.id;
    if (entry.text.empty()) continue;
    if (!entry.plural.empty()) {
      // A singular may leave out the count, never show what the plural does not.
      const auto shown = arguments(entry.plural);
      for (const auto& argument : arguments(entry.id)) {
        EXPECT_NE(std::find(shown.begin(), shown.end(), argument), shown.end())
            << "line " << entry.line << ": the singular's {" << argument.first
            << "} is not in: " << entry.plural;
      }
      // Chinese has one form, for every count (Plural-Forms: nplurals=1).
      EXPECT_EQ(entry.forms.size(), 1U) << "line " << entry.line << ": " << entry.id;
      for (const std::string& form : entry.forms) {
        EXPECT_EQ(arguments(form), shown)
            << "line " << entry.line << ": " << entry.plural << "\n -> " << form;
      }
      continue;
    }
    EXPECT_TRUE(entry.forms.empty()) << "line " << entry.line << ": " << entry.id;
    EXPECT_EQ(arguments(entry.text), arguments(entry.id)) << "line " << entry.line << ": " << entry.id << "\n -> "
                                                          << entry.text;
    EXPECT_EQ(entry.text.back() == '\n', entry.id.back() == '\n') << "line " << entry.line << ": " << entry.id;
  }
}

TEST(ChineseCatalogue, ArgumentsAreReadAsFmtReadsThem) {
  EXPECT_EQ(arguments("take {} from heap {} ({} -> {})").size(), 4U);
  EXPECT_EQ(arguments("{1} {0}"), arguments("{} {}"));
  EXPECT_EQ(arguments("{:.3g} and {{literal}}"),
            (std::vector<std::pair<std::string, std::string>>{{"0", ":.3g"}}));
  EXPECT_NE(arguments("{} {}"), arguments("{}"));
  // Named arguments, each as often as the message uses it.
  EXPECT_EQ(arguments("{p} {t} {p}"), arguments("{t} {p} {p}"));
  EXPECT_NE(arguments("{p} {t} {p}"), arguments("{t} {p}"));
}

}  // namespace

// The catalogue the page's WebAssembly engine reads without gettext
// (use_message_catalogue): the compiled po/zh_CN.po gives every translation
// of the .po, and English again once it is set aside.
TEST(ChineseCatalogue, ReadWithoutGettextGivesEveryTranslation) {
  const std::vector<Entry> entries = read_catalogue(std::string(GRUNDY_PO_DIR) + "/zh_CN.po");
  grundy::use_message_catalogue(GRUNDY_MO_FILE);
  std::size_t translated = 0;
  for (const Entry& entry : entries) {
    if (entry.id.empty() || entry.text.empty()) continue;
    EXPECT_STREQ(grundy::translate(entry.id.c_str()), entry.text.c_str()) << "line " << entry.line;
    if (!entry.plural.empty()) {
      for (const std::uint64_t n : {0, 1, 2, 5}) {
        EXPECT_STREQ(grundy::translate_plural(entry.id.c_str(), entry.plural.c_str(), n),
                     entry.text.c_str())
            << "line " << entry.line << ", n = " << n;
      }
    }
    ++translated;
    {
      const grundy::EnglishOnly english;
      EXPECT_STREQ(grundy::translate(entry.id.c_str()), entry.id.c_str());
    }
  }
  EXPECT_STREQ(grundy::translate("a message nobody translated"), "a message nobody translated");
  grundy::use_message_catalogue("");
  EXPECT_GT(translated, 100U);
  for (const Entry& entry : entries) {
    if (!entry.id.empty()) {
      EXPECT_STREQ(grundy::translate(entry.id.c_str()), entry.id.c_str());
    }
  }
  EXPECT_THROW(grundy::use_message_catalogue(std::string(GRUNDY_PO_DIR) + "/zh_CN.po"),
               grundy::InputError);
  EXPECT_THROW(grundy::use_message_catalogue("/no/such/catalogue.mo"), grundy::InputError);
  EXPECT_STREQ(grundy::translate("Language"), "Language");
}

// English, the ids themselves: the singular for a count of 1 only.
TEST(PluralMessages, InEnglishTheSingularIsForOneAndThePluralForEveryOtherCount) {
  EXPECT_STREQ(grundy::translate_plural("{} free step", "{} free steps", 1), "{} free step");
  EXPECT_STREQ(grundy::translate_plural("{} free step", "{} free steps", 0), "{} free steps");
  EXPECT_STREQ(grundy::translate_plural("{} free step", "{} free steps", 2), "{} free steps");
  EXPECT_EQ(grundy::format_translated_plural("{} free step", "{} free steps", 1, 1), "1 free step");
  EXPECT_EQ(grundy::format_translated_plural("{} free step", "{} free steps", 0, 0),
            "0 free steps");
  EXPECT_EQ(grundy::format_translated_plural("{} free step", "{} free steps", 2, 2),
            "2 free steps");
  // The count chooses the form; the arguments are what the message shows.
  EXPECT_EQ(grundy::format_translated_plural("take the only token from heap {1}",
                                             "take all {} from heap {}", 1, 1, 3),
            "take the only token from heap 3");
  EXPECT_EQ(grundy::format_translated_plural("take the only token from heap {1}",
                                             "take all {} from heap {}", 4, 4, 3),
            "take all 4 from heap 3");
  EXPECT_EQ(grundy::format_translated_plural("{} heap", "{} heaps", std::uint64_t{1} << 40, 7),
            "7 heaps");
}

// Chinese has one form for every count (po/zh_CN.po: nplurals=1), read here
// without gettext as the page's engine reads it; English again while an
// EnglishOnly lives.
TEST(PluralMessages, InChineseOneFormServesEveryCount) {
  grundy::use_message_catalogue(GRUNDY_MO_FILE);
  for (const std::uint64_t n : {0, 1, 2, 7}) {
    EXPECT_EQ(grundy::format_translated_plural("{} pin", "{} pins", n, n),
              fmt::format("{} 个球瓶", n));
    EXPECT_EQ(
        grundy::format_translated_plural("monk {} on step {}: {} free step above it",
                                         "monk {} on step {}: {} free steps above it", n, 1, 4, n),
        fmt::format("第 1 位高僧在第 4 级：上方有 {} 级空台阶", n));
  }
  EXPECT_EQ(grundy::format_translated_plural("take the only token from heap {1}",
                                             "take all {} from heap {}", 1, 1, 2),
            "取走第 2 堆的全部 1 个");
  EXPECT_STREQ(grundy::translate_plural("no such {} message", "no such {} messages", 1),
               "no such {} message");
  EXPECT_STREQ(grundy::translate_plural("no such {} message", "no such {} messages", 3),
               "no such {} messages");
  {
    const grundy::EnglishOnly english;
    EXPECT_EQ(grundy::format_translated_plural("{} pin", "{} pins", 1, 1), "1 pin");
    EXPECT_EQ(grundy::format_translated_plural("{} pin", "{} pins", 2, 2), "2 pins");
  }
  grundy::use_message_catalogue("");
  EXPECT_EQ(grundy::format_translated_plural("{} pin", "{} pins", 2, 2), "2 pins");
}
