"""A plain numpy Knuth minimax, the reference ``bench_code.py`` times kitgen's solver against.

Independent of kitgen: its own code list, its own feedback (the rules page's definitions,
vectorised over every guess x code pair) and its own search. Full feedback table; at every
node one ``bincount`` over all legal guesses x the codes still possible; no symmetry pruning.
Tie rule as kitgen's hint: fewest codes after the worst answer, then a guess that could be
the code, then the lowest code. Run it: ``python benchmarks/reference_knuth.py 6 4 counts any``.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter

import numpy as np


def legal_codes(flavours: int, length: int, repeats: str) -> np.ndarray:
    """Codes in product order (1111, 1112, ...); repeats: none, one-pair (one flavour twice)."""
    rows = []
    for code in itertools.product(range(flavours), repeat=length):
        counts = [*sorted(Counter(code).values(), reverse=True), 0]
        if (
            repeats == "any"
            or counts[0] == 1
            or (repeats == "one-pair" and counts[0] == 2 and counts[1] <= 1)
        ):
            rows.append(code)
    return np.array(rows, dtype=np.uint8)


def feedback_ids(guesses: np.ndarray, codes: np.ndarray, by_position: bool) -> np.ndarray:
    """ids[g, c]: the feedback code c gives guess g, as one small integer."""
    length = codes.shape[1]
    brown = [guesses[:, i, None] == codes[None, :, i] for i in range(length)]
    if not by_position:
        # Common flavours: for every flavour the smaller of its counts in guess and code.
        common = np.zeros(brown[0].shape, dtype=np.uint8)
        for f in range(int(codes.max()) + 1):
            in_guess = (guesses == f).sum(1, dtype=np.uint8)
            in_code = (codes == f).sum(1, dtype=np.uint8)
            common += np.minimum(in_guess[:, None], in_code[None, :])
        nbrown = sum(b.astype(np.uint8) for b in brown)
        return nbrown * np.uint8(length + 1) + (common - nbrown)
    # Left to right, a non-brown guess spot is beige while its flavour has copies left among
    # the code's non-brown spots.
    ids = np.zeros(brown[0].shape, dtype=np.uint16)
    beige = []
    for i in range(length):
        left = sum(
            ((guesses[:, i, None] == codes[None, :, j]) & ~brown[j]).astype(np.uint8)
            for j in range(length)
        )
        same = [guesses[:, j] == guesses[:, i] for j in range(i)]
        used = sum((beige[j] & same[j][:, None]).astype(np.uint8) for j in range(i))
        beige.append(~brown[i] & (left > used))
        ids = ids * 3 + brown[i] * 2 + beige[i]
    return ids


def feedback_table(codes: np.ndarray, by_position: bool) -> np.ndarray:
    """The full code x code table, built in blocks of guesses to bound memory."""
    table = np.empty((len(codes), len(codes)), dtype=np.uint16 if by_position else np.uint8)
    for start in range(0, len(codes), 512):
        table[start : start + 512] = feedback_ids(codes[start : start + 512], codes, by_position)
    return table


def strategy(table: np.ndarray, win: int) -> np.ndarray:
    """Guesses Knuth's minimax needs for each code (index = code)."""
    n = len(table)
    k = int(table.max()) + 1
    offsets = np.arange(n, dtype=np.int64)[:, None] * k
    needed = np.zeros(n, dtype=np.int64)
    stack = [(np.arange(n), 1)]
    while stack:
        alive, turn = stack.pop()
        if len(alive) <= 2:
            guess = int(alive[0])  # splits them into single codes and could be the code
        else:
            counts = np.bincount((table[:, alive] + offsets).ravel(), minlength=n * k)
            worst = counts.reshape(n, k).max(1)
            possible = np.zeros(n, dtype=bool)
            possible[alive] = True
            guess = int(np.argmin(worst * 2 + ~possible))
        ids = table[guess, alive]
        for fid in np.unique(ids):
            if fid == win:
                needed[guess] = turn
            else:
                stack.append((alive[ids == fid], turn + 1))
    return needed


def solve(flavours: int, length: int, feedback: str, repeats: str) -> np.ndarray:
    codes = legal_codes(flavours, length, repeats)
    by_position = feedback == "position"
    table = feedback_table(codes, by_position)
    win = 3**length - 1 if by_position else length * (length + 1)
    return strategy(table, win)


if __name__ == "__main__":
    flavours, length, feedback, repeats = sys.argv[1:5]
    needed = solve(int(flavours), int(length), feedback, repeats)
    split = dict(sorted(Counter(needed.tolist()).items()))
    print(f"{len(needed)} codes, worst {needed.max()}, total {needed.sum()}, split {split}")
