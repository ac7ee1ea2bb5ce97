#!/usr/bin/env bash
# Collects the messages marked for translation (translate, format_translated,
# translatable, and the plural messages of translate_plural and
# format_translated_plural) and merges them into po/zh_CN.po, where
# new messages appear untranslated (msgstr ""). The build compiles
# po/zh_CN.po with msgfmt; the test `translations_complete` fails while a
# message has no translation.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
xgettext --language=C++ --from-code=UTF-8 --keyword=translate --keyword=format_translated \
  --keyword=translatable --keyword=translate_plural:1,2 --keyword=format_translated_plural:1,2 \
  --add-comments=TRANSLATORS: --no-wrap --sort-by-file \
  --package-name=grundy --msgid-bugs-address=none -o "$pot" \
  $(find src app include web -name '*.cpp' -o -name '*.hpp' | sort)
# The page's modules: tr('...'), N_('...') and trn('...', '...', n) (web/static/i18n.js).
page=$(mktemp --suffix=.pot)
trap 'rm -f "$pot" "$page"' EXIT
xgettext --language=JavaScript --from-code=UTF-8 --keyword=tr --keyword=N_ --keyword=trn:1,2 \
  --add-comments=TRANSLATORS: --no-wrap --sort-by-file \
  --package-name=grundy --msgid-bugs-address=none -o "$page" $(find web/static -name '*.js' | sort)
msgcat --use-first --no-wrap --sort-by-file -o "$pot" "$pot" "$page"
if [ -f po/zh_CN.po ]; then
  msgmerge --quiet --update --backup=none --no-wrap --no-fuzzy-matching po/zh_CN.po "$pot"
  msgattrib --no-obsolete --no-wrap --output-file=po/zh_CN.po po/zh_CN.po
else
  msginit --no-translator --no-wrap --locale=zh_CN.UTF-8 --input="$pot" --output-file=po/zh_CN.po
fi
