"""A club's season: standings over many games, from databases and game files.

Games come as :class:`Copy` objects (a game and where it was read from). The same
game met more than once (imported on two laptops, or given as a file and from a
database) is recognised by :func:`scoring.games.game.game_identity` and counted once; when
its copies differ, the one with the most hands counts and a note says so.

Players are matched by name, trimmed and case-insensitive; ``same`` merges spellings
(``{"bosse": "Bo"}``: Bosse counts as Bo). A game without hands counts for nobody. A
player's balance is what his games changed it by (final minus start), so games with
different starting balances add up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from scoring.errors import MahjongError, Msg
from scoring.games.game import (
    Game,
    HandError,
    HandFigures,
    as_dict,
    collector_held,
    game_identity,
)
from scoring.records import gamefile


class SeasonError(MahjongError):
    """The games or the options of a season cannot be used; the message says why."""


@dataclass(frozen=True)
class Copy:
    """One game as read from ``origin`` (a file name, or a database and the game's id)."""

    game: Game
    origin: str


@dataclass(frozen=True)
class BestHand:
    """A player's highest-scoring hand: its score, rule set, game and hand number."""

    score: int
    ruleset: str
    game: str
    hand: int

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "ruleset": self.ruleset, "game": self.game,
                "hand": self.hand}


@dataclass(frozen=True)
class PlayerInGame:
    """What one game gave one player."""

    name: str  # the name under which he is counted (after merging)
    hands: int
    wins: int
    draws: int
    start: int
    final: int
    limit_hands: int
    best: BestHand | None

    @property
    def change(self) -> int:
        return self.final - self.start


@dataclass(frozen=True)
class SeasonGame:
    """A game that counts: where it was read from, and what it gave each player."""

    identity: str
    name: str
    created: str
    origin: str
    ruleset: str
    hands: int
    players: tuple[PlayerInGame, ...]  # in the game's starting seat order
    #: the penalties recorded between its hands (not counted in ``hands``)
    penalties: int = 0

    @property
    def day(self) -> str:
        """The evening: the date the game was created (YYYY-MM-DD), or ""."""
        return self.created[:10]

    @property
    def title(self) -> str:
        return self.name or f"{self.day or '?'} ({', '.join(p.name for p in self.players)})"

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.identity, "name": self.name, "created": self.created,
                "origin": self.origin, "ruleset": self.ruleset, "hands": self.hands,
                "players": [{"name": p.name, "hands": p.hands, "wins": p.wins,
                             "draws": p.draws, "start": p.start, "final": p.final,
                             "balance": p.change, "limit_hands": p.limit_hands}
                            for p in self.players]}


@dataclass(frozen=True)
class Standing:
    """One player's line of the standings."""

    name: str
    games: int
    hands: int
    wins: int
    draws: int
    balance: int
    limit_hands: int
    best: BestHand | None
    rank: int

    @property
    def average(self) -> float:
        """Balance change per game, to one decimal."""
        return round(self.balance / self.games, 1) if self.games else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"rank": self.rank, "name": self.name, "games": self.games,
                "hands": self.hands, "wins": self.wins, "draws": self.draws,
                "balance": self.balance, "average": self.average,
                "best_hand": self.best.to_dict() if self.best else None,
                "limit_hands": self.limit_hands}


@dataclass(frozen=True)
class Season:
    """The standings (best first), the games that count (oldest first) and notes on
    games met twice or left out (each note a :class:`Msg`: ``str()`` gives the English
    text, a front end translates it)."""

    players: tuple[Standing, ...]
    games: tuple[SeasonGame, ...]
    notes: tuple[Msg, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"players": [p.to_dict() for p in self.players],
                "games": [g.to_dict() for g in self.games],
                "notes": [str(n) for n in self.notes]}

    def evenings(self) -> tuple[list[str], dict[str, list[int]]]:
        """The evenings (dates, oldest first) and, per player, his balance summed
        over every game up to and including each evening."""
        days = sorted({g.day for g in self.games})
        running = {p.name: 0 for p in self.players}
        lines: dict[str, list[int]] = {p.name: [] for p in self.players}
        for day in days:
            for g in self.games:
                if g.day == day:
                    for p in g.players:
                        running[p.name] += p.change
            for name in lines:
                lines[name].append(running[name])
        return days, lines

    def text(self) -> str:
        """The standings as a table, then the games and the notes."""
        rows = [["Rank", "Player", "Games", "Hands", "Mah-jongs", "Draws", "Balance",
                 "Average", "Limit hands", "Best hand"]]
        for p in self.players:
            best = (f"{p.best.score} ({p.best.ruleset}, {p.best.game}, hand {p.best.hand})"
                    if p.best else "-")
            rows.append([str(p.rank), p.name, str(p.games), str(p.hands), str(p.wins),
                         str(p.draws), f"{p.balance:+d}", f"{p.average:+.1f}",
                         str(p.limit_hands), best])
        out = [_table(rows, right={0, 2, 3, 4, 5, 6, 7, 8}), "",
               f"{len(self.games)} game{'' if len(self.games) == 1 else 's'}:"]
        for g in self.games:
            changes = ", ".join(f"{p.name} {p.change:+d}" for p in g.players)
            out.append(f"  {g.day or '?'}  {g.name or '-'}  ({g.origin}; {g.ruleset}; "
                       f"{_records(g.hands, g.penalties)})  {changes}")
        out += [f"Note: {n}" for n in self.notes]
        return "\n".join(out)


