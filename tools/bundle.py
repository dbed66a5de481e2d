# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The project bundle: one zip a player unpacks and copies to CIRCUITPY.

    python3 tools/bundle.py [--out build/minesweeper-bundle.zip]
    make bundle

Writes ``build/minesweeper-bundle.zip``, as Adafruit Learn's "Download
Project Bundle" does: the CIRCUITPY tree at the zip's top (``code.py``,
``minesweeper/``, ``assets/``, and ``lib/`` with ``adafruit_imageload``,
``adafruit_touchscreen`` and ``adafruit_ticks``), each ``.py`` as the deploy
writes it (:func:`deploying.build.build`: without docstrings, private
constants folded), so that a board copied by hand reads no docstring into
its heap. The entries are sorted and dated 2026-01-01, so the same tree
gives the same zip. Needs the libraries the desktop set-up installs
(``make setup``; ``make bundle`` installs them first).
"""

import argparse
import os
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from deploying import ROOT, DeployError  # noqa: E402  (tools/ is not a package)
from deploying.build import build  # noqa: E402

BUNDLE = os.path.join(ROOT, "build", "minesweeper-bundle.zip")
_DATE = (2026, 1, 1, 0, 0, 0)  # every entry's time: the same tree, the same zip


def write_zip(tree, path):
    """Zip the files under ``tree`` into ``path``, their paths relative to
    ``tree`` (forward slashes), sorted; return the names written."""
    names = []
    for folder, dirs, files in os.walk(tree):
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(folder, name)
            names.append(os.path.relpath(full, tree).replace(os.sep, "/"))
    names.sort()
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    partial = path + ".partial"
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as z:
        for name in names:
            info = zipfile.ZipInfo(name, _DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(os.path.join(tree, name), "rb") as f:
                z.writestr(info, f.read())
    os.replace(partial, path)  # a stopped run leaves no half zip in its place
    return names


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=BUNDLE, help="the zip to write")
    args = parser.parse_args(argv)
    try:
        tree = build(os.path.join(ROOT, "build", "bundle"))
        names = write_zip(tree, args.out)
    except (DeployError, OSError) as err:
        print("bundle: %s" % err, file=sys.stderr)
        return 2
    size = os.path.getsize(args.out)
    print(
        "bundle: %s, %d files, %d KB: unzip it and copy what it holds to CIRCUITPY"
        % (os.path.relpath(args.out), len(names), (size + 1023) // 1024)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
