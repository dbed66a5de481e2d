# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Touch gestures (controls/touch.py): taps, holds, noise, drags; pytest and
MicroPython."""

from minesweeper.compat import PERIOD, ticks_add, ticks_diff
from minesweeper.controls import touch


def cells_of_16(x, y):
    """Targets: 16 px cells on a 10x10 board, nothing beyond."""
    if 0 <= x < 160 and 0 <= y < 160:
        return (y // 16) * 10 + x // 16
    return -1


def feed(gestures, samples, start=0, step=20):
    """Feed (x, y) / None samples 20 ms apart; return the non-empty events
    as (event, target, time)."""
    events = []
    now = start
    for sample in samples:
        point = None if sample is None else (sample[0], sample[1], 30000)
        event = gestures.feed(point, now)
        if event != touch.NOTHING:
            events.append((event, gestures.target, now))
        now = ticks_add(now, step)
    return events


def test_tap_after_settling_and_release():
    g = touch.Gestures(cells_of_16)
    events = feed(g, [None, (20, 20), (21, 20), (20, 21), (21, 21), None, None])
    assert events == [(touch.PRESS, 11, 60), (touch.TAP, 11, 120)]


def test_tap_across_the_tick_wrap():
    g = touch.Gestures(cells_of_16)
    start = PERIOD - 50
    events = feed(g, [(20, 20)] * 3 + [None] * 2, start=start)
    assert [e[0] for e in events] == [touch.PRESS, touch.TAP]
    # Held across the wrap, the hold is timed right: a long press, not a tap.
    g = touch.Gestures(cells_of_16, hold_ms=400)
    events = feed(g, [(20, 20)] * 25 + [None] * 2, start=start)
    assert [e[0] for e in events] == [touch.PRESS, touch.LONG_PRESS]
    assert ticks_diff(events[1][2], start) == 400


def test_hold_gives_one_long_press_and_a_silent_release():
    g = touch.Gestures(cells_of_16, hold_ms=400)
    events = feed(g, [(40, 40)] * 30 + [None] * 3)
    assert [e[0] for e in events] == [touch.PRESS, touch.LONG_PRESS]
    assert events[1][2] == 400
    assert g.held_ms(600) == 0  # released


def test_noise_and_single_samples_do_nothing():
    g = touch.Gestures(cells_of_16)
    # Lone samples, and samples jumping about, never settle.
    noisy = [(5, 5), None, None, (100, 3), None, None, (3, 100), (90, 90), (20, 140)]
    assert feed(g, noisy + [None, None]) == []


def test_a_dropped_sample_mid_press_is_not_a_release():
    g = touch.Gestures(cells_of_16)
    events = feed(g, [(20, 20)] * 4 + [None] + [(20, 20)] * 3 + [None, None])
    assert [e[0] for e in events] == [touch.PRESS, touch.TAP]


def test_jitter_within_tolerance_keeps_the_target():
    g = touch.Gestures(cells_of_16, jitter=6)
    # 15 and 17 straddle the border between cells 0 and 1 (16 px).
    events = feed(g, [(15, 5), (14, 5), (15, 6), (17, 5), (19, 4), None, None])
    assert events[-1][:2] == (touch.TAP, 0)


def test_drag_off_the_cell_cancels():
    g = touch.Gestures(cells_of_16, jitter=6)
    events = feed(g, [(8, 8)] * 3 + [(40, 8)] * 3 + [None, None])
    assert [e[0] for e in events] == [touch.PRESS, touch.CANCEL]
    # A long press, then a drag: the flag stands, nothing more happens.
    events = feed(g, [(8, 8)] * 25 + [(60, 60)] * 3 + [None, None])
    assert [e[0] for e in events] == [touch.PRESS, touch.LONG_PRESS]


def test_buttons_are_targets_too():
    def face_or_nothing(x, y):
        return -2 if x < 24 and y < 24 else -1

    g = touch.Gestures(face_or_nothing)
    events = feed(g, [(10, 10)] * 4 + [None, None])
    assert [(e[0], e[1]) for e in events] == [(touch.PRESS, -2), (touch.TAP, -2)]


def test_press_on_nothing_or_too_light_is_ignored():
    g = touch.Gestures(cells_of_16, min_pressure=1000)
    assert feed(g, [(300, 300)] * 5 + [None, None]) == []
    weak = [(20, 20, 500)] * 5
    for i in range(5):
        assert g.feed(weak[i], i * 20) == touch.NOTHING


def test_a_quick_tap_of_two_samples_is_a_tap():
    # 30-40 ms on the panel: two samples at 50 Hz, too few to settle a press,
    # is still a tap on release (no PRESS comes first: it acts at once).
    g = touch.Gestures(cells_of_16)
    events = feed(g, [None, (20, 20), (21, 20), None, None, None])
    assert events == [(touch.TAP, 11, 80)]
    # Two samples with one dropped between them count too.
    events = feed(g, [(20, 20), None, (22, 21), None, None])
    assert events == [(touch.TAP, 11, 80)]
    # On nothing, a quick tap does nothing.
    assert feed(g, [(300, 300), (300, 300), None, None]) == []


def test_a_single_noisy_sample_never_acts():
    g = touch.Gestures(cells_of_16)
    assert feed(g, [(20, 20), None, None, None]) == []
    # Two lone samples far apart are two lone samples, not a tap.
    assert feed(g, [(20, 20), (120, 90), None, None]) == []
    assert feed(g, [(20, 20), None, None, (120, 90), None, None]) == []
    # Below the pressure floor a sample is no touch at all.
    g = touch.Gestures(cells_of_16, min_pressure=1000)
    events = []
    for i, pressure in enumerate((500, 500, 0, 0)):
        events.append(g.feed((20, 20, pressure) if pressure else None, i * 20))
    assert events == [touch.NOTHING] * 4
