"""Classical mahjong, a :class:`~scoring.games.kinds.GameKind`: every player's hand
scored by the engine, settled by :mod:`scoring.games.settlement`, the deal and the
prevailing wind by :mod:`scoring.games.rotation`; its record checks (tile copies
included). The kind registers itself (:func:`scoring.games.kinds.register`) when this
module is imported; Ponjan's kind is :mod:`scoring.games.ponjan_game`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar, NamedTuple, TypeVar

from scoring.errors import MahjongError

# scoring.games.game imports this module only inside its functions: no import cycle
from scoring.games.game import (
    MAX_SEEN,
    GameError,
    HandError,
    HandFigures,
    HandResult,
    PlayerError,
    seen_on_table,
)
from scoring.games.kinds import Kept, register
from scoring.games.rotation import Seating, seatings
from scoring.games.settlement import CONVENTIONS, Settlement, settle, settle_penalty, settle_totals
from scoring.hands.hand import Hand
from scoring.hands.notation import parse_hand, parse_tiles
from scoring.hands.situation import FLAGS, SOURCES, Situation
from scoring.hands.tiles import Tile, TileSet, tile_codes
from scoring.rules.engine import check_hand, score_hand
from scoring.rules.penalty import check_offence, check_penalty

if TYPE_CHECKING:
    from scoring.games.classical_rescoring import GameRescoring
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    from scoring.rules.breakdown import Breakdown
    from scoring.rules.ruleset import RuleSet

_T = TypeVar("_T")
#: what scores a recorded hand's entries in its seating (ClassicalKind._scorer)
_Scorer = Callable[["HandRecord", Seating],
                   tuple[tuple["Breakdown | None", ...], tuple[int, ...]]]


class TooMany(NamedTuple):
    """A tile of which a table holds more copies than the game has."""

    tile: Tile
    #: the copies at the table: in the hands, and among the tiles seen on it
    at_table: int
    #: who holds them: (the player's index, the copies in the player's tiles)
    holders: tuple[tuple[int, int], ...]
    #: the copies the game has
    copies: int
    #: whether some of them are among the tiles seen on the table
    seen: bool


def copies_too_many(held: Sequence[Mapping[Tile, int] | None], tile_set: TileSet,
                    seen: Mapping[Tile, int] | None = None) -> list[TooMany]:
    """The tiles of which the players' tiles ``held`` (a count for each player, None
    for one whose tiles are not known) and the tiles ``seen`` on the table hold more
    copies than ``tile_set`` has, in tile order: each tile lies in one place."""
    total: Counter[Tile] = Counter(seen or {})
    for counts in held:
        if counts is not None:
            total.update(counts)
    found = []
    for t, n in sorted(total.items(), key=lambda item: item[0].sort_key):
        copies = tile_set.copies(t)
        if 0 < copies < n:
            holders = tuple((i, c[t]) for i, c in enumerate(held) if c is not None and c.get(t))
            found.append(TooMany(t, n, holders, copies, bool(seen and seen.get(t))))
    return found


def check_copies(record: HandRecord, players: Sequence[str], tile_set: TileSet) -> None:
    """Raise a GameError if the players' tiles in ``record``, with the tiles seen on
    the table, hold more copies of a tile than the game has
    (:func:`copies_too_many`). An entry that cannot be read is left to scoring, which
    names it."""
    held: list[Mapping[Tile, int] | None] = []
    for entry in record.entries[:len(players)]:
        try:
            held.append(None if entry.tiles is None
                        else parse_hand(entry.tiles).tile_counts())
        except MahjongError:
            return
    try:
        seen = Counter(parse_tiles(record.seen.replace(" ", ""))) if record.seen else None
    except MahjongError:
        return
    for over in copies_too_many(held, tile_set, seen)[:1]:
        where = ", ".join(f"{players[i]} {n}" for i, n in over.holders)
        if over.seen:
            raise GameError("{tile}: the hands ({where}) and the tiles seen on the "
                            "table hold {count} copies; the game has only {copies}",
                            tile=over.tile.code, where=where, count=over.at_table,
                            copies=over.copies)
        raise GameError("{tile}: the hands hold {count} copies ({where}); the game "
                        "has only {copies}", tile=over.tile.code, where=where,
                        count=over.at_table, copies=over.copies)


def check_classical_settings(settings: GameSettings) -> None:
    """Raise a GameError if the settlement convention of ``settings`` is not one of
    classical mahjong's."""
    if not isinstance(settings.convention, str) or settings.convention not in CONVENTIONS:
        raise GameError(f"unknown settlement convention '{settings.convention}' "
                        f"(one of {', '.join(CONVENTIONS)})")


