"""The readable rules reference of a rule set, generated from its data file.

The docs in ``docs/rules/``, the GUI's help and the scores all come from the same rule
file, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.rules.penalty import PenaltyRule
from scoring.rules.ruleset import Rule, RuleSet

_SECTIONS: tuple[tuple[str, Callable[[Rule], bool]], ...] = (
    ("Points for every hand", lambda r: r.kind == "points" and r.applies == "all"),
    ("Points for the winner only", lambda r: r.kind == "points" and r.applies == "winner"),
    ("Doubles for every hand",
     lambda r: r.kind == "doubles" and r.applies == "all" and not r.special),
    ("Doubles for the winner only",
     lambda r: r.kind == "doubles" and r.applies == "winner" and not r.special),
    ("Doubles for losers only",
     lambda r: r.kind == "doubles" and r.applies == "loser" and not r.special),
    ("Special hands scored by their doubles, on the tiles' points alone",
     lambda r: r.special and r.applies != "loser"),
    ("Losers' special hands scored by their doubles, on the tiles' points alone",
     lambda r: r.special and r.applies == "loser"),
    ("Limit hands", lambda r: r.kind == "limit" and r.share == 1),
    ("Shares of the limit, used when worth more than the points",
     lambda r: r.kind == "limit" and r.share < 1 and r.applies == "winner"),
    ("Shares of the limit for losers, used when worth more than the points",
     lambda r: r.kind == "limit" and r.applies == "loser"),
)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _row(rule: Rule) -> str:
    quote = f"“{_cell(rule.quote)}”" if rule.quote else ""
    if rule.keeps:
        quote += f" (keeps the doubles of: {', '.join(rule.keeps)})"
    if rule.note:
        quote += f" ({_cell(rule.note)})"
    return (f"| {_cell(rule.name)} | {rule.value_text()} | {rule.source} | {quote} | "
            f"`{rule.id}` |")


def ruleset_markdown(rs: RuleSet) -> str:
    """Every rule of ``rs`` with its value and source line, as Markdown."""
    limit = f"{rs.limit}" if rs.limit is not None else "none"
    lines = [f"# {rs.name}", "", rs.description, "",
             f"- Rule set id: `{rs.id}`",
             f"- Source: {rs.source}",
             f"- Tiles: {rs.tile_set.id} ({rs.tile_set.description})",
             f"- Limit: {limit}" + (f" ({rs.limit_source})" if rs.limit_source else "")]
    if rs.max_chows is not None:
        lines.append(f"- A winning hand holds at most {rs.max_chows} "
                     f"chow{'' if rs.max_chows == 1 else 's'}")
    if rs.special_bonus == "apart":
        lines.append("- A special hand's bonus tiles are counted apart: their points, "
                     "doubled by the rules on bonus tiles alone, are added to the special "
                     "hand's value, up to the limit")
    if rs.undeclared_kong:
        lines.append("- A loser's four tiles of a kind held but not declared score as a "
                     "concealed kong")
    lines.append("")
    for title, test in _SECTIONS:
        rules = [r for r in rs.rules if test(r)]
        if not rules:
            continue
        lines += [f"## {title}", "", "| rule | value | source | source text | id |",
                  "|---|---|---|---|---|"]
        lines += [_row(r) for r in rules]
        lines.append("")
    if rs.disabled:
        lines += ["## Switched off", "",
                  "Rules kept in the file with `enabled = false`: never scored.", "",
                  "| rule | value | source | source text | id |", "|---|---|---|---|---|"]
        lines += [_row(r) for r in rs.disabled]
        lines.append("")
    lines += _penalty_section(rs)
    lines += _game_section(rs)
    if rs.notes:
        lines += ["## Readings of the source", ""]
        lines += [f"- {n}" for n in rs.notes]
        lines.append("")
    lines += ["Score = points x 2^doubles, capped at the limit; a limit hand scores the "
              "limit. This page is generated from the rule file: "
              f"`mahjong-score rules {rs.id}`.", ""]
    return "\n".join(lines)


def _penalty_row(rs: RuleSet, p: PenaltyRule) -> str:
    value = p.value_text()
    if p.limit is not None and rs.nominal_limit is not None:
        value += f" ({round(p.limit * rs.nominal_limit)})"
    quote = f"“{_cell(p.quote)}”" if p.quote else ""
    if p.note:
        quote += f" ({_cell(p.note)})"
    return (f"| {_cell(p.name)} | {value} | {p.parties_text()} | {p.source} | {quote} | "
            f"`{p.id}` |")


def _penalty_section(rs: RuleSet) -> list[str]:
    if not rs.penalties:
        return []
    return ["## Penalties", "",
            "Recorded as a hand of their own (`mahjong-score game record ID --penalty "
            "...`). The amount is the whole penalty: the players who pay share it "
            "equally, and so do the players who receive it; an amount that cannot be "
            "shared so in whole points is rounded down. Never doubled for East.", "",
            "| penalty | amount | who pays whom | source | source text | id |",
            "|---|---|---|---|---|---|",
            *(_penalty_row(rs, p) for p in rs.penalties), ""]


def _game_section(rs: RuleSet) -> list[str]:
    rot, st = rs.rotation, rs.settlement
    if not rot and not st:
        return []
    yes = {True: "yes", False: "no"}
    lines = ["## The game", ""]
    if rot:
        lines += [
            f"- Rounds of prevailing wind: {rot.get('rounds', 4)}",
            f"- East keeps the deal when East wins: {yes[rot.get('dealer_keeps_on_win', True)]}",
            f"- East keeps the deal after a drawn hand: "
            f"{yes[rot.get('dealer_keeps_on_draw', True)]}",
            "- East keeps the deal after a penalty: "
            + (yes[rot["dealer_keeps_on_penalty"]] if "dealer_keeps_on_penalty" in rot
               else "yes (the program's default: a penalty does not end the hand)"),
            f"- Source: {rot.get('source', '')}",
        ]
    if st:
        draw = {"void": "nobody scores or pays", "settle": "every pair settles"}
        lines += [
            f"- Settlement: {st.get('convention', 'classic')}; East pays and receives "
            f"double: {yes[st.get('east_double', True)]}; starting balance "
            f"{st.get('start_balance', 0)}; a drawn hand: {draw[st.get('draw', 'void')]}",
            f"- Source: {st.get('source', '')}",
        ]
    return [*lines, ""]
