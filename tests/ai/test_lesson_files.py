"""The lesson files: each loads in every language, each intended line is legal and
reaches its goal, each listed mistake is stopped, and a damaged file is refused
with a message that names it (never a traceback)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.ai.lessons.lesson_deal import LessonSession
from skat_desktop.ai.lessons.lesson_file import (
    LANGUAGES,
    Lesson,
    LessonError,
    load_lesson,
    load_lessons,
)
from skat_desktop.ai.lessons.lines import play_line, position_before
from skat_desktop.ai.lessons.registry import lesson_game
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.resources_path import resources_dir

FOLDER = resources_dir() / "lessons"
LESSONS, PROBLEMS = load_lessons(FOLDER)
MARK = re.compile(r"\{([^{}]*)\}")


def _texts(lesson: Lesson) -> list[str]:
    out = [*lesson.title.values()]
    for paragraphs in lesson.text.values():
        out += paragraphs
    for deal in lesson.deals:
        out += [*deal.intro.values(), *deal.done.values()]
        for mistake in deal.mistakes:
            out += mistake.text.values()
    return out


def test_every_lesson_file_loads() -> None:
    assert PROBLEMS == []
    files = sorted(FOLDER.glob("*/*.json"))
    assert len(LESSONS) == len(files) >= 7
    assert [lesson.order for lesson in LESSONS if lesson.game == "skat"] == sorted(
        lesson.order for lesson in LESSONS if lesson.game == "skat"
    )


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_text_is_there_in_every_language_and_names_real_cards(lesson: Lesson) -> None:
    for language in LANGUAGES:
        assert lesson.title[language].strip() and lesson.text[language]
        for deal in lesson.deals:
            assert deal.intro[language].strip() and deal.done[language].strip()
    for text in _texts(lesson):
        for mark in MARK.findall(text):
            Card.parse(mark)  # a misspelt card would show as "{XX}" at the table
        assert "{" not in MARK.sub("", text) and "}" not in MARK.sub("", text), text


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_intended_line_is_legal_and_reaches_the_goal(lesson: Lesson) -> None:
    for deal in lesson.deals:
        run = play_line(deal, deal.intended)
        reached = lesson_game(lesson.game).reached
        assert run.game.finished and reached(run.game, deal), run.game.result
        assert run.verdicts == [None] * len(deal.intended), run.verdicts


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_listed_mistake_is_stopped_with_the_lessons_words(lesson: Lesson) -> None:
    for deal in lesson.deals:
        for mistake in deal.mistakes:
            session = position_before(deal, deal.intended[: mistake.at])
            game = session.game
            assert game.check(mistake.action, deal.human) is None, "the mistake must be legal"
            kind = lesson_game(lesson.game)
            verdict = kind.judge(game.copy(), deal.human, mistake.action, deal, mistake.at)
            assert verdict is not None and verdict.mistake is mistake
            if isinstance(mistake.action, A.Play):
                # the solver agrees: the card turns the goal or costs card points
                assert verdict.kind in ("card", "column")
                assert verdict.turned or verdict.cost >= deal.threshold
            if isinstance(mistake.action, A.Declare):
                # played on, the other declaration is worth less to the declarer
                line = list(deal.intended)
                line[mistake.at] = mistake.action
                good = play_line(deal, deal.intended).game.result
                bad = play_line(deal, line).game.result
                assert bad.value < good.value, (bad.value, good.value)
            if isinstance(mistake.action, A.Discard):
                # played on with best play all round, the other discard misses the goal
                line = list(deal.intended)
                line[mistake.at] = mistake.action
                assert not kind.reached(play_line(deal, line).game, deal)


def test_picking_up_in_the_game_value_lesson_really_loses_as_overbid() -> None:
    """The lesson says a picked-up Clubs game with 1 (24) cannot cover the 30 held."""
    lesson = next(each for each in LESSONS if each.id == "skat-game-value")
    deal = lesson.deals[0]
    skat = sorted(Card(c) for c in range(32) if deal.deal.skat >> c & 1)
    line = [A.PICK_UP, A.Discard((skat[0], skat[1])), deal.intended[0]]
    result = play_line(deal, line).game.result
    assert result is not None and result.overbid and not result.won


def test_leading_through_catches_the_declarers_ten_and_an_ace_first_lets_it_live() -> None:
    """The lesson says: led through twice, the declarer's ten of spades falls to the
    defenders; after the ace of diamonds first it wins him a trick (68 points)."""
    lesson = next(each for each in LESSONS if each.id == "skat-leading-through")
    deal = lesson.deals[0]
    ten = Card.parse("ST")

    def ten_taken_by(line: list[Any]) -> tuple[int, Any]:
        game = play_line(deal, line).game
        trick = next(each for each in game.tricks if ten in each.cards)
        return trick.winner, game.result

    declarer = 1  # Middlehand
    winner, result = ten_taken_by(list(deal.intended))
    assert winner != declarer and result is not None and not result.won
    assert result.card_points == 59
    ace_first = next(m.action for m in deal.mistakes if m.action == A.PLAYS[Card.parse("DA")])
    winner, result = ten_taken_by([ace_first])
    assert winner == declarer and result is not None and result.won
    assert result.card_points == 68


def test_undo_never_goes_back_past_the_lessons_start() -> None:
    deal = next(each for each in LESSONS if each.id == "skat-follow-suit").deals[0]
    session = LessonSession(deal, ("You", "Left", "Right"))
    session.apply(deal.intended[0], deal.human)
    session.undo_to(0)
    assert len(session.current.actions) == len(deal.before)
    assert session.game.to_move == deal.human


# ---------------------------------------------------------------------- damaged files
def _good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (FOLDER / "skat" / "01_follow_suit.json").read_text(encoding="utf-8")
    )
    return data


def _damaged(change: str) -> str:
    data = _good()
    deal = data["deals"][0]
    if change == "not_json":
        return "{ this is not JSON"
    if change == "a_list":
        return json.dumps([data])
    if change == "format":
        data["format"] = "skat-desktop-list"
    elif change == "newer":
        data["version"] = 99
    elif change == "no_japanese_title":
        del data["title"]["ja"]
    elif change == "empty_german_text":
        data["text"]["de"] = []
    elif change == "card_twice":
        deal["hands"]["forehand"] = deal["hands"]["middlehand"]
    elif change == "eleven_cards":
        deal["hands"]["forehand"] += " C7"
    elif change == "bad_card":
        deal["hands"]["skat"] = "XX YY"
    elif change == "bad_action":
        deal["intended"] = [{"type": "fly"}]
    elif change == "bad_seat":
        deal["human"] = "dealer"
    elif change == "mistake_outside_line":
        deal["mistakes"][0]["at"] = 7
    elif change == "no_mistakes":
        deal["mistakes"] = []
    elif change == "deep":
        nested: Any = 1
        for _ in range(100):
            nested = [nested]
        data["deals"] = nested
    elif change == "huge_number":
        return json.dumps(data).replace('"order": 1', '"order": ' + "9" * 40)
    elif change == "unknown_rules":
        deal["rules"] = "moon"
    elif change == "illegal_before":
        deal["before"][0] = ["forehand", {"type": "bid", "value": 18}]
    elif change == "not_the_players_turn":
        deal["before"] = deal["before"][:-1]
    elif change == "unknown_game":
        data["game"] = "chess"
    elif change == "spitzer_cards_for_skat":
        data["game"] = "spitzer"
    return json.dumps(data)


@pytest.mark.parametrize(
    "change",
    [
        "not_json",
        "a_list",
        "format",
        "newer",
        "no_japanese_title",
        "empty_german_text",
        "card_twice",
        "eleven_cards",
        "bad_card",
        "bad_action",
        "bad_seat",
        "mistake_outside_line",
        "no_mistakes",
        "deep",
        "huge_number",
        "unknown_rules",
        "unknown_game",
        "spitzer_cards_for_skat",
        "illegal_before",
        "not_the_players_turn",
    ],
)
def test_a_damaged_lesson_file_is_refused_with_its_name(tmp_path: Path, change: str) -> None:
    folder = tmp_path / "skat"
    folder.mkdir()
    bad = folder / "99_bad.json"
    bad.write_text(_damaged(change), encoding="utf-8")
    (folder / "01_good.json").write_text(json.dumps(_good()), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(bad)
    assert str(bad) in str(caught.value) and "\n" not in str(caught.value)
    lessons, problems = load_lessons(tmp_path)
    assert [lesson.id for lesson in lessons] == ["skat-follow-suit"]
    assert len(problems) == 1 and str(bad) in problems[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_pipe_named_like_a_lesson_is_refused_without_blocking(tmp_path: Path) -> None:
    folder = tmp_path / "skat"
    folder.mkdir()
    os.mkfifo(folder / "01_pipe.json")
    lessons, problems = load_lessons(tmp_path)
    assert lessons == [] and len(problems) == 1 and "not a regular file" in problems[0]


def test_the_same_id_twice_keeps_the_first(tmp_path: Path) -> None:
    folder = tmp_path / "skat"
    folder.mkdir()
    for name in ("01_a.json", "02_b.json"):
        (folder / name).write_text(json.dumps(_good()), encoding="utf-8")
    lessons, problems = load_lessons(tmp_path)
    assert len(lessons) == 1 and "used twice" in problems[0]


def test_the_kontra_lesson_doubles_a_game_the_declarer_loses_anyway() -> None:
    """The lesson says the declarer cannot reach 61: without Kontra he loses too,
    and with it the same loss counts double."""
    deal = next(each for each in LESSONS if each.id == "skat-kontra").deals[0]
    with_kontra = play_line(deal, deal.intended).game.result
    without = play_line(deal, [A.PASS, *deal.intended[1:]]).game.result
    assert with_kontra is not None and without is not None
    assert with_kontra.kontra and not with_kontra.won and not without.won
    assert with_kontra.value == 2 * without.value


def test_a_spitzer_declaration_the_lesson_calls_a_mistake_scores_the_player_less() -> None:
    """Spitzer's listed declarations (keeping quiet with both queens, passing with a
    Zola hand) are checked by playing both lines out: the mistake scores less."""
    checked = 0
    for lesson in (each for each in LESSONS if each.game == "spitzer"):
        for deal in lesson.deals:
            for mistake in deal.mistakes:
                if isinstance(mistake.action, A.Play):
                    continue
                line = list(deal.intended)
                line[mistake.at] = mistake.action
                good = play_line(deal, deal.intended).game.result
                bad = play_line(deal, line).game.result
                assert bad.scores[deal.human] < good.scores[deal.human], lesson.id
                checked += 1
    assert checked >= 2


JAPANESE = "\u3040-\u30ff\u4e00-\u9fff"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_japanese_lesson_texts_use_full_width_punctuation(lesson: Lesson) -> None:
    """As the interface's translations do (tests/ui/test_japanese_punctuation.py)."""
    texts = [lesson.title["ja"], *lesson.text["ja"]]
    for deal in lesson.deals:
        texts += [deal.intro["ja"], deal.done["ja"], *(m.text["ja"] for m in deal.mistakes)]
    for text in texts:
        assert not re.search(f"[{JAPANESE}][:;,.!?]", text), text
        assert not re.search(f"\\([^()]*[{JAPANESE}][^()]*\\)", text), text


