#include "language.hpp"

#include <libintl.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include "grundy/translate.hpp"

namespace grundy::cli {
namespace {

bool begins_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// The directory that holds this executable, from /proc/self/exe.
std::filesystem::path executable_directory() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : self.parent_path();
}

std::filesystem::path catalogue_directory() {
  const std::filesystem::path here = executable_directory();
  for (const std::filesystem::path& directory : {here / "locale", here.parent_path() / "share" / "locale"}) {
    std::error_code error;
    if (std::filesystem::exists(directory / "zh_CN" / "LC_MESSAGES" / "grundy.mo", error)) return directory;
  }
  return {};
}

}  // namespace

bool is_language_name(std::string_view name) { return begins_with(name, "en") || begins_with(name, "zh"); }

Language language_named(std::string_view name) {
  return begins_with(name, "zh") ? Language::chinese : Language::english;
}

Language requested_language(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    if (word == "--") break;
    if (word == "--lang" && i + 1 < argc && is_language_name(argv[i + 1])) return language_named(argv[i + 1]);
    if (begins_with(word, "--lang=") && is_language_name(word.substr(7))) return language_named(word.substr(7));
  }
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(variable);
    if (value != nullptr && *value != '\0') return begins_with(value, "zh") ? Language::chinese : Language::english;
  }
  return Language::english;
}

std::string use_language(Language language) {
  if (language == Language::english) return {};
  const std::filesystem::path directory = catalogue_directory();
  if (directory.empty()) {
    return "warning: the Chinese messages (locale/zh_CN/LC_MESSAGES/grundy.mo next to the grundy executable) "
           "were not found; messages stay in English";
  }
  bool located = false;
  for (const char* name : {"C.UTF-8", "C.utf8", "zh_CN.UTF-8", "en_US.UTF-8"}) {
    if (std::setlocale(LC_MESSAGES, name) != nullptr) {
      std::setlocale(LC_CTYPE, name);
      located = true;
      break;
    }
  }
  if (!located) {
    return "warning: no UTF-8 locale (C.UTF-8) is available, and gettext ignores translations in the C locale; "
           "messages stay in English";
  }
  setenv("LANGUAGE", "zh_CN", 1);
  bindtextdomain(kTextDomain, directory.c_str());
  bind_textdomain_codeset(kTextDomain, "UTF-8");
  return {};
}

void add_language_option(CLI::App& command) {
  // The value itself was read before parsing (requested_language); the
  // option is here to be checked and listed in the help.
  command.add_option("--lang")
      ->description(translate("Language of the messages: en (English) or zh (Simplified Chinese); "
                              "the default follows LC_ALL, LC_MESSAGES and LANG"))
      ->type_name("LANG")
      ->check(CLI::Validator(
          [](const std::string& value) {
            return is_language_name(value) ? std::string() : std::string(translate("give en or zh"));
          },
          "en|zh", "language"));
}

void translate_help_labels(CLI::App& app) {
  const auto formatter = app.get_formatter();
  for (const char* label : {translatable("Usage"), translatable("OPTIONS"), translatable("Positionals"),
                            translatable("SUBCOMMAND"), translatable("SUBCOMMANDS"), translatable("REQUIRED")}) {
    formatter->label(label, translate(label));
  }
  for (CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    command->group(translate("Subcommands"));
    for (CLI::Option* option : command->get_options()) {
      if (option->get_group() == "Options") option->group(translate("Options"));
    }
    if (command->get_help_ptr() != nullptr) {
      const_cast<CLI::Option*>(command->get_help_ptr())->description(translate("Print this help message and exit"));
    }
  }
  for (CLI::Option* option : app.get_options()) {
    if (option->get_group() == "Options") option->group(translate("Options"));
  }
  if (app.get_help_ptr() != nullptr) {
    const_cast<CLI::Option*>(app.get_help_ptr())->description(translate("Print this help message and exit"));
  }
}

}  // namespace grundy::cli