def _table(rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    return "\n".join("  ".join(cell.rjust(w) if c in right else cell.ljust(w)
                               for c, (cell, w) in enumerate(zip(row, widths, strict=True)))
                     .rstrip() for row in rows)


# -- reading the games ----------------------------------------------------------------

def copies_from_database(path: str | Path, ids: Sequence[int] = ()) -> list[Copy]:
    """Every game of the database at ``path`` (only those of ``ids`` when given)."""
    from scoring.records.storage import NoSuchGame, Store  # sqlite3 is only needed here
    path = Path(path)
    if not path.exists():
        raise SeasonError("{path}: no such database file", path=path)
    with collector_held(), Store(path, write=False) as store:  # read as it is: never written
        try:
            return [Copy(g, f"{path.name} #{g.id}") for g in store.load_games(ids)]
        except NoSuchGame as exc:
            raise SeasonError("{path}: {error}", path=path, error=exc) from None


def copy_from_file(path: str | Path) -> Copy:
    """The game of a game file, read and scored (each hand checked by scoring it,
    once: the game keeps the figures for the standings)."""
    with collector_held():
        return Copy(gamefile.load(path, score=True), Path(path).name)


def copies_from_files(paths: Iterable[str | Path]) -> list[Copy]:
    """The games of game files (:func:`copy_from_file`), read in one go."""
    with collector_held():
        return [copy_from_file(p) for p in paths]


def parse_day(text: str, option: str) -> str:
    """A date given as YYYY-MM-DD (checked), for ``--from``/``--to``."""
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise SeasonError("{option} '{text}': give a date as YYYY-MM-DD", option=option,
                          text=text) from None


def parse_same(items: Iterable[str]) -> dict[str, str]:
    """``NAME=OTHER`` items as {OTHER: NAME}: OTHER's games count for NAME."""
    same: dict[str, str] = {}
    for item in items:
        name, sep, other = item.partition("=")
        if not sep or not name.strip() or not other.strip():
            raise SeasonError("--same '{item}': write NAME=OTHER, e.g. Bo=Bosse", item=item)
        same[other.strip()] = name.strip()
    return same


# -- the standings --------------------------------------------------------------------

@dataclass
class _Names:
    """Player names to the name they count under: trimmed, case-insensitive, merged."""

    same: dict[str, str]
    shown: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        merged: dict[str, str] = {}
        for other, name in self.same.items():
            merged[other.casefold()] = name.casefold()
            self.shown.setdefault(name.casefold(), name)
        self.same = merged

    def key(self, name: str) -> str:
        key = name.strip().casefold()
        seen = {key}
        while key in self.same:
            key = self.same[key]
            if key in seen:
                break
            seen.add(key)
        return key

    def show(self, name: str) -> str:
        return self.shown.setdefault(self.key(name), name.strip())


def season(copies: Iterable[Copy], same: Mapping[str, str] | None = None,
           day_from: str | None = None, day_to: str | None = None) -> Season:
    """The standings over ``copies``: each game once (the longest copy), between
    ``day_from`` and ``day_to`` (inclusive, YYYY-MM-DD) when given."""
    with collector_held():
        return _season(copies, _Names(dict(same or {})), day_from, day_to)


def _season(copies: Iterable[Copy], names: _Names, day_from: str | None,
            day_to: str | None) -> Season:
    notes: list[Msg] = []
    groups: dict[str, list[Copy]] = {}
    for c in copies:
        if not c.game.kind.in_seasons:
            notes.append(Msg("{origin}: left out, a {kind} game (a season counts "
                             "classical games only, yet)", origin=c.origin,
                             kind=c.game.game.capitalize()))
            continue
        day = c.game.created[:10]
        if day_from or day_to:
            if not _is_day(day):
                notes.append(Msg("{origin}: left out, it has no date", origin=c.origin))
                continue
            if (day_from and day < day_from) or (day_to and day > day_to):
                continue
        groups.setdefault(game_identity(c.game), []).append(c)
    counted: list[SeasonGame] = []
    for identity, group in groups.items():
        chosen = _choose(group, notes)
        if not chosen.game.hands:
            continue  # a game not played yet counts for nobody
        try:
            figures = chosen.game.figures()
        except HandError as exc:
            notes.append(Msg("{origin}: left out, {error}", origin=chosen.origin, error=exc))
            continue
        counted.append(_game_figures(identity, chosen, figures, names))
        notes += [Msg("{origin}: hand {number} no longer scores under the game's rules "
                      "({problem}); it counts as 0 until it is edited",
                      origin=chosen.origin, number=f.number, problem=f.problem)
                  for f in figures if f.problem is not None]
    counted.sort(key=lambda g: (g.created, g.origin))
    return Season(_standings(counted), tuple(counted), tuple(notes))


def _is_day(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _choose(group: list[Copy], notes: list[Msg]) -> Copy:
    """The copy that counts: the one with the most hands (the first of equals)."""
    if len(group) == 1:
        return group[0]
    chosen = max(group, key=lambda c: len(c.game.hands))  # max keeps the first of equals
    title: str | Msg = chosen.game.name or chosen.game.created or Msg("a game")
    where = _listing([Msg("{origin} ({hands})", origin=c.origin, hands=_records(
        *_count_records(c.game))) for c in group])
    if all(_same_content(c.game, chosen.game) for c in group):
        notes.append(Msg("'{title}' was given {count} times ({where}); it counts once",
                         title=title, count=len(group), where=where))
    else:
        notes.append(Msg("'{title}': the copies differ ({where}); {origin} counts",
                         title=title, where=where, origin=chosen.origin))
    return chosen


def _same_content(a: Game, b: Game) -> bool:
    return (a.settings == b.settings and a.finished == b.finished
            and [as_dict(h) for h in a.hands] == [as_dict(h) for h in b.hands])


def _game_figures(identity: str, copy: Copy, figures: Sequence[HandFigures],
                  names: _Names) -> SeasonGame:
    """What ``copy`` adds to the season, from its game's ``figures``."""
    game = copy.game
    n = len(game.players)
    shown = [names.show(p) for p in game.players]
    if len({names.key(p) for p in game.players}) < n:
        raise SeasonError("{origin}: two players of one game would count as the same "
                          "person ({players}); check --same", origin=copy.origin,
                          players=", ".join(game.players))
    start = game.settings.start_balance
    wins = [0] * n
    limits = [0] * n
    best: list[BestHand | None] = [None] * n
    draws = 0
    title = game.name or game.created[:10] or copy.origin
    ruleset = game.ruleset.id
    void = game.ruleset.settlement.get("draw", "void") == "void"
    played = 0
    for f in figures:
        if not f.played:
            # a record without entries is no hand played (a penalty, in the version
            # of the game file that has them): its payments count in the balance only
            continue
        played += 1
        if f.winner is None:
            draws += 1
        else:
            wins[f.winner] += 1
        if f.winner is None and void:
            continue  # a drawn hand that nobody pays: no best hand, no limit hand
        for i in range(n):
            if f.limit_hands[i]:
                limits[i] += 1
            current = best[i]
            if current is None or f.scores[i] > current.score:
                best[i] = BestHand(f.scores[i], ruleset, title, f.number)
    finals = figures[-1].balances if figures else (start,) * n
    players = tuple(PlayerInGame(shown[i], played, wins[i], draws, start, finals[i],
                                 limits[i], best[i]) for i in range(n))
    return SeasonGame(identity, game.name, game.created, copy.origin, ruleset, played,
                      players, len(figures) - played)


def _standings(games: Sequence[SeasonGame]) -> tuple[Standing, ...]:
    totals: dict[str, dict[str, Any]] = {}
    for g in games:
        for p in g.players:
            t = totals.setdefault(p.name, {"games": 0, "hands": 0, "wins": 0, "draws": 0,
                                           "balance": 0, "limit_hands": 0, "best": None})
            t["games"] += 1
            t["hands"] += p.hands
            t["wins"] += p.wins
            t["draws"] += p.draws
            t["balance"] += p.change
            t["limit_hands"] += p.limit_hands
            if p.best is not None and (t["best"] is None or p.best.score > t["best"].score):
                t["best"] = p.best
    order = sorted(totals, key=lambda name: (-totals[name]["balance"], name.casefold()))
    balances = [totals[name]["balance"] for name in order]
    return tuple(Standing(name=name, rank=1 + sum(b > totals[name]["balance"]
                                                  for b in balances), **totals[name])
                 for name in order)


def _hands(n: int) -> Msg:
    return Msg("1 hand") if n == 1 else Msg("{count} hands", count=n)


def _count_records(game: Game) -> tuple[int, int]:
    """The hands played and the penalties recorded in ``game``."""
    penalties = sum(1 for h in game.hands if h.is_penalty)
    return len(game.hands) - penalties, penalties


def _records(hands: int, penalties: int) -> Msg:
    """``3 hands``, or ``3 hands, 1 penalty``: the same count wherever a game is
    described (a penalty is recorded as a hand, but none was played)."""
    if not penalties:
        return _hands(hands)
    if penalties == 1:
        return Msg("{hands}, 1 penalty", hands=_hands(hands))
    return Msg("{hands}, {count} penalties", hands=_hands(hands), count=penalties)


def _listing(items: Sequence[Msg]) -> Msg:
    """``items`` as one message, separated by commas (each translated on its own)."""
    values: dict[str, Any] = {f"item{k}": item for k, item in enumerate(items)}
    return Msg(", ".join(f"{{{key}}}" for key in values), **values)
