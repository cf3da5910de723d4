"""Hand evaluation, list utilities, and the easy level's rules of thumb."""

from __future__ import annotations

import pytest
from support.ai_helpers import play_deal, quick_player
from support.engine_helpers import mask, new_game, run
from support.scale import count

from skat_desktop.ai import evaluation as ev
from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai import solver
from skat_desktop.ai.card_play import equivalent_groups
from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL, PRESETS, RuleSet, Scoring

SF = RuleSet(scoring=Scoring.SEEGER_FABIAN)


def test_guaranteed_value_assumes_the_worst_skat() -> None:
    # Without 2 in clubs (HJ DJ held): the club jack in the skat makes it "with 1".
    hand = mask("HJ DJ CA CT CK C9 C8 HA SA D7")
    unknown = ((1 << 32) - 1) & ~hand
    c = ev.contract_for(GameType.CLUBS, hand=True)
    assert ev.guaranteed_value(OFFICIAL, c, hand, unknown) == 12 * 3  # with 1, game, hand
    assert ev.guaranteed_value(OFFICIAL, c, hand | mask("D8 D9")) == 12 * 4  # without 2
    assert ev.guaranteed_value(OFFICIAL, c, hand | mask("SJ D8")) == 12 * 3  # without 1


def test_outcome_table_prices_seeger_fabian() -> None:
    c = ev.contract_for(GameType.GRAND)
    cards12 = mask("CJ SJ HA HT SA ST DA DT CA CT H7 H8")  # with 2: 24 x 3 = 72
    table = ev.outcome_table(SF, c, 0, 18, cards12)
    assert table.by_category[ev.CAT_WON] == 72 + 50
    assert table.by_category[ev.CAT_SCHNEIDER] == 96 + 50
    assert table.by_category[ev.CAT_LOST] == -144 - 50 - 40
    assert table.win(ev.CAT_WON) and not table.win(ev.CAT_LOST)
    overbid = ev.outcome_table(SF, c, 0, 100, cards12)
    assert not any(overbid.won[:5])  # only Schwarz would reach 100 (24 x 5 = 120)
    u, w = table.adjusted(ev.CAT_LOST, 0.5)
    assert w == 0.5 and table.by_category[ev.CAT_LOST] < u < table.by_category[ev.CAT_WON]


def test_seeger_fabian_at_four_pays_the_others_30_not_40() -> None:
    """RULES.md §11: +30 to each other player at a four-player table."""
    c = ev.contract_for(GameType.GRAND)
    cards12 = mask("CJ SJ HA HT SA ST DA DT CA CT H7 H8")  # with 2: 24 x 3 = 72
    four = SF.replace(players=4, list_length=48)
    table = ev.outcome_table(four, c, 0, 18, cards12)
    assert table.by_category[ev.CAT_WON] == 72 + 50
    assert table.by_category[ev.CAT_LOST] == -144 - 50 - 30
    assert est.expected_gain(four, 0.0, 72) == -144 - 50 - 30
    assert est.expected_gain(SF, 0.0, 72) == -144 - 50 - 40


@pytest.mark.parametrize("rules", [OFFICIAL, SF, SF.replace(players=4, list_length=48)])
def test_bid_threshold_is_the_break_even_of_the_expected_gain(rules: RuleSet) -> None:
    """The win chance the bid threshold starts from makes :func:`expected_gain` zero."""
    for value in (18, 23, 48, 120):
        even = est.bid_threshold(rules, value, margin=0.0)
        assert est.expected_gain(rules, even, value) == pytest.approx(0.0)


def test_strong_hands_bid_more() -> None:
    strong = mask("CJ SJ HJ CA CT CK C9 HA SA ST")
    weak = mask("D7 D8 H9 HQ S8 S9 C7 C8 DQ HK")
    unknown_s = ((1 << 32) - 1) & ~strong
    unknown_w = ((1 << 32) - 1) & ~weak
    assert est.hand_strength(SF, strong, 0, unknown_s) >= 48
    assert est.hand_strength(SF, weak, 1, unknown_w) == 0


def test_discards_keep_trumps_and_aces() -> None:
    hand12 = mask("CJ SJ HJ CA CT CK C9 C8 HA HT SK S7")
    for a, b in est.best_discards(GameType.CLUBS, hand12, 3):
        for c in (a, b):
            assert Card(c).suit != 3 and not Card(c).is_jack
            assert Card(c).rank != 7  # no ace


