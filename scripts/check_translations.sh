#!/usr/bin/env bash
# Fails when a message marked for translation in the sources has no
# translation in po/zh_CN.po (run scripts/update_translations.sh, then
# translate the new entries). Run by ctest as `translations_complete`.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
xgettext --language=C++ --from-code=UTF-8 --keyword=translate --keyword=format_translated \
  --keyword=translatable --keyword=translate_plural:1,2 --keyword=format_translated_plural:1,2 \
  --no-wrap -o "$pot" \
  $(find src app include web -name '*.cpp' -o -name '*.hpp' | sort)
# The page's modules: tr('...'), N_('...') and trn('...', '...', n) (web/static/i18n.js).
page=$(mktemp --suffix=.pot)
trap 'rm -f "$pot" "$page"' EXIT
xgettext --language=JavaScript --from-code=UTF-8 --keyword=tr --keyword=N_ --keyword=trn:1,2 --no-wrap \
  --package-name=grundy --msgid-bugs-address=none -o "$page" $(find web/static -name '*.js' | sort)
msgcat --use-first --no-wrap -o "$pot" "$pot" "$page"
msgcmp po/zh_CN.po "$pot"
# A message with a count is translated with plural forms (msgid_plural,
# msgstr[0..]); msgcmp compares the singulars only. msgfmt --check then
# checks that each has as many forms as the header's Plural-Forms says.
if ! diff <(grep '^msgid_plural ' "$pot" | sort -u) \
          <(msgcat --no-wrap po/zh_CN.po | grep '^msgid_plural ' | sort -u); then
  echo "po/zh_CN.po: the plural messages differ from the sources' (< sources, > catalogue)" >&2
  exit 1
fi
msgfmt --check --output-file=/dev/null po/zh_CN.po
