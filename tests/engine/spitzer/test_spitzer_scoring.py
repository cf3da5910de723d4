"""RULES.md §13: the Spitzer score table, cell by cell, its columns and 60:60."""

from __future__ import annotations

import pytest

from skat_desktop.engine.spitzer.scoring import (
    COLUMNS,
    Column,
    Contract,
    column_for,
    score_value,
    scored_column,
    seat_scores,
)

# The table exactly as RULES.md §13 prints it ("—" as None), written out here
# independently of the engine's copy.
RULES_TABLE = """
Partners (normal)           | —   | −9  | −6  | +3  | +6  | +9
Partners, Schneider declared| −18 | −15 | −12 | −9  | +9  | +12
Sneaker                     | —   | −9  | −6  | +9  | +12 | +15
Zola                        | −15 | −12 | −9  | +18 | +27 | +36
Zola Schneider              | −42 | −36 | −24 | −18 | +36 | +39
Zola Schneider Schwarz      | −42 | −42 | −39 | −33 | −27 | +42
"""
ROWS = {
    "Partners (normal)": Contract.PARTNERS,
    "Partners, Schneider declared": Contract.PARTNERS_SCHNEIDER,
    "Sneaker": Contract.SNEAKER,
    "Zola": Contract.ZOLA,
    "Zola Schneider": Contract.ZOLA_SCHNEIDER,
    "Zola Schneider Schwarz": Contract.ZOLA_SCHNEIDER_SCHWARZ,
}


def _cells() -> list[tuple[Contract, Column, int | None]]:
    out = []
    for line in RULES_TABLE.strip().splitlines():
        name, *values = (part.strip() for part in line.split("|"))
        for column, text in zip(COLUMNS, values, strict=True):
            value = None if text == "—" else int(text.replace("−", "-"))
            out.append((ROWS[name], column, value))
    return out


CELLS = _cells()


def test_the_table_has_thirty_six_cells() -> None:
    assert len(CELLS) == 36
    assert {(c, col) for c, col, _ in CELLS} == {(c, col) for c in Contract for col in Column}


@pytest.mark.parametrize(("contract", "column", "value"), CELLS)
def test_every_cell_of_the_score_table(
    contract: Contract, column: Column, value: int | None
) -> None:
    if value is None:
        # A "—" cell cannot happen; if it does, it is scored as the 0–30 column.
        assert scored_column(contract, column) is Column.POINTS_0_30
        assert score_value(contract, column) == score_value(contract, Column.POINTS_0_30)
    else:
        assert scored_column(contract, column) is column
        assert score_value(contract, column) == value


@pytest.mark.parametrize(
    ("points", "tricks", "column"),
    [
        (0, 0, Column.NO_TRICK),
        (0, 1, Column.POINTS_0_30),
        (30, 2, Column.POINTS_0_30),
        (31, 2, Column.POINTS_31_60),
        (59, 3, Column.POINTS_31_60),
        (61, 3, Column.POINTS_61_89),
        (89, 5, Column.POINTS_61_89),
        (90, 5, Column.POINTS_90_120),
        (120, 7, Column.POINTS_90_120),
        (120, 8, Column.ALL_TRICKS),
    ],
)
def test_columns_by_points_and_tricks(points: int, tricks: int, column: Column) -> None:
    for big_queen in (True, False):
        assert column_for(points, tricks, big_queen) is column


def test_sixty_sixty_counts_for_the_side_without_the_big_queen() -> None:
    # The declaring side with CQ and 60 points has lost (31–60) ...
    assert column_for(60, 4, big_queen_on_side=True) is Column.POINTS_31_60
    assert score_value(Contract.PARTNERS, column_for(60, 4, True)) == -6
    # ... a declaring side without CQ with 60 has won (61–89).
    assert column_for(60, 4, big_queen_on_side=False) is Column.POINTS_61_89
    assert score_value(Contract.ZOLA, column_for(60, 4, False)) == 18
    assert score_value(Contract.PARTNERS_SCHNEIDER, column_for(60, 4, False)) == -9


def test_impossible_outcomes_are_refused() -> None:
    with pytest.raises(ValueError, match="impossible"):
        column_for(121, 8, True)
    with pytest.raises(ValueError, match="impossible"):
        column_for(10, 9, True)


def test_positive_values_go_to_the_side_negative_to_each_opponent() -> None:
    assert seat_scores(6, {0, 2}) == (6, 0, 6, 0)
    assert seat_scores(-6, {0, 2}) == (0, 6, 0, 6)
    assert seat_scores(36, {3}) == (0, 0, 0, 36)
    assert seat_scores(-42, {3}) == (42, 42, 42, 0)
    assert seat_scores(9, {0, 1, 3}) == (9, 9, 0, 9)
