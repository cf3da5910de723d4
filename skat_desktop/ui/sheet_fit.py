"""Fitting a score sheet's columns into the width the window gives it.

Every game's score sheet lives in a dock whose width the
window sets; the sheet never asks for more. Each column says what it needs
(:class:`Need`): at least its short header and a few letters of its text, more
for its whole header, most for everything whole. :func:`share` gives every
shown column at least its least width, then the players' whole names, whole
texts and whole headers, and hands what is left to one column, so no strip
of the sheet stays empty.
:func:`choose` walks the sheet's steps (fewer columns, a smaller font) until
one fits. A header is then either its whole word or its short form (the
whole word in its tooltip), never a one-letter stub such as "ソ…".
"""

from __future__ import annotations

import dataclasses
import math
import unicodedata
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
)

LEAST_LETTERS = 3
"""Letters a cut name or game keeps at least ("Ber…"); a wide (Japanese)
character counts as two ("ゾラ…")."""
ELLIPSIS = "…"
DEFAULT_CELL_PADDING = 11
PROBES = ("#", "Mg", "得点")
"""Texts whose header sections tell how much a section adds to its text."""


@dataclasses.dataclass(frozen=True)
class Need:
    """One column's widths in pixels, padding included."""

    floor: int
    """Short header whole, text at its least (numbers always whole)."""
    header: int
    """Whole header, text at its least."""
    content: int
    """Whole text (short header)."""
    rank: int = 0
    """Order in which columns get their whole header back (lowest first);
    headers of rank 0 (the players' names) come back before any text."""

    @staticmethod
    def of(floor: int, header: int, content: int, rank: int = 0) -> Need:
        """A need whose widths are each at least its floor."""
        return Need(floor, max(floor, header), max(floor, content), rank)


def _whole_headers(
    needs: Sequence[Need], widths: list[int], columns: Iterable[int], extra: int
) -> int:
    """Widen ``columns`` (in rank order) to their whole headers while ``extra`` lasts."""
    for c in sorted(columns, key=lambda c: needs[c].rank):
        step = needs[c].header - widths[c]
        if 0 < step <= extra:
            widths[c] += step
            extra -= step
    return extra


@dataclasses.dataclass(frozen=True)
class Step:
    """One way of showing the sheet: its columns' needs and which are hidden."""

    needs: tuple[Need, ...]
    hidden: frozenset[int]
    whole_headers: bool = False
    """Taken only if every shown header fits whole (else the next step is tried)."""
    scale: float = 1.0
    """The font size of this step, of the sheet's normal size."""


def px(text: str, metrics: QFontMetricsF) -> int:
    """Whole pixels ``text`` takes (Qt rounds a cell's text width up, too)."""
    return math.ceil(metrics.horizontalAdvance(text))


def least_start(text: str) -> str:
    """The start of ``text`` a cut keeps at least (all of a short text).

    >>> least_start("Bernadette"), least_start("ベルント"), least_start("Du")
    ('Ber', 'ベル', 'Du')
    """
    letters = 0
    for end, char in enumerate(text, start=1):
        letters += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
        if letters >= LEAST_LETTERS:
            return text[:end]
    return text


def least_text(text: str, metrics: QFontMetricsF) -> int:
    """Pixels ``text`` needs at least: whole, or its :func:`least_start` and "…"."""
    whole = px(text, metrics)
    start = least_start(text)
    if start == text:
        return whole
    return min(whole, px(start + ELLIPSIS, metrics))


def cut_text(text: str, metrics: QFontMetricsF, room: int) -> str:
    """``text`` whole if it fits ``room`` pixels, else its longest start with "…".

    Never less than its :func:`least_start`: Qt's own eliding turns a name
    into "A…" or a lone "…" in a narrow column, which names nobody.
    """
    start = least_start(text)
    if px(text, metrics) <= room or start == text:
        return text
    best = start + ELLIPSIS
    for end in range(len(start) + 1, len(text)):
        candidate = text[:end] + ELLIPSIS
        if px(candidate, metrics) > room:
            break
        best = candidate
    return best


def header_font(header: QHeaderView) -> QFont:
    """The font a header's width is measured in: Qt measures sections in bold."""
    font = QFont(header.font())
    font.setBold(True)
    return font


def share(
    needs: Sequence[Need], available: int, hidden: Collection[int], stretch: int
) -> tuple[list[int], bool]:
    """Widths for ``needs`` in ``available`` pixels, and whether they fit.

    Floors first; then the players' whole names (rank 0); then whole texts,
    in equal shares, so that short ones are whole before long ones grow (a
    list is read for its names and games; a short header has its word in the
    tooltip); then the other whole headers by rank; the rest goes
    to column ``stretch`` (shared evenly when it is hidden), so no strip stays
    empty.
    Hidden columns get 0. If even the floors do not fit, they are returned
    as they are (the table scrolls sideways).
    """
    shown = [c for c in range(len(needs)) if c not in hidden]
    widths = [0] * len(needs)
    for c in shown:
        widths[c] = needs[c].floor
    extra = available - sum(widths)
    if extra < 0 or not shown:
        return widths, extra >= 0
    extra = _whole_headers(needs, widths, [c for c in shown if needs[c].rank == 0], extra)
    lacking = {c: needs[c].content - widths[c] for c in shown if needs[c].content > widths[c]}
    while extra >= len(lacking) > 0:  # equal shares: a short name is made whole first
        part = extra // len(lacking)
        for c in list(lacking):
            give = min(part, lacking[c])
            widths[c] += give
            extra -= give
            lacking[c] -= give
            if not lacking[c]:
                del lacking[c]
    extra = _whole_headers(needs, widths, shown, extra)
    if extra > 0 and stretch in shown:
        widths[stretch] += extra
    elif extra > 0:  # the stretching column is hidden: an even share each
        for i, c in enumerate(shown):
            widths[c] += extra // len(shown) + (1 if i < extra % len(shown) else 0)
    return widths, True


