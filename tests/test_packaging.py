"""setup.py finds every package and pyproject.toml names every bundled file, so an installed copy is complete."""
import fnmatch
import runpy
import tomllib
from pathlib import Path

import setuptools

ROOT = Path(__file__).resolve().parents[1]


def _setuptools() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _packages() -> list[str]:
    """The packages setup.py hands to setuptools (its setup() call captured, nothing built)."""
    captured = {}
    real = setuptools.setup
    setuptools.setup = lambda **kw: captured.update(kw)
    try:
        runpy.run_path(str(ROOT / "setup.py"), run_name="__main__")
    finally:
        setuptools.setup = real
    return captured["packages"]


def test_every_package_is_found_for_the_install():
    packages = set(_packages())
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "caylus_desktop").rglob("__init__.py")}
    assert on_disk <= packages, f"setup.py misses: {sorted(on_disk - packages)}"
    assert "caylus_desktop.rules_data" in packages
    assert _setuptools()["package-dir"]["caylus_desktop.rules_data"] == "rules_data"
    assert list((ROOT / "rules_data").glob("*.yaml"))


def test_every_asset_is_installed_with_the_package():
    config = _setuptools()
    assert "caylus_desktop.assets" in _packages()
    assert config["package-dir"]["caylus_desktop.assets"] == "assets"
    patterns = config["package-data"]["caylus_desktop.assets"]
    files = [p.relative_to(ROOT / "assets").as_posix() for p in (ROOT / "assets").rglob("*") if p.is_file()]
    assert files
    missed = [f for f in files if not any(fnmatch.fnmatch(f, pat) for pat in patterns)]
    assert not missed, f"add to [tool.setuptools.package-data] in pyproject.toml: {missed}"


def test_the_bundled_fonts_carry_their_licence():
    fonts = list((ROOT / "assets" / "fonts").glob("*.ttf"))
    assert len(fonts) >= 2  # regular and bold
    assert list((ROOT / "assets" / "fonts").glob("LICENSE*"))


def test_bot_weight_files_are_installed_with_the_rules():
    config = _setuptools()
    assert "bots/*.yaml" in config["package-data"]["caylus_desktop.rules_data"]
    from caylus_desktop.games import GAME_IDS, rules_file as of  # every game has one, named like its rules file
    for rules_file in map(of, GAME_IDS):
        assert (ROOT / "rules_data" / "bots" / rules_file).is_file(), rules_file


def test_the_bundled_icons_carry_their_attribution():
    icons = sorted(p.stem for p in (ROOT / "assets" / "icons").glob("*.svg"))
    assert len(icons) >= 40
    credits = (ROOT / "assets" / "icons" / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "CC BY 3.0" in credits
    credited = {line.split("|")[1].strip() for line in credits.splitlines() if line.startswith("| ") and "game-icons.net/1x1/" in line}
    assert set(icons) == credited, sorted(set(icons) ^ credited)
