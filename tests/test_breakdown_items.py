"""A breakdown's items are made when first read (scoring.rules.scored): the same
items, in the same order, as a breakdown made with them; equal breakdowns compare
equal however they were made."""

from __future__ import annotations

import dataclasses

from scoring.rules.engine import score


def test_items_are_made_when_read_and_then_kept() -> None:
    b = score("123m 456m 789s 555p 22s", "norwegian", win="5p", source="wall")
    assert "items" not in vars(b)  # not made by scoring
    items = b.items
    assert vars(b)["items"] is items and b.items is items  # made once, then kept
    assert items and all(i.count >= 1 for i in items)
    assert sum(i.points for i in items) == b.points
    assert sum(i.doubles for i in items) == b.doubles


def test_a_breakdown_made_with_its_items_equals_one_that_makes_them() -> None:
    for text, win, rules in (("123m 456m 789s 555p 22s", "5p", "norwegian"),
                             ("1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z", "7z", "dmjl"),
                             ("111z 222z 333z 444z 55z", "5z", "bmja")):
        lazy = score(text, rules, win=win, source="wall")
        made = dataclasses.replace(lazy)  # its class's own way: the items given
        again = score(text, rules, win=win, source="wall")
        assert made == again and again == made
        assert repr(made) == repr(again)
        assert made.to_dict() == again.to_dict()
        limit_items = [i for i in again.items if i.limit]
        assert (again.limit_hand is None) == (not limit_items)
        if limit_items:
            assert again.limit_hand == limit_items[0].rule