def check_classical_record(record: HandRecord, players: int) -> None:
    """Raise a GameError if the parts of ``record`` do not fit together in a classical
    game of ``players`` players."""
    if record.discarder is not None or record.tenpai:
        raise GameError("only a Ponjan game records who discarded the winning tile and "
                        "who was tenpai")
    if record.penalty is not None:
        if record.entries or record.winner is not None or record.win_tile \
                or record.flags or record.source != "discard" or record.seen:
            raise GameError("a penalty has no tiles, scores, winner, winning tile, flags "
                            "or seen tiles")
        check_penalty(record.penalty, players)
        return
    if len(record.entries) != players:
        raise GameError(f"a hand needs an entry for each of the {players} players, "
                        f"not {len(record.entries)}")
    if any(e.tiles is None and e.score is None for e in record.entries):
        raise GameError("give either the tiles or a typed score for each player")
    if record.winner is not None and not 0 <= record.winner < players:
        raise GameError(f"the winner must be one of the {players} players")
    if record.source not in SOURCES:
        raise GameError(f"'{record.source}' is not a source of the winning tile")
    for f in record.flags:
        if f not in FLAGS:
            raise GameError(f"'{f}' is not a flag (one of {', '.join(FLAGS)})")
    if record.winner is None and (record.win_tile or record.flags):
        raise GameError("a drawn hand has no winning tile and no flags")
    if record.seen:
        if len(record.seen) > MAX_SEEN:
            raise GameError("the seen tiles are at most {characters} characters",
                            characters=MAX_SEEN)
        for t in parse_tiles(record.seen.replace(" ", "")):
            if t.category == "bonus":
                raise GameError("seen tiles: {tile} is a bonus tile; only playing tiles "
                                "count as seen", tile=t.code)
    if record.winner is not None and record.entries[record.winner].tiles is not None \
            and not record.win_tile:
        raise GameError("the winner's hand needs its winning tile")