def test_equivalent_cards_grouped() -> None:
    # Hearts 7 8 9 held together are interchangeable; Q and K differ in points.
    hand = mask("H7 H8 H9 HQ HK")
    groups = equivalent_groups(int(GameType.CLUBS), hand, hand, 0)
    as_text = sorted(sorted(str(Card(c)) for c in g) for g in groups)
    assert ["H7", "H8", "H9"] in as_text and ["HQ"] in as_text and ["HK"] in as_text


def test_easy_pulls_trumps_with_the_top_jack() -> None:
    game = new_game(
        OFFICIAL,
        f="CJ SJ HJ CA CT CK C9 HA SA ST",
        m="DJ C8 C7 HT HK HQ H9 H8 H7 SK",
        r="CQ D7 D8 D9 DT DQ DK DA SQ S9",
        skat="S8 S7",
    )
    run(game, "pass pass 18 pickup discard:S8.S7 declare:clubs")
    view = game.view(0)
    action = EasyPlayer(1).choose(view)
    assert action == A.Play(Card.parse("CJ"))


def test_easy_smears_on_partners_trick() -> None:
    # Spades game by Rearhand. F leads the heart ace, M (partner) has no hearts.
    game = new_game(
        OFFICIAL,
        f="HA H7 H8 D7 D8 D9 C7 C8 C9 CQ",
        m="DA DT CA CT SJ S7 S8 DK DQ CK",
        r="CJ HJ DJ SA ST SK SQ S9 HT HK",
        skat="HQ H9",
    )
    run(game, "pass 18 pass pickup discard:HQ.H9 declare:spades HA")
    # Middlehand cannot follow hearts; partner's ace is winning unless R trumps.
    view = game.view(1)
    action = EasyPlayer(1).choose(view)
    assert isinstance(action, A.Play)
    assert action.card.points >= 10 and not action.card.is_jack


@pytest.mark.slow
def test_easy_never_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """``easy`` is instant because it never solves or samples worlds.

    Its latency target (20 ms) is measured by ``skat-desktop bench``; here we
    check the structural reason for it, which does not depend on machine load.
    """
    import inspect

    from skat_desktop.ai import easy, sampling

    def forbidden(*_args: object, **_kw: object) -> None:
        raise AssertionError("easy must not search")

    searching = [solver, sampling]
    for module in searching:
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if fn.__module__ == module.__name__:
                monkeypatch.setattr(module, name, forbidden)
    # Names imported straight into easy would dodge the patches above.
    for value in vars(easy).values():
        assert getattr(value, "__module__", None) not in {m.__name__ for m in searching}
    decisions: list[Phase] = []
    deals = count(10, 40)
    for seed in range(deals):
        play_deal(
            SF,
            seed,
            ("easy",) * 3,
            factory=lambda _level, s: EasyPlayer(s),
            on_decision=lambda _level, phase: decisions.append(phase),
        )
    assert len(decisions) > deals * 12


def test_no_overbid_declaration_after_high_bid() -> None:
    # Middlehand bids 72 (Grand with 2); every level must announce a game worth 72.
    for level in ("easy", "normal", "strong"):
        game = new_game(
            OFFICIAL,
            f="D7 D8 D9 H7 H8 H9 S7 S8 S9 C7",
            m="CJ SJ CA CT HA HT SA ST DA DT",
            r="HJ DJ C8 C9 CQ CK HQ HK SQ SK",
            skat="DQ DK",
        )
        run(game, "72 pass pass")
        player = quick_player(level, 3)
        while game.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
            game.apply(player.choose(game.view(1)), 1)
        assert game.contract is not None
        value = scoring.contract_value(OFFICIAL, game.contract, game.cards12)
        assert value >= 72, (level, game.contract, CardSet(game.cards12))


