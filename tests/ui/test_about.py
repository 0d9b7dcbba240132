"""The About screen, from the menu: every icon author with their icons and the licence, the font's
and the sounds' licences, in the player's language."""
from __future__ import annotations

from caylus_desktop.engine.icons import icons_dir
from caylus_desktop.ui import textrecord
from caylus_desktop.ui.scenes.about import AboutScene, icon_authors
from tests.ui.driver import click_button


def _drawn(app) -> str:
    with textrecord.recording() as rec:
        app.dirty = True
        app.step()
    return " ".join(d.text for d in rec.texts)


def test_the_about_screen_credits_every_icon_author_and_licence(app):
    authors = icon_authors()
    assert set(authors) == {"Lorc", "Delapouite"}
    assert sum(len(v) for v in authors.values()) == len(list(icons_dir().glob("*.svg")))
    click_button(app, app.tr("about"))
    assert isinstance(app.top, AboutScene)
    words = _drawn(app)
    for author, names in authors.items():
        assert author in words and names[0] in words
    assert "CC BY 3.0" in words and "Apache License 2.0" in words and "CC0 1.0" in words
    click_button(app, app.tr("back"))
    assert not isinstance(app.top, AboutScene)


def test_the_about_screen_speaks_french(app):
    app.settings.lang = "fr"
    click_button(app, app.tr("about"))
    words = _drawn(app)
    assert "crédits et licences" in words and "sous licence Apache 2.0" in words and "domaine public" in words
