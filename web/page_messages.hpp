// The page's messages: what its scripts mark with tr('...'), N_('...') or
// trn('singular', 'plural', n) (web/static/i18n.js), which GET /api/messages
// translates. They are found in the embedded scripts themselves, so a
// message added to the page needs nothing more here (only its translation in po/zh_CN.po, which
// scripts/update_translations.sh collects with xgettext).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace grundy::web {

// The first arguments of tr(...), trn(...) and N_(...) calls in `script` that are one
// quoted string literal, unescaped, in order, each once. Comments are read
// too, so a script's comments quote no such call (a test finds one: it has
// no translation).
std::vector<std::string> marked_messages(std::string_view script);

// Those of every embedded script.
const std::vector<std::string>& page_messages();

}  // namespace grundy::web
