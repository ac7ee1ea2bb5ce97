// The language of the messages, chosen once at start-up: English, or
// Simplified Chinese through GNU gettext and the catalogue built from
// po/zh_CN.po.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace grundy::cli {

enum class Language { english, chinese };

// Whether a --lang value names a language grundy speaks ("en", "zh", also
// "zh_CN", "en_US.UTF-8", ...), and which.
bool is_language_name(std::string_view name);
Language language_named(std::string_view name);

// The language asked for: `--lang L` (or `--lang=L`) anywhere on the command
// line; otherwise Chinese when the first of LC_ALL, LC_MESSAGES and LANG
// that is set begins with "zh" (their order of precedence in POSIX);
// otherwise English. Read before the command line is parsed, because the
// help text itself is translated.
Language requested_language(int argc, char** argv);

// Makes translate() answer in `language`. English needs nothing: the C
// locale leaves every message as written. Chinese needs a locale whose
// messages gettext does not ignore (glibc ignores LANGUAGE in the C locale,
// but not in C.UTF-8, which every glibc since 2.35 has built in, generated
// or not), LANGUAGE=zh_CN, and the catalogue: locale/zh_CN/LC_MESSAGES/
// grundy.mo next to the executable (the build tree), or ../share/locale
// (an installation). Returns a warning to print when Chinese was asked for
// but is not available, "" otherwise.
std::string use_language(Language language);

// The --lang option of a command (checked: en or zh), and CLI11's own words
// in the help ("Usage", "Options", ...) in the chosen language.
void add_language_option(CLI::App& command);
void translate_help_labels(CLI::App& app);

}  // namespace grundy::cli
