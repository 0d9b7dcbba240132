"""The Caylus table: the whole board in one view.

Left: the special buildings and the bridge, then the road spaces winding down in
rows of seven (space 1 under the bridge), with tiles, owners' houses, workers, the
bailiff, the provost and the sections' scoring marks. Right: the castle (its
sections' houses and the castle workers) and the favour table. Every count is the
rules file's (board.specials, board.road_length, castle.sections, favours.rows).
Below: the building supply by category, then each seat's reserve in turn order.

Targets registered (the engine's names): ``road:K``, ``special:ID``,
``special:stables:N``, ``special:inn:left|right``, ``bridge``, ``castle:workers``,
``castle:SECTION``, ``provost:±D`` (on the road space it reaches),
``favour:ROW:COL``, ``supply:TILE``, ``cube:TYPE`` (the viewer's own cubes).
Declining (build nothing, do nothing, stop offering) stays in the choice panel.

Why a place cannot be used now is the engine's word (``Match.why_not``), which the
game scene adds to the place's tooltip; the table asks the game's queries module for
prices and context, never the match's state.
"""
from __future__ import annotations

from typing import Any

import pygame

from caylus_desktop.engine.view import SeatInfo
from caylus_desktop.games.caylus import queries
from caylus_desktop.ui import icons
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.faces import Faces
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.tables import Counter, TableRenderer, TableView
from caylus_desktop.ui.look import look_of
from caylus_desktop.ui.tables.caylus_pieces import coin, cube, cube_name, house, looks, pawn, shield
from caylus_desktop.ui.widgets.zoom import CardLook

COLS = 7          # road spaces per row of the winding road (its rows: as many as the file's road needs)
PANEL_KINDS = frozenset({"skip", "decline", "stop"})

# the table's words are window words (English and French in locale/<lang>/LC_MESSAGES/caylus.po)
_PHASES = {"setup": "caylus_phase_setup", "income": "caylus_phase_income", "placement": "caylus_phase_placement",
           "specials": "caylus_phase_specials", "provost": "caylus_phase_provost", "road": "caylus_phase_road",
           "castle": "caylus_phase_castle", "end": "caylus_phase_end", "over": "caylus_phase_over"}
_ORDINALS = ("caylus_1st", "caylus_2nd", "caylus_3rd", "caylus_4th", "caylus_5th")
_CATEGORIES = {"wood": "caylus_wood", "stone": "caylus_stone", "prestige": "caylus_prestige"}
_ITEMS = {"visits": "caylus_item_visits", "buildings": "caylus_item_buildings", "residences": "caylus_item_residences",
          "castle": "caylus_item_castle", "castle penalties": "caylus_item_penalties",
          "section scoring": "caylus_item_scorings", "favours": "caylus_item_favours", "trades": "caylus_item_trades",
          "end: gold": "caylus_item_end_gold", "end: cubes": "caylus_item_end_cubes",
          "end: deniers": "caylus_item_end_deniers"}


