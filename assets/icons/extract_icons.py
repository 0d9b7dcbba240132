"""Extract the game-icons.net pictures the four games use into ``assets/icons/*.svg``.

The app never needs npm: the SVGs this writes are committed. To refresh them, fetch the icon set
from the npm registry into a folder outside the repository and point this script at it:

    cd /tmp && npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python assets/icons/extract_icons.py /tmp/package/icons.json

The set's JSON names only the set's author ("GameIcons") and its licence (CC BY 3.0); game-icons.net
credits each icon to its artist, recorded by the folder the icon lives in in the game-icons/icons
repository (``lorc/wheat.svg``). ``AUTHORS`` below carries that per icon, and this script writes it
into ``ATTRIBUTION.md`` beside the icons, which the licence requires and the About screen reads.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# artist folder on game-icons.net -> the name it credits
ARTISTS = {"lorc": "Lorc", "delapouite": "Delapouite"}

# icon -> artist folder (from https://github.com/game-icons/icons, one folder per artist)
AUTHORS = {
    # cubes and materials
    "wheat": "lorc", "wood-pile": "delapouite", "stone-block": "lorc", "rolled-cloth": "delapouite",
    "gold-stack": "delapouite", "stone-crafting": "lorc", "pitchfork": "delapouite",
    "stone-pile": "delapouite",
    # money, points, favour, people
    "two-coins": "delapouite", "laurel-crown": "lorc", "crown": "lorc", "meeple": "delapouite",
    "halberd": "lorc", "scales": "lorc", "hourglass": "lorc",
    # the castle and the town
    "castle": "lorc", "military-fort": "delapouite", "stone-tower": "lorc", "house": "delapouite",
    "family-house": "delapouite", "wood-beam": "delapouite",
    # Caleira's pieces
    "trebuchet": "delapouite", "locked-fortress": "lorc", "watchtower": "delapouite", "shop": "delapouite",
    "stone-throne": "lorc", "wizard-staff": "lorc", "observatory": "delapouite", "white-tower": "lorc",
    "medieval-barracks": "delapouite", "wave-crest": "lorc",
    # Castrum's cards, families and events
    "stone-wheel": "delapouite", "fire-ring": "lorc", "witch-flight": "lorc", "coins": "delapouite",
    "wizard-face": "delapouite", "visored-helm": "lorc", "hood": "lorc", "relic-blade": "lorc",
    "crossed-swords": "lorc", "checked-shield": "lorc", "skull-crossed-bones": "lorc",
    "heavy-rain": "lorc", "graveyard": "delapouite", "shiny-purse": "lorc", "holy-symbol": "lorc",
    "jester-hat": "delapouite",
    # the die
    "dice-six-faces-one": "delapouite", "dice-six-faces-two": "delapouite",
    "dice-six-faces-three": "delapouite", "dice-six-faces-four": "delapouite",
    "dice-six-faces-five": "delapouite", "dice-six-faces-six": "delapouite",
}

LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"


def svg(body: str, width: int, height: int) -> str:
    # white paint: the app tints an icon by multiplying its pixels with a colour
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}">{body.replace("currentColor", "#ffffff")}</svg>\n')


def attribution() -> str:
    lines = [
        "# Icon attribution",
        "",
        f"The icons in this folder come from [game-icons.net](https://game-icons.net), licensed under "
        f"[{LICENCE}]({LICENCE_URL}). They were taken unchanged from the npm package "
        f"`@iconify-json/game-icons` by `extract_icons.py`; the app tints them when it draws them.",
        "",
        "| icon | author | source |",
        "|---|---|---|",
    ]
    for name, folder in sorted(AUTHORS.items()):
        lines.append(f"| {name} | {ARTISTS[folder]} | https://game-icons.net/1x1/{folder}/{name}.html |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: extract_icons.py PATH/TO/icons.json (from npm pack @iconify-json/game-icons)")
        return 2
    data = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    width, height = data.get("width", 512), data.get("height", 512)
    missing = [name for name in AUTHORS if name not in data["icons"]]
    if missing:
        print(f"not in the icon set: {', '.join(missing)}")
        return 1
    for old in HERE.glob("*.svg"):
        old.unlink()
    for name in AUTHORS:
        icon = data["icons"][name]
        (HERE / f"{name}.svg").write_text(svg(icon["body"], icon.get("width", width), icon.get("height", height)),
                                          encoding="utf-8")
    (HERE / "ATTRIBUTION.md").write_text(attribution(), encoding="utf-8")
    print(f"{len(AUTHORS)} icons written to {HERE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
