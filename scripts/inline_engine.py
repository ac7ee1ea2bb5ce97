#!/usr/bin/env python3
"""Writes grundy-engine-inline.js: grundy-engine.js with grundy-engine.wasm
inside it, for a page opened from a folder (file://), where a browser
fetches no .wasm file.

Emscripten's -sSINGLE_FILE makes the same from a second link of the whole
engine; this reuses the first link's two files instead. The factory
createGrundyEngine is wrapped so that every engine it starts gets the bytes
as `wasmBinary`, which Emscripten's loader instantiates without fetching.

    inline_engine.py grundy-engine.js grundy-engine.wasm grundy-engine-inline.js
"""
import base64
import sys


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    script_path, wasm_path, out_path = sys.argv[1:]
    with open(script_path, encoding="utf-8") as script_file:
        script = script_file.read()
    if "var createGrundyEngine" not in script:
        print(f"error: {script_path} does not define createGrundyEngine", file=sys.stderr)
        return 2
    with open(wasm_path, "rb") as wasm_file:
        wasm = base64.b64encode(wasm_file.read()).decode("ascii")
    wrapper = (
        "\n// grundy-engine.wasm, inside the script (scripts/inline_engine.py).\n"
        "createGrundyEngine = ((create, inside) => {\n"
        "  let bytes = null;\n"
        "  return (options = {}) => {\n"
        "    if (bytes === null) bytes = Uint8Array.from(atob(inside), (c) => c.charCodeAt(0));\n"
        "    return create(Object.assign({}, options, {wasmBinary: bytes}));\n"
        "  };\n"
        f"}})(createGrundyEngine, '{wasm}');\n"
    )
    with open(out_path, "w", encoding="utf-8") as out_file:
        out_file.write(script + wrapper)
    return 0


if __name__ == "__main__":
    sys.exit(main())
