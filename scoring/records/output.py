"""Writing an output file whole or not at all: the one way every export is written.

:func:`write_output` writes the bytes of a finished document (a game file, a
workbook, a PDF) to a temporary file beside the destination, flushes it and syncs
it to disk, and only then moves it into place (``os.replace``, atomic on POSIX)
and syncs the folder. When anything fails (a full disk, a folder that may not be
written) the temporary file is removed, the old file is left as it was, and an
:class:`OutputError` names the path and the reason.

:func:`output_path` says where an output named by the user may be written, before
anything is: a symbolic link is written through to its target (as editors do); a
folder, a pipe, a device or a socket is refused; and so is a file that is one of the
command's own inputs (compared by identity, the same device and inode, not by name:
``game export 1 games.sqlite3`` would otherwise replace the database it reads).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from scoring.errors import MahjongError


class OutputError(MahjongError):
    """An output file cannot be written (or may not be): the message names it."""


def output_path(path: str | Path, inputs: Iterable[str | Path] = ()) -> Path:
    """The file to write for the output the user named ``path``: ``path`` itself, or
    the target of a symbolic link. Raises :class:`OutputError` for a path that is a
    folder, not a regular file, or the same file as one of ``inputs``; nothing is
    written."""
    target = Path(os.path.realpath(path))
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise OutputError("{path}: cannot write the file ({reason}); nothing was written",
                          path=path, reason=exc.strerror) from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise OutputError("{path}: is a folder, not a file; nothing was written",
                              path=path)
        if not stat.S_ISREG(st.st_mode):
            raise OutputError("{path}: not a regular file (a pipe, a device or a socket); "
                              "it was left as it is and nothing was written", path=path)
        for source in inputs:
            try:
                seen = os.stat(source)
            except OSError:
                continue
            if (seen.st_dev, seen.st_ino) == (st.st_dev, st.st_ino):
                raise OutputError("{path}: is the same file as the input {source}; "
                                  "writing it would replace that input, so nothing was "
                                  "written", path=path, source=source)
    if not target.parent.is_dir():
        raise OutputError("{path}: cannot write the file ({folder}: no such folder); "
                          "nothing was written", path=path, folder=target.parent)
    return target


def write_output(path: str | Path, data: bytes) -> None:
    """Write ``data`` as the file ``path`` (see :func:`output_path`), whole or not at
    all: through a temporary file beside it, flushed and synced, then moved into place.
    Raises :class:`OutputError`; the old file is then as it was and no temporary file
    is left."""
    target = output_path(path)
    try:
        old_mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        old_mode = None
    import secrets  # here: it loads OpenSSL, which a program that only reads never needs
    tmp = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0),
                     0o666)
    except OSError as exc:
        raise _cannot(path, exc) from None
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            if old_mode is not None:
                os.fchmod(fd, old_mode)  # keep the file's permissions
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, OSError):
            raise _cannot(path, exc) from None
        raise
    _sync_folder(target.parent)


def _cannot(path: str | Path, exc: OSError) -> OutputError:
    return OutputError("{path}: cannot write the file ({reason}); nothing was written",
                       path=path, reason=exc.strerror or exc)


def _sync_folder(folder: Path) -> None:
    """Make the new name durable (POSIX; elsewhere a folder cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