class ClassicalKind:
    """Classical mahjong: every player's hand scored by the engine, settled by the
    game's convention, the deal and the prevailing wind by the rule set's
    ``[rotation]``."""

    name: ClassVar[str] = "classical"
    dealer: ClassVar[str] = "East"
    empty_entries: ClassVar[bool] = False
    in_seasons: ClassVar[bool] = True
    hand_per_player: ClassVar[bool] = True
    house_rules: ClassVar[bool] = True

    @staticmethod
    def check_settings(settings: GameSettings) -> None:
        check_classical_settings(settings)

    @staticmethod
    def check_record(record: HandRecord, players: int) -> None:
        check_classical_record(record, players)

    def __init__(self, game: Game) -> None:
        self.game = game
        #: what is kept of the hands for rescoring them under edited rules (the What
        #: if of house rules: scoring.records.what_if), or None
        self.rescoring: GameRescoring | None = None
        game.ruleset  # noqa: B018 - read the rules now: a bad rule text is told here

    @property
    def ruleset_id(self) -> str:
        return self.game.ruleset.id

    @property
    def rules(self) -> RuleSet:
        return self.game.ruleset

    def check(self, record: HandRecord) -> None:
        game = self.game
        if record.penalty is not None:
            check_offence(record.penalty, game.ruleset.penalties, len(game.players))
        else:
            check_copies(record, game.players, game.ruleset.tile_set)

    def seatings(self, hands: Sequence[HandRecord], extra: int) -> list[Seating]:
        return list(seatings(self.game.rotation, len(self.game.players), hands, extra))

    def replay(self, hands: Sequence[HandRecord], kept: Kept | None = None
               ) -> list[HandResult]:
        game = self.game
        n = len(game.players)
        settings = game.settings
        balances = [settings.start_balance] * n
        convention, east_double = settings.convention, settings.east_double
        void = game.ruleset.settlement.get("draw", "void") == "void"
        zeros = (0,) * n
        results = []
        for number, record, seating, penalty, breakdowns, scores in self._played(
                hands, kept, self._scorer()):
            seats = seating.seats
            if penalty is not None:
                totals = tuple(map(penalty.totals.__getitem__, seats))
                balances = [b + t for b, t in zip(balances, totals, strict=True)]
                results.append(HandResult(number, record, seating, breakdowns, scores,
                                          penalty, totals, tuple(balances)))
                continue
            by_seat = dict(zip(seats, scores, strict=True))
            winner = None if record.winner is None else seats[record.winner]
            if winner is None and void:
                settlement = settle(by_seat, None, "none", east_double=False)
                totals = zeros
            else:
                settlement = settle(by_seat, winner, convention, east_double=east_double,
                                    east="E")
                totals = tuple(map(settlement.totals.__getitem__, seats))
            balances = [b + t for b, t in zip(balances, totals, strict=True)]
            results.append(HandResult(number, record, seating, breakdowns, scores,
                                      settlement, totals, tuple(balances)))
        return results

    def stand_in(self, record: HandRecord) -> HandRecord | None:
        # a typed 0 for every player and the same winner: the deal moves as it did,
        # nobody pays; a penalty has no such stand-in
        from scoring.games.game import Entry, HandRecord
        if record.penalty is not None:
            return None
        return HandRecord(tuple(Entry(score=0) for _ in record.entries), record.winner,
                          source=record.source, note=record.note)

    def figures(self, hands: Sequence[HandRecord], kept: Kept | None = None
                ) -> list[HandFigures]:
        """The numbers of :meth:`replay` that a season's standings need: scores,
        limit hands, what each hand adds to the balances (by
        :func:`~scoring.games.settlement.settle_totals`, without the payments one by one
        and their arithmetic). Every hand is scored as :meth:`replay` scores it and
        fails as it fails; a test checks both give the same numbers."""
        game = self.game
        n = len(game.players)
        balances = [game.settings.start_balance] * n
        convention = game.settings.convention
        east_double = game.settings.east_double
        void = game.ruleset.settlement.get("draw", "void") == "void"
        zeros = (0,) * n
        nothing = (False,) * n
        results = []
        # the breakdowns are not kept: a season reads hundreds of games, and needs
        # only the scores (the sheet of a game scores them again); a game rescored
        # under edited rules (what if) asks what it kept of its hands instead
        rescoring = self.rescoring
        score = self._limits(self._scorer(keep=False)) if rescoring is None \
            else partial(rescoring.scores, game)
        for number, record, seating, penalty, limits, scores in self._played(
                hands, kept, score):
            if penalty is not None:
                totals = tuple(penalty.totals[seating.seats[i]] for i in range(n))
                balances = [b + t for b, t in zip(balances, totals, strict=True)]
                results.append(HandFigures(number, False, None, zeros, nothing, totals,
                                           tuple(balances)))
                continue
            if record.winner is None and void:
                totals = zeros
            else:
                seats = seating.seats
                east = seats.index("E") if east_double and "E" in seats else None
                totals = settle_totals(scores, record.winner, convention, east)
            balances = [b + t for b, t in zip(balances, totals, strict=True)]
            results.append(HandFigures(
                number, bool(record.entries), record.winner, scores,
                tuple(limit is True for limit in limits), totals, tuple(balances)))
        return results

    @staticmethod
    def _limits(scored: _Scorer) -> Callable[[HandRecord, Seating],
                                             tuple[tuple[bool, ...], tuple[int, ...]]]:
        """Whether each entry scored as a limit hand, and the scores, by ``scored``
        (:meth:`_scorer`)."""
        def limits(record: HandRecord, seating: Seating
                   ) -> tuple[tuple[bool, ...], tuple[int, ...]]:
            breakdowns, scores = scored(record, seating)
            return tuple(b is not None and b.limit_hand is not None
                         for b in breakdowns), scores
        return limits

    def _played(self, hands: Sequence[HandRecord], kept: Kept | None,
                score: Callable[[HandRecord, Seating],
                                tuple[tuple[_T, ...], tuple[int, ...]]]) -> Iterator[
            tuple[int, HandRecord, Seating, Settlement | None,
                  tuple[_T | None, ...], tuple[int, ...]]]:
        """The step :meth:`replay` and :meth:`figures` share: every hand's number,
        record and seating, then the settlement of a penalty (its entries' results
        all None, its scores all 0) or None, and what ``score`` gives of its entries
        (:meth:`_scorer`, or less). A hand that does not score raises its
        HandError (naming the player where it is one player's entry), unless ``kept``
        gives a record to play in its place: that record is played (and seats the
        hands after it) as if it had been recorded."""
        game = self.game
        n = len(game.players)
        played = list(hands)  # the seatings read each hand after yielding its seat
        for index, seating in enumerate(seatings(game.rotation, n, played)):
            number, record = index + 1, played[index]
            if record.penalty is not None:
                yield (number, record, seating, self._penalty(record, seating), (None,) * n,
                       (0,) * n)
                continue
            try:
                try:
                    breakdowns, scores = score(record, seating)
                except PlayerError as exc:
                    raise HandError(index, exc, exc) from None
                except MahjongError as exc:
                    raise HandError(index, exc) from None
            except HandError as exc:
                stand_in = None if kept is None else kept(exc)
                if stand_in is None:
                    raise
                record = played[index] = stand_in
                breakdowns, scores = score(record, seating)
            yield number, record, seating, None, breakdowns, scores

    def _penalty(self, record: HandRecord, seating: Seating) -> Settlement:
        """The settlement of a penalty recorded as a hand."""
        pen = record.penalty
        assert pen is not None
        seats = seating.seats
        return settle_penalty(seats, [seats[i] for i in pen.payers],
                              [seats[i] for i in pen.payees], pen.amount,
                              self.game.settings.convention)

    def validate(self, hands: Sequence[HandRecord], score: bool = False) -> None:
        """Check every hand as scoring would, without scoring it (quicker than
        scoring: a game opened is checked, then replayed with its breakdowns);
        ``score``: by :meth:`validate_by_scoring`."""
        if score:
            self.validate_by_scoring(hands)
            return
        game = self.game
        n = len(game.players)
        for index, (record, seating) in enumerate(
                zip(hands, seatings(game.rotation, n, hands), strict=True)):
            try:
                if record.penalty is not None:
                    check_offence(record.penalty, game.ruleset.penalties, n)
                    continue
                win_tile = _one_tile(record.win_tile) if record.win_tile else None
                parsed = _parse_entries(record)
                for i, entry in enumerate(record.entries):
                    if entry.tiles is None:
                        continue
                    hand = parsed[i]
                    if isinstance(hand, MahjongError):
                        raise PlayerError(i, game.players[i], hand, True)
                    assert hand is not None
                    try:
                        check_hand(hand, _situation(record, seating, i, win_tile, hand,
                                                    parsed, game.ruleset.tile_set),
                                   game.ruleset)
                    except MahjongError as exc:
                        raise PlayerError(i, game.players[i], exc, False) from None
            except PlayerError as exc:
                raise HandError(index, exc, exc) from None
            except MahjongError as exc:
                raise HandError(index, exc) from None

    def validate_by_scoring(self, hands: Sequence[HandRecord]) -> None:
        """What :meth:`validate` checks, by scoring every hand (through
        :meth:`Game.figures <scoring.games.game.Game.figures>`, which keeps the figures:
        a game file read for a season is scored once, not checked and then scored
        again) and checking each penalty's offence against the rules. The first hand
        that fails raises its HandError, as :meth:`validate` would."""
        game = self.game
        failed: HandError | None = None
        try:  # a file read is checked: no hand is kept that does not score
            game.figures(list(hands), keep=())
        except HandError as exc:
            failed = exc
        for index, record in enumerate(hands[:None if failed is None else failed.index]):
            if record.penalty is not None:
                try:
                    check_offence(record.penalty, game.ruleset.penalties, len(game.players))
                except MahjongError as exc:
                    raise HandError(index, exc) from None
        if failed is not None:
            raise failed

    def _scorer(self, keep: bool = True) -> _Scorer:
        """What scores the hands of one replay: every entry's breakdown (None for a
        typed score) and score. A hand scored before with the same tiles in the same
        situation is taken from the game's cache; ``keep``: put the hands scored now
        in it (for the edits to come), and the hands read in the game's. What every
        hand shares is read once: the rules, the tile set, the game's caches (the kind
        sees the game through a weak proxy, and each read through it costs). Raises
        what :func:`entry_hands` raises, at the same entry, then the engine's error
        as its player's PlayerError."""
        game = self.game
        ruleset = game.ruleset
        tile_set = ruleset.tile_set
        players = game.players
        cache = game._cache
        read = game._read if keep else None

        def score(record: HandRecord, seating: Seating
                  ) -> tuple[tuple[Breakdown | None, ...], tuple[int, ...]]:
            breakdowns: list[Breakdown | None] = []
            scores: list[int] = []
            for i, entry, hand, situation in entry_hands(record, seating, tile_set,
                                                         players, read):
                if hand is None or situation is None:
                    assert entry.score is not None
                    breakdowns.append(None)
                    scores.append(entry.score)
                    continue
                assert entry.tiles is not None
                key: tuple[str, Situation] | tuple[str, str, str]
                if situation.winner:
                    key = (entry.tiles, situation)
                else:  # a loser's situation is his seat and the prevailing wind only
                    key = (entry.tiles, situation.seat, situation.round)
                result = cache.get(key) if cache else None
                if result is None:
                    try:
                        result = score_hand(hand, situation, ruleset)
                    except MahjongError as exc:
                        raise PlayerError(i, players[i], exc, False) from None
                    if keep:
                        cache[key] = result
                breakdowns.append(result)
                scores.append(result.score)
            return tuple(breakdowns), tuple(scores)
        return score


