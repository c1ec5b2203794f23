"""``bash start``, the README's first command: it sets up .venv once, finds the
libraries Qt lacks by ldd, installs their Debian packages or says how, and starts the
window with the arguments given.

Each test runs the real script, copied into a folder of its own with a stand-in
virtual environment (a ``python`` that records its calls, a window program that
records its arguments, an empty xcb plugin) and stand-ins for the system's ``ldd``,
``id``, ``sudo``, ``apt-get`` and ``apt-cache`` first on the PATH, so nothing is
installed and no window opens. The real run (a library removed with dpkg, then put
back by the script and the window shown on Xvfb) is described in packaging/README.md.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux")
                                or shutil.which("bash") is None,
                                reason="the start script's library check is for Linux")

FOUND = "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f0000000000)\n"


def _script(path: Path, text: str) -> None:
    path.write_text("#!/bin/sh\n" + text)
    path.chmod(0o755)


class Machine:
    """A project folder holding the start script, and the stand-in system."""

    def __init__(self, tmp: Path, uid: int = 1000, sudo: bool = False,
                 venv: bool = True) -> None:
        self.project = tmp / "project"
        self.bin = tmp / "bin"
        self.log = tmp / "log"
        self.ldd_output = tmp / "ldd-output"
        for folder in (self.project / "resources" / "translations", self.bin):
            folder.mkdir(parents=True)
        shutil.copy2(ROOT / "start", self.project / "start")
        for name in ("pyproject.toml", "setup.py"):
            shutil.copy2(ROOT / name, self.project / name)
        for ts in (ROOT / "resources" / "translations").glob("*.ts"):
            shutil.copy2(ts, self.project / "resources" / "translations" / ts.name)
        self.log.write_text("")
        self.ldd_output.write_text(FOUND)
        log, venv_bin = self.log, self.project / ".venv" / "bin"
        if venv:
            venv_bin.mkdir(parents=True)
            # pip install puts the window program into the environment
            _script(venv_bin / "python", f"""
case "$*" in *"pip install"*)
  echo "pip $*" >> {log}
  printf '#!/bin/sh\\necho "window $*" >> {log}\\n' > {venv_bin}/mahjong-scoresheet
  chmod +x {venv_bin}/mahjong-scoresheet ;;
