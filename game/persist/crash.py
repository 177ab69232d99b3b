"""Crash reports: when the table dies of an unexpected error, write down what happened.

A report (traceback, version, platform, the last autosave) goes into the crash folder; the
autosave is never touched. On the next start `pending_crash()` tells the table to offer
"resume from the last autosave"; `clear_crash()` files the report away once it has asked.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
import time
import traceback
from pathlib import Path

from .atomic import write_text_atomic
from .paths import crash_dir

log = logging.getLogger(__name__)
KEEP_SEEN = 20


def app_version() -> str:
    """The installed version of the table, or "unknown" when running from a bare checkout."""
    try:
        from importlib.metadata import version
        return version("spirit-island-table")
    except Exception:
        return "unknown"


def write_crash_report(exc: BaseException) -> Path:
    """Write a crash report for an exception; returns its path (once per exception)."""
    done = getattr(exc, "_crash_report", None)
    if done:
        return Path(done)
    import platform     # only when a report is written: it costs ~10 ms of every start
    from .logs import log_file
    from .saves import latest_autosave
    try:
        autosave = str(latest_autosave() or "none")
    except Exception as e:  # the report must be written even if the saves folder is broken
        autosave = f"unknown ({type(e).__name__})"
    lines = [
        "Spirit Island table - crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"version: {app_version()}",
        f"python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"platform: {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        f"last autosave: {autosave}",
        f"log file: {log_file()}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
    ]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = write_text_atomic(crash_dir() / f"crash-{stamp}-{os.getpid()}.txt", "\n".join(lines))
    try:
        exc._crash_report = str(path)
    except AttributeError:
        pass
    log.critical("the table crashed: %s: %s (report %s)", type(exc).__name__, exc, path)
    return path


def install_crash_handler() -> None:
    """Write a crash report for any uncaught exception (main thread and other threads)."""
    if getattr(sys.excepthook, "_spirit_table", False):
        return
    before = sys.excepthook
    before_thread = threading.excepthook

    def hook(kind, exc, tb):
        _report_quietly(exc)
        before(kind, exc, tb)

    def thread_hook(args):
        _report_quietly(args.exc_value)
        before_thread(args)

    hook._spirit_table = True
    sys.excepthook = hook
    threading.excepthook = thread_hook


def pending_crash() -> Path | None:
    """The newest crash report not yet dealt with, or None."""
    folder = crash_dir()
    reports = sorted(folder.glob("crash-*.txt")) if folder.is_dir() else []
    return reports[-1] if reports else None


def clear_crash() -> None:
    """File the pending crash reports under crash/seen (the newest few are kept for bug reports)."""
    folder = crash_dir()
    if not folder.is_dir():
        return
    seen = folder / "seen"
    seen.mkdir(exist_ok=True)
    for report in folder.glob("crash-*.txt"):
        report.replace(seen / report.name)
    for old in sorted(seen.glob("crash-*.txt"))[:-KEEP_SEEN]:
        old.unlink(missing_ok=True)


def _report_quietly(exc) -> None:
    if exc is None or isinstance(exc, (KeyboardInterrupt, SystemExit)):
        return
    try:
        write_crash_report(exc)
    except Exception:  # never hide the original error behind a reporting error
        pass
