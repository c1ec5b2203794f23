"""How tiles and names are written for the screen (app/display.py), without a window:
honours one way (the setting), in the user's language's letters, read back from them;
a name is text wherever markup could be read."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6 import QtGui

from app.display import (
    grouped_text,
    honour_letters,
    literal,
    meld_text,
    read_letters,
    tile_text,
    tiles_text,
)
from scoring.hands.hand import Meld
from scoring.hands.notation import parse_hand
from scoring.hands.tiles import tile

LETTERS = {
    "en": "E S W N Wd Gd Rd",
    "sv": "Ö S V N Vd Gd Rd",
    "nb": "Ø S V N Hd Gd Rd",
    "cs": "V J Z S Bd Zd Čd",
}


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_the_letters_are_the_languages(language: str) -> None:
    assert " ".join(honour_letters().values()) == LETTERS[language]


def test_english_letters(qapp: Any) -> None:
    assert " ".join(honour_letters().values()) == LETTERS["en"]
    assert tiles_text(["1m", "4m", "1z", "7z"], "letters") == "1m 4m E Rd"
    assert tiles_text(["1m", "1z", "7z"], "digits") == "1m 1z 7z"
    assert read_letters("EEE RdRdRd 123m") == "EEE RdRdRd 123m"  # read by the notation


@pytest.mark.parametrize("language", ["sv", "cs"], indirect=True)
def test_written_and_read_back(language: str) -> None:
    letters = LETTERS[language].split()
    codes = [f"{i}z" for i in range(1, 8)]
    for code, letter in zip(codes, letters, strict=True):
        assert tile_text(code, "letters") == letter
        assert tile_text(code, "digits") == code
        pung = Meld("pung", tile(code), False)
        assert meld_text(pung, "letters") == f"({letter * 3})"
        assert parse_hand(read_letters(meld_text(pung, "letters"))).declared == (pung,)
        kong = Meld("kong", tile(code), True)
        assert meld_text(kong, "letters") == f"[{letter * 4}]"
    all_honours = " ".join(letters)
    hand = parse_hand(read_letters(f"119m19p19s {all_honours}"))
    assert [t.code for t in hand.concealed if t.suit == "z"] == codes
    assert grouped_text([tile(c) for c in codes], "letters") == "".join(letters)
    assert grouped_text([tile("5p"), tile("1z")], "digits") == "5p 1z"


@pytest.mark.parametrize("language", ["cs"], indirect=True)
def test_a_letter_means_what_it_means_in_the_language(language: str) -> None:
    """In Czech S is the north wind (sever) and Z the west; Zd the green dragon."""
    assert parse_hand(read_letters("S Z Zd")).concealed == (tile("3z"), tile("4z"),
                                                             tile("6z"))


def test_a_name_is_text_where_markup_is_read(qapp: Any) -> None:
    name = "<b>Bo</b>"
    shown = literal(f"{name} won: click the winning tile")
    doc = QtGui.QTextDocument()
    doc.setHtml(shown)
    assert doc.toPlainText() == f"{name} won: click the winning tile"
    assert literal("Anna won") == "Anna won"  # plain text stays as it is
