"""Lesson files: one JSON resource per lesson, read with the program's bounded reader.

A lesson is data, so new lessons need no code: its title and paragraphs in
every language, then one or more arranged deals (each seat's cards, the skat,
the player's seat, the actions already taken before the player takes over,
the intended line of the player's decisions and the mistakes the lesson
explains). Cards and actions are written as the save files write them and
parsed by the engine (:meth:`CardSet.parse`, :func:`action_from_dict`), never
by a parser of our own. A damaged or hostile file is refused with a
:class:`LessonError` that names the file and what is wrong, nothing else.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from skat_desktop.engine.cards import CardParseError, CardSet
from skat_desktop.engine.errors import RecordError, SkatError
from skat_desktop.engine.records.bounded import read_json_file

if TYPE_CHECKING:
    from .lesson_game import LessonGame

LANGUAGES: Final = ("en", "de", "ja")
"""Every lesson is written in each of these; a missing one is an error."""
FORMAT: Final = "skat-desktop-lesson"
VERSION: Final = 1
MAX_LESSON_BYTES: Final = 256 * 1024
GOALS: Final = ("win", "schneider", "ramsch")
"""``win``: the player's side wins the game; ``schneider``: it wins with Schneider;
``ramsch``: the player is not the one who loses the Ramsch."""


class LessonError(ValueError):
    """A lesson file that cannot be used; the text says which file and why."""


Texts = Mapping[str, str]
"""One text per language code."""


@dataclasses.dataclass(frozen=True)
class Mistake:
    """A wrong decision the lesson explains in its own words."""

    at: int
    """Index into the intended line: the decision instead of which it is made."""
    action: Any
    """The game's own action type."""
    text: Texts


