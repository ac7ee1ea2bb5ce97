// The Chinese catalogue, po/zh_CN.po, checked where msgfmt cannot: every
// message is a fmt format string, and a translation must use the same
// arguments ("{}" in order, or "{0}", "{1}" to reorder them, with the same
// format specs), or formatting it would throw at run time. That every message
// of the sources has a translation is the ctest `translations_complete`.
#include <gtest/gtest.h>

#include <algorithm>
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
  std::string text;
  int line = 0;
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
      entries.push_back({unquote(line), "", number});
      target = &entries.back().id;
    } else if (line.rfind("msgstr ", 0) == 0 && !entries.empty()) {
      entries.back().text = unquote(line);
      target = &entries.back().text;
    } else if (line.rfind("\"", 0) == 0 && target != nullptr) {
      *target += unquote(line);
    } else {
      target = nullptr;
    }
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