def entry_hands(record: HandRecord, seating: Seating, tile_set: TileSet,
                players: Sequence[str], read: dict[str, Hand | MahjongError] | None = None
                ) -> Iterator[tuple[int, Entry, Hand | None, Situation | None]]:
    """Each entry of ``record`` (a hand of a game of these ``players`` and
    ``tile_set``, in ``seating``) in order, with its hand and situation, or None and
    None for a typed score. Raises, at the entry where scoring meets it, what scoring
    raises before the engine: the GameError of a winning tile that is not one tile,
    the PlayerError of an entry that cannot be read, an error of the tiles seen.
    ``read``: the hands read before, read from and added to (a game's: its edits read
    only the hand edited again)."""
    win_tile = _one_tile(record.win_tile) if record.win_tile else None
    parsed = _parse_entries(record, read)
    for i, entry in enumerate(record.entries):
        if entry.score is not None:
            yield i, entry, None, None
            continue
        hand = parsed[i]
        if isinstance(hand, MahjongError):
            raise PlayerError(i, players[i], hand, True)
        assert hand is not None
        yield i, entry, hand, _situation(record, seating, i, win_tile, hand, parsed,
                                         tile_set)


def _parse_entries(record: HandRecord, known: dict[str, Hand | MahjongError] | None = None
                   ) -> list[Hand | MahjongError | None]:
    """Every entry's tiles read once: the hand, the error that names what is wrong
    with it (reported for its player where that entry is scored), or None for an
    entry without tiles. ``known``: the tiles read before (a game's), read from it
    and added to (a hand read is immutable)."""
    parsed: list[Hand | MahjongError | None] = []
    for entry in record.entries:
        tiles = entry.tiles
        if tiles is None:
            parsed.append(None)
            continue
        found = known.get(tiles) if known is not None else None
        if found is None:
            try:
                found = parse_hand(tiles)
            except MahjongError as exc:
                found = exc
            if known is not None:
                known[tiles] = found
        parsed.append(found)
    return parsed


