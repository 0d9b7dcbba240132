"""Every seat's house stands out from the castle section it is built in (a blue house on the blue
Towers, a purple one in the Dungeon): by its colour or by its edge, on the table as drawn."""
from __future__ import annotations

from caylus_desktop.engine import new_game
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.look import look_of
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.tables.caylus import section_wall


def _table_with_every_house(app):
    m = new_game("caylus", ["Ann", "Bob", "Cy", "Di", "Eve"], 1)
    b = m.state.board
    for k, sec in enumerate(m.state.defs.castle.sections):
        b.castle[k] = [s % 5 for s in range(sec.spaces)]  # each seat in each section, from the first space
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    return m, scene


def test_each_seat_colour_or_its_edge_contrasts_with_each_section():
    m = new_game("caylus", ["Ann", "Bob"], 1)
    look = look_of(m.state.defs)
    for sec in m.state.defs.castle.sections:
        wall = section_wall(look.palette[sec.id])
        for name, colour in th.SEAT_COLOURS:
            seen = max(th.contrast(colour, wall), th.contrast(th.edge_on(wall), wall))
            assert seen >= 3, f"a {name} house in the {sec.id}: contrast {seen:.2f}"


def test_the_drawn_houses_carry_the_edge_their_section_needs(app):
    m, scene = _table_with_every_house(app)
    surf = app.screen
    look = look_of(m.state.defs)
    checked = 0
    for p in scene._shown[4]:  # the pieces of the table as last drawn (a hover frame reuses its picture)
        if not (p.kind.startswith("house:") and p.slot.startswith("castle:")):
            continue
        sec_id = p.slot.split(":")[1]
        wall = section_wall(look.palette[sec_id])
        edge = th.edge_on(wall)
        pixels = [tuple(surf.get_at((x, y)))[:3] for x in range(p.rect.left, p.rect.right)
                  for y in range(p.rect.top, p.rect.bottom)]
        # the edge is drawn: some pixel of the house's box is (nearly) the edge colour
        assert any(sum(abs(a - b) for a, b in zip(px, edge)) < 40 for px in pixels), f"{p.kind} in {sec_id}"
        checked += 1
    assert checked >= 5 * 3
