"""The one build step pyproject.toml cannot declare: compiling the translations.

Every build (``pip install .``, ``pip install -e .``, ``python -m build``, ``pip wheel``)
runs ``build_py``; this one also compiles ``resources/translations/*.ts`` with Qt's
``lrelease`` (from PySide6-Essentials, a build requirement) into the ``.qm`` files the
program loads: into the wheel's ``app/resources/translations/``, or beside the ``.ts``
files for an editable install. A build without ``lrelease`` or with a broken ``.ts``
file fails; it never leaves the translations out silently.
"""

from __future__ import annotations

import importlib.util
import logging
import subprocess
import warnings
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.warnings import InformationOnly

# ``pip install -e .`` of a package whose folder is mapped (``app.resources`` is the
# top-level resources/) goes through an import finder, and setuptools says so on every
# such install: an "Editable installation" notice ("be careful with folders in your
# working directory with the same name as your package": here they are the package)
# that pip prints as a warning, and a log line that package-data has no effect (the
# finder serves the files from the checkout). Neither points at a problem here.
warnings.filterwarnings("ignore", message="Editable installation", category=InformationOnly)
logging.getLogger("setuptools.command.editable_wheel").setLevel(logging.ERROR)

HERE = Path(__file__).resolve().parent
TRANSLATIONS = HERE / "resources" / "translations"
#: where the compiled files go inside the wheel ("app.resources" is resources/)
PACKAGE_FOLDER = Path("app", "resources", "translations")


def lrelease() -> list[str]:
    """The command that runs Qt's lrelease: the binary shipped inside PySide6, else an
    ``lrelease`` on the PATH (scripts/qt_tools.py finds it)."""
    spec = importlib.util.spec_from_file_location("qt_tools", HERE / "scripts" / "qt_tools.py")
    assert spec is not None and spec.loader is not None
    qt_tools = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(qt_tools)  # scripts/ is no package of the build: by its path
    found = qt_tools.qt_tool("lrelease")
    if found:
        return [found]
    raise SystemExit("building mahjong-scoresheet needs Qt's lrelease to compile the "
                     "translations: install PySide6-Essentials in the build environment")


class BuildWithTranslations(build_py):
    """build_py, then ``lrelease`` for every ``.ts`` file."""

    def run(self) -> None:
        super().run()
        sources = sorted(TRANSLATIONS.glob("*.ts"))
        if not sources:
            raise SystemExit(f"no translation sources (*.ts) in {TRANSLATIONS}")
        target = TRANSLATIONS if self.editable_mode else Path(self.build_lib) / PACKAGE_FOLDER
        target.mkdir(parents=True, exist_ok=True)
        command = lrelease()
        for source in sources:
            qm = target / source.with_suffix(".qm").name
            subprocess.run([*command, "-silent", str(source), "-qm", str(qm)], check=True)
            if not qm.is_file() or qm.stat().st_size == 0:
                raise SystemExit(f"lrelease wrote no {qm}")
            self.announce(f"compiled {source.name} -> {qm}", level=2)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self.editable_mode:
            return outputs
        folder = Path(self.build_lib) / PACKAGE_FOLDER
        return outputs + [str(folder / ts.with_suffix(".qm").name)
                          for ts in sorted(TRANSLATIONS.glob("*.ts"))]


setup(cmdclass={"build_py": BuildWithTranslations})