@dataclasses.dataclass(frozen=True)
class LessonDeal:
    """One arranged deal of a lesson, played at the table."""

    game: str
    """The game's registry name (its lesson pieces: :mod:`.registry`)."""
    deal: Any
    """The arranged cards (the game's deal type)."""
    human: int
    """The player's game seat (Skat: 0 Forehand, 1 Middlehand, 2 Rearhand)."""
    rules: Any
    before: tuple[tuple[int, Any], ...]
    """Actions applied before the player takes over (the auction, the declaration)."""
    intro: Texts
    intended: tuple[Any, ...]
    """The player's decisions the lesson teaches, in order."""
    mistakes: tuple[Mistake, ...]
    goal: str
    bid_range: tuple[int, int] | None
    """Bids the lesson accepts from the player (None: the auction is not checked)."""
    bid_limits: Mapping[int, int]
    """How high each computer seat bids or holds in a played auction."""
    threshold: int
    """Card points a card may give away before it counts as a mistake."""
    done: Texts


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A lesson: texts in every language and its arranged deals."""

    id: str
    game: str
    order: int
    title: Texts
    text: Mapping[str, tuple[str, ...]]
    deals: tuple[LessonDeal, ...]
    path: Path

    def title_in(self, language: str) -> str:
        return self.title.get(language) or self.title["en"]

    def paragraphs_in(self, language: str) -> tuple[str, ...]:
        return self.text.get(language) or self.text["en"]


def text_in(texts: Texts, language: str) -> str:
    """The text in ``language`` (English where a language code is unknown)."""
    return texts.get(language) or texts["en"]


class _Reader:
    """Checks one file's JSON tree; every complaint names the file and the field."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.kind: LessonGame | None = None
        self.game = ""

    def fail(self, where: str, why: str) -> LessonError:
        return LessonError(f"{os.fspath(self.path)}: {where}: {why}")

    def field(self, data: Mapping[str, Any], name: str, kind: type, where: str) -> Any:
        value = data.get(name)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise self.fail(f"{where}{name}", f"missing or not a {kind.__name__}")
        return value

    def texts(self, data: Mapping[str, Any], name: str, where: str) -> dict[str, str]:
        value = self.field(data, name, dict, where)
        out: dict[str, str] = {}
        for lang in LANGUAGES:
            text = value.get(lang)
            if not isinstance(text, str) or not text.strip():
                raise self.fail(f"{where}{name}", f"no text in language {lang!r}")
            out[lang] = text
        return out

    def paragraphs(self, data: Mapping[str, Any], where: str) -> dict[str, tuple[str, ...]]:
        value = self.field(data, "text", dict, where)
        out: dict[str, tuple[str, ...]] = {}
        for lang in LANGUAGES:
            paras = value.get(lang)
            if not isinstance(paras, list) or not paras:
                raise self.fail(f"{where}text", f"no paragraphs in language {lang!r}")
            if not all(isinstance(p, str) and p.strip() for p in paras):
                raise self.fail(f"{where}text.{lang}", "every paragraph must be text")
            out[lang] = tuple(paras)
        return out

    def action(self, data: object, where: str) -> Any:
        assert self.kind is not None
        try:
            return self.kind.action(data)
        except (ValueError, CardParseError) as exc:
            raise self.fail(where, str(exc)) from None

    def seat(self, value: object, where: str) -> int:
        assert self.kind is not None
        seats = self.kind.seats
        if isinstance(value, str) and value in seats:
            return seats.index(value)
        raise self.fail(where, f"a seat is one of {', '.join(seats)}")

    def cards(self, value: object, where: str, count: int) -> int:
        if not isinstance(value, str):
            raise self.fail(where, "cards are written as text, e.g. 'CJ SJ HA'")
        try:
            cards = CardSet.parse(value)
        except (ValueError, CardParseError) as exc:
            raise self.fail(where, str(exc)) from None
        if len(cards) != count:
            raise self.fail(where, f"{count} cards expected, {len(cards)} given")
        return cards.mask

    def deal(self, data: object, index: int) -> LessonDeal:
        where = f"deals[{index}]."
        if not isinstance(data, dict):
            raise self.fail(where[:-1], "a deal is an object")
        kind = self.kind
        assert kind is not None
        hands = self.field(data, "hands", dict, where)
        masks = [
            self.cards(hands.get(seat), f"{where}hands.{seat}", kind.hand_size)
            for seat in kind.seats
        ]
        skat = self.cards(hands.get("skat"), f"{where}hands.skat", 2) if kind.skat_size else 0
        try:
            deal = kind.make_deal(masks, skat)
        except ValueError as exc:
            raise self.fail(f"{where}hands", str(exc)) from None
        preset = data.get("rules", "official")
        try:
            rules = kind.rules(str(preset))
        except (ValueError, TypeError) as exc:
            raise self.fail(f"{where}rules", str(exc)) from None
        before = []
        for i, item in enumerate(self.field(data, "before", list, where)):
            if not isinstance(item, list) or len(item) != 2:
                raise self.fail(f"{where}before[{i}]", "each entry is [seat, action]")
            seat = self.seat(item[0], f"{where}before[{i}]")
            before.append((seat, self.action(item[1], f"{where}before[{i}]")))
        intended = tuple(
            self.action(item, f"{where}intended[{i}]")
            for i, item in enumerate(self.field(data, "intended", list, where))
        )
        if not intended:
            raise self.fail(f"{where}intended", "the lesson needs at least one decision")
        mistakes = []
        for i, item in enumerate(self.field(data, "mistakes", list, where)):
            at = f"{where}mistakes[{i}]."
            if not isinstance(item, dict):
                raise self.fail(at[:-1], "a mistake is an object")
            step = self.field(item, "at", int, at)
            if not 0 <= step < len(intended):
                raise self.fail(f"{at}at", "must point into the intended line")
            action = self.action(item.get("action"), f"{at}action")
            mistakes.append(Mistake(step, action, self.texts(item, "text", at)))
        if not mistakes:
            raise self.fail(f"{where}mistakes", "list at least one mistake and explain it")
        goal = data.get("goal", "win")
        if goal not in GOALS:
            raise self.fail(f"{where}goal", f"one of {', '.join(GOALS)}")
        lesson_deal = LessonDeal(
            game=self.game,
            deal=deal,
            human=self.seat(data.get("human"), f"{where}human"),
            rules=rules,
            before=tuple(before),
            intro=self.texts(data, "intro", where),
            intended=intended,
            mistakes=tuple(mistakes),
            goal=str(goal),
            bid_range=self.bid_range(data.get("bid_range"), where),
            bid_limits=self.bid_limits(data.get("bid_limits", {}), where),
            threshold=self.threshold(data.get("threshold", 10), where),
            done=self.texts(data, "done", where),
        )
        self.check_start(lesson_deal, where)
        return lesson_deal

    def check_start(self, lesson_deal: LessonDeal, where: str) -> None:
        """The actions before the player's turn must be legal, and leave it the player's
        turn: the engine says why not (the table would otherwise fail at the start)."""
        kind = self.kind
        assert kind is not None
        try:
            session = kind.new_session(lesson_deal, [f"P{i}" for i in range(len(kind.seats))])
        except (SkatError, ValueError) as exc:
            raise self.fail(f"{where}before", str(exc)) from None
        if session.game.finished or session.game.to_move != lesson_deal.human:
            raise self.fail(f"{where}before", "after these actions it must be the player's turn")

    def bid_range(self, value: object, where: str) -> tuple[int, int] | None:
        if value is None:
            return None
        whole = isinstance(value, list) and len(value) == 2
        if not whole or not all(type(v) is int for v in value):  # type: ignore[attr-defined]
            raise self.fail(f"{where}bid_range", "two whole numbers [lowest, highest]")
        assert isinstance(value, list)
        low, high = int(value[0]), int(value[1])
        if not 18 <= low <= high <= 264:
            raise self.fail(f"{where}bid_range", "18 <= lowest <= highest <= 264")
        return int(low), int(high)

    def bid_limits(self, value: object, where: str) -> dict[int, int]:
        if not isinstance(value, dict):
            raise self.fail(f"{where}bid_limits", "an object {seat: highest bid}")
        out: dict[int, int] = {}
        for seat, limit in value.items():
            if not isinstance(limit, int) or isinstance(limit, bool) or not 0 <= limit <= 264:
                raise self.fail(f"{where}bid_limits.{seat}", "a whole number from 0 to 264")
            out[self.seat(seat, f"{where}bid_limits")] = limit
        return out

    def threshold(self, value: object, where: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 120:
            raise self.fail(f"{where}threshold", "a whole number of card points, 1 to 120")
        return value


def load_lesson(path: str | os.PathLike[str]) -> Lesson:
    """The lesson in ``path``; :class:`LessonError` (with the file's name) if unusable."""
    where = Path(path)
    try:
        data = read_json_file(where, max_bytes=MAX_LESSON_BYTES, max_depth=16)
    except RecordError as exc:
        raise LessonError(str(exc)) from None
    reader = _Reader(where)
    if not isinstance(data, dict):
        raise reader.fail("file", "a lesson file holds one JSON object")
    if data.get("format") != FORMAT:
        raise reader.fail("format", f"not a lesson file (expected {FORMAT!r})")
    if data.get("version") != VERSION:
        raise reader.fail("version", f"this program reads lesson files of version {VERSION}")
    lesson_id = reader.field(data, "id", str, "")
    game = reader.field(data, "game", str, "")
    from .registry import lesson_game  # the games' pieces import this module

    try:
        reader.kind = lesson_game(game)
    except ValueError as exc:
        raise reader.fail("game", str(exc)) from None
    reader.game = game
    deals = reader.field(data, "deals", list, "")
    if not deals:
        raise reader.fail("deals", "a lesson needs at least one deal")
    return Lesson(
        id=lesson_id,
        game=game,
        order=reader.field(data, "order", int, ""),
        title=reader.texts(data, "title", ""),
        text=reader.paragraphs(data, ""),
        deals=tuple(reader.deal(item, i) for i, item in enumerate(deals)),
        path=where,
    )


def load_lessons(folder: str | os.PathLike[str]) -> tuple[list[Lesson], list[str]]:
    """Every lesson file (``*.json``) under ``folder``, in lesson order, and the refusals.

    A bad file does not hide the good ones: its message joins the second list.
    """
    lessons: list[Lesson] = []
    problems: list[str] = []
    root = Path(folder)
    files = sorted(root.glob("*/*.json")) if root.is_dir() else []
    seen: set[str] = set()
    for path in files:
        try:
            lesson = load_lesson(path)
        except LessonError as exc:
            problems.append(str(exc))
            continue
        if lesson.id in seen:
            problems.append(f"{os.fspath(path)}: id: {lesson.id!r} is used twice")
            continue
        seen.add(lesson.id)
        lessons.append(lesson)
    lessons.sort(key=lambda item: (item.game, item.order, item.id))
    return lessons, problems
