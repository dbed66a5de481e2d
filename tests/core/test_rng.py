# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The seeded generator: xorshift32 worked on 16-bit halves gives the same
sequence as the textbook 32-bit form; runs under pytest and MicroPython."""

from minesweeper.rules.rng import XorShift32

_M = 0xFFFFFFFF


def reference(seed, n):
    """xorshift32 on whole 32-bit values, seeded as the game seeds it."""
    x = (seed * 0x9E3779B9 + 0x6A09E667) & _M or 0x9E3779B9
    out = []
    for k in range(n + 4):
        x ^= (x << 13) & _M
        x ^= x >> 17
        x ^= (x << 5) & _M
        if k >= 4:  # the first four spread the seed
            out.append(x)
    return out


def test_the_halves_give_the_32_bit_sequence():
    for seed in (0, 1, 2, 12345, (1 << 30) - 1, (1 << 30) + 5):
        want = reference(seed, 200)
        draw = XorShift32(seed).next32
        assert [draw() for _ in range(200)] == want, seed


def test_next16_is_the_low_half_of_the_same_sequence():
    for seed in (7, 786610309):
        want = reference(seed, 300)
        draw = XorShift32(seed).next16
        got = [draw() for _ in range(300)]
        assert got == [x & 0xFFFF for x in want]
        assert max(got) < 1 << 16


def test_a_seed_whose_state_is_zero_still_draws():
    # (seed * golden + constant) wraps to 0 for this seed: the generator
    # must not stick at 0 there.
    seed = 0x88EC0EE1
    assert (seed * 0x9E3779B9 + 0x6A09E667) & _M == 0
    draw = XorShift32(seed).next32
    values = [draw() for _ in range(8)]
    assert values == reference(seed, 8)
    assert all(values)
