"""The layers of the program, as import-linter contracts (pyproject.toml [tool.importlinter]):
the engine imports no table, files, clock or pygame; content no table or words; persist no
table; bots no table; and no circle of imports between the modules of any package."""
from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_import_contract_is_kept():
    exe = shutil.which("lint-imports") or str(pathlib.Path(sys.executable).with_name("lint-imports"))
    if not pathlib.Path(exe).exists():
        pytest.skip("import-linter is not installed (pip install '.[test]')")
    run = subprocess.run([exe, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]


def test_a_circle_of_imports_would_break_the_contract(tmp_path):
    """The contract can fail: a package whose two modules import each other is refused."""
    exe = shutil.which("lint-imports") or str(pathlib.Path(sys.executable).with_name("lint-imports"))
    if not pathlib.Path(exe).exists():
        pytest.skip("import-linter is not installed")
    pkg = tmp_path / "circle" / "inner"
    pkg.mkdir(parents=True)
    (tmp_path / "circle" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("from . import a\n")
    (tmp_path / ".importlinter").write_text(
        "[importlinter]\nroot_package = circle\n\n[importlinter:contract:1]\nname = no circles\n"
        "type = acyclic_siblings\nancestors = circle\n")
    env = {"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([exe, "--no-cache", "--config", str(tmp_path / ".importlinter")], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode != 0 and "BROKEN" in run.stdout
