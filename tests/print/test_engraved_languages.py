"""What is engraved or printed in figures speaks the sheet's language: the laser reference
square's kerf ("20 mm / kerf / 0.1 mm"), the pedestal's bottom plate, the fit test's
figures, and signed decimals in the referee's answers — the expected words written here
by hand from each glossary, the decimal marks and minus signs from CLDR's (Babel's) data."""

from __future__ import annotations

import pytest
from babel.numbers import get_decimal_symbol, get_minus_sign_symbol

from kitgen.core.messages import languages, use_language
from kitgen.maker.scene import Text

#: The word engraved for the kerf and on the pedestal's bottom plate, and the millimetre, by
#: hand.
ENGRAVED = {
    "en": ("kerf", "pedestal bottom", "mm"),
    "nl": ("snijbreedte", "bodem ijssokkel", "mm"),
    "ru": ("пропил", "дно постамента", "мм"),
    "et": ("lõikelaius", "postamendi põhi", "mm"),
    "is": ("skurðbreidd", "botn ísstalls", "mm"),
    "de": ("Schnittfuge", "Sockelboden", "mm"),
}


def _texts(piece: object) -> list[str]:
    return [shape.text for shape in piece.art if isinstance(shape, Text)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", [code for code in languages() if code in ENGRAVED])
def test_the_reference_square_and_the_pedestal_in_the_sheets_language(lang: str) -> None:
    from kitgen.maker.kits.icecream_laser import pedestal_pieces
    from kitgen.maker.laser.parts import reference_piece
    from kitgen.maker.render.fonts import text_width
    from kitgen.maker.specs.icecream import load_icecream_spec

    mark = get_decimal_symbol(lang)
    with use_language(lang):
        piece = reference_piece(0.1)
        square = _texts(piece)
        bottom = next(p for p in pedestal_pieces(load_icecream_spec()) if "bottom" in p.name)
        label = _texts(bottom)
    for shape in piece.art:  # each engraved line inside the 20 mm square, 0.5 mm clear
        if isinstance(shape, Text):
            assert text_width(shape.text, shape.size, shape.font) <= piece.width - 1, shape.text
    word, _bottom, mm = ENGRAVED[lang]
    assert square == [f"20 {mm}", word, f"0{mark}1 {mm}"]
    assert label == [ENGRAVED[lang][1]]


@pytest.mark.parametrize("lang", languages()[1:])
def test_calibrate_laser_writes_its_figures_the_languages_way(kitgen, tmp_path, lang) -> None:
    said = kitgen("calibrate", "laser", "--lang", lang, "--kerf", "0.15", "--out", tmp_path)
    assert said.code == 0, said.err
    mark = get_decimal_symbol(lang)
    assert mark != "."  # every language so far writes a decimal comma
    assert f"0{mark}15 " in said.out and f"20{mark}15" in said.out  # the kerf, 20 + kerf
    assert "0.15" not in said.out and "20.15" not in said.out and "2.80" not in said.out


@pytest.mark.parametrize("lang", languages())
def test_a_signed_decimal_the_languages_way(lang: str) -> None:
    from kitgen.core.wording import signed

    mark, minus = get_decimal_symbol(lang), get_minus_sign_symbol(lang)
    assert signed(-9.25, 2, lang) == f"{minus}9{mark}25"
    assert signed(9.25, 2, lang) == f"+9{mark}25"
    assert signed(0.0, 2, lang) == f"0{mark}00"
