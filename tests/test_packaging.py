"""pyproject.toml lists every package, so an installed copy is complete."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "caylus_desktop").rglob("__init__.py")}
    assert on_disk <= listed, f"add to pyproject.toml: {sorted(on_disk - listed)}"
    assert config["package-dir"]["caylus_desktop.rules_data"] == "rules_data"
    assert list((ROOT / "rules_data").glob("*.yaml"))


def test_bot_weight_files_are_installed_with_the_rules():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "bots/*.yaml" in config["package-data"]["caylus_desktop.rules_data"]
    assert (ROOT / "rules_data" / "bots" / "caylus.yaml").is_file()