def test_python_core_scales_worlds_down(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from skat_desktop.ai import search_config, solver
    from skat_desktop.ai.search_config import STRONG
    from skat_desktop.ai.search_player import SearchPlayer

    monkeypatch.setattr(solver, "core_name", lambda: "python")
    player = SearchPlayer("strong", 1)
    assert player.scaled_for_python
    assert player.worlds < STRONG.play_worlds
    assert player.worlds == STRONG.play_worlds // search_config.PYTHON_SCALE or player.worlds == 6


def test_python_core_searches_only_short_hands(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Without the C core a trick-1 world takes the Python twin seconds: the
    auction and the opening tricks follow the rules of thumb, the rest is searched."""
    from skat_desktop.ai import search_config, solver
    from skat_desktop.ai.search_player import SearchPlayer

    monkeypatch.setattr(solver, "core_name", lambda: "python")
    player = SearchPlayer("strong", 1)
    start = search_config.PYTHON_SEARCH_FROM
    assert player.cfg.search_from_trick == start > 0
    calls: list[int] = []

    def counting(real):  # type: ignore[no-untyped-def]
        def wrapper(*args, **kw):  # type: ignore[no-untyped-def]
            calls.append(len(game.tricks))
            return real(*args, **kw)

        return wrapper

    for name in ("solve", "move_values", "reaches", "takes_all_tricks"):
        monkeypatch.setattr(solver, name, counting(getattr(solver, name)))
    for seed in range(6):
        game = Game.from_seed(SF, 300 + seed)
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            game.apply(player.choose(game.view(seat)), seat)
    assert calls, "the endgame is searched"
    assert min(calls) >= start, "nothing is solved before the hands are short"


def test_easy_plays_hand_when_it_bid_on_a_hand_game() -> None:
    """Regression (found by the full legality run): easy bid 135 counting on
    Grand Hand (with 4, hand: ×6 = 144), then picked up the skat, where Grand is
    worth only 120: a certain overbid. When no pick-up game can reach the bid,
    the hand game it bid on is played."""
    rules = PRESETS["classic1997"]
    game = new_game(
        rules,
        f="DQ DK HT HK S8 SQ SK SA CQ CA",
        m="D7 D9 H7 H9 HA S7 S9 C7 C8 CK",
        r="D8 DJ DA H8 HJ HQ ST SJ CT CJ",
        skat="DT C9",
    )
    run(game, "pass 135 pass")
    assert game.phase is Phase.SKAT and game.declarer == 2
    action = EasyPlayer(1).choose(game.view(2))
    assert isinstance(action, A.Declare), action
    assert action.game is GameType.GRAND
    assert (
        scoring.contract_value(rules, ev.contract_for(GameType.GRAND, hand=True), game.cards12)
        >= 135
    )


def test_monster_hand_announces_ouvert() -> None:
    game = new_game(
        OFFICIAL,
        f="CJ SJ HJ DJ CA CT SA ST HA HT",
        m="D7 D8 D9 DT DQ DK DA C7 C8 C9",
        r="CQ CK SQ SK HQ HK S7 S8 H7 H8",
        skat="S9 H9",
    )
    run(game, "18 hold pass pass")
    for level in ("normal", "strong"):
        action = quick_player(level, 1).choose(game.view(0))
        assert isinstance(action, A.Declare), (level, action)
        assert action.game is GameType.GRAND and action.ouvert, (level, action)


def test_null_games_have_their_own_double_dummy_optimism() -> None:
    """The auction reads a Null's solved losses with ``null_optimism`` and a
    trump game's with ``dd_optimism`` (one world lost, one won for each)."""
    import dataclasses

    from skat_desktop.ai.auction import BidEval
    from skat_desktop.ai.search_config import STRONG
    from skat_desktop.engine.skat.deal import Deal

    view = Game(OFFICIAL, Deal.from_seed(12)).view(1)  # only its rules and seat are read
    null = ev.contract_for(GameType.NULL, hand=True)
    grand = ev.contract_for(GameType.GRAND, hand=True)

    def values(null_optimism: float) -> dict[A.Declare, tuple[float, float]]:
        cfg = dataclasses.replace(STRONG, dd_optimism=0.35, null_optimism=null_optimism)
        be = BidEval(
            view,
            [],
            [],
            [],
            {null: [0, 1], grand: [ev.CAT_LOST, ev.CAT_WON]},
            {null: [0, 0], grand: [0, 0]},
            {null: 35, grand: 48},
            48,
            cfg,
        )
        return be.hand_values(18)

    null_decl, grand_decl = A.Declare(GameType.NULL), A.Declare(GameType.GRAND)
    cautious, hopeful = values(0.0), values(0.35)
    assert cautious[null_decl][1] == 0.5  # the lost world stays lost
    assert hopeful[null_decl][1] == pytest.approx(0.5 + 0.5 * 0.35)
    assert cautious[null_decl][0] < hopeful[null_decl][0]
    assert cautious[grand_decl] == hopeful[grand_decl]  # trump games: dd_optimism
    assert STRONG.optimism(GameType.NULL) == STRONG.null_optimism
    assert STRONG.optimism(GameType.GRAND) == STRONG.dd_optimism
    assert STRONG.optimism(GameType.HEARTS) == STRONG.dd_optimism
