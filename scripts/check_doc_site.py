#!/usr/bin/env python3
"""Builds the manual with MkDocs in strict mode (no broken link, every page in
the navigation) into SITE_DIR, then checks what the pages show: a list that
Markdown did not recognise (no blank line before it, say) is printed as text
with its `- ` marks, which the forge's renderer would have hidden.

usage: check_doc_site.py MKDOCS_YML SITE_DIR
"""
import glob
import os
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    config, site = sys.argv[1], sys.argv[2]
    subprocess.run(["mkdocs", "build", "--strict", "--quiet", "--config-file", config, "--site-dir", site],
                   check=True)
    problems = 0
    for page in sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True)):
        if os.sep + "api" + os.sep in page or page.endswith("404.html"):
            continue
        with open(page, encoding="utf-8") as file:
            html = re.sub(r"<pre.*?</pre>", "", file.read(), flags=re.S)
        for line in html.split("\n"):
            if re.match(r"^\s*(- |\* |\d+\. )\S", line):
                problems += 1
                print(f"{os.path.relpath(page, site)}: a list item shown as text: {line.strip()[:80]}")
    print(f"{problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
