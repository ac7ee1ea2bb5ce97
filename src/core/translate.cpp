#include "grundy/translate.hpp"

#include <libintl.h>

namespace grundy {

namespace {
thread_local bool english_only = false;
}

// dgettext keeps the program's own text domain (if any) untouched.
const char* translate(const char* english) {
  return english_only ? english : dgettext(kTextDomain, english);
}

EnglishOnly::EnglishOnly() : previous_(english_only) { english_only = true; }
EnglishOnly::~EnglishOnly() { english_only = previous_; }

}  // namespace grundy
