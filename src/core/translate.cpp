#include "grundy/translate.hpp"

#include <libintl.h>

namespace grundy {

// dgettext keeps the program's own text domain (if any) untouched.
const char* translate(const char* english) { return dgettext(kTextDomain, english); }

}  // namespace grundy
