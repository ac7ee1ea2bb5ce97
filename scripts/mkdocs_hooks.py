"""MkDocs hooks (mkdocs.yml, `hooks:`): the pages of the manual that print what
every family says of itself are completed from the program when the site is
built, so that a new family changes no page of the manual.

Two comments in a page's Markdown ask for it:

    <!-- printed in full on the site -->
        before a ```console block: each `$ build/grundy ...` command of the
        block is run, and the site shows its whole output. In the Markdown
        (what the forge shows, and what scripts/check_doc_examples.py checks)
        the block may leave lines out with `...`.

    <!-- every family: grundy games NAME -->
        is replaced by one section per family that `grundy games` lists,
        with the rules `grundy games NAME` prints, in the registry's order.

The program is GRUNDY_BINARY when set (the build's, in `make docs` and in the
docs.site test), else build/grundy beside mkdocs.yml. It runs in English.
"""
import os
import re
import shlex
import subprocess

IN_FULL = "<!-- printed in full on the site -->"
EVERY_FAMILY = "<!-- every family: grundy games NAME -->"
BLOCK_AFTER_MARK = re.compile(re.escape(IN_FULL) + r"\n```console\n(.*?)\n```", re.S)


def grundy_binary(config):
    binary = os.environ.get("GRUNDY_BINARY") or os.path.join(
        os.path.dirname(config["config_file_path"]), "build", "grundy")
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"error: the manual runs {binary} to print the families; build it first "
                         "(make build), or name it in GRUNDY_BINARY")
    return binary


def run(binary, command):
    """What `command` (a line after `$ build/grundy `) prints, as the shell
    would run it, in English."""
    environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", LC_MESSAGES="")
    done = subprocess.run(["bash", "-c", shlex.quote(binary) + " " + command], capture_output=True,
                          text=True, env=environment, check=False)
    return (done.stdout + done.stderr).rstrip("\n")


def console(binary, command):
    return f"```console\n$ build/grundy {command}\n{run(binary, command)}\n```"


def printed_in_full(binary, block):
    commands = [line[len("$ build/grundy "):] for line in block.split("\n")
                if line.startswith("$ build/grundy ")]
    return "\n".join(console(binary, command) for command in commands)


def every_family(binary):
    names = [line.split()[0] for line in run(binary, "games").split("\n") if line.startswith("  ")]
    return "\n\n".join(f"## {name}\n\n{console(binary, 'games ' + name)}" for name in names)


def on_page_markdown(markdown, page, config, files):
    if IN_FULL not in markdown and EVERY_FAMILY not in markdown:
        return markdown
    binary = grundy_binary(config)
    markdown = BLOCK_AFTER_MARK.sub(lambda match: printed_in_full(binary, match.group(1)), markdown)
    if EVERY_FAMILY in markdown:
        markdown = markdown.replace(EVERY_FAMILY, every_family(binary))
    return markdown
