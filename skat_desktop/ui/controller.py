"""What the player's clicks, drags and keys mean, and when the next step comes.

:class:`TableController` sits between a table widget and its model and owns
no widgets. It drives every game the same way: it interprets input (a card
click plays the card, picks it for a selection, or earns the engine's reason
why not; a drag towards the middle plays; arrow keys move the keyboard focus
over the live cards and Enter or Space clicks the focused one), holds the
selection of cards to put away where a game has one (the one place it is kept:
the table draws it raised, the panel's button asks it whether it is legal),
and runs the idle gate: when the table has finished animating it works out the
next prompt for the person at the screen (:class:`Prompt`) or lets the model
ask the next computer player, and after the deal it says the result is due.
In practice mode it asks for one hint per decision by itself.

What is a game's own (its panels, whether clicks pick cards, the hand's order,
how a refusal reads) comes from the game's :class:`~.game_pieces.GameInput`,
found by the model's registry name; the controller never asks which game it
drives. Every rule question goes to the engine: what is legal comes from the
seat's view, why an action is refused from the model's ``refusal``.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from skat_desktop.engine.api import PLAYS, Play
from skat_desktop.model.table_model import TableModel
from skat_desktop.model.worker import Position

from .game_pieces import GameInput, find_ui_game

DRAG_TO_PLAY = 0.45
"""A card dragged this many card heights towards the middle is played."""


@dataclasses.dataclass(frozen=True)
class Prompt:
    """What the person at the screen may do now, as the window should show it."""

    panel: enum.Enum | None = None
    """The game's decision panel to show (its own enum), or None."""
    view: Any = None
    """The human's seat view the prompt was worked out from."""
    interactive: frozenset[int] = frozenset()
    """Cards of the hand that react to the mouse."""
    dimmed: frozenset[int] = frozenset()
    """Interactive cards that may not be chosen now (drawn greyed)."""
    to_move: bool = False


NO_PROMPT = Prompt()


def playable_cards(view: Any) -> frozenset[int]:
    """The cards ``view``'s seat may play now."""
    return frozenset(int(a.card) for a in view.legal if isinstance(a, Play))


class TableController(QObject):
    """Input interpretation, the card selection and the idle gate, for any game."""

    prompt_changed = Signal(object)
    """A :class:`Prompt`: show its panel and make its cards interactive."""
    selection_changed = Signal()
    """The card selection changed (the table raises the cards)."""
    focus_changed = Signal(object)
    """The keyboard focus moved to a card (or ``None``)."""
    message = Signal(str)
    """Tell the player something short (why a card cannot be played)."""
    result_due = Signal()
    """The deal is over and the table is idle: show the result."""
    hint_started = Signal()
    """Practice mode asked for a hint by itself."""

    def __init__(self, model: TableModel[Any, Any], parent: QObject | None = None) -> None:
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
    def pieces(self) -> GameInput:
        """The input pieces of the game the model runs (from the UI registry)."""
        return find_ui_game(self._model.description.name).input

    def prompt(self) -> Prompt:
        return self._prompt

    def selection(self) -> frozenset[int]:
        """The cards picked to put away (Skat's discard or push)."""
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

    def _view(self) -> Any:
        """The human's view now (None: no list, or no seat in this deal)."""
        return self._model.human_view() if self._model.has_session else None

    # ------------------------------------------------------------------ the gate
    def on_idle(self) -> None:
        """The table finished animating: the result, the next prompt, or a computer."""
        model = self._model
        if not model.has_session:
            return
        if model.deal_over():
            self._set_prompt(NO_PROMPT)
            self.result_due.emit()
            return
        self._set_prompt(self.compute_prompt())
        model.proceed()
        self.maybe_auto_hint()

    def compute_prompt(self) -> Prompt:
        """The panel and the live cards for the human's current decision."""
        view = self._view()
        if view is None:
            return NO_PROMPT
        pieces = self.pieces()
        hand = frozenset(c for c in range(32) if view.hand >> c & 1)
        to_move = self._model.human_to_move()
        dimmed: frozenset[int] = frozenset()
        if to_move and pieces.selection_phase(view):
            dimmed = hand - pieces.selectable(view)
        elif to_move and pieces.plays_cards(view):
            dimmed = hand - playable_cards(view)
        return Prompt(pieces.panel_for(view, to_move), view, hand, dimmed, to_move)

    def _set_prompt(self, prompt: Prompt) -> None:
        self._prompt = prompt
        if self._focus is not None and self._focus not in prompt.interactive:
            self._set_focus(None)
        self.prompt_changed.emit(prompt)

    def decision_pending(self) -> bool:
        """The person at the screen has something to decide right now."""
        view = self._view()
        return (
            view is not None
            and not self._model.deal_over()
            and self._model.human_to_move()
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

    # ------------------------------------------------------------------ decisions
    def choose(self, action: object) -> bool:
        """A panel's button was pressed: the human takes ``action`` (the engine decides)."""
        return self._model.has_session and self._model.play_human(action)

    # ------------------------------------------------------------------ cards
    def click_card(self, card: int) -> None:
        """A card of the hand was clicked: pick it, play it, or say why not.

        The engine decides once (the model's ``refusal``); its reason is what
        the player reads.
        """
        model = self._model
        view = self._view()
        if view is None or model.deal_over():
            return
        pieces = self.pieces()
        if pieces.selection_phase(view) and model.human_to_move():
            self._toggle(card, pieces.selection_size())
            return
        action = PLAYS[card]
        refusal = model.refusal(action)
        if refusal is not None:
            self.message.emit(pieces.refusal_text(refusal.reason, view))
            return
        if self.confirm_play is not None and not self.confirm_play(card):
            return
        model.play_human(action)

    def drop_card(self, card: int, lift: float) -> None:
        """A card was dragged and let go ``lift`` card heights above where it lay."""
        view = self._view()
        if lift > DRAG_TO_PLAY and view is not None and self.pieces().plays_cards(view):
            self.click_card(card)

    def _toggle(self, card: int, size: int) -> None:
        selected = set(self._selection)
        if card in selected:
            selected.discard(card)
        elif len(selected) < size:
            selected.add(card)
        else:
            selected = {card}
        self.set_selection(selected)

    def set_selection(self, cards: set[int] | frozenset[int]) -> None:
        """Pick these cards to put away (the screenshot script sets it directly)."""
        self._selection = frozenset(cards)
        self.selection_changed.emit()

    def selection_action(self) -> Any:
        """The selection as an action the engine allows now (Skat's discard), else None."""
        pieces = self.pieces()
        size = pieces.selection_size()
        if not size or len(self._selection) != size or not self._model.has_session:
            return None
        action = pieces.selection_action(self._selection)
        return action if action is not None and action in self._model.human_legal() else None

    def confirm_selection(self) -> bool:
        """Put the selected cards away (Skat: the two for the skat, or a push)."""
        action = self.selection_action()
        return action is not None and self._model.play_human(action)

    def _on_refused(self, reason: object) -> None:
        view = self._view()
        if view is not None:
            self.message.emit(self.pieces().refusal_text(reason, view))

    # ------------------------------------------------------------------ keys
    def handle_key(self, key: int) -> bool:
        """Arrows move the focus over the live cards; Enter/Space clicks it."""
        prompt = self._prompt
        order = self.pieces().hand_order(self._model) if prompt.interactive else ()
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
