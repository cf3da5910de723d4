"""What the player's clicks, drags and keys mean, and when the next step comes.

:class:`TableController` sits between the table widget and the model and owns
no widgets. It interprets input (a card click is a discard pick, a card to
play or a mistake to explain; a drag towards the middle plays; arrow keys move
the keyboard focus over the playable cards), holds the discard selection (the
one place it is kept: the table draws it raised, the panel's button asks it
whether it is a legal discard), and runs the idle gate: when the table has
finished animating it works out the next prompt for the person at the screen
(:class:`Prompt`) or lets the model ask the next computer player.

Every rule question goes to the engine: what is legal comes from the seat's
view, why a card is illegal from ``Game.why_illegal``.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from skat_desktop.engine.api import Action, Card, GameView, Phase
from skat_desktop.engine.api import actions as A
from skat_desktop.model.table_model import SkatModel
from skat_desktop.model.worker import Position

from . import texts
from .table.snapshot import snapshot_of

PLAY_TOOL_ACTIONS: tuple[Action, ...] = (A.CLAIM, A.CONCEDE, A.KONTRA)
"""Offered beside the hand during play (claim the rest, concede, Kontra)."""

DRAG_TO_PLAY = 0.45
"""A card dragged this many card heights towards the middle is played."""


class PanelKind(enum.Enum):
    """Which decision panel the window shows."""

    BIDDING = "bidding"
    DECLARE = "declare"
    DISCARD = "discard"
    CHOICE = "choice"
    TOOLS = "tools"


_PANEL_OF_PHASE: dict[Phase, PanelKind] = {
    Phase.BIDDING: PanelKind.BIDDING,
    Phase.SKAT: PanelKind.DECLARE,
    Phase.DECLARE: PanelKind.DECLARE,
    Phase.PUSH: PanelKind.DECLARE,
    Phase.DISCARD: PanelKind.DISCARD,
    Phase.PUSH_DISCARD: PanelKind.DISCARD,
    Phase.KONTRA: PanelKind.CHOICE,
    Phase.RE: PanelKind.CHOICE,
    Phase.RESPONSE: PanelKind.CHOICE,
}


@dataclasses.dataclass(frozen=True)
class Prompt:
    """What the person at the screen may do now, as the window should show it."""

    panel: PanelKind | None = None
    view: GameView | None = None
    interactive: frozenset[int] = frozenset()
    """Cards of the hand that react to the mouse."""
    dimmed: frozenset[int] = frozenset()
    """Interactive cards that may not be chosen now (drawn greyed)."""
    to_move: bool = False


NO_PROMPT = Prompt()


class TableController(QObject):
    """Input interpretation, the discard selection and the idle gate."""

    prompt_changed = Signal(object)
    """A :class:`Prompt`: show its panel and make its cards interactive."""
    selection_changed = Signal()
    """The discard selection changed (the table raises the cards)."""
    focus_changed = Signal(object)
    """The keyboard focus moved to a card (or ``None``)."""
    message = Signal(str)
    """Tell the player something short (why a card cannot be played)."""
    result_due = Signal()
    """The deal is over and the table is idle: show the result."""
    hint_started = Signal()
    """Practice mode asked for a hint by itself."""

    def __init__(self, model: SkatModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._selection: frozenset[int] = frozenset()
        self._focus: int | None = None
        self._prompt = NO_PROMPT
        self._practice = False
        self._auto_hinted: Position | None = None
        self.confirm_play: Callable[[int], bool] | None = None
        """Asked before a clicked card is played (a setting); False keeps the card."""
        # Every engine event (a new deal included) drops the selection; connected
        # before the window's slots, so the table animates with it cleared.
        model.events.connect(self.forget_input)
        model.action_refused.connect(self._on_refused)

    # ------------------------------------------------------------------ state
    def prompt(self) -> Prompt:
        return self._prompt

    def selection(self) -> frozenset[int]:
        """The cards picked to put away or push on."""
        return self._selection

    def focused_card(self) -> int | None:
        return self._focus

    def practice(self) -> bool:
        return self._practice

    def set_practice(self, on: bool) -> None:
        """Practice mode: a hint for every decision, by itself."""
        self._practice = on
        if on:
            self.maybe_auto_hint()

    def forget_input(self, *_args: object) -> None:
        """Something happened at the table: drop the selection, focus and prompt."""
        self._selection = frozenset()
        self._set_prompt(NO_PROMPT)

    # ------------------------------------------------------------------ the gate
    def on_idle(self) -> None:
        """The table finished animating: the result, the next prompt, or a computer."""
        model = self._model
        if not model.has_session:
            return
        if model.game.finished:
            self._set_prompt(NO_PROMPT)
            self.result_due.emit()
            return
        self._set_prompt(self.compute_prompt())
        model.proceed()
        self.maybe_auto_hint()

    def compute_prompt(self) -> Prompt:
        """The panel and the live cards for the human's current decision."""
        view = self._model.human_view() if self._model.has_session else None
        if view is None:
            return NO_PROMPT
        hand = frozenset(c for c in range(32) if view.hand >> c & 1)
        to_move = view.to_move == view.seat
        panel: PanelKind | None = None
        dimmed: frozenset[int] = frozenset()
        if to_move:
            panel = _PANEL_OF_PHASE.get(view.phase)
            if view.phase is Phase.PUSH_DISCARD:
                allowed = {int(c) for a in view.legal if isinstance(a, A.Discard) for c in a.cards}
                dimmed = hand - allowed
            elif view.phase is Phase.PLAY:
                dimmed = hand - {int(a.card) for a in view.legal if isinstance(a, A.Play)}
        if panel is None and any(a in view.legal for a in PLAY_TOOL_ACTIONS):
            panel = PanelKind.TOOLS
        return Prompt(panel, view, hand, dimmed, to_move)

    def _set_prompt(self, prompt: Prompt) -> None:
        self._prompt = prompt
        if self._focus is not None and self._focus not in prompt.interactive:
            self._set_focus(None)
        self.prompt_changed.emit(prompt)

    def decision_pending(self) -> bool:
        """The person at the screen has something to decide right now."""
        model = self._model
        view = model.human_view() if model.has_session else None
        return (
            view is not None
            and not model.game.finished
            and view.to_move == view.seat
            and bool(view.legal)
        )

    def maybe_auto_hint(self) -> bool:
        """Practice mode: one hint per decision (not again after a mere redraw)."""
        if not (self._practice and self.decision_pending()):
            return False
        position = self._model.position()
        if position == self._auto_hinted:
            return False
        self._auto_hinted = position
        self.hint_started.emit()
        self._model.request_hint()
        return True

    # ------------------------------------------------------------------ cards
    def click_card(self, card: int) -> None:
        """A card of the hand was clicked: pick it, play it, or say why not.

        The engine decides once (the model's ``refusal``); its reason is what
        the player reads.
        """
        model = self._model
        view = model.human_view() if model.has_session else None
        if view is None or model.game.finished:
            return
        if view.phase in (Phase.DISCARD, Phase.PUSH_DISCARD) and view.to_move == view.seat:
            self._toggle(card)
            return
        action = A.PLAYS[card]
        refusal = model.refusal(action)
        if refusal is not None:
            self.message.emit(self.illegal_text(refusal.reason, view))
            return
        if self.confirm_play is not None and not self.confirm_play(card):
            return
        model.play_human(action)

    def drop_card(self, card: int, lift: float) -> None:
        """A card was dragged and let go ``lift`` card heights above where it lay."""
        view = self._model.human_view() if self._model.has_session else None
        if lift > DRAG_TO_PLAY and view is not None and view.phase is Phase.PLAY:
            self.click_card(card)

    def _toggle(self, card: int) -> None:
        selected = set(self._selection)
        if card in selected:
            selected.discard(card)
        elif len(selected) < 2:
            selected.add(card)
        else:
            selected = {card}
        self.set_selection(selected)

    def set_selection(self, cards: set[int] | frozenset[int]) -> None:
        """Pick these cards to put away (the screenshot script sets it directly)."""
        self._selection = frozenset(cards)
        self.selection_changed.emit()

    def discard_action(self) -> A.Discard | None:
        """The selection as a discard the engine allows now, else None."""
        if len(self._selection) != 2 or not self._model.has_session:
            return None
        a, b = sorted(self._selection)
        action = A.Discard((Card(a), Card(b)))
        return action if action in self._model.human_legal() else None

    def confirm_discard(self) -> bool:
        """Put the selected two away (or push them on)."""
        action = self.discard_action()
        return action is not None and self._model.play_human(action)

    @staticmethod
    def illegal_text(reason: object, view: GameView) -> str:
        """The engine's reason a card cannot be played now, as a sentence."""
        code = str(reason)
        if code == "must_follow" and view.trick:
            return texts.illegal_text(code, texts.suit_name_for_lead(int(view.trick[0]) >> 3))
        return texts.illegal_text(code)

    def _on_refused(self, reason: object) -> None:
        view = self._model.human_view() if self._model.has_session else None
        if view is not None:
            self.message.emit(self.illegal_text(reason, view))

    # ------------------------------------------------------------------ keys
    def handle_key(self, key: int) -> bool:
        """Arrows move the focus over the live cards; Enter/Space clicks it."""
        prompt = self._prompt
        snap = snapshot_of(self._model)
        order = snap.hands[snap.viewer].cards if snap is not None else ()
        hand = [c for c in order if c in prompt.interactive]
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            active = [c for c in hand if c not in prompt.dimmed] or hand
            right = key == Qt.Key.Key_Right
            if self._focus not in active:
                self._set_focus(active[0] if right else active[-1])
            else:
                assert self._focus is not None
                i = (active.index(self._focus) + (1 if right else -1)) % len(active)
                self._set_focus(active[i])
            return True
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key in enter and self._focus is not None and self._focus in hand:
            self.click_card(self._focus)
            return True
        return False

    def _set_focus(self, card: int | None) -> None:
        if card != self._focus:
            self._focus = card
            self.focus_changed.emit(card)
