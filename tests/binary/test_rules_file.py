"""The Rules dataclass: mappings, TOML files, flags, descriptions."""

from pathlib import Path

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary import Rules, load_rules
from kitgen.games.binary.rules import rules_from


def test_defaults_are_the_rules_page() -> None:
    assert Rules().to_mapping() == {
        "order": "math",
        "negatives": "never",
        "leading_zeros": "after-not",
        "fractions": False,
        "times_one": True,
        "plus_zero": True,
        "and_one_or_zero": True,
        "padding": True,
        "xor": False,
        "rotated_equals": False,
        "endgame": "winner-adds",
        "exchange": "rack",
        "scoreless_end": 6,
    }


def test_mapping_round_trip() -> None:
    rules = Rules(order="left", fractions=True, xor=True, endgame="standard")
    assert Rules.from_mapping(rules.to_mapping()) == rules


def test_mapping_accepts_dashes() -> None:
    assert Rules.from_mapping({"leading-zeros": "always"}).leading_zeros == "always"


def test_unknown_key_named() -> None:
    with pytest.raises(KitgenError, match="unknown rule 'oder'") as err:
        Rules.from_mapping({"oder": "left"})
    assert "order" in str(err.value)


def test_bad_choice_lists_allowed_values() -> None:
    with pytest.raises(KitgenError, match='"math", "left"'):
        Rules.from_mapping({"order": "right"})


def test_bad_flag_value() -> None:
    with pytest.raises(KitgenError, match="xor must be true or false"):
        Rules.from_mapping({"xor": "yes"})


def test_load_rules_top_level(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('order = "left"\nxor = true\ntimes_one = false\n', encoding="utf-8")
    assert load_rules(path) == Rules(order="left", xor=True, times_one=False)


def test_load_rules_in_a_binary_table(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('[binary]\nnegatives = "final-only"\n', encoding="utf-8")
    assert load_rules(path).negatives == "final-only"


def test_load_rules_unknown_key_names_file_and_key(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text("paddding = false\n", encoding="utf-8")
    with pytest.raises(KitgenError) as err:
        load_rules(path)
    assert str(path) in str(err.value) and "'paddding'" in str(err.value)


@pytest.mark.parametrize(
    ("content", "words"),
    [(None, "not found"), ("order = ", "not valid TOML"), (b"\xff\xfe", "cannot read")],
)
def test_unreadable_rules_file(tmp_path: Path, content: object, words: str) -> None:
    path = tmp_path / "house.toml"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif isinstance(content, bytes):
        path.write_bytes(content)
    with pytest.raises(KitgenError, match=words):
        load_rules(path)


def test_flags_override_the_file(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('order = "left"\nxor = true\n', encoding="utf-8")
    rules = rules_from(path, {"order": "math", "times_one": False})
    assert rules == Rules(order="math", xor=True, times_one=False)
    # flags not given keep the file's values
    assert rules_from(path, {}).order == "left"
    # --no-xor turns off what the file turned on
    assert rules_from(path, {"xor": False}).xor is False


def test_describe_one_line_per_switch() -> None:
    lines = Rules(order="left", xor=True).describe()
    assert len(lines) == len(Rules().to_mapping())
    assert (
        lines[0] == "Order of operations: left to right (no precedence), like a pocket "
        "calculator; NOT still binds to the number right after it"
    )
    assert "XOR tiles: in play" in lines


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Rules().order = "left"  # type: ignore[misc]
