"""The readable rules reference of a Ponjan rule set, generated from its rule file
(``docs/rules/ponjan.md``; ``mahjong-score rules ponjan``)."""

from __future__ import annotations

from .combinations import CONDITIONS
from .formula import base
from .payments import self_draw_share
from .rules import PonjanRules
from .tiles import COLOURS, KINDS, ORDER

#: the highest number of points a hand can make (All Same with the four situational
#: combinations, ``ponjan.md`` §4.1)
HIGHEST_POINTS = 21


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _tiles_line() -> str:
    parts = []
    for c in ORDER:
        top, copies = KINDS[c]
        codes = " ".join(f"{i}{c}" for i in range(top + 1))
        parts.append(f"{COLOURS[c].lower()} {codes} ({copies} of each)")
    return "; ".join(parts)


def ponjan_markdown(rs: PonjanRules) -> str:
    """Every combination with its value and source, the formula, payments and match."""
    lines = [f"# {rs.name}", "", rs.description, "",
             f"- Rule set id: `{rs.id}` (game: Ponjan)",
             f"- Source: {rs.source}",
             f"- Tiles: 78, written as the id printed on the tile and a colour letter: "
             f"{_tiles_line()}. `(000r)` is a stolen set.",
             "- A winning hand: 9 tiles in 3 sets of three identical tiles, at most 2 "
             "of them stolen; only the winner's hand is scored",
             "- Limit: none", "",
             "## Combinations", "",
             "Every combination that applies counts; their points are added.", "",
             "| combination | value | condition | source | source text | also called | code "
             "| id |",
             "|---|---|---|---|---|---|---|---|"]
    for c in rs.rules:
        quote = f"“{_cell(c.quote)}”" if c.quote else ""
        if c.note:
            quote += f" ({_cell(c.note)})"
        value = f"{c.points} point{'' if c.points == 1 else 's'}"
        if c.condition == "dragon-set":
            value += " per set"
        lines.append(f"| {_cell(c.name)} | {value} | {_cell(CONDITIONS[c.condition][0])} | "
                     f"{c.source} | {quote} | {_cell(', '.join(c.aliases))} | "
                     f"{_cell(c.code)} | `{c.id}` |")
    lines += ["", *_score_section(rs), *_match_section(rs)]
    if rs.notes:
        lines += ["## Readings of the source", ""]
        lines += [f"- {n}" for n in rs.notes]
        lines.append("")
    lines += ["This page is generated from the rule file: "
              f"`mahjong-score rules {rs.id}`.", ""]
    return "\n".join(lines)


def _score_section(rs: PonjanRules) -> list[str]:
    if rs.formula == "code":
        formula = ("B(p) = 2^(p-1) for p = 1 to 3, and 4*((p-4)//2+1)+4 for p of 4 or "
                   "more (the game's code)")
    else:
        formula = ("B(p) = 2^(p-1) for p = 1 to 3, and 4*(p//2+1)+4 for p of 4 or more "
                   "(the README's formula, integer p/2)")
    lines = ["## The score", "",
             f"- Points p: the sum of the combinations. Base: {formula}.",
             f"- The winner gains B(p) x {rs.unit}, or x {rs.boss_unit} when the winner is "
             "the boss (seat E). No limit.",
             "- A win on a discard: the discarder alone pays it. A self-draw: each other "
             "player pays half of it, rounded toward zero; the winner gains all of it.",
             f"- Source: {rs.score_source}", "",
             "| p | B(p) | winner gains | each pays on a self-draw | the boss gains "
             "| each pays on the boss's self-draw |",
             "|---|---|---|---|---|---|"]
    for p in range(1, HIGHEST_POINTS + 1):
        b = base(p, rs.formula)
        s, boss = b * rs.unit, b * rs.boss_unit
        lines.append(f"| {p} | {b} | {s} | {self_draw_share(s)} | {boss} | "
                     f"{self_draw_share(boss)} |")
    return [*lines, ""]


def _match_section(rs: PonjanRules) -> list[str]:
    half = rs.tenpai_pool // 2
    draw = ("nobody pays" if not rs.tenpai_pool else
            f"each noten player pays each tenpai player {half} (a pool of "
            f"{rs.tenpai_pool}); nobody pays when none or all are tenpai")
    return ["## The match", "",
            f"- Players: {rs.players}; each starts with {rs.start_balance}; the highest "
            "total wins",
            "- The boss (seat E) keeps the deal while gaining points (a win, or tenpai "
            "at a drawn hand while another player is not); otherwise the next player "
            "becomes boss and a new round begins",
            f"- Rounds: {rs.rounds}; the match ends after the first hand of round "
            f"{rs.rounds}",
            f"- A drawn hand (the deck ran out): {draw}",
            f"- Source: {rs.flow_source}", ""]