OFF_GLOSSARY = {
    "切り札": "切札",
    "スカット": "スカート",
    "ダイヤ(?!モンド)": "ダイアモンド",
    "ダイヤモンド": "ダイアモンド",
    "トランプ": "切札",
    "デクレアラー": "ソロイスト",
    "宣言者": "ソロイスト",
    "ディフェンダー": "相手側",
    "コントラ返し": "リコントラ",
}
"""Japanese words a lesson must not use, with the glossary's term for each
(../shared/GLOSSARY.md: the words Japanese Skat players read in the rules pages)."""


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_japanese_lesson_texts_use_the_glossarys_terms(lesson: Lesson) -> None:
    texts = [lesson.title["ja"], *lesson.text["ja"]]
    for deal in lesson.deals:
        texts += [deal.intro["ja"], deal.done["ja"], *(m.text["ja"] for m in deal.mistakes)]
    for text in texts:
        for wrong, right in OFF_GLOSSARY.items():
            assert not re.search(wrong, text), f"{right}, not {wrong}: {text}"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_german_lesson_texts_speak_to_the_player_with_du(lesson: Lesson) -> None:
    texts = [*lesson.text["de"]]
    for deal in lesson.deals:
        texts += [deal.intro["de"], deal.done["de"], *(m.text["de"] for m in deal.mistakes)]
    for text in texts:  # mid-sentence "Sie"/"Ihre" is the formal address ("Ihre" at a
        # sentence's start is "their", which the lessons use)
        assert not re.search(r"(?<=[a-zäöüß,] )(Sie|Ihnen|Ihr|Ihre[mnrs]?)\b", text), text
