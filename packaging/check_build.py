"""Build the standalone app and try it: the test of the Linux build (slow, so not part
of ``bash .ci/run``).

    python packaging/check_build.py              # build (python packaging/build.py), then check
    python packaging/check_build.py --no-build   # check the app already in dist/

Checks, each with the built program itself (``MAHJONG_SCORESHEET_BUNDLE_CHECK``, see
bundle_check.py): the app in ``dist/mahjong-scoresheet/`` started offscreen opens a
game, writes a PDF and a workbook and loads its translations and Qt's; the same from
the archive unpacked into an empty folder (the archive is complete and the app runs
from anywhere); with ``xvfb-run`` installed, the same on an X server through Qt's xcb
plugin; the command line ``mahjong-score`` beside it scores a hand. Then it prints
the figures (and fails when the Linux app is over 140 MB or its archive over 40 MB):
size unpacked and archived, and the time from
starting the process to the first window, median of ``--runs`` starts, for the built
program and for the program run from the checkout (``python -m app``'s code path,
through packaging/bundle_check.py). Exit status 0 only when every check passed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from version_info import VERSION  # noqa: E402

# packaging/build.py, by its path: "import build" could find the PyPI package "build"
_spec = importlib.util.spec_from_file_location("bundle_build", HERE / "build.py")
assert _spec is not None and _spec.loader is not None
_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_build)
BUNDLE, DIST, NAME, folder_size = _build.BUNDLE, _build.DIST, _build.NAME, _build.folder_size
CLI_NAME = _build.CLI_NAME
#: the most the Linux app may weigh, unpacked and archived (bytes)
MOST_UNPACKED, MOST_ARCHIVED = 140e6, 40e6


def check_command_line(program: Path) -> bool:
    """The bundle's mahjong-score: its version, its rule sets, a hand scored."""
    runs = {
        ("--version",): f"mahjong-score {VERSION}",
        ("rulesets",): "ponjan",
        ("score", "--json", "--rules", "swedish", "--win", "2s",
         "123m 456m 789s 555p 22s"): '"score": 24,',
    }
    ok = True
    for args, expected in runs.items():
        result = subprocess.run([str(program), *args], capture_output=True, text=True,
                                timeout=60)
        passed = result.returncode == 0 and expected in result.stdout
        ok = ok and passed
        print(f"command line {' '.join(args[:1])}: {'ok' if passed else 'FAILED'}"
              + ("" if passed else f"\n{result.stdout}{result.stderr}"))
    return ok


def start(command: list[str], env: dict[str, str], out: Path) -> tuple[float, dict[str, object]]:
    """Run one check; (seconds from starting the process to the window shown, report)."""
    began = time.time()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=180)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    written = out / "report.json"
    if not lines and written.is_file():  # a windowed program on Windows prints nothing
        lines = [written.read_text(encoding="utf-8")]
    if not lines:
        raise SystemExit(f"{command[0]} printed no report (exit {result.returncode}):\n"
                         f"{result.stdout}\n{result.stderr}")
    report = json.loads(lines[-1])
    report["exit status"] = result.returncode
    if result.returncode != 0:
        report["stderr"] = result.stderr[-2000:]
    return float(report.get("shown_at", began)) - began, report


def check(label: str, command: list[str], runs: int, platform: str = "offscreen",
          built: bool = True) -> tuple[bool, list[float]]:
    """Run ``command`` ``runs`` times: the built program (``built``: told by the
    environment to run its check) or bundle_check.py (given the folder)."""
    times, ok = [], True
    for run in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, QT_QPA_PLATFORM=platform)
            if built:
                env["MAHJONG_SCORESHEET_BUNDLE_CHECK"] = tmp
                full = command
            else:
                full = [*command, tmp]
            seconds, report = start(full, env, Path(tmp))
            times.append(seconds)
            checks = report.get("checks", {})
            passed = report["exit status"] == 0 and all(v is True for v in checks.values())
            if run == 0 or not passed:
                failed = {k: v for k, v in checks.items() if v is not True}
                print(f"{label}: {'ok' if passed else 'FAILED'}"
                      f" ({len(checks)} checks{', failed: ' + str(failed) if failed else ''})")
                if not passed and "stderr" in report:
                    print(report["stderr"])
            ok = ok and passed
    return ok, times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="check dist/ as it is")
    parser.add_argument("--runs", type=int, default=5, help="starts to time (default 5)")
    args = parser.parse_args(argv)
    if not args.no_build:
        began = time.perf_counter()
        subprocess.run([sys.executable, str(HERE / "build.py")], check=True)
        print(f"build time: {time.perf_counter() - began:.0f} s")
    program = BUNDLE / (NAME + (".exe" if os.name == "nt" else ""))
    if not program.is_file():
        raise SystemExit(f"no {program}: run python packaging/build.py first")
    ok, bundle_times = check("built app, offscreen", [str(program)], args.runs)
    ok = check_command_line(program.with_name(CLI_NAME + program.suffix)) and ok

    archives = sorted(DIST.glob(f"{NAME}-{VERSION}-linux-*.tar.xz"))
    if archives:
        with tempfile.TemporaryDirectory() as tmp:
            with tarfile.open(archives[-1]) as tar:
                tar.extractall(tmp, filter="tar")
            unpacked = Path(tmp) / f"{NAME}-{VERSION}" / NAME
            passed, _ = check("unpacked archive, offscreen", [str(unpacked)], 1)
            ok = ok and passed
    elif sys.platform.startswith("linux"):
        print("no archive in dist/ (built with --no-archive?)")
        ok = False

    if shutil.which("xvfb-run"):
        passed, _ = check("built app, X server (xvfb-run, xcb)",
                          ["xvfb-run", "-a", str(program)], 1, platform="xcb")
        ok = ok and passed
    else:
        print("xvfb-run is not installed: the xcb platform plugin is not tried")

    _, source_times = check("from the checkout (python)",
                            [sys.executable, str(HERE / "bundle_check.py")], args.runs,
                            built=False)

    print()
    unpacked_size = folder_size(BUNDLE)
    print(f"unpacked: {unpacked_size / 1e6:.0f} MB ({program.parent.relative_to(ROOT)})")
    if sys.platform.startswith("linux") and unpacked_size > MOST_UNPACKED:
        print(f"TOO BIG: over {MOST_UNPACKED / 1e6:.0f} MB")
        ok = False
    for path in archives:
        print(f"archive: {path.stat().st_size / 1e6:.1f} MB ({path.relative_to(ROOT)})")
        if path.stat().st_size > MOST_ARCHIVED:
            print(f"TOO BIG: over {MOST_ARCHIVED / 1e6:.0f} MB")
            ok = False
    print(f"start to first window, median of {args.runs}: built app "
          f"{statistics.median(bundle_times):.2f} s (first {bundle_times[0]:.2f} s), "
          f"from the checkout {statistics.median(source_times):.2f} s "
          f"(first {source_times[0]:.2f} s)")
    print("all checks passed" if ok else "SOME CHECKS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
