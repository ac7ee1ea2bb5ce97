"""Runs a notebook (examples/notebook.ipynb) against the module just built
and fails when a cell raises, or when a cell tagged "drawing" shows no SVG
picture. Run by ctest (python.notebook) with PYTHONPATH=build/python.

    run_notebook.py NOTEBOOK

The notebook runs in a Jupyter kernel through nbclient (Debian's
python3-nbclient and python3-ipykernel). When the interpreter running this
script has no nbclient, another python3 of the same version that has one
(Debian's /usr/bin/python3 beside pyenv's) runs it instead, since it loads
the same extension; failing that, the code cells are run one after the other
in this interpreter, each last expression shown as a notebook would, and the
script says so.
"""
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile

DRAWING_TAG = "drawing"


def kernel_interpreter():
    """Another python3 of this version with nbclient and ipykernel, or None."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    candidates = ["/usr/bin/python3", shutil.which(f"python{version}"), shutil.which("python3")]
    for candidate in candidates:
        if not candidate or not os.path.exists(candidate) or os.path.realpath(candidate) == os.path.realpath(
                sys.executable):
            continue
        check = ("import sys, nbclient, nbformat, ipykernel; "
                 "print(f'{sys.version_info.major}.{sys.version_info.minor}')")
        done = subprocess.run([candidate, "-c", check], capture_output=True, text=True, check=False)
        if done.returncode == 0 and done.stdout.strip() == version:
            return candidate
    return None


def shown_pictures(outputs):
    """The HTML and SVG of a cell's outputs, joined."""
    shown = []
    for output in outputs:
        data = output.get("data", {})
        for kind in ("text/html", "image/svg+xml"):
            value = data.get(kind, "")
            shown.append("".join(value) if isinstance(value, list) else value)
    return "\n".join(shown)


def run_with_nbclient(path):
    import nbclient
    import nbformat

    notebook = nbformat.read(path, as_version=4)
    with tempfile.TemporaryDirectory(prefix="grundy-notebook-") as folder:
        client = nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                                         resources={"metadata": {"path": folder}})
        client.execute()  # CellExecutionError, naming the cell, when one raises
    return [(cell.metadata.get("tags", []), cell.outputs) for cell in notebook.cells
            if cell.cell_type == "code"]


def run_plainly(path):
    """Each code cell run in one namespace; the value of a last expression is
    shown by its _repr_html_ and _repr_svg_, as a notebook shows it."""
    with open(path, encoding="utf-8") as file:
        notebook = json.load(file)
    namespace = {"__name__": "__main__", "display": print}
    results = []
    for number, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        try:
            exec(compile(tree, f"<cell {number}>", "exec"), namespace)
            value = eval(compile(ast.Expression(last.value), f"<cell {number}>", "eval"), namespace) if last else None
        except Exception as error:
            raise SystemExit(f"cell {number} raised {type(error).__name__}: {error}\n{source}") from error
        data = {}
        for kind, method in (("text/html", "_repr_html_"), ("image/svg+xml", "_repr_svg_")):
            shown = getattr(value, method, None)
            if callable(shown) and shown() is not None:
                data[kind] = shown()
        results.append((cell.get("metadata", {}).get("tags", []), [{"data": data}]))
    return results


def main():
    path = sys.argv[1]
    try:
        import nbclient  # noqa: F401
        import ipykernel  # noqa: F401
    except ImportError:
        other = kernel_interpreter()
        if other is not None:
            os.execv(other, [other, os.path.abspath(__file__), path])
        print("run_notebook: no nbclient and ipykernel for this python: the code cells run in it plainly")
        cells = run_plainly(path)
    else:
        cells = run_with_nbclient(path)
    drawings = [outputs for tags, outputs in cells if DRAWING_TAG in tags]
    if not drawings:
        raise SystemExit(f"{path}: no cell is tagged {DRAWING_TAG!r}")
    for outputs in drawings:
        if "<svg" not in shown_pictures(outputs):
            raise SystemExit(f"{path}: a cell tagged {DRAWING_TAG!r} shows no <svg picture: {outputs}")
    print(f"{path}: {len(cells)} code cells ran, {len(drawings)} drawn")


if __name__ == "__main__":
    main()
