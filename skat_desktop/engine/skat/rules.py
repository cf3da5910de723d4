"""Rule options (RULES.md) as one frozen dataclass, plus the presets of §12.

Rules are data passed into every game and session, never read from globals, so a
saved session replays under exactly the options it was played with.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, Final


class RuleError(ValueError):
    """A rule set is inconsistent or names an unknown option or preset."""


class AllPass(enum.StrEnum):
    PASSED_IN = "passed_in"
    RAMSCH = "ramsch"
    REDEAL = "redeal"


class KontraTiming(enum.StrEnum):
    BEFORE_FIRST_LEAD = "before_first_lead"
    BEFORE_OWN_FIRST_CARD = "before_own_first_card"


class NullOverbid(enum.StrEnum):
    NEXT_NULL_VALUE = "next_null_value"
    MULTIPLES = "multiples"


class SkatGamesOnly(enum.StrEnum):
    """Shared by ``lost_doubled`` and ``lost_schneider_counts``."""

    ALWAYS = "always"
    SKAT_GAMES_ONLY = "skat_games_only"


class LostScoresTo(enum.StrEnum):
    DECLARER = "declarer"
    DEFENDERS = "defenders"


class ConcedeScoring(enum.StrEnum):
    LOST_GAME = "lost_game"
    GAME_VALUE_SINGLE = "game_value_single"
    BID_VALUE = "bid_value"


class RamschSkatTo(enum.StrEnum):
    LAST_TRICK = "last_trick"
    LOSER = "loser"


class RamschTies(enum.StrEnum):
    ALL_LOSE = "all_lose"


class Jungfrau(enum.StrEnum):
    EACH = "each"
    ALL_OTHERS = "all_others"
    OFF = "off"


class BockTrigger(enum.StrEnum):
    PASSED_IN = "passed_in"
    KONTRA_RE = "kontra_re"
    LOST_AFTER_KONTRA = "lost_after_kontra"
    LOST_GRAND = "lost_grand"
    LOST_WITH_60 = "lost_with_60"
    SCORE_HUNDREDS = "score_hundreds"
    GRAND_HAND_WON = "grand_hand_won"


class Scoring(enum.StrEnum):
    PLAIN = "plain"
    SEEGER_FABIAN = "seeger_fabian"
    SETTLEMENT = "settlement"


_ENUM_FIELDS: Final[dict[str, type[enum.StrEnum]]] = {
    "all_pass": AllPass,
    "kontra_timing": KontraTiming,
    "null_overbid": NullOverbid,
    "lost_doubled": SkatGamesOnly,
    "lost_schneider_counts": SkatGamesOnly,
    "lost_scores_to": LostScoresTo,
    "concede_scoring": ConcedeScoring,
    "ramsch_skat_to": RamschSkatTo,
    "ramsch_ties": RamschTies,
    "jungfrau": Jungfrau,
    "scoring": Scoring,
}


@dataclasses.dataclass(frozen=True)
class RuleSet:
    """Every option of RULES.md with the official default."""

    players: int = 3
    all_pass: AllPass = AllPass.PASSED_IN
    kontra: bool = False
    kontra_timing: KontraTiming = KontraTiming.BEFORE_FIRST_LEAD
    kontra_needs_bid: bool = True
    matador_cap: int | None = None
    grand_ouvert_base: int = 24
    null_overbid: NullOverbid = NullOverbid.NEXT_NULL_VALUE
    lost_doubled: SkatGamesOnly = SkatGamesOnly.ALWAYS
    lost_schneider_counts: SkatGamesOnly = SkatGamesOnly.ALWAYS
    lost_scores_to: LostScoresTo = LostScoresTo.DECLARER
    concede: bool = True
    concede_scoring: ConcedeScoring = ConcedeScoring.LOST_GAME
    ramsch_skat_to: RamschSkatTo = RamschSkatTo.LAST_TRICK
    ramsch_ties: RamschTies = RamschTies.ALL_LOSE
    jungfrau: Jungfrau = Jungfrau.EACH
    durchmarsch: bool = True
    schieberamsch: bool = False
    schieberamsch_jacks: bool = False
    grand_hand_escape: bool = True
    bock: bool = False
    bock_triggers: frozenset[BockTrigger] = frozenset()
    ramsch_after_bock: bool = False
    list_length: int | None = 36
    scoring: Scoring = Scoring.PLAIN

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise RuleError(f"players must be 3 or 4, not {self.players}")
        if self.grand_ouvert_base not in (24, 36):
            raise RuleError("grand_ouvert_base must be 24 or 36")
        if self.matador_cap is not None and not 1 <= self.matador_cap <= 11:
            raise RuleError("matador_cap must be between 1 and 11")
        if self.list_length is not None and (
            self.list_length <= 0 or self.list_length % self.players
        ):
            raise RuleError(
                f"list_length {self.list_length} is not a positive multiple of "
                f"{self.players} players"
            )
        for name, kind in _ENUM_FIELDS.items():
            value = getattr(self, name)
            if not isinstance(value, kind):
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    allowed = ", ".join(v.value for v in kind)
                    raise RuleError(f"{name}: {value!r} is not one of {allowed}") from None
        try:
            triggers = frozenset(BockTrigger(t) for t in self.bock_triggers)
        except ValueError as exc:
            raise RuleError(f"bock_triggers: {exc}") from None
        object.__setattr__(self, "bock_triggers", triggers)

    @property
    def ramsch_enabled(self) -> bool:
        return self.all_pass is AllPass.RAMSCH or self.ramsch_after_bock

    def replace(self, **changes: Any) -> RuleSet:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready mapping (enums as strings, triggers sorted)."""
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if isinstance(value, enum.Enum):
                value = value.value
            elif isinstance(value, frozenset):
                value = sorted(v.value for v in value)
            out[field.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RuleError(f"unknown rule options: {', '.join(sorted(unknown))}")
        values = dict(data)
        if "bock_triggers" in values:
            if not isinstance(values["bock_triggers"], (list, tuple, set, frozenset)):
                raise RuleError("bock_triggers must be a list")
            values["bock_triggers"] = frozenset(values["bock_triggers"])
        for name in (
            "kontra",
            "kontra_needs_bid",
            "concede",
            "durchmarsch",
            "schieberamsch",
            "schieberamsch_jacks",
            "grand_hand_escape",
            "bock",
            "ramsch_after_bock",
        ):
            if name in values and not isinstance(values[name], bool):
                raise RuleError(f"{name} must be true or false")
        for name in ("players", "grand_ouvert_base"):
            if name in values and (
                isinstance(values[name], bool) or not isinstance(values[name], int)
            ):
                raise RuleError(f"{name} must be a whole number")
        try:
            return cls(**values)
        except TypeError as exc:
            raise RuleError(str(exc)) from None

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        try:
            return PRESETS[name.strip().lower()]
        except KeyError:
            raise RuleError(
                f"unknown rule preset {name!r}; choose one of {', '.join(PRESETS)}"
            ) from None


OFFICIAL: Final = RuleSet()
CLASSIC_1997: Final = RuleSet(
    lost_doubled=SkatGamesOnly.SKAT_GAMES_ONLY,
    grand_ouvert_base=36,
    null_overbid=NullOverbid.MULTIPLES,
    scoring=Scoring.SETTLEMENT,
)
CLUB: Final = RuleSet(
    kontra=True,
    all_pass=AllPass.RAMSCH,
    ramsch_skat_to=RamschSkatTo.LAST_TRICK,
    jungfrau=Jungfrau.ALL_OTHERS,
    durchmarsch=False,
    lost_doubled=SkatGamesOnly.SKAT_GAMES_ONLY,
    lost_schneider_counts=SkatGamesOnly.SKAT_GAMES_ONLY,
    concede_scoring=ConcedeScoring.GAME_VALUE_SINGLE,
)
PUB: Final = RuleSet(
    kontra=True,
    all_pass=AllPass.RAMSCH,
    schieberamsch=True,
    bock=True,
    bock_triggers=frozenset(
        {BockTrigger.LOST_WITH_60, BockTrigger.KONTRA_RE, BockTrigger.LOST_AFTER_KONTRA}
    ),
)

PRESETS: Final[dict[str, RuleSet]] = {
    "official": OFFICIAL,
    "classic1997": CLASSIC_1997,
    "club": CLUB,
    "pub": PUB,
}
