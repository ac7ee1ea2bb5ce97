#!/usr/bin/env bash
# Fails when a message marked for translation in the sources has no
# translation in po/zh_CN.po (run scripts/update_translations.sh, then
# translate the new entries). Run by ctest as `translations_complete`.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
xgettext --language=C++ --from-code=UTF-8 --keyword=translate --keyword=format_translated \
  --keyword=translatable -o "$pot" \
  $(find src app include web -name '*.cpp' -o -name '*.hpp' | sort)
# The page's modules: tr('...') and N_('...') (web/static/i18n.js).
page=$(mktemp --suffix=.pot)
trap 'rm -f "$pot" "$page"' EXIT
xgettext --language=JavaScript --from-code=UTF-8 --keyword=tr --keyword=N_ \
  --package-name=grundy --msgid-bugs-address=none -o "$page" $(find web/static -name '*.js' | sort)
msgcat --use-first -o "$pot" "$pot" "$page"
msgcmp po/zh_CN.po "$pot"
msgfmt --check --output-file=/dev/null po/zh_CN.po