*) exec {sys.executable} "$@" ;;
esac
""")
            plugins = (self.project / ".venv" / "lib" / "python3.11" / "site-packages" /
                       "PySide6" / "Qt" / "plugins" / "platforms")
            plugins.mkdir(parents=True)
            (plugins / "libqxcb.so").write_bytes(b"")
        # (an ldd that fails, as when one file is not a dynamic library, is read too)
        _script(self.bin / "ldd", f'echo "ldd $*" >> {log}\ncat {self.ldd_output}\n'
                                  f'! grep -q "not found" {self.ldd_output}\n')
        _script(self.bin / "id", f'[ "$1" = -u ] && echo {uid} || exec /usr/bin/id "$@"\n')
        _script(self.bin / "sudo", f'[ "$1" = -n ] && {"shift; exec" if sudo else "exit 1;"} '
                                   '"$@"\nexit 1\n')
        _script(self.bin / "apt-cache", "exit 100\n")
        # installing the packages makes the libraries appear
        _script(self.bin / "apt-get", f'echo "apt-get $*" >> {log}\n'
                f'case "$*" in *install*) printf "{FOUND}" > {self.ldd_output} ;; esac\n')

    def missing(self, *sonames: str) -> None:
        self.ldd_output.write_text(FOUND + "".join(f"\t{s} => not found\n" for s in sonames))

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        env = dict(os.environ, PATH=f"{self.bin}{os.pathsep}{os.environ['PATH']}")
        return subprocess.run(["bash", str(self.project / "start"), *args], env=env,
                              cwd="/", capture_output=True, text=True, timeout=60)

    def calls(self) -> list[str]:
        return self.log.read_text().splitlines()


def test_missing_libraries_are_named_with_the_command_that_installs_them(
        tmp_path: Path) -> None:
    machine = Machine(tmp_path)
    machine.missing("libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libxcb-icccm.so.4")
    result = machine.run()
    assert result.returncode == 1
    assert "libxcb-icccm.so.4, libxkbcommon-x11.so.0" in result.stderr
    assert "\n    sudo apt-get install -y libxcb-icccm4 libxkbcommon-x11-0\n" in result.stderr
    assert not [c for c in machine.calls() if c.startswith(("window", "apt-get"))]
    # ldd was asked about Qt's xcb plugin
    assert any(c.startswith("ldd ") and c.endswith("/platforms/libqxcb.so")
               for c in machine.calls())


def test_sonames_map_to_their_debian_packages(tmp_path: Path) -> None:
    machine = Machine(tmp_path)
    machine.missing("libxcb-keysyms.so.1", "libglib-2.0.so.0", "libdbus-1.so.3",
                    "libEGL.so.1", "libX11-xcb.so.1", "libxcb-render-util.so.0")
    result = machine.run()
    assert result.returncode == 1
    command = next(line for line in result.stderr.splitlines() if "apt-get" in line)
    assert set(command.split()[4:]) == {"libxcb-keysyms1", "libglib2.0-0", "libdbus-1-3",
                                        "libegl1", "libx11-xcb1", "libxcb-render-util0"}


def test_as_root_it_installs_the_packages_and_starts_the_window(tmp_path: Path) -> None:
    machine = Machine(tmp_path, uid=0)
    machine.missing("libxcb-keysyms.so.1")
    result = machine.run("--lang", "sv", "club games.sqlite3")
    assert result.returncode == 0, result.stderr
    installs = [c for c in machine.calls() if c.startswith("apt-get") and "install" in c]
    assert installs and installs[0].endswith(" install -y -qq --no-install-recommends "
                                             "libxcb-keysyms1")
    assert machine.calls()[-1] == "window --lang sv club games.sqlite3"


def test_with_sudo_that_needs_no_password_it_installs_too(tmp_path: Path) -> None:
    machine = Machine(tmp_path, sudo=True)
    machine.missing("libxcb-icccm.so.4")
    result = machine.run()
    assert result.returncode == 0, result.stderr
    assert any("install" in c and c.endswith("libxcb-icccm4") for c in machine.calls())
    assert machine.calls()[-1] == "window "


def test_second_run_only_starts_the_window(tmp_path: Path) -> None:
    machine = Machine(tmp_path)
    first = machine.run("--version")
    assert first.returncode == 0, first.stderr
    assert [c for c in machine.calls() if c.startswith(("pip", "window"))] == [
        "pip -m pip install -q -e .", "window --version"]
    machine.log.write_text("")
    second = machine.run()
    assert second.returncode == 0 and second.stderr == ""
    assert [c for c in machine.calls() if not c.startswith("ldd")] == ["window "]
    # a changed translation source is compiled again: the project is installed again
    ts = machine.project / "resources" / "translations" / "mahjong_sv.ts"
    ts.write_text(ts.read_text() + "\n")
    machine.log.write_text("")
    machine.run()
    assert [c for c in machine.calls() if not c.startswith("ldd")] == [
        "pip -m pip install -q -e .", "window "]


def test_without_python_venv_it_names_the_package(tmp_path: Path) -> None:
    """No .venv yet and a python3 without the venv module (Debian's python3 without
    python3-venv): the command that installs python3-venv, and nothing made."""
    machine = Machine(tmp_path, venv=False)
    _script(machine.bin / "python3", f"""
case "$*" in *ensurepip*) exit 1 ;; esac
exec {sys.executable} "$@"
""")
    result = machine.run()
    assert result.returncode == 1
    assert "sudo apt-get install -y python3-venv" in result.stderr
    assert not (machine.project / ".venv").exists()