def section_wall(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A castle section's wall: its look colour darkened, so its light name reads on it."""
    return (colour[0] // 2 + 20, colour[1] // 2 + 20, colour[2] // 2 + 20)


def road_cell(space: int) -> tuple[int, int]:
    """(row, column) of a road space: row 0 runs right to left from under the bridge, then the road winds."""
    i = space - 1
    row, k = divmod(i, COLS)
    col = COLS - 1 - k if row % 2 == 0 else k
    return row, col


def _widths(needs: list[int], room: int, columns: int) -> list[int]:
    """Widths of a row of tiles in ``room``: a column's width each (the rows line up), except that
    a tile whose name needs more takes it from the others' spare room ("Ferme (nourriture)")."""
    even = room // columns
    if all(n <= even for n in needs):
        return [even] * len(needs)
    wide = [max(n, even) if n > even else 0 for n in needs]
    rest = (room - sum(wide)) // max(1, wide.count(0))
    if any(not w and n > rest for n, w in zip(needs, wide)) or rest <= 0:
        return [even] * len(needs)  # no room for every name (a small window): their tooltips say them
    return [w or min(even, rest) for w in wide]


def _favour_gains(effects) -> tuple[int, list[str]] | None:
    """(n, [what]) when a favour cell only gives n deniers or n cubes of one of a few kinds
    (the resources row); None for the others, drawn in words."""
    if len(effects) != 1:
        return None
    gain = getattr(effects[0], "gain", None)
    if gain is not None:
        given = [(k, n) for k, n in (("money", getattr(gain, "money", 0)),) + gain.resources() if n]
        others = any(getattr(gain, k, 0) for k in ("vp", "favour", "non_gold"))
        return (given[0][1], [given[0][0]]) if len(given) == 1 and not others else None
    produce = getattr(effects[0], "produce", None)
    if produce is not None:  # one cube of a choice of kinds: "+1 (W)(S)"
        choices = [[(k, n) for k, n in o.resources() if n] for o in produce.options]
        if all(len(c) == 1 and c[0][1] == 1 for c in choices):
            return 1, [c[0][0] for c in choices]
    return None


class Renderer(TableRenderer):
    def in_panel(self, action) -> bool:
        return action.kind in PANEL_KINDS

    def seat_counters(self, match, info: SeatInfo, voice: Speech) -> list[Counter] | None:

        res, rules = info.resources, queries.rules(match)
        cubes = sum(n for k, n in res.items() if k != "money")  # the observation's resources: deniers and cubes
        home, workers = info.workers_home, rules.start.workers
        look = look_of(rules)
        return [Counter(look.icon("money", "two-coins"), str(res["money"]), voice.tr("caylus_deniers", res["money"]),
                        look.colour("coin")),
                Counter(look.icon("cubes", "stone-pile"), str(cubes), voice.tr("caylus_cubes", cubes)),
                Counter(look.icon("worker", "meeple"), f"{home}/{workers}",
                        voice.tr("caylus_workers_home", home, workers))]

    def item_name(self, match, item: str, voice: Speech) -> str:
        key = _ITEMS.get(item)
        return voice.tr(key) if key else item.replace("_", " ")

    # --- words ------------------------------------------------------------
    @staticmethod
    def _name(view: TableView, seat: int) -> str:
        return view.obs.seats[seat].name

    @staticmethod
    def _money(n: int, voice: Speech) -> str:
        return voice.tr("caylus_deniers", n)

    def _price_line(self, view: TableView, target: str, owner: int = -1) -> str:
        """What placing a worker on ``target`` (a road space of ``owner``'s, if given) costs now."""
        d = view.decision
        if d is None or d.kind not in ("place", "gate") or target not in view.active:
            return ""
        price = queries.placement_price(view.match, own_building=owner == d.seat)
        return "\n" + view.voice.tr("caylus_price", view.voice.tr("caylus_free") if price == 0 else self._money(price, view.voice))

    def card_look(self, view: TableView, bid: str) -> CardLook:
        """A building as it opens large: its category's colour and picture (the rules file's icons)."""
        cat = queries.rules(view.match).building(bid).category
        return CardLook(view.look.icon(cat), view.look.colour(cat))

    def _building_tip(self, view: TableView, bid: str, title_extra: str = "", body_extra=lambda: ""):
        defs = queries.rules(view.match)
        voice = view.voice

        def content() -> tuple[str, str]:
            d = defs.building(bid)
            lines = [voice.text(d.text)]
            if d.category in ("wood", "stone", "prestige"):
                lines.append(voice.tr("caylus_cost", view.say(queries.cost(view.match, bid))) + " · "
                             + voice.tr("caylus_vp", d.vp))
            if d.favours:
                lines.append(voice.tr("caylus_favour_built", d.favours))
            if d.income and d.category != "residential":
                lines.append(voice.tr("caylus_income", d.income))
            extra = body_extra()
            return voice.text(d.name) + title_extra, "\n".join(lines) + (("\n" + extra) if extra else "")
        return content

    def ref_tip(self, view: TableView, ref: str):
        try:
            queries.building(view.match, ref)
        except (KeyError, ValueError):
            return None
        return self._building_tip(view, ref)

    def __init__(self) -> None:
        self._faces = Faces()  # the road's and the reserve's tiles, painted once per state and size

    # --- the table --------------------------------------------------------
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        view.look.paint("table", surf, rect)  # the rules file's look: its palette, materials and pictures
        # each cube's colour: the rules file's look, else the table's, else one made from its name
        self._looks = looks(queries.cubes(view.match), view.look.cubes)
        pad = t.px(8)
        inner = rect.inflate(-2 * pad, -2 * pad)
        H = inner.h
        n = len(view.obs.seats)
        seats_h = t.px(84)
        supply_h = int(H * 0.215)
        board_h = H - seats_h - supply_h - 2 * pad
        left_w = int(inner.w * 0.665)
        left = pygame.Rect(inner.x, inner.y, left_w, board_h)
        right = pygame.Rect(left.right + pad, inner.y, inner.right - left.right - pad, board_h)
        self._road(surf, left, view)
        castle_h = int(right.h * 0.47)
        self._castle(surf, pygame.Rect(right.x, right.y, right.w, castle_h), view)
        self._favours(surf, pygame.Rect(right.x, right.y + castle_h + pad, right.w, right.h - castle_h - pad), view)
        supply = pygame.Rect(inner.x, left.bottom + pad, inner.w, supply_h)
        view.bank = supply  # cubes and deniers come from the general supply and go back to it
        self._supply(surf, supply, view)
        self._seats(surf, pygame.Rect(inner.x, inner.bottom - seats_h, inner.w, seats_h), view)

    # --- specials, bridge and road ------------------------------------------
    def _road(self, surf: pygame.Surface, area: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        defs = queries.rules(view.match)
        gap = t.px(6)
        cw = (area.w - gap * (COLS - 1)) // COLS
        rows = -(-len(obs.road) // COLS) + 1  # the road's rows (board.road_length), and the specials' above
        ch = (area.h - gap * rows) // rows
        ch_special = ch
        # the road path under the tiles, from the bridge through every space in order
        centres = []
        bridge_r = pygame.Rect(area.x + (COLS - 1) * (cw + gap), area.y, cw, ch_special)
        centres.append(bridge_r.center)
        cells: dict[int, pygame.Rect] = {}
        top = area.y + ch_special + gap * 2
        for space in range(1, len(obs.road) + 1):
            row, col = road_cell(space)
            r = pygame.Rect(area.x + col * (cw + gap), top + row * (ch + gap), cw, ch)
            cells[space] = r
            centres.append(r.center)
        path = view.look.colour("path")
        pygame.draw.lines(surf, path, False, centres, max(4, t.px(14)))
        pygame.draw.lines(surf, tuple(c * 3 // 4 for c in path), False, centres, max(1, t.px(2)))
        # the special buildings, in the order Phase 3 resolves them, left of the bridge (narrower
        # when the file lists more than fit there at a road tile's width)
        specials = queries.specials(view.match)
        sw = min(cw, (bridge_r.x - area.x - gap * len(specials)) // max(1, len(specials)))
        x = area.x
        for sid in specials:
            r = pygame.Rect(x, area.y, sw, ch_special)
            self._special(surf, r, view, sid)
            x += sw + gap
        self._bridge(surf, bridge_r, view)
        provost, bailiff = obs.provost, obs.bailiff
        marks = {sec.trigger_space: sec for sec in defs.castle.sections}
        for space, r in cells.items():
            self._space(surf, r, view, obs.road[space - 1], beyond=space > provost)
            if space in marks:
                self._mark(surf, r, view, marks[space])
        # the bailiff and the provost sit on the bottom edge of their spaces
        pr = max(t.px(9), ch // 7)
        look = view.look
        if bailiff in cells:
            b = cells[bailiff]
            self._pawn(surf, view, "bailiff", bailiff, (b.x + pr + t.px(2), b.bottom - pr), pr, look.colour("bailiff"),
                       look.icon("bailiff", "scales"), (250, 240, 230))
        if provost in cells:
            p = cells[provost]
            self._pawn(surf, view, "provost", provost, (p.right - pr - t.px(2), p.bottom - pr), pr, look.colour("provost"),
                       look.icon("provost", "halberd"), th.INK_DARK)
        # provost moves: the spaces it can reach light up with their price
        d = view.decision
        if d is not None and d.kind == "provost":
            per = queries.provost_step_price(view.match)
            for a in d.options:
                step = a.args[0]
                space = provost + step
                if space in cells and a.target in view.active:
                    r = cells[space]
                    view.target(a.target, r)
                    if step:
                        th.shade(surf, r, 70, (255, 240, 160))
                        label = self._money(abs(step) * per, voice) if per else voice.tr("caylus_free_short")
                        f, _ = th.fit_or_wrap(t, label, r.inflate(-t.px(14), 0), 14, True)  # as large as the space allows
                        tag = pygame.Rect(0, 0, min(r.w - t.px(4), f.size(label)[0] + t.px(10)), lay.line_box(f) + t.px(2))
                        tag.center = (r.centerx, r.centery + t.px(2))
                        pygame.draw.rect(surf, (40, 36, 30), tag, border_radius=t.px(5))
                        th.text_in(surf, t, label, tag.inflate(-t.px(6), 0), th.ACCENT, 14, True, shorten_to_fit=True)  # tip: the price

    def _pawn(self, surf, view: TableView, kind: str, space: int, centre, pr: int, colour, icon: str, ink) -> None:
        """The bailiff or the provost drawn as its picture; hovering it names it in words."""
        r = pygame.Rect(0, 0, 2 * pr, 2 * pr)
        r.center = centre
        view.piece(surf, kind, f"road:{space}", r,
                   lambda s, rr: pawn(s, colour, rr.center, rr.w // 2, icon, ink))
        name = view.voice.tr("caylus_provost") if kind == "provost" else view.voice.tr("caylus_bailiff")
        view.tip(r, lambda: (name, self._pawn_words(view, kind)))

    @staticmethod
    def _pawn_words(view: TableView, kind: str) -> str:
        """What the bailiff or the provost standing on a space means, in words."""
        voice = view.voice
        if kind == "provost":
            return voice.tr("caylus_provost_here")
        moves = queries.rules(view.match).bailiff
        return voice.tr("caylus_bailiff_here", voice.tr("caylus_spaces", moves.move_otherwise),
                  voice.tr("caylus_spaces", moves.move_if_provost_beyond))

    def _tile(self, surf, r: pygame.Rect, view: TableView, bid: str | None, number: int | None = None) -> None:
        t = view.t
        self._faces.blit(surf, r, ("tile", bid, number, view.voice, t.s, t.text_scale),
                         lambda sf, rr: self._paint_tile(sf, rr, view, bid, number))

    def _paint_tile(self, surf, r: pygame.Rect, view: TableView, bid: str | None, number: int | None) -> None:
        t, voice = view.t, view.voice
        rad = t.px(6)
        if bid is None:  # an empty lot, printed on the board
            view.look.paint("lot", surf, r, None, rad, max(t.px(10), r.h // 6), framed=True)
        else:
            d = queries.rules(view.match).building(bid)
            view.look.paint("tiles", surf, r, view.look.colour(d.category), rad, max(t.px(14), r.h // 4))  # a wooden tile
            pygame.draw.rect(surf, (40, 34, 28), r, max(1, t.px(1)), border_radius=rad)
            # below the number and the owner's house, above the worker: two lines at most
            top = r.y + (t.px(22) if r.h >= t.px(70) else t.px(14))
            room = pygame.Rect(r.x + t.px(3), top, r.w - t.px(6), max(t.px(16), min(t.px(32), r.centery + t.px(8) - top)))
            th.text_in(surf, t, voice.text(d.name), room, th.INK_DARK, 12, True, valign="top", shorten_to_fit=True)  # tip: whole
            if bid == queries.rules(view.match).residence.building:  # a residence shows it (bottom left, by the worker)
                ps = max(t.px(12), min(t.px(20), r.h // 4))
                icons.draw(surf, view.look.icon("residence", "family-house"),
                           pygame.Rect(r.x + t.px(4), r.bottom - ps - t.px(4), ps, ps), th.INK_DARK)
        if number is not None:
            th.text(surf, t.font(11), str(number), th.INK_DARK if bid else th.INK_DIM, (r.x + t.px(4), r.y + t.px(2)))

    def _space(self, surf, r: pygame.Rect, view: TableView, info: Any, beyond: bool) -> None:
        t, voice = view.t, view.voice
        k, bid, owner, worker = info.space, info.building, info.owner, info.worker
        # a tile on its way here leaves the space empty until it lands
        if bid is None or not view.piece(surf, f"tile:{bid}", f"road:{k}", r,
                                         lambda s, rr: self._tile(s, rr, view, bid, k), seat=owner if owner >= 0 else None,
                                         ref=bid):
            self._tile(surf, r, view, None, k)
        if owner >= 0:
            hs = max(t.px(12), r.h // 5)
            self._house(surf, view, owner, f"road:{k}", pygame.Rect(r.right - hs - t.px(4), r.y + t.px(3), hs, hs), bid)
        if worker >= 0:
            view.worker(surf, worker, f"road:{k}", (r.centerx, r.bottom - max(t.px(13), r.h // 4)), max(t.px(9), r.h // 7),
                        ref=bid)
        if beyond:
            th.shade(surf, r, 60)
        view.target(f"road:{k}", r)
        obs = view.obs
        target = f"road:{k}"

        def extra() -> str:
            lines = []
            if owner >= 0:
                lines.append(voice.tr("caylus_owner", self._name(view, owner)) + ".")
            if worker >= 0:
                lines.append(voice.tr("caylus_worker", self._name(view, worker)))
            if k == obs.bailiff:
                lines.append(self._pawn_words(view, "bailiff"))
            if k == obs.provost:
                lines.append(self._pawn_words(view, "provost"))
            elif beyond:
                lines.append(voice.tr("caylus_beyond"))
            return "\n".join(lines) + self._price_line(view, target, owner)
        if bid is None:
            view.tip(r, lambda: (voice.tr("caylus_empty", k), voice.tr("caylus_empty_body") + ("\n" + extra() if extra() else "")))
        else:
            view.tip(r, self._building_tip(view, bid, f" ({voice.tr('caylus_road_space', k)})", extra),
                     self.card_look(view, bid))

    @staticmethod
    def _house(surf, view: TableView, seat: int, slot: str, r: pygame.Rect, ref: str | None = None,
               ground: tuple[int, int, int] | None = None) -> None:
        """A seat's house; ``ground``: the colour it sits on when that is not a light tile (a castle section)."""
        colour, icon = view.seat_colour(seat), view.look.icon("house", "house")
        edge = th.edge_on(ground) if ground is not None else (20, 20, 20)
        view.piece(surf, f"house:{seat}", slot, r, lambda s, rr: house(s, colour, rr, icon, edge), seat=seat, ref=ref)

    def _mark(self, surf, r: pygame.Rect, view: TableView, sec) -> None:
        """A scoring mark: a pennant in the section's colour on the space's top edge."""
        t = view.t
        colour = view.look.palette.get(sec.id, th.ACCENT)
        x, y = r.centerx + t.px(4), r.y - t.px(2)
        h = t.px(12)
        pygame.draw.line(surf, (30, 30, 30), (x, y - t.px(4)), (x, y + h), max(1, t.px(2)))
        pts = [(x, y - t.px(4)), (x + t.px(16), y + t.px(1)), (x, y + t.px(6))]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, (20, 20, 20), pts, 1)
        tip = pygame.Rect(x - t.px(4), y - t.px(6), t.px(22), t.px(14))
        view.tip(tip, lambda: (view.voice.text(sec.name), view.voice.tr("caylus_mark", view.voice.text(sec.name))))

    def _special(self, surf, r: pygame.Rect, view: TableView, sid: str) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        sp = obs.specials
        self._tile(surf, r, view, sid)
        unused = sid == "stables" and queries.stables_unused(view.match)
        slot_r = max(t.px(9), min(r.h // 6, r.w // 9))
        sy = r.bottom - slot_r - t.px(5)
        if sid == "stables":
            slots = queries.rules(view.match).building("stables").slots
            step = r.w // slots
            for i in range(slots):
                sub = pygame.Rect(r.x + i * step, r.y + r.h // 2, step, r.h - r.h // 2)
                c = (sub.centerx, sy)
                pygame.draw.circle(surf, (90, 70, 46), c, slot_r, max(1, t.px(1)))
                th.text(surf, t.font(10), str(i + 1), (90, 70, 46), (c[0], c[1] - slot_r - t.px(1)), "midbottom")
                if i < len(sp.stables):
                    view.worker(surf, sp.stables[i], f"special:stables:{i + 1}", c, slot_r, ref=sid)
                if not unused:
                    view.target(f"special:stables:{i + 1}", sub)
                    view.tip(sub, self._building_tip(view, sid, f" ({voice.tr('caylus_slot', i + 1)})",
                                                     lambda tg=f"special:stables:{i + 1}": self._price_line(view, tg).strip()),
                             self.card_look(view, sid))
            if unused:
                th.shade(surf, r, 120)
                view.tip(r, lambda: (voice.text(queries.rules(view.match).building(sid).name), voice.tr("caylus_two_players")))
            return
        if sid == "inn":
            for i, (side, seat) in enumerate((("left", sp.inn_left), ("right", sp.inn_right))):
                sub = pygame.Rect(r.x + i * (r.w // 2), r.y + r.h // 2, r.w // 2, r.h - r.h // 2)
                c = (sub.centerx, sy)
                pygame.draw.circle(surf, (90, 70, 46), c, slot_r, max(1, t.px(1)))
                target = f"special:inn:{side}"
                if seat >= 0:
                    view.worker(surf, seat, target, c, slot_r, ref=sid)
                view.target(target, sub)
                view.tip(sub, self._building_tip(view, sid, "", lambda tg=target, sd=side: (
                    (voice.tr("caylus_inn_left") if sd == "left" else voice.tr("caylus_inn_right"))
                    + self._price_line(view, tg))), self.card_look(view, sid))
            pygame.draw.line(surf, (90, 70, 46), (r.centerx, r.y + r.h // 2 + t.px(2)), (r.centerx, r.bottom - t.px(4)), 1)
            return
        c = (r.centerx, sy)
        pygame.draw.circle(surf, (90, 70, 46), c, slot_r, max(1, t.px(1)))
        seat = sp.workers[sid]
        target = f"special:{sid}"
        if seat >= 0:
            view.worker(surf, seat, target, c, slot_r, ref=sid)
        view.target(target, r)
        view.tip(r, self._building_tip(view, sid, "", lambda: self._price_line(view, target).strip()),
                 self.card_look(view, sid))

    def _bridge(self, surf, r: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        view.look.paint("bridge", surf, r, radius=t.px(6), grain=max(t.px(8), r.h // 4))  # its planks
        pygame.draw.rect(surf, (40, 34, 28), r, max(1, t.px(1)), border_radius=t.px(6))
        th.text(surf, t.font(12, True), voice.tr("caylus_bridge"), (250, 240, 220), (r.centerx, r.y + t.px(3)), "midtop")
        n = len(obs.seats)
        rad = max(t.px(7), min(r.w // (2 * n + 2), r.h // 6))
        step = (r.w - t.px(8)) // n
        for i in range(n):
            c = (r.x + t.px(4) + step * i + step // 2, r.centery + t.px(8))
            pygame.draw.circle(surf, (80, 62, 44), c, rad)
            th.text(surf, t.font(10), str(i + 1), (200, 190, 170), (c[0], c[1] + rad + t.px(1)), "midtop")
            if i < len(obs.passed):
                view.worker(surf, obs.passed[i], f"bridge:{i}", c, rad, kind="passed")
        view.target("bridge", r)

        def content() -> tuple[str, str]:
            names = ", ".join(self._name(view, s) for s in obs.passed) or voice.tr("caylus_nobody")
            bonus = voice.tr("caylus_deniers", queries.rules(view.match).placement.first_passer_bonus)
            return voice.tr("caylus_bridge"), voice.tr("caylus_bridge_body", bonus) + " " + names
        view.tip(r, content)

    # --- the castle and the favours -------------------------------------------
    def _castle(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        defs = queries.rules(view.match)
        castle = obs.castle
        view.look.paint("castle", surf, area, None, t.px(8), t.px(18), framed=True)  # the castle's board
        head_h = t.px(30)
        head, _ = lay.cut_top(area.inflate(-t.px(16), 0), head_h)
        wr, title = lay.cut_right(head, int(area.w * 0.64) - t.px(6), t.px(6))
        wr = wr.inflate(0, -t.px(4)).move(0, t.px(2))
        th.text_in(surf, t, voice.tr("caylus_castle"), title, th.ACCENT, 18, True, align="left")
        # the castle workers, in arrival order
        pygame.draw.rect(surf, tuple(min(255, c + 22) for c in view.look.colour("castle")), wr, border_radius=t.px(6))
        rad = max(t.px(6), wr.h // 2 - t.px(3))
        x = wr.x + rad + t.px(4)
        for i, s in enumerate(castle.workers):
            view.worker(surf, s, f"castle:{i}", (x, wr.centery), rad)
            x += rad * 2 + t.px(3)
        if not castle.workers:
            th.text_in(surf, t, voice.tr("caylus_castle_workers"), wr.inflate(-t.px(8), 0), th.INK_DIM, 12)
        view.target("castle:workers", wr)
        view.tip(wr, lambda: (voice.tr("caylus_castle_workers"), self._castle_body(view, voice) + self._price_line(view, "castle:workers")))
        secs = defs.castle.sections
        body = pygame.Rect(area.x + t.px(6), area.y + head_h + t.px(4), area.w - t.px(12), area.h - head_h - t.px(10))
        sh = (body.h - t.px(4) * (len(secs) - 1)) // len(secs)
        label_w = int(body.w * 0.38)  # room for the status on two lines in a longer language
        for i, sec in enumerate(secs):
            r = pygame.Rect(body.x, body.y + i * (sh + t.px(4)), body.w, sh)
            current = castle.section == i and not castle.scored[i]
            colour = view.look.palette.get(sec.id, (90, 90, 90))
            wall = section_wall(colour)
            view.look.paint("castle", surf, r, wall, t.px(6), t.px(9))
            if current:
                pygame.draw.rect(surf, th.ACCENT, r, max(2, t.px(2)), border_radius=t.px(6))
            name_box = pygame.Rect(r.x + t.px(6), r.y + t.px(2), label_w - t.px(8), lay.line_box(t.font(15, True)))
            name = th.text_in(surf, t, voice.text(sec.name), name_box, th.INK, 15, True, align="left", valign="top")
            sub = voice.tr("caylus_scored") if castle.scored[i] else (voice.tr("caylus_building_now") if current else voice.tr("caylus_per_house", sec.vp_per_house))
            sub_box = pygame.Rect(name_box.x, name.bottom + t.px(1), name_box.w, r.bottom - name.bottom - t.px(3))
            th.text_in(surf, t, sub, sub_box, th.ACCENT if current else th.INK_DIM, 11, align="left", valign="top",
                       shorten_to_fit=True)  # the section's tooltip says it whole
            houses = castle.houses[sec.id]
            per_line = (sec.spaces + 1) // 2
            gx = r.x + label_w
            cell = min((r.right - gx - t.px(4)) // per_line, (r.h - t.px(6)) // 2)
            for j in range(sec.spaces):
                line, col = divmod(j, per_line)
                hr = pygame.Rect(gx + col * cell + t.px(1), r.y + t.px(3) + line * cell, cell - t.px(2), cell - t.px(2))
                if j < len(houses):
                    self._house(surf, view, houses[j], f"castle:{sec.id}:{j}", hr.inflate(-t.px(2), -t.px(2)),
                                ground=wall)
                else:
                    pygame.draw.rect(surf, (40, 40, 46), hr, 1, border_radius=t.px(2))
            if castle.scored[i]:
                th.shade(surf, r, 70)
            view.target(f"castle:{sec.id}", r)

            def content(sec=sec, houses=houses) -> tuple[str, str]:
                counts = {}
                for s in houses:
                    counts[s] = counts.get(s, 0) + 1
                who = ", ".join(f"{self._name(view, s)} {n}" for s, n in counts.items()) or "0"
                rows = "; ".join(voice.tr("caylus_scoring_row", row.houses, row.vp,
                                    voice.tr("caylus_favour_count", row.favours)) for row in sec.scoring)
                return (f"{voice.text(sec.name)} ({len(houses)}/{sec.spaces})",
                        voice.tr("caylus_section_body", cube_name(defs.castle.batch_required, voice),
                           defs.castle.batch_size - 1, sec.vp_per_house, sec.trigger_space, who) + "\n" + rows)
            view.tip(r, content)

    def _favours(self, surf, area: pygame.Rect, view: TableView) -> None:
        """The King's favour table as a board: a wooden frame holding a ruled sheet, a row per track
        (its name in the first column), a column per step (its number in the header row), each seat's
        marker on the cell it reached (under the row's name before its first step)."""
        t, voice, obs = view.t, view.voice, view.obs
        look = view.look
        rad = t.px(8)
        look.paint("favour_table", surf, area, radius=rad, grain=max(t.px(10), area.h // 9))
        th.covers(surf, area)
        title = th.text(surf, t.font(18, True), voice.tr("caylus_favours"), th.ACCENT, (area.x + t.px(10), area.y + t.px(4)))
        pad = t.px(6)
        sheet = pygame.Rect(area.x + pad, title.bottom, area.w - 2 * pad, area.bottom - pad - title.bottom)
        if queries.light_favours(view.match):  # no table to read: the rule in its place, not over it
            self._light_favours(surf, sheet, view)
            return
        grid = self._favour_grid(t, sheet, view)
        n = len(obs.seats)
        self._faces.blit(surf, sheet, ("favours", obs.favour_columns_open, voice, t.s, t.text_scale),
                         lambda sf, rr: self._paint_favour_sheet(sf, rr, view, self._favour_grid(t, rr, view)))
        open_cols = obs.favour_columns_open
        for row, label, cells in grid["rows"]:
            starters = [s for s in range(n) if obs.seats[s].favour[row.id] == 0]  # before the first step
            self._markers(surf, view, label, starters, f"favour:{row.id}", 0)
            view.tip(label, lambda row=row, starters=starters: (voice.text(row.name), voice.tr(
                "caylus_markers", ", ".join(self._name(view, s) for s in starters)) if starters else ""))
            for c, cr in enumerate(cells, start=1):
                here = [s for s in range(n) if obs.seats[s].favour[row.id] == c]
                self._markers(surf, view, cr, here, f"favour:{row.id}", c)
                locked = c > open_cols
                view.target(f"favour:{row.id}:{c}", cr)
                view.tip(cr, lambda row=row, c=c, locked=locked, here=here: (
                    f"{voice.text(row.name)} · {c}",
                    voice.text(row.cells[c - 1].text) + ("\n" + self._locked_body(view, c, voice) if locked else "")
                    + ("\n" + voice.tr("caylus_markers", ", ".join(self._name(view, s) for s in here)) if here else "")))

    def _favour_grid(self, t: th.Theme, sheet: pygame.Rect, view: TableView) -> dict:
        """Where the favour sheet's parts lie: the header row, and per track its name cell and its step cells."""
        rows = queries.rules(view.match).favours.rows
        voice = view.voice
        # the tracks' names whole ("Ressources", "Bâtiments"): the steps give up the room, their tooltips say them
        longest = max(t.font(13, True).size(voice.text(row.name))[0] for row in rows)
        label_w = min(int(sheet.w * 0.30), max(int(sheet.w * 0.22), longest + t.px(10)))
        head_h = lay.line_box(t.font(11, True))
        columns = len(rows[0].cells)  # every row has as many (check-rules)
        cw = (sheet.w - label_w) // columns
        rh = (sheet.h - head_h) // len(rows)
        out = []
        for ri, row in enumerate(rows):
            y = sheet.y + head_h + ri * rh
            out.append((row, pygame.Rect(sheet.x, y, label_w, rh),
                        [pygame.Rect(sheet.x + label_w + k * cw, y, cw, rh) for k in range(columns)]))
        return {"head": pygame.Rect(sheet.x, sheet.y, label_w + columns * cw, head_h), "label_w": label_w, "rows": out}

    def _paint_favour_sheet(self, surf, sheet: pygame.Rect, view: TableView, grid: dict) -> None:
        """The favour sheet as printed: parchment ruled into a table, the steps' numbers along its head,
        the tracks' names down its first column, each step's effect in its cell, the locked steps veiled."""
        t, voice = view.t, view.voice
        look = view.look
        look.paint("favour_cells", surf, sheet, radius=t.px(4))
        th.covers(surf, sheet)
        rule = tuple(c * 55 // 100 for c in look.colour("favour_cells"))  # the ruling: the sheet's ink
        head, label_w = grid["head"], grid["label_w"]
        open_cols = view.obs.favour_columns_open
        right = head.right
        # the head row and the names' column a shade darker, as a printed table's
        th.shade(surf, pygame.Rect(sheet.x, sheet.y, right - sheet.x, head.h), 40, rule)
        th.shade(surf, pygame.Rect(sheet.x, head.bottom, label_w, sheet.bottom - head.bottom), 22, rule)
        # the sheet's title mark, in the ink of the steps' numbers beside it (the ruling's shade was too faint to read)
        icons.draw(surf, look.icon("favour", "crown"), pygame.Rect(head.x, head.y + t.px(1), label_w, head.h - t.px(2)),
                   th.INK_DARK)
        for row, label, cells in grid["rows"]:
            pygame.draw.line(surf, rule, (sheet.x + t.px(2), label.y), (right - 1, label.y), max(1, t.px(1)))
            th.text_in(surf, t, voice.text(row.name), pygame.Rect(label.x + t.px(5), label.y + t.px(2), label.w - t.px(8),
                                                                 label.h // 2), th.INK_DARK, 13, True, align="left",
                       valign="top", shorten_to_fit=True)  # its tooltip names it whole
            for c, cr in enumerate(cells, start=1):
                self._favour_cell(surf, cr.inflate(0, -t.px(2)), view, row.cells[c - 1])
                if c > open_cols:
                    th.shade(surf, cr.inflate(-t.px(1), -t.px(1)), 90)
        for c, cr in enumerate(grid["rows"][0][2], start=1):
            pygame.draw.line(surf, rule, (cr.x, head.y + t.px(2)), (cr.x, sheet.bottom - t.px(2)),
                             max(1, t.px(2)) if c == 1 else max(1, t.px(1)))
            th.text_in(surf, t, str(c), pygame.Rect(cr.x, head.y, cr.w, head.h), th.INK_DARK, 11, True)
        pygame.draw.line(surf, rule, (sheet.x + t.px(2), head.bottom), (right - 1, head.bottom), max(1, t.px(2)))

    def _light_favours(self, surf, body: pygame.Rect, view: TableView) -> None:
        """The light-favour variant: each royal favour is worth prestige, said beside the favour's picture."""
        t, voice = view.t, view.voice
        msg = voice.tr("caylus_light", queries.rules(view.match).favours.light_favour_vp)
        side = min(body.h - t.px(16), t.px(72))
        pic = pygame.Rect(body.x + t.px(14), body.centery - side // 2, side, side)
        icons.draw(surf, view.look.icon("favour", "crown"), pic, th.ACCENT)
        words = pygame.Rect(pic.right + t.px(14), body.y + t.px(6), body.right - pic.right - t.px(28), body.h - t.px(12))
        th.text_in(surf, t, msg, words, th.INK, 16, True, align="left")
        view.tip(body, lambda: (voice.tr("caylus_favours"), msg))

    def _favour_cell(self, surf, cr: pygame.Rect, view: TableView, cell) -> None:
        """A cell of the favour table as printed: its effect in pictures ("+3 (coin)"), else in words."""
        t, voice = view.t, view.voice
        # the cell's effect above the markers that sit along its bottom
        room = pygame.Rect(cr.x + t.px(2), cr.y + t.px(1), cr.w - t.px(4), cr.h - t.px(15))
        if cell.icon is not None:  # a long effect ("Carpenter: build…"): its picture, its words in the tooltip
            icons.draw(surf, cell.icon, pygame.Rect(room.x, room.y, room.w, min(room.h, t.px(26))), th.INK_DARK)
            return
        if not cell.effects:  # "No effect": a dash, its words in the tooltip
            th.text_in(surf, t, "—", room, th.INK_DARK, 13, True, valign="top")
            return
        gains = _favour_gains(cell.effects)
        if gains is None or not self._gain_line(surf, t, room, gains, voice, self._looks,
                                                                 view.look.colour("coin")):  # "+3 (coin)", "+1 (W)/(S)"
            th.text_in(surf, t, voice.text(cell.text).split(":")[0], room, th.INK_DARK, 12, True, valign="top",
                       shorten_to_fit=True)

    @staticmethod
    def _castle_body(view: TableView, voice: Speech) -> str:
        castle = queries.rules(view.match).castle
        return voice.tr("caylus_castle_body", castle.no_batch_penalty,
                  voice.tr("caylus_favour_count", castle.most_batches_favours))

    @staticmethod
    def _gain_line(surf, t: th.Theme, room: pygame.Rect, gains: tuple[int, list[str]], voice: Speech, looks,
                   coin_colour: tuple[int, int, int]) -> bool:
        """"+n" and the icons of what a favour cell gives, centred on its top line; False when
        they do not fit (the cell's words are drawn instead)."""
        amount, kinds = gains
        f, _ = th.fit_or_wrap(t, f"+{amount}", room, 13, True)
        # the pictures shrink (down to a readable 10 px) before the cell falls back to words
        room_each = (room.w - f.size(f"+{amount}")[0] - t.px(3)) // len(kinds) - t.px(2)
        size = max(t.px(10), min(t.px(16), lay.line_box(f), room_each))
        figure_w = f.size(f"+{amount}")[0]
        width = figure_w + t.px(3) + len(kinds) * (size + t.px(2))
        if width > room.w:  # a large text size: a smaller figure before the pictures go under it
            pictures = len(kinds) * (size + t.px(2))
            f, _ = th.fit_or_wrap(t, f"+{amount}", pygame.Rect(0, 0, room.w - t.px(3) - pictures, room.h), 13, True)
            figure_w = f.size(f"+{amount}")[0]
            width = figure_w + t.px(3) + pictures
        if width <= room.w:
            line = pygame.Rect(room.centerx - width // 2, room.y + t.px(2), width, size)
            figure, marks = lay.cut_left(line, figure_w, t.px(3))
        else:  # a narrow cell: the figure above (smaller if need be), the pictures under it, smaller until both fit
            size = max(t.px(10), min(t.px(16), (room.w - t.px(2)) // len(kinds) - t.px(2)))
            while True:
                width = len(kinds) * (size + t.px(2))
                f, _ = th.fit_or_wrap(t, f"+{amount}", pygame.Rect(0, 0, room.w, room.h - size - t.px(2)), 13, True)
                figure_w = f.size(f"+{amount}")[0]
                figure = pygame.Rect(room.centerx - figure_w // 2, room.y + t.px(2), figure_w,
                                     th.ink_extent(f, f"+{amount}")[1])
                marks = pygame.Rect(room.centerx - width // 2, figure.bottom + t.px(3), width, size)
                if width <= room.w and marks.bottom <= room.bottom + t.px(4):
                    break
                if size <= t.px(10):
                    return False
                size -= 1
        th.text_in(surf, t, f"+{amount}", figure, th.INK_DARK, 13, True)
        for k, kind in enumerate(kinds):
            centre = (marks.x + k * (size + t.px(2)) + size // 2, marks.centery)
            if kind == "money":
                coin(surf, t, centre, size // 2, coin_colour)
            else:
                cube(surf, t, kind, centre, size, voice, looks[kind])
        return True

    @staticmethod
    def _locked_body(view: TableView, column: int, voice: Speech) -> str:
        section = queries.column_opened_by(view.match, column)
        return voice.tr("caylus_locked_body", voice.text(section.name)) if section is not None else ""

    def _markers(self, surf, view: TableView, r: pygame.Rect, seats: list[int], kind: str, column: int) -> None:
        """Favour markers of one row in one cell (column 0: still at the start)."""
        if not seats:
            return
        t = view.t
        rad = max(t.px(4), min(t.px(7), r.h // 5, r.w // (2 * len(seats) + 2)))
        x = r.x + (r.w - len(seats) * (2 * rad + 1)) // 2 + rad
        for s in seats:  # one kind per row and seat: a marker moves along its own row
            view.worker(surf, s, str(column), (x, r.bottom - rad - t.px(2)), rad, kind=kind)
            x += 2 * rad + 1

    # --- the supply --------------------------------------------------------
    def _supply(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        defs = queries.rules(view.match)
        view.look.paint("supply", surf, area, radius=t.px(8), grain=max(t.px(12), area.h // 6))  # the tiles' tray
        th.covers(surf, area)
        head = lay.line_box(t.font(15, True)) + t.px(2)  # the title line grows with the text size
        th.text(surf, t.font(15, True), voice.tr("caylus_supply"), th.ACCENT, (area.x + t.px(8), area.y + t.px(1)))
        phase = voice.tr(_PHASES[obs.phase]) if obs.phase in _PHASES else obs.phase
        th.text(surf, t.font(14), voice.tr("caylus_phase", phase), th.INK,
                (area.right - t.px(8), area.y + t.px(1)), "topright")
        d = view.decision
        building = d is not None and d.seat == view.viewer and queries.construction(view.match) is not None
        cats = ("wood", "stone", "prestige")
        body = pygame.Rect(area.x + t.px(6), area.y + head, area.w - t.px(12), area.h - head - t.px(4))
        rh = body.h // len(cats)
        label_w = t.px(62)
        per_row = max(sum(1 for b in defs.buildings if b.category == c) for c in cats)
        smallest = t.font(6, True)  # the smallest a name may be drawn
        for ci, cat in enumerate(cats):
            y = body.y + ci * rh
            label = pygame.Rect(body.x, y, label_w - t.px(4), rh)
            th.text_in(surf, t, voice.tr(_CATEGORIES[cat]), label, th.INK, 13, True, align="left", shorten_to_fit=True)
            view.tip(label, lambda cat=cat: (voice.tr(_CATEGORIES[cat]), ""))  # whole, when a small window cuts it
            tiles = [b for b in defs.buildings if b.category == cat]
            needs = [smallest.size(voice.text(b.name))[0] + t.px(12) for b in tiles]
            x = body.x + label_w
            for tile, tw in zip(tiles, _widths(needs, body.w - label_w, per_row)):
                r = pygame.Rect(x, y + t.px(1), tw - t.px(4), rh - t.px(4))
                self._supply_tile(surf, r, view, tile, obs.supply[tile.id], building)
                x += tw

    def _supply_tile(self, surf, r: pygame.Rect, view: TableView, d, left: int, building: bool) -> None:
        t, voice = view.t, view.voice
        self._faces.blit(surf, r, ("supply", d.id, left, voice, t.s, t.text_scale),
                         lambda sf, rr: self._paint_supply_tile(sf, rr, view, d, left))
        target = f"supply:{d.id}"
        if left > 0:  # the tile built next comes from here
            view.piece(surf, f"tile:{d.id}", "supply", r, lambda s, rr: self._tile(s, rr, view, d.id), feeds="road:",
                       ghost=True)
        if left <= 0:
            th.shade(surf, r, 120)
        elif building and target not in view.active:
            th.shade(surf, r, 110)  # cannot be built now: the tooltip says why (the engine's words)
        view.target(target, r)
        view.tip(r, self._building_tip(view, d.id, "", lambda: voice.tr("caylus_left", left)), self.card_look(view, d.id))

    def _paint_supply_tile(self, surf, r: pygame.Rect, view: TableView, d, left: int) -> None:
        """A tile of the reserve as printed: its name, points, cost and how many are left."""
        t, voice = view.t, view.voice
        rad = t.px(5)
        if left <= 0:  # the tile's place on the tray, empty
            pygame.draw.rect(surf, tuple(c * 3 // 2 for c in view.look.colour("supply")), r, 1, border_radius=rad)
        else:  # a wooden tile in its category's colour, as on the road
            view.look.paint("supply", surf, r, view.look.colour(d.category), rad, max(t.px(12), r.h // 3))
            pygame.draw.rect(surf, (40, 34, 28), r, 1, border_radius=rad)
        # the name across the whole top (the points and the count sit on the bottom line, right)
        sh = min(t.px(18), r.h // 2)
        size = max(t.px(10), min(t.px(15), r.h // 3))
        name_box = pygame.Rect(r.x + t.px(4), r.y + t.px(1), r.w - t.px(8), max(r.h // 2, r.h - max(sh, size) - t.px(5)))
        th.text_in(surf, t, voice.text(d.name), name_box, th.INK_DARK if left > 0 else th.INK_DIM, 12, True,
                   align="left", valign="top", shorten_to_fit=True)
        points = shield(surf, t, pygame.Rect(r.right - sh - t.px(2), r.bottom - sh - t.px(2), sh, sh), d.vp)
        fc = t.font(11, True)
        right = points.x - t.px(2)
        if left > 1:
            right = th.text(surf, fc, f"×{left}", th.INK_DARK, (right, r.bottom - t.px(2)), "bottomright").x - t.px(2)
        # the cost as cubes along the bottom, left of the points
        x = r.x + t.px(4) + size // 2
        cy = r.bottom - size // 2 - t.px(3)
        units = sum(d.cost.vec) + d.cost.any
        compact = units * (size + t.px(1)) > right - r.x - t.px(4)  # too many: one cube and a count per type
        for c, n in d.cost.resources():
            if compact and n:
                cube(surf, t, c, (x, cy), size, voice, self._looks[c])
                x += size // 2 + t.px(1)
                x += th.text(surf, fc, f"×{n}", th.INK_DARK, (x, cy), "midleft").w + size // 2 + t.px(3)
                continue
            for _ in range(n):
                cube(surf, t, c, (x, cy), size, voice, self._looks[c])
                x += size + t.px(1)
        for _ in range(d.cost.any):
            rr = pygame.Rect(0, 0, size, size)
            rr.center = (x, cy)
            pygame.draw.rect(surf, (240, 240, 240), rr, border_radius=max(2, size // 5))
            pygame.draw.rect(surf, (30, 26, 24), rr, 1, border_radius=max(2, size // 5))
            th.text(surf, t.font(max(8, size * 0.7 / t.s), True), "?", th.INK_DARK, rr.center, "center")
            x += size + t.px(1)

    # --- the seats --------------------------------------------------------
    def _seats(self, surf, area: pygame.Rect, view: TableView) -> None:
        """Each seat's board in turn order: painted once per state (``_paint_seat``), its pieces,
        places and tooltips set on it at every redraw."""
        t, voice, obs = view.t, view.voice, view.obs
        order = obs.turn_order
        n = len(order)
        gap = t.px(6)
        bw = (area.w - gap * (n - 1)) // n
        active = obs.active_seat
        cubes = queries.cubes(view.match)
        workers = queries.rules(view.match).start.workers
        for pos, s in enumerate(order):
            info = obs.seats[s]
            r = pygame.Rect(area.x + pos * (bw + gap), area.y, bw, area.h)
            me = s == view.viewer
            # players.max may exceed the ordinals the catalogue has: then the place as a number
            ordinal = voice.tr(_ORDINALS[pos]) if pos < len(_ORDINALS) else f"#{pos + 1}"
            name = info.name + (f" · {voice.tr('caylus_passed')}" if s in obs.passed else "")
            res = info.resources
            home = info.workers_home
            key = ("seat", me, ordinal, name, info.score, tuple(res[c] for c in ("money",) + cubes), home, workers,
                   view.seat_shape(s), view.seat_colour(s), voice, t.s, t.text_scale)
            self._faces.blit(surf, r, key, lambda sf, rr: self._paint_seat(sf, rr, view, s, ordinal, name, me))
            if me:
                view.own_area(r)
            if active == s:
                th.highlight(surf, t, r, "current")
            at = self._seat_layout(t, r, view, s, ordinal)
            # the houses a seat builds come from its reserve here
            token = at["token"]
            view.piece(surf, f"house:{s}", "reserve", pygame.Rect(token.x, token.centery - t.px(9), t.px(18), t.px(18)),
                       lambda sf, rr, colour=view.seat_colour(s): house(sf, colour, rr, view.look.icon("house", "house")),
                       feeds="", ghost=True, seat=s)
            view.tip(at["head"], lambda n=name: (n, ""))  # whole, when a small window cuts it
            view.tip(at["score"], lambda n=info.name, p=info.score: (n, voice.tr("caylus_vp_count", p)))
            size = at["size"]
            for cell, c in zip(at["cells"], ("money",) + cubes):
                icon = pygame.Rect(cell.x, cell.y, size, size)
                if c == "money":
                    self._units(surf, view, f"coin:{s}", res["money"], icon.center, size,
                                lambda sf, rr: coin(sf, t, rr.center, rr.w // 2, view.look.colour("coin")), s)
                    view.tip(cell, lambda m=res["money"]: (voice.tr("caylus_money"), str(m)))
                else:
                    self._units(surf, view, f"cube:{c}:{s}", res[c], icon.center, size,
                                lambda sf, rr, c=c: cube(sf, t, c, rr.center, rr.w, voice, self._looks[c]), s)
                    hit = cell.inflate(t.px(2), t.px(4))
                    if me:
                        view.target(f"cube:{c}", hit)
                    view.tip(hit, lambda c=c, n=res[c]: (voice.tr("caylus_cube_tip", cube_name(c, voice), n), ""))
            if at["workers"]:  # the workers at home (an empty ring where one is out, or on its way home)
                wr = at["worker_r"]
                for k, c in enumerate(at["workers"]):
                    if k < home and not view.worker(surf, s, f"home:{k}", c, wr):
                        pygame.draw.circle(surf, (90, 94, 104), c, wr, 1)
                view.tip(pygame.Rect(r.x + t.px(4), at["workers"][0][1] - wr, workers * (2 * wr + t.px(4)), 2 * wr),
                         lambda h=home: (voice.tr("caylus_workers_home", h, workers), ""))

    def _seat_layout(self, t: th.Theme, r: pygame.Rect, view: TableView, s: int, ordinal: str) -> dict:
        """Where a seat board's parts lie in ``r``: its score, place, token, name, resource cells, workers."""
        info = view.obs.seats[s]
        inner = r.inflate(-t.px(12), -t.px(8))
        fscore = t.font(20, True)
        head, rest = lay.cut_top(inner, lay.line_box(fscore), t.px(2))
        # the score as a counter: the prestige picture, then the number (its tooltip says it in words)
        score, head = lay.cut_right(head, icons.counter_width(fscore, str(info.score), head.h) + t.px(2), t.px(6))
        place, head = lay.cut_left(head, t.font(12, True).size(ordinal)[0] + t.px(2), t.px(4))
        token, head = lay.cut_left(head, t.px(18), t.px(6))
        cells = lay.columns(rest, 1 + len(queries.cubes(view.match)), t.px(3))
        fnum = t.font(15, True)
        size = max(t.px(12), min(t.px(24), cells[0].w - fnum.size("8")[0] - t.px(3)))  # 10 or more: a smaller figure
        for cell in cells:
            cell.h = size
        wy = rest.y + size + t.px(6)
        workers, wr = [], 0
        if wy + t.px(10) < r.bottom:
            wr = max(t.px(4), min(t.px(7), (r.bottom - wy) // 2 - 1))
            workers = [(r.x + t.px(10) + k * (2 * wr + t.px(4)), wy + wr)
                       for k in range(queries.rules(view.match).start.workers)]
        return {"score": score, "place": place, "token": token, "head": head, "cells": cells, "size": size,
                "workers": workers, "worker_r": wr}

    def _paint_seat(self, surf, r: pygame.Rect, view: TableView, s: int, ordinal: str, name: str, me: bool) -> None:
        """A seat's board as printed: its place, token, name, score, money and cubes with their counts,
        and a ring for each worker out of its home (the workers at home are pieces drawn over it)."""
        t, voice = view.t, view.voice
        info = view.obs.seats[s]
        look = view.look
        look.paint("seat_board", surf, r, look.colour("seat_board_mine" if me else "seat_board"), t.px(8),
                   max(t.px(12), r.h // 3), framed=True)
        at = self._seat_layout(t, r, view, s, ordinal)
        sr = at["score"]
        icons.counter(surf, t.font(20, True), look.icon("vp", "laurel-crown"), str(info.score), sr.topleft, sr.h,
                      th.ACCENT, th.ACCENT)
        th.text_in(surf, t, ordinal, at["place"], th.ACCENT, 12, True, align="left")
        th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), at["token"].center, t.px(9))
        th.text_in(surf, t, name, at["head"], th.INK, 15, True, align="left", shorten_to_fit=True)
        res = info.resources
        size = at["size"]
        for cell, c in zip(at["cells"], ("money",) + queries.cubes(view.match)):
            icon, count = lay.cut_left(cell, size, t.px(3))
            if c == "money":
                coin(surf, t, icon.center, size // 2, view.look.colour("coin"))
            else:
                cube(surf, t, c, icon.center, size, voice, self._looks[c])
            th.text_in(surf, t, str(res[c]), count, th.INK if res[c] or c == "money" else th.INK_DIM, 15, True, align="left")
        for k, c in enumerate(at["workers"]):
            if k >= info.workers_home:
                pygame.draw.circle(surf, (90, 94, 104), c, at["worker_r"], 1)

    @staticmethod
    def _units(surf, view: TableView, kind: str, count: int, centre, size: int, draw, seat: int) -> None:
        """A count drawn as one icon and a number: each unit is a ghost piece, so gains and payments fly."""
        r = pygame.Rect(0, 0, size, size)
        r.center = centre
        for i in range(min(count, 8)):  # enough to see a gain; a big income needs no more flights
            view.piece(surf, kind, str(i), r, draw, ghost=True, seat=seat)
