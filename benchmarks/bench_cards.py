"""Rule cards (issue 9): layout and PDF time, and file size.

The issue sets no speed target; the guard below (1 s for one rule-card PDF beyond imports)
catches a layout that has gone quadratic, not a tuned figure.
"""

from __future__ import annotations

import statistics
import sys
import time

TIME_LIMIT_S = 1.0


def main() -> int:
    from kitgen.games.binary.rules import Rules
    from kitgen.maker.cards.binary import binary_layout
    from kitgen.maker.cards.card import CARD_SIZES
    from kitgen.maker.cards.sheet import impose
    from kitgen.maker.cards.texts import load_texts
    from kitgen.maker.layout import paper
    from kitgen.maker.render.pdf import render_pdf
    from kitgen.maker.scene import Document
    from kitgen.maker.specs.tiles import load_tile_spec

    spec = load_tile_spec()

    def build(size: str, copies: int) -> tuple[float, bytes, float]:
        start = time.perf_counter()
        texts = load_texts("binary", "en")
        layout = binary_layout(texts, Rules(order="left"), spec, CARD_SIZES[size])
        laid = time.perf_counter() - start
        pages, _ = impose([layout] * copies, paper("a4"), 5.0, "bench")
        data = render_pdf(Document("bench", tuple(pages)))
        return time.perf_counter() - start, data, laid

    build("a6", 1)  # warm: imports, font parsing
    a6 = [build("a6", 1) for _ in range(10)]
    poker = [build("poker", 9) for _ in range(5)]
    a6_total = statistics.median(t for t, _, _ in a6)
    a6_layout = statistics.median(t for _, _, t in a6)
    poker_total = statistics.median(t for t, _, _ in poker)
    print(f"binary_card_a6_layout_median: {a6_layout:.3f} s")
    print(f"binary_card_a6_pdf_median: {a6_total:.3f} s (guard <= {TIME_LIMIT_S} s)")
    print(f"binary_card_a6_pdf_size: {len(a6[0][1]) / 1024:.1f} KB")
    print(f"binary_cards_poker_x9_pdf_median: {poker_total:.3f} s")
    print(f"binary_cards_poker_x9_pdf_size: {len(poker[0][1]) / 1024:.1f} KB")
    return 0 if a6_total <= TIME_LIMIT_S else 1


if __name__ == "__main__":
    sys.exit(main())
