# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The deploy's checks before it writes anything: a CIRCUITPY drive,
``boot_out.txt``'s board and CircuitPython version, and a CircuitPython
``mpy-cross`` of the board's major version."""

import os
import re
import subprocess

from deploying import (
    BOARDS,
    MPY_CROSS_URL,
    NEWEST,
    OLDEST,
    DeployError,
    _name,
    _option,
    _under_make,
)


def check_mpy_cross(mpy_cross):
    """Refuse an mpy-cross that cannot run or is MicroPython's; return the
    first line of what it says about itself."""
    try:
        result = subprocess.run(
            [mpy_cross, "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as err:
        raise DeployError(
            "cannot run mpy-cross %s (%s): %s needs the path of CircuitPython's"
            " mpy-cross, from %s"
            % (mpy_cross, err, _option("--mpy-cross"), MPY_CROSS_URL)
        ) from None
    said = (result.stdout + result.stderr).strip()
    if "MicroPython" in said and "CircuitPython" not in said:
        raise DeployError(
            "%s is MicroPython's mpy-cross (%s), whose .mpy files CircuitPython"
            " refuses: CircuitPython needs its own mpy-cross, the build for your"
            " CircuitPython version from %s"
            % (mpy_cross, said.splitlines()[0], MPY_CROSS_URL)
        )
    return said.splitlines()[0] if said else ""


def check_drive(drive, force=False):
    """Refuse what is not a CIRCUITPY folder; return its normalised path."""
    if not drive:
        if _under_make():
            example = "make deploy DRIVE=/media/$USER/CIRCUITPY"
        else:
            example = "python3 tools/deploy.py /media/$USER/CIRCUITPY"
        raise DeployError(
            "no drive given: name the board's CIRCUITPY drive, e.g. %s"
            " (macOS: /Volumes/CIRCUITPY, Windows: E:\\)" % example
        )
    if not os.path.exists(drive):
        raise DeployError(
            "%s does not exist: is the board plugged in and its CIRCUITPY"
            " drive mounted?" % _name(drive)
        )
    if not os.path.isdir(drive):
        raise DeployError(
            "%s is a file, not a folder: give the CIRCUITPY drive's folder"
            % _name(drive)
        )
    if not force and not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        raise DeployError(
            "%s has no boot_out.txt, so it is not a CIRCUITPY drive"
            " (%s to copy anyway)" % (_name(drive), _option("--force"))
        )
    return os.path.normpath(drive)


# "CircuitPython 9.2.1", "CircuitPython 10.0.0-beta.2", "... 10.3.0-alpha.4-73-gf1ae"
_VERSION = re.compile(r"CircuitPython (\d+)\.(\d+)(?:\.(\d+))?(?:-[\w.+-]+)?")


def version_in(text):
    """((major, minor, micro), as written) of the first CircuitPython version
    named in text, or (None, "")."""
    match = _VERSION.search(text)
    if match is None:
        return None, ""
    return tuple(int(n or 0) for n in match.groups()), match.group()


def read_boot_out(drive):
    """(version, as written, board name, board id) that the drive's
    boot_out.txt names; version is None when it names none (or is missing).
    Its first line reads "Adafruit CircuitPython 10.1.0 on 2025-10-09;
    Adafruit PyPortal with samd51j20", a later one "Board ID:pyportal"."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), "rb") as f:
            text = f.read(4096).decode("utf-8", "replace")
    except OSError:
        return None, "", "", ""
    lines = text.strip().splitlines() or [""]
    version, written = version_in(lines[0])
    name = lines[0].partition(";")[2]
    name = re.sub(r"\s+with\s+\S+\s*$", "", name).strip()
    board_id = re.search(r"^Board ID:\s*(\S+)", text, re.MULTILINE)
    return version, written, name, board_id.group(1) if board_id else ""


def check_board(drive, force=False):
    """Refuse a board the game is not made for and a CircuitPython older
    than OLDEST, one line each (--force goes ahead, saying so); return
    (version, as written, board name) from boot_out.txt."""
    if not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        return None, "", ""  # --force past check_drive: nothing to go by
    version, written, name, board_id = read_boot_out(drive)
    problems = []
    if version is None:
        problems.append(
            "%s: boot_out.txt names no CircuitPython version, so the board and"
            " its version are unknown" % _name(drive)
        )
    elif not ((board_id in BOARDS) if board_id else (name in BOARDS.values())):
        problems.append(
            "%s is %s (boot_out.txt), not a PyPortal, Pynt or Titano: the game"
            " needs their screen and touchscreen"
            % (_name(drive), name or board_id or "an unnamed board")
        )
    if version is not None and version[0] < OLDEST:
        problems.append(
            "%s runs %s, older than CircuitPython %d: put CircuitPython %d or %d"
            ' on the board first (README: "Put CircuitPython on the board")'
            % (_name(drive), written, OLDEST, OLDEST, NEWEST)
        )
    if problems and not force:
        raise DeployError("%s (%s to copy anyway)" % (problems[0], _option("--force")))
    for problem in problems:
        print("deploy: copying anyway (%s): %s" % (_option("--force"), problem))
    return version, written, name


def check_mpy_cross_version(mpy_cross, said, version, force=False):
    """Refuse a CircuitPython mpy-cross of another major version than the
    board's (Adafruit builds the libraries' .mpy files once per major
    version); --force goes ahead, saying so."""
    compiler, written = version_in(said)
    if version is None or compiler is None or compiler[0] == version[0]:
        return
    problem = (
        "%s is the mpy-cross of %s, the board runs CircuitPython %d.%d.%d:"
        " use the mpy-cross of CircuitPython %d, from %s (%s to use it anyway)"
        % (mpy_cross, written, *version, version[0], MPY_CROSS_URL,
           _option("--force"))
    )  # fmt: skip
    if not force:
        raise DeployError(problem)
    print("deploy: compiling anyway (%s): %s" % (_option("--force"), problem))


def target(version, written, name, said):
    """One line: the CircuitPython the deploy builds for, and how."""
    if version is None:
        aim = "for a CircuitPython it cannot tell (no version in boot_out.txt)"
    else:
        aim = "for %s on %s" % (written, name or "this board")
        if version[0] > NEWEST:
            aim += " (newer than CircuitPython %d, which it was checked on)" % NEWEST
    if said:
        how = ".mpy files compiled by %s" % said
    else:
        how = "libraries and game as .py source, which CircuitPython %d and %d" % (
            OLDEST,
            NEWEST,
        )
        how += " both load"
    return "deploy: %s: %s" % (aim, how)
