# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The README and the pages in docs/ against the code: every console line the
game can print is in the README's table, the settings it lists are the
settings the game reads, docs/architecture.md's figures and module list are
current, and the README stays a player's guide that links every docs page."""

import ast
import os
import re
import tomllib

from minesweeper.settings import KEYS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# %s, %d, %r and the like, with flags, width and precision; %% is a percent.
_SPEC = re.compile(r"%[-+ 0#]*\d*(?:\.\d+)?[sdrifxXoc%]")


def readme_section(title, page="README.md"):
    """The section ``## title`` of the README (or of ``page``, a path from
    the repository's root, such as ``docs/architecture.md``)."""
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
        text = f.read()
    start = text.index("\n## %s\n" % title)
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else len(text)]


def table_rows(section):
    """The cells of each row of the section's tables (header rows too)."""
    rows = []
    for line in section.splitlines():
        if line.startswith("|") and not line.startswith("| ---"):
            rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows


def literal_pattern(text):
    """A regular expression for a printf-style format: each conversion
    matches any text."""
    out = ""
    at = 0
    for spec in _SPEC.finditer(text):
        out += re.escape(text[at : spec.start()])
        out += "%" if spec.group() == "%%" else ".+"
        at = spec.end()
    return out + re.escape(text[at:])


def message_pattern(node, formatted=False):
    """The pattern of the text an expression makes, or None where no part of
    it is literal (it could print anything)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return literal_pattern(node.value) if formatted else re.escape(node.value)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return message_pattern(node.left, formatted=True)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = message_pattern(node.left, formatted) or ".+"
        right = message_pattern(node.right, formatted) or ".+"
        return None if left == right == ".+" else left + right
    if isinstance(node, ast.JoinedStr):
        parts = [
            re.escape(v.value) if isinstance(v, ast.Constant) else ".+"
            for v in node.values
        ]
        return "".join(parts)
    return None


def game_sources():
    yield os.path.join(ROOT, "code.py")
    for folder, _, names in os.walk(os.path.join(ROOT, "minesweeper")):
        for name in sorted(names):
            if name.endswith(".py"):
                yield os.path.join(folder, name)


def print_formats():
    """(where, pattern) for every print() in the game's source."""
    found = []
    for path in game_sources():
        with open(path) as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "print"
            ):
                where = "%s:%d" % (os.path.relpath(path, ROOT), node.lineno)
                assert node.args, where + ": print() of nothing"
                # print's arguments joined by spaces, as print writes them
                # (the loop's error line: two, so that naming it joins nothing)
                parts = [message_pattern(arg) for arg in node.args]
                assert parts[0], where + ": print a literal format, not a variable"
                pattern = re.escape(" ").join(part or ".+" for part in parts)
                found.append((where, pattern))
    return found


def test_the_collector_sees_the_game_lines():
    formats = print_formats()
    assert len(formats) >= 10
    wheres = " ".join(where for where, _ in formats)
    for name in ("code.py", "loop.py", "settings.py", "screen.py", "sound.py"):
        assert name in wheres
    patterns = [pattern for _, pattern in formats]
    line = "won in 41.250 s, 3BV 25, 0.60 3BV/s, clicks 30, efficiency 83%, "
    line += "code 3SCC-N4VE-2HR5-ED"
    assert any(re.fullmatch(p, line) for p in patterns)
    assert any(re.fullmatch(p, "error, playing on: OSError: x") for p in patterns)
    assert message_pattern(ast.parse("'a %s b %d%%' % (x, y)").body[0].value) == (
        "a\\ .+\\ b\\ .+%"
    )


def test_every_console_line_is_in_the_readme_table():
    rows = table_rows(readme_section("Console messages"))
    assert rows[0][0] == "message"
    shown = [span for row in rows[1:] for span in re.findall(r"`([^`]+)`", row[0])]
    missing = [
        where
        for where, pattern in print_formats()
        if not any(re.fullmatch(pattern, line) for line in shown)
    ]
    assert not missing, "console lines missing from the README's table: %s" % (
        ", ".join(missing)
    )


def test_the_readme_settings_are_the_settings_the_game_reads():
    section = readme_section("settings.toml")
    block = section.split("```toml\n", 1)[1].split("```", 1)[0]
    example = tomllib.loads(block)
    rows = [row for row in table_rows(section) if row[0].startswith("`")]
    names = [entry[1] for entry in KEYS]
    assert list(example) == names, "the README's settings.toml block"
    assert [row[0].strip("`") for row in rows] == names, "the README's table"
    for (_, name, parse, default, limits), row in zip(KEYS, rows, strict=True):
        # The default it shows is the default, and the example is valid.
        if default is None:  # no default: shown as "none"
            assert row[1] == "none", name
        else:
            assert parse(row[1].strip("`"), limits) == default, name
        parse(example[name], limits)
        for limit in limits or ():
            assert str(limit) in row[2], "%s: %s is not in %r" % (name, limit, row[2])


def test_the_readme_sound_sizes_are_current():
    section = readme_section("Assets", "docs/architecture.md")
    stated = int(re.search(r"(\d+) KB in all", section).group(1))
    total = sum(
        os.path.getsize(os.path.join(ROOT, "assets", name))
        for name in os.listdir(os.path.join(ROOT, "assets"))
        if name.endswith(".wav")
    )
    assert stated == round(total / 1024), "%d bytes of WAVs" % total


def test_how_it_is_built_names_every_folder_and_app_module():
    # The folders carry the layers: each one is named with what it holds, and
    # so is each module of the app directly in minesweeper/.
    section = readme_section("The layers", "docs/architecture.md")
    block = section.split("```\n", 1)[1].split("```", 1)[0]
    named = set(re.findall(r"[\w/]+\.py|[\w]+/", block))
    package = os.path.join(ROOT, "minesweeper")
    for path in game_sources():
        rel = os.path.relpath(path, package)
        if rel.startswith(".."):
            continue  # code.py
        if os.sep in rel:
            assert rel.split(os.sep)[0] + "/" in named, rel
        elif rel != "__init__.py":
            assert rel in named, "docs/architecture.md, The layers: %s" % rel
    assert "device/" in named and "minesweeper/" in named


# -- the README is a player's guide; the engineering is in docs/ --------------

README_LINES = 500
_LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def local_links(page):
    """The targets of the page's Markdown links and pictures that are files of
    the repository (not web addresses), as paths from the repository's root."""
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
        text = f.read()
    folder = os.path.dirname(page)
    return [
        os.path.normpath(os.path.join(folder, target))
        for target in _LINK.findall(text)
        if "://" not in target
    ]


def test_the_readme_is_short():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) <= README_LINES, "README.md has %d lines" % len(lines)


def test_the_readme_links_every_docs_page_and_each_exists():
    pages = sorted(
        os.path.join("docs", name)
        for name in os.listdir(os.path.join(ROOT, "docs"))
        if name.endswith(".md")
    )
    linked = local_links("README.md")
    assert len(pages) >= 6
    missing = [page for page in pages if page not in linked]
    assert not missing, "README.md links none of %s" % ", ".join(missing)
    for page in ["README.md", *pages]:
        broken = [
            target
            for target in local_links(page)
            if not os.path.exists(os.path.join(ROOT, target))
        ]
        assert not broken, "%s links to no file: %s" % (page, ", ".join(broken))


def test_the_link_checker_sees_links_and_pictures():
    assert _LINK.findall("see [a](docs/a.md#b), ![p](p.png) [w](https://x/y)") == [
        "docs/a.md",
        "p.png",
        "https://x/y",
    ]
