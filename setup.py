"""Builds the extension grundy._grundy with the project's CMake, for the
Python that runs this (pyproject.toml has the package's metadata).

Environment variables: GRUNDY_BUILD_TYPE (default Release),
CMAKE_BUILD_PARALLEL_LEVEL (default: every core), and GRUNDY_CMAKE_BUILD_DIR:
a build folder of this project already configured (with the Python module),
whose target is built there (nothing to do when it is up to date) instead of
configuring and compiling the library afresh. The package test
(tests/python/pip_install.sh) uses it, so that `make test` compiles the
library once for the release build and not again for pip.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = Path(__file__).resolve().parent


def project_version():
    """The version in CMakeLists.txt's project(), the one source of it."""
    text = (SOURCE / "CMakeLists.txt").read_text(encoding="utf-8")
    found = re.search(r"project\(grundy VERSION ([0-9.]+)", text)
    if not found:
        raise RuntimeError("CMakeLists.txt names no project(grundy VERSION ...)")
    return found.group(1)


class CMakeExtension(Extension):
    """An extension that CMake's target `target` builds."""

    def __init__(self, name, target):
        super().__init__(name, sources=[])
        self.target = target


class CMakeBuild(build_ext):
    """Configures the project (library and Python module only) in the build
    folder setuptools gives, builds the target, and copies the module to
    where setuptools packs it."""

    def build_extension(self, ext):
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
        reused = os.environ.get("GRUNDY_CMAKE_BUILD_DIR")
        if reused:
            build = Path(reused).resolve()
            if not (build / "CMakeCache.txt").exists():
                raise RuntimeError(f"GRUNDY_CMAKE_BUILD_DIR={reused} is not a configured build folder")
        else:
            build = Path(self.build_temp).resolve() / "cmake"
            self.configure(build)
        subprocess.run(["cmake", "--build", str(build), "--target", ext.target, "-j", jobs], check=True)
        built = next((build / "python" / "grundy").glob("_grundy*" + (".pyd" if os.name == "nt" else ".so")))
        destination = Path(self.get_ext_fullpath(ext.name))
        destination.parent.mkdir(parents=True, exist_ok=True)
        self.copy_file(str(built), str(destination))

    @staticmethod
    def configure(build):
        """The library and the module only, for the Python that runs this."""
        build.mkdir(parents=True, exist_ok=True)
        configure = [
            "cmake", "-S", str(SOURCE), "-B", str(build),
            f"-DCMAKE_BUILD_TYPE={os.environ.get('GRUNDY_BUILD_TYPE', 'Release')}",
            f"-DPython3_EXECUTABLE={sys.executable}",
            "-DGRUNDY_FRONT_ENDS=OFF",  # the library and the module only
        ]
        subprocess.run(configure, check=True)


setup(
    version=project_version(),
    ext_modules=[CMakeExtension("grundy._grundy", "grundy_python")],
    cmdclass={"build_ext": CMakeBuild},
)
