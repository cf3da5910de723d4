"""The player's default name follows the language across a restart.

Switching to German renames the default "You" to "Du" at once; a restart in
German then resumed the list with "You" again, because the rename was never
saved and nothing renamed it on resume.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from skat_desktop.app import create_window


def test_a_list_resumed_after_a_live_switch_to_german_keeps_du(qtbot, data_folder: Path) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    first = create_window(app, "en", resume=False)
    qtbot.addWidget(first)
    try:
        first.start_default_session()
        assert first.model.session.names[0] == "You"
        first.set_language("de")  # the live switch, which the settings remember
        qtbot.waitUntil(lambda: first.model.session.names[0] == "Du", timeout=3000)
        first.close()
        first.model.shutdown()

        second = create_window(app, None, resume=True, ask=lambda *_: True)
        qtbot.addWidget(second)
        try:
            assert second.languages.language == "de"
            assert second.model.session.names[0] == "Du"
        finally:
            second.model.shutdown()
            second.languages.set_language("en")
    finally:
        first.languages.set_language("en")  # each window's translator is the application's
