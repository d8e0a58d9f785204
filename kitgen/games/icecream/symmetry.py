"""Symmetries of a board under counts feedback: spot permutations with flavour renamings.

Counts feedback (brown and beige totals) is unchanged when guess and code have their spots
permuted alike and their flavours renamed alike. The maps that leave every guess on the
board unchanged therefore map the codes that fit the board onto themselves, and a guess
scores exactly as well (and is as possible) as each of its images: only the lowest code of
each class needs scoring (Knuth's reasoning for the first guess, carried down the game).

A map is a spot permutation ``spots`` (``image[i] = code[spots[i]]``) with a renaming of
the flavours seen so far (``rename[f]``, 0 while f is unseen); flavours never guessed may
be renamed among themselves freely, which :func:`lowest_renaming` accounts for. Feedback by
position is not symmetric under spot permutations; there only renamings apply.
"""

from __future__ import annotations

import itertools

import numpy as np

Map = tuple[tuple[int, ...], tuple[int, ...]]


def all_spot_maps(length: int, flavours: int) -> list[Map]:
    """The maps that fix an empty board: every spot permutation, nothing renamed yet."""
    nothing = (0,) * (flavours + 1)
    return [(spots, nothing) for spots in itertools.permutations(range(length))]


def fixing(maps: list[Map], guess: tuple[int, ...]) -> list[Map]:
    """The maps of ``maps`` that, with the renaming extended to the guess's new flavours,
    leave ``guess`` unchanged (the identity always does)."""
    kept = []
    for spots, rename in maps:
        names = list(rename)
        taken = {n for n in names if n}
        for target, spot in zip(guess, spots, strict=True):
            source = guess[spot]
            if names[source] == 0 and target not in taken:
                names[source] = target
                taken.add(target)
            elif names[source] != target:
                break
        else:
            kept.append((spots, tuple(names)))
    return kept


def lowest_renaming(codes: np.ndarray, unseen: list[int], flavours: int) -> np.ndarray:
    """Each code with its never-guessed flavours renamed to the lowest code it can become:
    in order of first appearance, to the never-guessed flavours in increasing order."""
    fresh = np.zeros(flavours + 1, dtype=bool)
    fresh[unseen] = True
    names = np.array([*unseen, 0], dtype=codes.dtype)
    out = codes.copy()
    used = np.zeros(len(codes), dtype=np.intp)
    for i in range(codes.shape[1]):
        flavour = codes[:, i]
        first = fresh[flavour]
        earlier = np.zeros(len(codes), dtype=codes.dtype)
        for j in range(i):
            same = codes[:, j] == flavour
            earlier[same] = out[same, j]
            first &= ~same
        out[:, i] = np.where(first, names[used], np.where(fresh[flavour], earlier, flavour))
        used += first
    return out


def lowest_of_classes(
    codes: np.ndarray, maps: list[Map], unseen: list[int], flavours: int
) -> np.ndarray:
    """Which ``codes`` (rows, each already the lowest of its renamings of never-guessed
    flavours) are the lowest of their class under ``maps``: a boolean per row."""
    powers = flavours ** np.arange(codes.shape[1] - 1, -1, -1, dtype=np.int64)
    own = codes.astype(np.int64) @ powers
    lowest = np.ones(len(codes), dtype=bool)
    for spots, rename in maps:
        names = np.array(rename, dtype=codes.dtype)
        names = np.where(names == 0, np.arange(len(names), dtype=codes.dtype), names)
        image = lowest_renaming(names[codes[:, list(spots)]], unseen, flavours)
        lowest &= image.astype(np.int64) @ powers >= own
    return lowest
