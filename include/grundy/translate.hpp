// Messages in the user's language, through GNU gettext (text domain "grundy").
//
// The English text is the message id, so a message that has no translation,
// or a process that never chose a language, reads in English. The library
// never chooses: a front end does, once, before the first message (see
// app/language.hpp); until then the C locale is in force and gettext returns
// every id unchanged, which is what the unit tests see.
//
// Marking: translate("...") for a sentence, format_translated("... {} ...",
// args) for a format string (fmt syntax; a translation may reorder the
// arguments with {0}, {1}), translatable("...") for a string kept in a table
// and translated where it is printed; format_translated_plural(singular,
// plural, n, args) where a count meets a noun ("1 free step", "2 free
// steps"), which the catalogue translates by the plural forms of its
// language (one in Chinese, two in English). xgettext collects all four
// (scripts/update_translations.sh).
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <utility>

namespace grundy {

inline constexpr const char* kTextDomain = "grundy";

// The translation of `english` in the chosen language, or `english` itself.
const char* translate(const char* english);

// The form of a message with a count `n`: the catalogue's form for `n` in
// the chosen language (ngettext), or, untranslated, `singular` when n is 1
// and `plural` otherwise, as English has it.
const char* translate_plural(const char* singular, const char* plural, std::uint64_t n);

// While one of these lives, translate() on this thread gives the English
// text: for output that is the same in every language (JSON for programs,
// which carries sentences such as a value's rule).
class EnglishOnly {
 public:
  EnglishOnly();
  ~EnglishOnly();
  EnglishOnly(const EnglishOnly&) = delete;
  EnglishOnly& operator=(const EnglishOnly&) = delete;

 private:
  bool previous_;
};

// Reads a compiled catalogue (a GNU .mo file, such as
// locale/zh_CN/LC_MESSAGES/grundy.mo) and makes translate() answer from it
// instead of from gettext, in every thread. For the WebAssembly build of
// the page's engine, whose C library (Emscripten's musl) fails on reading
// catalogues. Throws InputError when the file cannot be read or is not a
// catalogue. An empty path goes back to gettext.
void use_message_catalogue(const std::string& path);

// Marks a string for the catalogue without translating it yet.
constexpr const char* translatable(const char* english) { return english; }

template <class... Args>
std::string format_translated(const char* english, Args&&... args) {
  return fmt::format(fmt::runtime(translate(english)), std::forward<Args>(args)...);
}

// `n` chooses the form only: pass it among `args` too where the message
// shows it. A singular may leave the count out ("take the last token"), but
// then names its arguments by index ("{1}"), since the plural shows them all.
template <class... Args>
std::string format_translated_plural(const char* singular, const char* plural, std::uint64_t n,
                                     Args&&... args) {
  return fmt::format(fmt::runtime(translate_plural(singular, plural, n)),
                     std::forward<Args>(args)...);
}

}  // namespace grundy