def choose(steps: Iterable[Step], available: int, stretch: int) -> tuple[Step, list[int]]:
    """The first step that fits ``available`` pixels, with its widths.

    A step marked ``whole_headers`` fits only if every shown header can be
    whole (with its text at its least). If none fits, the last step (the
    fewest columns) with its least widths.
    """
    last: tuple[Step, list[int]] | None = None
    for step in steps:
        widths, fits = share(step.needs, available, step.hidden, stretch)
        last = (step, widths)
        shown = [need for c, need in enumerate(step.needs) if c not in step.hidden]
        if fits and (not step.whole_headers or sum(n.header for n in shown) <= available):
            return step, widths
    if last is None:
        raise ValueError("no steps to choose from")
    return last


@dataclasses.dataclass(frozen=True)
class Measure:
    """How a sheet's columns are measured (see :func:`needs`)."""

    labels: Sequence[tuple[str, str | None]]
    """Each column's whole header and its short form (the same where there is
    none; None for a player's name, cut to its first letters instead)."""
    elastic: Collection[int]
    """Columns of names and words, which may be cut to their first letters."""
    ranks: Sequence[int]
    """Each column's :attr:`Need.rank`."""
    head_pad: int
    cell_pad: int
    caps: Mapping[int, int] = dataclasses.field(default_factory=dict)
    """Pixels a column's whole text asks for at most (a long game name)."""


def needs(
    table: QTableWidget,
    measure: Measure,
    cell: QFont,
    text_of: Callable[[QTableWidgetItem], str] = QTableWidgetItem.text,
) -> tuple[Need, ...]:
    """What each column of ``table`` needs with its cells in ``cell`` (bold
    cells in its bold form), their texts as ``text_of`` gives them."""
    plain = QFontMetricsF(cell)
    bold_font = QFont(cell)
    bold_font.setBold(True)
    bold = QFontMetricsF(bold_font)
    head = QFontMetricsF(header_font(table.horizontalHeader()))
    result = []
    for column, (full, short) in enumerate(measure.labels):
        whole = least = 0
        for row in range(table.rowCount()):
            item = table.item(row, column)
            text = text_of(item) if item is not None else ""
            if item is None or not text or table.columnSpan(row, column) != 1:
                continue
            metrics = bold if item.font().bold() else plain
            width = px(text, metrics)
            whole = max(whole, width)
            least = max(least, least_text(text, metrics) if column in measure.elastic else width)
        short_px = least_text(full, head) if short is None else px(short, head)
        least += measure.cell_pad
        whole = min(whole + measure.cell_pad, measure.caps.get(column, 1 << 20))
        result.append(
            Need.of(
                max(least, short_px + measure.head_pad),
                max(least, px(full, head) + measure.head_pad),
                whole,
                measure.ranks[column],
            )
        )
    return tuple(result)


def header_text(
    full: str, short: str | None, width: int, need: Need, head_pad: int, header: QHeaderView
) -> str:
    """The header a column of ``width`` pixels shows: whole, short, or a name's start."""
    if width >= need.header:
        return full
    if short is None:
        return cut_text(full, QFontMetricsF(header_font(header)), width - head_pad)
    return short


def header_padding(header: QHeaderView) -> int:
    """Pixels a header section adds to its text (style sheet padding, borders).

    Asked of the header's style for a few sample texts, as Qt sizes a
    section, so the answer does not depend on which columns are shown or
    what they say; one pixel more for rounding.
    """
    font = header_font(header)
    metrics = QFontMetricsF(font)
    option = QStyleOptionHeader()
    option.initFrom(header)
    option.fontMetrics = QFontMetrics(font)
    pad = 0
    for probe in PROBES:
        option.text = probe
        size = header.style().sizeFromContents(
            QStyle.ContentsType.CT_HeaderSection, option, QSize(), header
        )
        pad = max(pad, size.width() - px(probe, metrics))
    return pad + 1


def cell_padding(table: QTableWidget, columns: Iterable[int]) -> int:
    """Pixels a cell adds to its text (item padding, focus margins, grid).

    Measured on ``columns`` (ones that are always shown) as the table
    measures them: its widest text, rounded up, and the margins around it.
    """
    pad = -1
    for column in columns:
        widest = -1
        for row in range(table.rowCount()):
            item = table.item(row, column)
            if item is not None and item.text() and table.columnSpan(row, column) == 1:
                widest = max(widest, px(item.text(), QFontMetricsF(item.font())))
        if widest >= 0:
            pad = max(pad, table.sizeHintForColumn(column) - widest)
    return pad if pad >= 0 else DEFAULT_CELL_PADDING
