"""The winner's Ponjan hand as it is being entered: the value the Ponjan hand box shows
and sends picks to.

A :class:`PonjanDraft` holds the concealed tiles and the stolen sets picked or typed so
far, what each pick added (so that the last one can be taken back), the add mode
(``"tile"``: one tile, ``"set"``: three of it), whether the next set is stolen, and,
while the typed text cannot be read, the text and why. It is immutable: every change
returns a new draft, or raises :class:`~scoring.errors.DraftError` naming why it is
refused (an English template with its values, translated by the front end as any
message of :mod:`scoring.errors`).

The game keeps it as the ``tiles``, ``mode`` and ``stolen`` fields of a
:class:`scoring.games.draft.HandDraft`: :meth:`PonjanDraft.notation`,
:attr:`PonjanDraft.mode`, :attr:`PonjanDraft.steal`, and :meth:`PonjanDraft.read`
back.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Literal

from scoring.errors import TILES, DraftError, MahjongError, Msg, message_key
from scoring.ponjan.hand import HAND_SIZE, MAX_STOLEN, PonjanHand
from scoring.ponjan.notation import format_hand, parse_hand
from scoring.ponjan.tiles import ponjan_tile

PonjanMode = Literal["tile", "set"]
#: the add modes: a pick adds one tile, or a set of three of it
PONJAN_MODES: tuple[PonjanMode, ...] = ("tile", "set")


@dataclass(frozen=True, eq=False)
class PonjanDraft:
    """The winner's tiles being entered (see the module's description)."""

    #: the concealed tiles by code, in the order they came
    concealed: tuple[str, ...] = ()
    #: one code per stolen set
    stolen: tuple[str, ...] = ()
    #: what each pick added, in order: (stolen?, code, tiles), for :meth:`take_back`
    added: tuple[tuple[bool, str, int], ...] = ()
    mode: PonjanMode = "tile"
    #: whether the next set added is a stolen (exposed) set
    steal: bool = False
    #: the text last read, kept while it cannot be read
    text: str = ""
    #: why :attr:`text` cannot be read (None: it could)
    error: MahjongError | None = None

    def _key(self) -> tuple[object, ...]:
        """What makes two drafts equal (an error by its message, not its identity)."""
        return (self.concealed, self.stolen, self.added, self.mode, self.steal, self.text,
                message_key(self.error))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PonjanDraft) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # -- what it holds ---------------------------------------------------------------

    def tile_count(self) -> int:
        """How many tiles the hand holds (a stolen set counts 3)."""
        return len(self.concealed) + 3 * len(self.stolen)

    def used_counts(self) -> Counter[str]:
        """The tiles of the hand by code (none while the typed text cannot be read)."""
        if self.error is not None:
            return Counter()
        counts = Counter(self.concealed)
        for code in self.stolen:
            counts[code] += 3
        return counts

    def notation(self) -> str:
        """The hand in the notation, "" when empty (the text while it is unreadable)."""
        if self.error is not None:
            return self.text.strip()
        if not self.concealed and not self.stolen:
            return ""
        return format_hand(PonjanHand(tuple(sorted(ponjan_tile(c) for c in self.concealed)),
                                      tuple(ponjan_tile(c) for c in self.stolen)))

    def concealed_codes(self) -> list[str]:
        """The kinds of the concealed tiles (the winning tile is one of them)."""
        return sorted(set(self.concealed), key=lambda c: ponjan_tile(c).sort_key)

    def shown(self) -> list[tuple[str, bool]]:
        """The strip: (code, stolen?) of each concealed tile in tile order, then of
        each stolen set."""
        tiles = sorted(self.concealed, key=lambda c: ponjan_tile(c).sort_key)
        return [*((c, False) for c in tiles), *((c, True) for c in self.stolen)]

    # -- modes -----------------------------------------------------------------------

    def set_mode(self, mode: str) -> PonjanDraft:
        if mode not in PONJAN_MODES:
            raise ValueError(f"no Ponjan add mode {mode!r}")
        return replace(self, mode=mode)

    def set_steal(self, on: bool) -> PonjanDraft:
        """Whether the next set added is stolen."""
        return replace(self, steal=on)

    # -- picks -----------------------------------------------------------------------

    def pick(self, code: str) -> PonjanDraft:
        """Add ``code`` as the mode says (a set of three while :attr:`steal`, which
        then turns off)."""
        if self.error is not None:
            raise DraftError("Put the typed hand right first: {reason}", reason=self.error)
        try:
            t = ponjan_tile(code)
        except KeyError:
            raise DraftError("There is no tile {code}.", code=code) from None
        n = 3 if self.mode == "set" or self.steal else 1
        if self.tile_count() + n > HAND_SIZE:
            raise DraftError("A winning Ponjan hand has 9 tiles; this one has {count}",
                             count=self.tile_count())
        if self.used_counts()[code] + n > t.copies:
            raise DraftError("There are only {copies} copies of {name}", copies=t.copies,
                             name=Msg(t.name, TILES))
        if self.steal:
            if len(self.stolen) >= MAX_STOLEN:
                raise DraftError("A Ponjan hand has at most two stolen sets")
            return replace(self, stolen=(*self.stolen, code), steal=False,
                           added=(*self.added, (True, code, 3)))
        return replace(self, concealed=self.concealed + (code,) * n,
                       added=(*self.added, (False, code, n)))

    def take_back(self) -> PonjanDraft:
        """Without the last tile (or set) added; typed tiles or tiles changed in the
        strip: the last concealed tile, else the last stolen set. Unreadable text:
        nothing changes."""
        if self.error is not None:
            return self
        added = list(self.added)
        concealed, stolen = list(self.concealed), list(self.stolen)
        while added:
            was_stolen, code, n = added.pop()
            if was_stolen and code in stolen:
                stolen.remove(code)
                break
            if not was_stolen and concealed.count(code) >= n:
                for _ in range(n):
                    concealed.remove(code)
                break
        else:
            if concealed:
                concealed.pop()
            elif stolen:
                stolen.pop()
        return replace(self, concealed=tuple(concealed), stolen=tuple(stolen),
                       added=tuple(added))

    def unsteal(self, code: str) -> PonjanDraft:
        """The stolen set of ``code`` made a concealed one."""
        stolen = list(self.stolen)
        stolen.remove(code)
        return replace(self, stolen=tuple(stolen), concealed=self.concealed + (code,) * 3)

    def clear(self) -> PonjanDraft:
        """No tiles, nothing wrong; the modes kept."""
        return PonjanDraft(mode=self.mode, steal=self.steal)

    # -- the text ----------------------------------------------------------------------

    def read(self, text: str) -> PonjanDraft:
        """The hand ``text`` in the notation (``000r 111k (000d)``); text that cannot
        be read keeps it and says why (:attr:`error`), the tiles before kept."""
        if not text.strip():
            return replace(self, concealed=(), stolen=(), added=(), text=text, error=None)
        try:
            hand = parse_hand(text)
        except MahjongError as exc:
            return replace(self, added=(), text=text, error=exc)
        return replace(self, concealed=tuple(t.code for t in hand.concealed),
                       stolen=tuple(t.code for t in hand.stolen), added=(), text=text,
                       error=None)


__all__ = ["PONJAN_MODES", "PonjanDraft", "PonjanMode"]
