"""The learning aids on Skat's table: which are on, and where they appear.

Kept out of the main window (which only creates one :class:`TableAids`): the
bidding aid goes into the bidding panel, the stakes line into the declaring
panel, and the card points and trumps still out into the table's info box.
Which are on follows the settings (tournament mode turns every one of them off)
and, for the bidding aid, a lesson: lesson code sets :attr:`TableAids.lesson`
and the aid is on for as long as the lesson runs, whatever the settings say.
The numbers are the engine's (:mod:`skat_desktop.engine.api`), read from the
human's own view, so no aid shows what the player could not know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSize,
    QThreadPool,
    QTimer,
)

from skat_desktop.ai.bidding_aid import warm_up
from skat_desktop.engine.api import GameView, Phase, card_points, trumps_out

from .bidding_aid import BIDDING_AID_STYLE, BiddingAid
from .overlays import place_panel

if TYPE_CHECKING:
    from .main_window import MainWindow

STAKES_STYLE = "#PromptPanel #Stakes { color: #cfe8ff; }\n"

_PLAYING = (Phase.PLAY, Phase.KONTRA, Phase.RE, Phase.RESPONSE)
"""Phases in which points and trumps are counted (cards are being played)."""


class TableAids(QObject):
    """Switches the aids on and off and feeds them the human's view."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._w = window
        self._lesson = False
        self._warmed = False
        self.bidding_on = False
        self.points_on = False
        self.trumps_on = False
        self.bidding_aid = BiddingAid(window.bidding)
        self.bidding_aid.hide()
        window.bidding.add_section(self.bidding_aid)
        window.bidding.view_changed.connect(self._on_bidding_view)
        window.setStyleSheet(window.styleSheet() + BIDDING_AID_STYLE + STAKES_STYLE)
        window.table.set_info_source(self.info_lines)
        # After the window has placed its panels (these connections come later
        # than the window's own): a taller bidding panel moves clear of the cards.
        # The fit waits for the event loop: the panel's new rows are laid out by then.
        self._fit = QTimer(self)
        self._fit.setSingleShot(True)
        self._fit.setInterval(0)
        self._fit.timeout.connect(self.fit_bidding_panel)
        self._fitting = False
        self._table_changed = False
        window.controller.prompt_changed.connect(self._fit.start)
        window.table.geometry_changed.connect(self._on_table_changed)
        # The window places the panel again on its own (a language switch, a
        # selection): every move the fit did not make is checked once more.
        window.bidding.installEventFilter(self)
        self.apply_settings()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
        if moved and watched is self._w.bidding and not self._fitting:
            self._fit.start()
        return super().eventFilter(watched, event)

    def _on_table_changed(self) -> None:
        self._table_changed = True  # a larger table may have room for every game again
        self._fit.start()

    # ------------------------------------------------------------------ switches
    @property
    def lesson(self) -> bool:
        """A lesson runs: the bidding aid (and the declaring stakes) are on."""
        return self._lesson

    @lesson.setter
    def lesson(self, on: bool) -> None:
        self._lesson = bool(on)
        self.apply_settings()

    def apply_settings(self) -> None:
        """Read the settings again (after the dialog, or a lesson starting or ending)."""
        settings = self._w.settings
        free = not settings.tournament
        self.bidding_on = self._lesson or (free and settings.bidding_aid)
        self.points_on = free and settings.points_aid
        self.trumps_on = free and settings.trumps_aid
        self._w.declare.show_stakes = self.bidding_on
        if self.bidding_on and not self._warmed:
            self._warmed = True
            QThreadPool.globalInstance().start(warm_up)
        view = self._w.bidding.view
        if self._w.bidding.isVisible() and view is not None:
            self._on_bidding_view(view)
            place_panel(self._w.table, self._w.bidding, at_edge=False)
            self._fit.start()
        elif not self.bidding_on:
            self.bidding_aid.hide()
        if self._w.declare.isVisible():
            self._w.declare.retranslate()
        self._w.table.set_info_source(self.info_lines)

    # ------------------------------------------------------------------ bidding
    def fit_bidding_panel(self, *_args: object) -> None:
        """With the aid in it, move the bidding panel off any card it covers; on a
        table too short for that, the aid shows fewer games (the likeliest stay)."""
        panel = self._w.bidding
        if not (panel.isVisible() and self.bidding_aid.isVisible()):
            return
        self._fitting = True
        try:
            self._fit_panel()
        finally:
            self._fitting = False

    def _fit_panel(self) -> None:
        panel, table = self._w.bidding, self._w.table
        obstacles = self._obstacles()
        if self._table_changed and self.bidding_aid.max_rows is not None:
            self.bidding_aid.show_all_rows()
            self._measure_and_place()
        self._table_changed = False
        while True:
            rect = panel.geometry()
            place = free_spot(
                rect,
                obstacles,
                table.viewport().rect(),
                int(table.opponents_bottom()) + 4,
                int(table.hand_top()) - 4,
            )
            if place is not None:
                panel.move(place)
                return
            if not any(rect.intersects(o) for o in obstacles) or not self.bidding_aid.drop_row():
                return
            self._measure_and_place()

    def _measure_and_place(self) -> None:
        """Lay the panel out with the aid's rows as they are now and place it again."""
        panel = self._w.bidding
        for widget in (self.bidding_aid, panel):
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        place_panel(self._w.table, panel, at_edge=False)

    def _obstacles(self) -> list[QRect]:
        """What the bidding panel must not cover: cards outside the player's hand,
        the player's plate and turn cue, the info box (viewport pixels)."""
        table = self._w.table
        view = self._w.model.human_view()
        hand = view.hand if isinstance(view, GameView) else 0
        rects = [
            table.card_item(c).sceneBoundingRect()
            for c in range(32)
            if table.card_item(c).isVisible() and not hand >> c & 1
        ]
        own = table.own_plate_rect()
        if own is not None:
            rects.append(own)
        rects.append(table.info_rect())
        cue = table.turn_cue()
        if cue.isVisible():
            rects.append(cue.sceneBoundingRect())
        return [table.mapFromScene(r).boundingRect() for r in rects]

    def _on_bidding_view(self, view: object) -> None:
        if self.bidding_on and isinstance(view, GameView):
            self.bidding_aid.set_view(view)
            self.bidding_aid.show()
        else:
            self.bidding_aid.hide()

    # ------------------------------------------------------------------ info box
    def info_lines(self) -> list[tuple[str, str]]:
        """The info box's aid lines for the human's view now (none when off)."""
        if not (self.points_on or self.trumps_on):
            return []
        model = self._w.model
        view = model.human_view() if model.has_session else None
        if not isinstance(view, GameView) or view.phase not in _PLAYING:
            return []
        lines: list[tuple[str, str]] = []
        if self.points_on:
            points = card_points(view)
            if points.declarer is not None and points.defenders is not None:
                lines.append(
                    (QCoreApplication.translate("Aids", "Declarer's points"), str(points.declarer))
                )
                lines.append(
                    (QCoreApplication.translate("Aids", "Defenders' points"), str(points.defenders))
                )
            else:
                names = model.player_names()
                for seat, p in enumerate(points.seats):
                    name = _short(names[model.player_at_seat(seat)])
                    lines.append(
                        (
                            QCoreApplication.translate("Aids", "{name}'s points").format(name=name),
                            str(p),
                        )
                    )
        out = trumps_out(view) if self.trumps_on else None
        if out is not None:
            lines.append((QCoreApplication.translate("Aids", "Trumps out"), str(out)))
        return lines