#: (seat, prevailing wind) -> a loser's situation (immutable: each is made once)
_LOSER_SITUATIONS: dict[tuple[str, str], Situation] = {}


def _situation(record: HandRecord, seating: Seating, player: int,
               win_tile: Tile | None, hand: Hand,
               parsed: Sequence[Hand | MahjongError | None],
               tile_set: TileSet) -> Situation:
    """The situation of ``player`` (whose tiles are ``hand``) in a recorded hand;
    ``parsed`` holds every entry as :func:`_parse_entries` read it."""
    if record.winner != player:
        return _loser_situation(seating.seats[player], seating.prevailing)
    return _winner_situation(record, seating, player, win_tile, hand, parsed, tile_set)


def _loser_situation(seat: str, prevailing: str) -> Situation:
    """A loser's situation: his seat and the prevailing wind (made once each)."""
    found = _LOSER_SITUATIONS.get((seat, prevailing))
    if found is None:
        found = _LOSER_SITUATIONS[seat, prevailing] = Situation(
            seat=seat, round=prevailing, winner=False)
    return found


def _winner_situation(record: HandRecord, seating: Seating, player: int,
                      win_tile: Tile | None, hand: Hand,
                      parsed: Sequence[Hand | MahjongError | None],
                      tile_set: TileSet) -> Situation:
    """The situation of the winner ``player`` (see :func:`_situation`)."""
    # an entry that cannot be read is that entry's own error, reported for its player
    others = [p if isinstance(p, Hand) else None for p in parsed]
    extra = parse_tiles(record.seen.replace(" ", "")) if record.seen else []
    seen = seen_on_table(hand, others, player, extra, tile_set)
    return Situation(
        seat=seating.seats[player], round=seating.prevailing, winner=True,
        win_tile=win_tile, source=record.source,  # type: ignore[arg-type]
        flags=record.flags, east_wins_before=seating.dealer_streak, seen=seen)


#: every tile by its code (the winning tile of a hand is most often written so)
_BY_CODE = tile_codes()


def _one_tile(text: str) -> Tile:
    found = _BY_CODE.get(text)
    if found is not None:
        return found
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise GameError("the winning tile '{tile}' must be exactly one tile", tile=text)
    return tiles[0]


register(ClassicalKind)
