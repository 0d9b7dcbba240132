"""The Caylus table: the whole board in one view.

Left: the six special buildings and the bridge, then the 28 road spaces winding
down in four rows (space 1 under the bridge), with tiles, owners' houses,
workers, the bailiff, the provost and the three scoring marks. Right: the
castle (its sections' houses and the castle workers) and the favour table.
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

import pygame

from caylus_desktop.games.caylus import queries
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.tables import TableRenderer, TableView
from caylus_desktop.ui.tables.caylus_pieces import (BAILIFF, CATEGORY_COLOURS, CUBE_NAMES, CUBE_ORDER, PROVOST,
                                                    coin, cube, house, pawn, shield)

COLS = 7          # road spaces per row of the winding road
ROWS = 4
PANEL_KINDS = frozenset({"skip", "decline", "stop"})

_W: dict[str, tuple[str, str]] = {
    "castle": ("Castle", "Château"),
    "castle_workers": ("Castle workers", "Ouvriers au château"),
    "favours": ("Royal favours", "Faveurs du Roi"),
    "supply": ("Building supply", "Réserve de bâtiments"),
    "bridge": ("Bridge", "Pont"),
    "wood": ("Wood", "Bois"),
    "stone": ("Stone", "Pierre"),
    "prestige": ("Prestige", "Prestige"),
    "price": ("Placing a worker here costs {}.", "Poser un ouvrier ici coûte {}."),
    "free_short": ("free", "gratuit"),
    "free": ("nothing (the Gate's move is free)", "rien (le déplacement de la Porte est gratuit)"),
    "deniers": ("{} deniers", "{} deniers"),
    "denier": ("{} denier", "{} denier"),
    "owner": ("House of {}", "Maison de {}"),
    "worker": ("Worker of {} here.", "Ouvrier de {} ici."),
    "empty": ("Empty road space {}", "Case libre {}"),
    "empty_body": ("The next wood or stone building is built on the first empty space.",
                   "Le prochain bâtiment en bois ou en pierre se construit sur la première case libre."),
    "road_space": ("road {}", "case {}"),
    "bailiff": ("Bailiff", "Bailli"),
    "provost": ("Provost", "Prévôt"),
    "bailiff_here": ("The bailiff is here: it moves 1 space each turn, 2 if the provost is ahead of it.",
                     "Le bailli est ici : il avance d'une case par tour, de deux si le prévôt est devant lui."),
    "provost_here": ("The provost is here: workers after it do not work this turn.",
                     "Le prévôt est ici : les ouvriers après lui ne travaillent pas ce tour."),
    "beyond": ("After the provost: a worker here does not work this turn.",
               "Après le prévôt : un ouvrier ici ne travaille pas ce tour."),
    "mark": ("{} scored when the bailiff reaches this space.", "{} décompté quand le bailli atteint cette case."),
    "bridge_body": ("Pass here. The first to pass takes 1 denier; every pass makes a worker dearer for the others. "
                    "Passing order:", "Passez ici. Le premier à passer prend 1 denier ; chaque passage renchérit "
                    "les ouvriers des autres. Ordre de passage :"),
    "nobody": ("nobody yet", "personne encore"),
    "locked": ("Locked", "Fermée"),
    "locked_body": ("This column opens after the scoring of the {}.",
                    "Cette colonne s'ouvre après le décompte de la section {}."),
    "light": ("Light favour: each royal favour is worth {} VP.", "Faveur allégée : chaque faveur vaut {} PP."),
    "markers": ("Markers: {}", "Marqueurs : {}"),
    "start": ("start", "départ"),
    "cost": ("Cost: {}", "Coût : {}"),
    "any_cube": ("{} cube(s) of your choice", "{} cube(s) au choix"),
    "vp": ("{} VP", "{} PP"),
    "favour_built": ("+{} royal favour(s) when built.", "+{} faveur(s) du Roi à la construction."),
    "income": ("+{} denier(s) of income each turn.", "+{} denier(s) de revenu à chaque tour."),
    "left": ("{} left", "reste {}"),
    "per_house": ("{} VP per house", "{} PP par maison"),
    "scored": ("scored", "décompté"),
    "scoring_row": ("{}+ houses: {} VP, {} favour(s)", "{}+ maisons : {} PP, {} faveur(s)"),
    "building_now": ("under construction", "en construction"),
    "section_body": ("Batch: food + 2 other different cubes = a house here (+{} VP). Scored when the bailiff "
                     "reaches road {} or when full. Houses: {}.",
                     "Lot : nourriture + 2 autres cubes différents = une maison ici (+{} PP). Décompté quand le "
                     "bailli atteint la case {} ou quand la partie est pleine. Maisons : {}."),
    "castle_body": ("Workers in the castle, in the order they offer batches (-2 VP for offering none). Most batches: "
                    "a royal favour.", "Ouvriers au château, dans l'ordre où ils offrent leurs lots (-2 PP sans lot). "
                    "Le plus de lots : une faveur du Roi."),
    "two_players": ("Not used with 2 players.", "Pas utilisées à 2 joueurs."),
    "slot": ("slot {}", "place {}"),
    "inn_left": ("Inn, entry (left)", "Auberge, entrée (gauche)"),
    "inn_right": ("Inn, stay (right)", "Auberge, séjour (droite)"),
    "money": ("Deniers", "Deniers"),
    "workers_home": ("{} of 6 workers at home", "{} ouvriers sur 6 disponibles"),
    "order": ("Turn order", "Ordre du tour"),
    "passed": ("passed", "a passé"),
    "phase": ("Phase: {}", "Phase : {}"),
    "cube_tip": ("{}: {}", "{} : {}"),
}
_PHASES = {
    "setup": ("setup", "mise en place"), "income": ("1 income", "1 revenus"), "placement": ("2 workers", "2 ouvriers"),
    "specials": ("3 special buildings", "3 bâtiments spéciaux"), "provost": ("4 provost", "4 prévôt"),
    "road": ("5 the road", "5 la route"), "castle": ("6 castle", "6 château"), "end": ("7 end of turn", "7 fin du tour"),
    "over": ("game over", "partie finie"),
}
_ORDINAL = {"en": ("1st", "2nd", "3rd", "4th", "5th"), "fr": ("1er", "2e", "3e", "4e", "5e")}
_SECTION_COLOURS = {"dungeon": (120, 90, 160), "walls": (170, 120, 60), "towers": (70, 130, 170)}


def w(key: str, lang: str, *args) -> str:
    pair = _W[key]
    text = pair[1] if lang == "fr" else pair[0]
    return text.format(*args) if args else text


def road_cell(space: int) -> tuple[int, int]:
    """(row, column) of a road space: row 0 runs right to left from under the bridge, then the road winds."""
    i = space - 1
    row, k = divmod(i, COLS)
    col = COLS - 1 - k if row % 2 == 0 else k
    return row, col


class Renderer(TableRenderer):
    def in_panel(self, action) -> bool:
        return action.kind in PANEL_KINDS

    def seat_summary(self, info: dict, lang: str) -> str | None:
        res = info["resources"]
        cubes = sum(res[c] for c in CUBE_ORDER)
        return (f"{res['money']} d · {cubes} cubes · {info['workers_home']}/6 " + ("ouvriers" if lang == "fr" else "workers"))

    def item_name(self, match, item: str, lang: str) -> str:
        names = {"visits": ("visits", "visites"), "buildings": ("buildings", "bâtiments"),
                 "residences": ("residences", "résidences"), "castle": ("castle houses", "maisons au château"),
                 "castle penalties": ("castle penalties", "pénalités du château"),
                 "section scoring": ("castle scorings", "décomptes du château"),
                 "favours": ("royal favours", "faveurs du Roi"), "trades": ("trades", "échanges"),
                 "end: gold": ("gold at the end", "or à la fin"), "end: cubes": ("cubes at the end", "cubes à la fin"),
                 "end: deniers": ("deniers at the end", "deniers à la fin")}
        pair = names.get(item)
        if pair:
            return pair[1] if lang == "fr" else pair[0]
        if item == "money":
            return w("money", lang).lower()
        return CUBE_NAMES["fr" if lang == "fr" else "en"].get(item) or item.replace("_", " ")

    # --- words ------------------------------------------------------------
    @staticmethod
    def _name(view: TableView, seat: int) -> str:
        return view.obs["seats"][seat]["name"]

    @staticmethod
    def _money(n: int, lang: str) -> str:
        return w("denier" if n == 1 else "deniers", lang, n)

    def _cost_text(self, view: TableView, cost) -> str:
        lang = view.lang
        parts = [f"{n} {CUBE_NAMES[lang if lang in CUBE_NAMES else 'en'][c]}" for c, n in zip(CUBE_ORDER, cost.vec) if n]
        if cost.any:
            parts.append(w("any_cube", lang, cost.any))
        if cost.money:
            parts.append(self._money(cost.money, lang))
        return " + ".join(parts)

    def _price_line(self, view: TableView, target: str, space: int | None = None) -> str:
        d = view.decision
        if d is None or d.kind not in ("place", "gate") or target not in view.active:
            return ""
        price = queries.placement_price(view.match, space)
        return "\n" + w("price", view.lang, w("free", view.lang) if price == 0 else self._money(price, view.lang))

    def _building_tip(self, view: TableView, bid: str, title_extra: str = "", body_extra=lambda: ""):
        defs = queries.rules(view.match)
        lang = view.lang

        def content() -> tuple[str, str]:
            d = defs.building(bid)
            lines = [d.text.get(lang)]
            if d.category in ("wood", "stone", "prestige"):
                lines.append(w("cost", lang, self._cost_text(view, d.cost)) + " · " + w("vp", lang, d.vp))
            if d.favours:
                lines.append(w("favour_built", lang, d.favours))
            if d.income and d.category != "residential":
                lines.append(w("income", lang, d.income))
            extra = body_extra()
            return d.name.get(lang) + title_extra, "\n".join(lines) + (("\n" + extra) if extra else "")
        return content

    # --- the table --------------------------------------------------------
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        pygame.draw.rect(surf, th.TABLE, rect)
        pad = t.px(8)
        inner = rect.inflate(-2 * pad, -2 * pad)
        H = inner.h
        n = len(view.obs["seats"])
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
        self._supply(surf, pygame.Rect(inner.x, left.bottom + pad, inner.w, supply_h), view)
        self._seats(surf, pygame.Rect(inner.x, inner.bottom - seats_h, inner.w, seats_h), view)

    # --- specials, bridge and road ------------------------------------------
    def _road(self, surf: pygame.Surface, area: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        defs = queries.rules(view.match)
        gap = t.px(6)
        cw = (area.w - gap * (COLS - 1)) // COLS
        rows = ROWS + 1
        ch = (area.h - gap * rows) // rows
        ch_special = ch
        # the road path under the tiles, from the bridge through every space in order
        centres = []
        bridge_r = pygame.Rect(area.x + (COLS - 1) * (cw + gap), area.y, cw, ch_special)
        centres.append(bridge_r.center)
        cells: dict[int, pygame.Rect] = {}
        top = area.y + ch_special + gap * 2
        for space in range(1, len(obs["road"]) + 1):
            row, col = road_cell(space)
            r = pygame.Rect(area.x + col * (cw + gap), top + row * (ch + gap), cw, ch)
            cells[space] = r
            centres.append(r.center)
        pygame.draw.lines(surf, (196, 172, 120), False, centres, max(4, t.px(14)))
        pygame.draw.lines(surf, (150, 128, 86), False, centres, max(1, t.px(2)))
        # the special buildings, in the order Phase 3 resolves them
        x = area.x
        for sid in queries.specials(view.match):
            r = pygame.Rect(x, area.y, cw, ch_special)
            self._special(surf, r, view, sid)
            x += cw + gap
        self._bridge(surf, bridge_r, view)
        provost, bailiff = obs["provost"], obs["bailiff"]
        marks = {sec.trigger_space: sec for sec in defs.castle.sections}
        for space, r in cells.items():
            self._space(surf, r, view, obs["road"][space - 1], beyond=space > provost)
            if space in marks:
                self._mark(surf, r, view, marks[space])
        # the bailiff and the provost sit on the bottom edge of their spaces
        pr = max(t.px(9), ch // 7)
        if bailiff in cells:
            b = cells[bailiff]
            pawn(surf, t, BAILIFF, (b.x + pr + t.px(2), b.bottom - pr), pr, w("bailiff", lang)[0], (250, 240, 230))
        if provost in cells:
            p = cells[provost]
            pawn(surf, t, PROVOST, (p.right - pr - t.px(2), p.bottom - pr), pr, w("provost", lang)[0], th.INK_DARK)
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
                        label = self._money(abs(step) * per, lang) if per else w("free_short", lang)
                        f = t.font(14, True)
                        tag = pygame.Rect(0, 0, f.size(label)[0] + t.px(10), f.get_linesize() + t.px(2))
                        tag.center = (r.centerx, r.centery + t.px(2))
                        pygame.draw.rect(surf, (40, 36, 30), tag, border_radius=t.px(5))
                        th.text(surf, f, label, th.ACCENT, tag.center, "center")

    def _tile(self, surf, r: pygame.Rect, view: TableView, bid: str | None, number: int | None = None) -> None:
        t, lang = view.t, view.lang
        rad = t.px(6)
        if bid is None:
            pygame.draw.rect(surf, th.TABLE_DARK, r, border_radius=rad)
            pygame.draw.rect(surf, (90, 120, 100), r, max(1, t.px(1)), border_radius=rad)
        else:
            d = queries.rules(view.match).building(bid)
            pygame.draw.rect(surf, CATEGORY_COLOURS[d.category], r, border_radius=rad)
            pygame.draw.rect(surf, (40, 34, 28), r, max(1, t.px(1)), border_radius=rad)
            name = d.name.get(lang)
            f = t.font(12, True)
            lines = th.wrap(f, name, r.w - t.px(8))
            if len(lines) > 2:
                f = th.fit_text(t.font, name, r.w - t.px(6), 12, True, 8)
                lines = [name]
            y = r.y + (t.px(22) if r.h >= t.px(70) else t.px(14))  # below the number and the owner's house
            for line in lines[:2]:
                th.text(surf, f, line, th.INK_DARK, (r.centerx, y), "midtop")
                y += f.get_linesize() - t.px(2)
        if number is not None:
            th.text(surf, t.font(11), str(number), th.INK_DARK if bid else th.INK_DIM, (r.x + t.px(4), r.y + t.px(2)))

    def _space(self, surf, r: pygame.Rect, view: TableView, info: dict, beyond: bool) -> None:
        t, lang = view.t, view.lang
        k, bid, owner, worker = info["space"], info["building"], info["owner"], info["worker"]
        self._tile(surf, r, view, bid, k)
        if owner >= 0:
            hs = max(t.px(12), r.h // 5)
            house(surf, view.seat_colour(owner), pygame.Rect(r.right - hs - t.px(4), r.y + t.px(3), hs, hs))
        if worker >= 0:
            th.draw_shape(surf, view.seat_shape(worker), view.seat_colour(worker),
                          (r.centerx, r.bottom - max(t.px(13), r.h // 4)), max(t.px(9), r.h // 7))
        if beyond:
            th.shade(surf, r, 60)
        view.target(f"road:{k}", r)
        obs = view.obs
        target = f"road:{k}"

        def extra() -> str:
            lines = []
            if owner >= 0:
                lines.append(w("owner", lang, self._name(view, owner)) + ".")
            if worker >= 0:
                lines.append(w("worker", lang, self._name(view, worker)))
            if k == obs["bailiff"]:
                lines.append(w("bailiff_here", lang))
            if k == obs["provost"]:
                lines.append(w("provost_here", lang))
            elif beyond:
                lines.append(w("beyond", lang))
            return "\n".join(lines) + self._price_line(view, target, k)
        if bid is None:
            view.tip(r, lambda: (w("empty", lang, k), w("empty_body", lang) + ("\n" + extra() if extra() else "")))
        else:
            view.tip(r, self._building_tip(view, bid, f" ({w('road_space', lang, k)})", extra))

    def _mark(self, surf, r: pygame.Rect, view: TableView, sec) -> None:
        """A scoring mark: a pennant in the section's colour on the space's top edge."""
        t = view.t
        colour = _SECTION_COLOURS.get(sec.id, th.ACCENT)
        x, y = r.centerx + t.px(4), r.y - t.px(2)
        h = t.px(12)
        pygame.draw.line(surf, (30, 30, 30), (x, y - t.px(4)), (x, y + h), max(1, t.px(2)))
        pts = [(x, y - t.px(4)), (x + t.px(16), y + t.px(1)), (x, y + t.px(6))]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, (20, 20, 20), pts, 1)
        tip = pygame.Rect(x - t.px(4), y - t.px(6), t.px(22), t.px(14))
        view.tip(tip, lambda: (sec.name.get(view.lang), w("mark", view.lang, sec.name.get(view.lang))))

    def _special(self, surf, r: pygame.Rect, view: TableView, sid: str) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        sp = obs["specials"]
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
                if i < len(sp["stables"]):
                    s = sp["stables"][i]
                    th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), c, slot_r)
                if not unused:
                    view.target(f"special:stables:{i + 1}", sub)
                    view.tip(sub, self._building_tip(view, sid, f" ({w('slot', lang, i + 1)})",
                                                     lambda tg=f"special:stables:{i + 1}": self._price_line(view, tg).strip()))
            if unused:
                th.shade(surf, r, 120)
                view.tip(r, lambda: (queries.rules(view.match).building(sid).name.get(lang), w("two_players", lang)))
            return
        if sid == "inn":
            for i, (side, seat) in enumerate((("left", sp["inn_left"]), ("right", sp["inn_right"]))):
                sub = pygame.Rect(r.x + i * (r.w // 2), r.y + r.h // 2, r.w // 2, r.h - r.h // 2)
                c = (sub.centerx, sy)
                pygame.draw.circle(surf, (90, 70, 46), c, slot_r, max(1, t.px(1)))
                if seat >= 0:
                    th.draw_shape(surf, view.seat_shape(seat), view.seat_colour(seat), c, slot_r)
                target = f"special:inn:{side}"
                view.target(target, sub)
                view.tip(sub, self._building_tip(view, sid, "", lambda tg=target, sd=side: (
                    w("inn_" + sd, lang) + self._price_line(view, tg))))
            pygame.draw.line(surf, (90, 70, 46), (r.centerx, r.y + r.h // 2 + t.px(2)), (r.centerx, r.bottom - t.px(4)), 1)
            return
        c = (r.centerx, sy)
        pygame.draw.circle(surf, (90, 70, 46), c, slot_r, max(1, t.px(1)))
        seat = sp.get(sid, -1)
        if seat >= 0:
            th.draw_shape(surf, view.seat_shape(seat), view.seat_colour(seat), c, slot_r)
        target = f"special:{sid}"
        view.target(target, r)
        view.tip(r, self._building_tip(view, sid, "", lambda: self._price_line(view, target).strip()))

    def _bridge(self, surf, r: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        pygame.draw.rect(surf, (120, 96, 70), r, border_radius=t.px(6))
        for k in range(1, 4):  # planks
            y = r.y + k * r.h // 4
            pygame.draw.line(surf, (90, 70, 50), (r.x + t.px(4), y), (r.right - t.px(4), y), 1)
        pygame.draw.rect(surf, (40, 34, 28), r, max(1, t.px(1)), border_radius=t.px(6))
        th.text(surf, t.font(12, True), w("bridge", lang), (250, 240, 220), (r.centerx, r.y + t.px(3)), "midtop")
        n = len(obs["seats"])
        rad = max(t.px(7), min(r.w // (2 * n + 2), r.h // 6))
        step = (r.w - t.px(8)) // n
        for i in range(n):
            c = (r.x + t.px(4) + step * i + step // 2, r.centery + t.px(8))
            pygame.draw.circle(surf, (80, 62, 44), c, rad)
            th.text(surf, t.font(10), str(i + 1), (200, 190, 170), (c[0], c[1] + rad + t.px(1)), "midtop")
            if i < len(obs["passed"]):
                s = obs["passed"][i]
                th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), c, rad)
        view.target("bridge", r)

        def content() -> tuple[str, str]:
            names = ", ".join(self._name(view, s) for s in obs["passed"]) or w("nobody", lang)
            return w("bridge", lang), w("bridge_body", lang) + " " + names
        view.tip(r, content)

    # --- the castle and the favours -------------------------------------------
    def _castle(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        defs = queries.rules(view.match)
        castle = obs["castle"]
        th.panel(surf, area, (58, 62, 70), t.px(8))
        head_h = t.px(30)
        th.text(surf, t.font(18, True), w("castle", lang), th.ACCENT, (area.x + t.px(10), area.y + t.px(6)))
        # the castle workers, in arrival order
        wr = pygame.Rect(area.x + area.w * 0.36, area.y + t.px(4), area.right - area.x - area.w * 0.36 - t.px(6), head_h - t.px(4))
        pygame.draw.rect(surf, (80, 84, 94), wr, border_radius=t.px(6))
        rad = max(t.px(6), wr.h // 2 - t.px(3))
        x = wr.x + rad + t.px(4)
        for s in castle["workers"]:
            th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), (x, wr.centery), rad)
            x += rad * 2 + t.px(3)
        if not castle["workers"]:
            th.text(surf, t.font(12), w("castle_workers", lang), th.INK_DIM, wr.center, "center")
        view.target("castle:workers", wr)
        view.tip(wr, lambda: (w("castle_workers", lang), w("castle_body", lang) + self._price_line(view, "castle:workers")))
        secs = defs.castle.sections
        body = pygame.Rect(area.x + t.px(6), area.y + head_h + t.px(4), area.w - t.px(12), area.h - head_h - t.px(10))
        sh = (body.h - t.px(4) * (len(secs) - 1)) // len(secs)
        label_w = int(body.w * 0.30)
        for i, sec in enumerate(secs):
            r = pygame.Rect(body.x, body.y + i * (sh + t.px(4)), body.w, sh)
            current = castle["section"] == i and not castle["scored"][i]
            colour = _SECTION_COLOURS.get(sec.id, (90, 90, 90))
            pygame.draw.rect(surf, tuple(c // 2 + 20 for c in colour), r, border_radius=t.px(6))
            if current:
                pygame.draw.rect(surf, th.ACCENT, r, max(2, t.px(2)), border_radius=t.px(6))
            th.text(surf, th.fit_text(t.font, sec.name.get(lang), label_w - t.px(6), 15, True), sec.name.get(lang),
                    th.INK, (r.x + t.px(6), r.y + t.px(3)))
            sub = w("scored", lang) if castle["scored"][i] else (w("building_now", lang) if current else w("per_house", lang, sec.vp_per_house))
            th.text(surf, th.fit_text(t.font, sub, label_w - t.px(6), 11), sub, th.ACCENT if current else th.INK_DIM,
                    (r.x + t.px(6), r.y + t.px(20)))
            houses = castle["houses"][sec.id]
            per_line = (sec.spaces + 1) // 2
            gx = r.x + label_w
            cell = min((r.right - gx - t.px(4)) // per_line, (r.h - t.px(6)) // 2)
            for j in range(sec.spaces):
                line, col = divmod(j, per_line)
                hr = pygame.Rect(gx + col * cell + t.px(1), r.y + t.px(3) + line * cell, cell - t.px(2), cell - t.px(2))
                if j < len(houses):
                    house(surf, view.seat_colour(houses[j]), hr.inflate(-t.px(2), -t.px(2)))
                else:
                    pygame.draw.rect(surf, (40, 40, 46), hr, 1, border_radius=t.px(2))
            if castle["scored"][i]:
                th.shade(surf, r, 70)
            view.target(f"castle:{sec.id}", r)

            def content(sec=sec, houses=houses) -> tuple[str, str]:
                counts = {}
                for s in houses:
                    counts[s] = counts.get(s, 0) + 1
                who = ", ".join(f"{self._name(view, s)} {n}" for s, n in counts.items()) or "0"
                rows = "; ".join(w("scoring_row", lang, row.houses, row.vp, row.favours) for row in sec.scoring)
                return (f"{sec.name.get(lang)} ({len(houses)}/{sec.spaces})",
                        w("section_body", lang, sec.vp_per_house, sec.trigger_space, who) + "\n" + rows)
            view.tip(r, content)

    def _favours(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        defs = queries.rules(view.match)
        th.panel(surf, area, (58, 62, 70), t.px(8))
        th.text(surf, t.font(18, True), w("favours", lang), th.ACCENT, (area.x + t.px(10), area.y + t.px(4)))
        head = t.px(38)
        rows = defs.favours.rows
        label_w = int(area.w * 0.22)
        grid = pygame.Rect(area.x + t.px(6) + label_w, area.y + head, area.w - label_w - t.px(12), area.h - head - t.px(6))
        columns = len(rows[0].cells)  # every row has as many (check-rules)
        cw = grid.w // columns
        rh = grid.h // len(rows)
        open_cols = obs["favour_columns_open"]
        for ri, row in enumerate(rows):
            y = grid.y + ri * rh
            lr = pygame.Rect(area.x + t.px(6), y, label_w - t.px(2), rh - t.px(3))
            pygame.draw.rect(surf, (78, 82, 92), lr, border_radius=t.px(4))
            th.text(surf, th.fit_text(t.font, row.name.get(lang), lr.w - t.px(6), 13, True), row.name.get(lang),
                    th.INK, (lr.x + t.px(4), lr.y + t.px(3)))
            # markers still at the start sit under the row's name
            starters = [s for s in range(len(obs["seats"])) if obs["seats"][s]["favour"][row.id] == 0]
            self._markers(surf, view, lr, starters)
            for c in range(1, columns + 1):
                cr = pygame.Rect(grid.x + (c - 1) * cw, y, cw - t.px(2), rh - t.px(3))
                locked = c > open_cols
                pygame.draw.rect(surf, (226, 214, 186) if not locked else (120, 116, 108), cr, border_radius=t.px(4))
                text = row.cells[c - 1].text.get(lang)
                short = text.split(":")[0]
                f = t.font(10, True)
                lines = th.wrap(f, short, cr.w - t.px(4))
                ly = cr.y + t.px(2)
                for line in lines[:2]:
                    th.text(surf, f, line, th.INK_DARK, (cr.centerx, ly), "midtop")
                    ly += f.get_linesize() - t.px(1)
                here = [s for s in range(len(obs["seats"])) if obs["seats"][s]["favour"][row.id] == c]
                self._markers(surf, view, cr, here)
                if locked:
                    th.shade(surf, cr, 90)
                view.target(f"favour:{row.id}:{c}", cr)
                view.tip(cr, lambda row=row, c=c, locked=locked, here=here: (
                    f"{row.name.get(lang)} · {c}",
                    row.cells[c - 1].text.get(lang) + ("\n" + self._locked_body(view, c, lang) if locked else "")
                    + ("\n" + w("markers", lang, ", ".join(self._name(view, s) for s in here)) if here else "")))
        for c in range(1, columns + 1):
            th.text(surf, t.font(11), str(c), th.INK_DIM, (grid.x + (c - 1) * cw + cw // 2, area.y + head - t.px(2)), "midbottom")
        if queries.light_favours(view.match):
            th.shade(surf, grid, 150)
            msg = w("light", lang, defs.favours.light_favour_vp)
            f = t.font(15, True)
            ly = grid.centery - t.px(10)
            for line in th.wrap(f, msg, grid.w - t.px(10)):
                th.text(surf, f, line, th.ACCENT, (grid.centerx, ly), "center")
                ly += f.get_linesize()

    @staticmethod
    def _locked_body(view: TableView, column: int, lang: str) -> str:
        section = queries.column_opened_by(view.match, column)
        return w("locked_body", lang, section.name.get(lang)) if section is not None else ""

    def _markers(self, surf, view: TableView, r: pygame.Rect, seats: list[int]) -> None:
        if not seats:
            return
        t = view.t
        rad = max(t.px(4), min(t.px(7), r.h // 5, r.w // (2 * len(seats) + 2)))
        x = r.x + (r.w - len(seats) * (2 * rad + 1)) // 2 + rad
        for s in seats:
            th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), (x, r.bottom - rad - t.px(2)), rad)
            x += 2 * rad + 1

    # --- the supply --------------------------------------------------------
    def _supply(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        defs = queries.rules(view.match)
        th.panel(surf, area, th.TABLE_DARK, t.px(8))
        head = t.px(20)
        th.text(surf, t.font(15, True), w("supply", lang), th.ACCENT, (area.x + t.px(8), area.y + t.px(3)))
        phase = _PHASES.get(obs["phase"], (obs["phase"], obs["phase"]))
        th.text(surf, t.font(14), w("phase", lang, phase[1] if lang == "fr" else phase[0]), th.INK,
                (area.right - t.px(8), area.y + t.px(3)), "topright")
        d = view.decision
        building = d is not None and d.seat == view.viewer and queries.construction(view.match) is not None
        cats = ("wood", "stone", "prestige")
        body = pygame.Rect(area.x + t.px(6), area.y + head, area.w - t.px(12), area.h - head - t.px(4))
        rh = body.h // len(cats)
        label_w = t.px(62)
        per_row = max(sum(1 for b in defs.buildings if b.category == c) for c in cats)
        tw = (body.w - label_w) // per_row
        for ci, cat in enumerate(cats):
            y = body.y + ci * rh
            th.text(surf, t.font(13, True), w(cat, lang), th.INK, (body.x, y + rh // 2), "midleft")
            tiles = [b for b in defs.buildings if b.category == cat]
            for k, tile in enumerate(tiles):
                r = pygame.Rect(body.x + label_w + k * tw, y + t.px(1), tw - t.px(4), rh - t.px(4))
                self._supply_tile(surf, r, view, tile, obs["supply"].get(tile.id, 0), building)

    def _supply_tile(self, surf, r: pygame.Rect, view: TableView, d, left: int, building: bool) -> None:
        t, lang = view.t, view.lang
        rad = t.px(5)
        if left <= 0:
            pygame.draw.rect(surf, (60, 80, 70), r, 1, border_radius=rad)
        else:
            pygame.draw.rect(surf, CATEGORY_COLOURS[d.category], r, border_radius=rad)
            pygame.draw.rect(surf, (40, 34, 28), r, 1, border_radius=rad)
        name = d.name.get(lang)
        f = th.fit_text(t.font, name, r.w - t.px(24), 12, True, 8)
        th.text(surf, f, name, th.INK_DARK if left > 0 else th.INK_DIM, (r.x + t.px(4), r.y + t.px(2)))
        sh = min(t.px(18), r.h // 2)
        shield(surf, t, pygame.Rect(r.right - sh - t.px(2), r.y + t.px(2), sh, sh), d.vp)
        # the cost as cubes along the bottom
        size = max(t.px(10), min(t.px(15), r.h // 3))
        x = r.x + t.px(4) + size // 2
        cy = r.bottom - size // 2 - t.px(3)
        icons = sum(d.cost.vec) + d.cost.any
        compact = icons * (size + t.px(1)) > r.w - t.px(8)  # too many: one cube and a count per type
        fc = t.font(11, True)
        for i, c in enumerate(CUBE_ORDER):
            n = d.cost.vec[i]
            if compact and n:
                cube(surf, t, c, (x, cy), size, lang)
                x += size // 2 + t.px(1)
                x += th.text(surf, fc, f"×{n}", th.INK_DARK, (x, cy), "midleft").w + size // 2 + t.px(3)
                continue
            for _ in range(n):
                cube(surf, t, c, (x, cy), size, lang)
                x += size + t.px(1)
        for _ in range(d.cost.any):
            rr = pygame.Rect(0, 0, size, size)
            rr.center = (x, cy)
            pygame.draw.rect(surf, (240, 240, 240), rr, border_radius=max(2, size // 5))
            pygame.draw.rect(surf, (30, 26, 24), rr, 1, border_radius=max(2, size // 5))
            th.text(surf, t.font(max(8, size * 0.7 / t.s), True), "?", th.INK_DARK, rr.center, "center")
            x += size + t.px(1)
        if left > 1:
            th.text(surf, t.font(11, True), f"×{left}", th.INK_DARK, (r.right - t.px(4), r.bottom - t.px(2)), "bottomright")
        target = f"supply:{d.id}"
        if left <= 0:
            th.shade(surf, r, 120, th.TABLE_DARK)
        elif building and target not in view.active:
            th.shade(surf, r, 110)  # cannot be built now: the tooltip says why (the engine's words)
        view.target(target, r)
        view.tip(r, self._building_tip(view, d.id, "", lambda: w("left", lang, left)))

    # --- the seats --------------------------------------------------------
    def _seats(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, lang, obs = view.t, view.lang, view.obs
        order = obs["turn_order"]
        n = len(order)
        gap = t.px(6)
        bw = (area.w - gap * (n - 1)) // n
        active = obs.get("active_seat")
        for pos, s in enumerate(order):
            info = obs["seats"][s]
            r = pygame.Rect(area.x + pos * (bw + gap), area.y, bw, area.h)
            me = s == view.viewer
            th.panel(surf, r, (52, 58, 70) if me else th.PANEL_LIGHT, t.px(8))
            if active == s:
                th.highlight(surf, t, r, "current")
            ordinal = _ORDINAL["fr" if lang == "fr" else "en"][pos]
            th.text(surf, t.font(12, True), ordinal, th.ACCENT, (r.x + t.px(6), r.y + t.px(4)))
            th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), (r.x + t.px(40), r.y + t.px(13)), t.px(9))
            name = info["name"]
            if s in obs["passed"]:
                name += f" · {w('passed', lang)}"
            th.text(surf, th.fit_text(t.font, name, r.w - t.px(100), 15, True), name, th.INK,
                    (r.x + t.px(54), r.y + t.px(13)), "midleft")
            th.text(surf, t.font(20, True), str(info["score"]), th.ACCENT, (r.right - t.px(8), r.y + t.px(13)), "midright")
            res = info["resources"]
            row_y = r.y + t.px(28)
            size = max(t.px(16), min(t.px(24), (r.w - t.px(16)) // 10))
            x = r.x + t.px(6)
            coin(surf, t, (x + size // 2, row_y + size // 2), size // 2)
            th.text(surf, t.font(15, True), str(res["money"]), th.INK, (x + size + t.px(2), row_y + size // 2), "midleft")
            view.tip(pygame.Rect(x, row_y, size * 2, size), lambda m=res["money"]: (w("money", lang), str(m)))
            x += size + t.px(24)
            step = (r.right - x - t.px(4)) // 5
            for c in CUBE_ORDER:
                cr = cube(surf, t, c, (x + size // 2, row_y + size // 2), size, lang)
                th.text(surf, t.font(15, True), str(res[c]), th.INK if res[c] else th.INK_DIM,
                        (cr.right + t.px(3), cr.centery), "midleft")
                hit = pygame.Rect(x - t.px(2), row_y - t.px(2), step, size + t.px(4))
                if me:
                    view.target(f"cube:{c}", hit)
                view.tip(hit, lambda c=c, n=res[c]: (w("cube_tip", lang, CUBE_NAMES["fr" if lang == "fr" else "en"][c], n), ""))
                x += step
            # the workers at home
            wy = row_y + size + t.px(6)
            if wy + t.px(10) < r.bottom:
                home = info["workers_home"]
                wr = max(t.px(4), min(t.px(7), (r.bottom - wy) // 2 - 1))
                for k in range(6):
                    c = (r.x + t.px(10) + k * (2 * wr + t.px(4)), wy + wr)
                    if k < home:
                        th.draw_shape(surf, view.seat_shape(s), view.seat_colour(s), c, wr)
                    else:
                        pygame.draw.circle(surf, (90, 94, 104), c, wr, 1)
                view.tip(pygame.Rect(r.x + t.px(4), wy, 6 * (2 * wr + t.px(4)), 2 * wr),
                         lambda h=home: (w("workers_home", lang, h), ""))