def free_spot(
    rect: QRect, obstacles: list[QRect], bounds: QRect, top: int, bottom: int
) -> QPoint | None:
    """Where ``rect`` (a panel) can go without covering ``obstacles`` between
    ``top`` and ``bottom``: where it is, else the nearest place below, beside
    or above the cards it covers; None when there is no such place."""
    if not any(rect.intersects(o) for o in obstacles):
        return None
    middle = QRect()
    for o in obstacles:
        if o.intersects(rect):
            middle = middle.united(o)
    w, h = rect.width(), rect.height()
    xs = (
        rect.x(),
        middle.right() + 8,
        middle.left() - 8 - w,
        bounds.right() - 4 - w,
        bounds.left() + 4,
    )
    ys = (rect.y(), middle.bottom() + 6, middle.center().y() - h // 2, middle.top() - 6 - h)
    spots = []
    for x in xs:
        for y in ys:
            x = max(bounds.left() + 4, min(x, bounds.right() - 4 - w))
            spots.append(QRect(QPoint(x, max(top, y)), QSize(w, h)))
    spots.sort(key=lambda r: (r.topLeft() - rect.topLeft()).manhattanLength())
    for spot in spots:
        if spot.bottom() <= bottom and not any(spot.intersects(o) for o in obstacles):
            return spot.topLeft()
    return None


def _short(name: str, most: int = 8) -> str:
    """A player's name cut for the info box's one line."""
    return name if len(name) <= most else name[: most - 1] + "…"
