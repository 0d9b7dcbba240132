"""Caylus Magna Carta's table: the road, the provost, the bridge, the castle, the prestige cards and the seats.

From top to bottom: the other seats' boards; the castle, the bridge (passing order)
and the prestige cards; the phase track and the road of cards with workers and the
provost; the seat at the screen with its cubes, hand, pile and discard.

Targets registered here (the engine's own names): ``road:<pos>`` (a worker, the
provost, a Notary flip, a residence, cubes on a card), ``hand:<card>`` (build),
``hand:<seat>`` (replace the hand / keep it), ``pile:<seat>`` (draw / redraw),
``prestige:<card>``, ``bridge`` (pass), ``castle`` and ``supply:<cube>`` (the seat's
own cubes: sell or swap one). A place offered by several options at once (ways to
pay, lots for the castle, offers) is left to the choice panel: one click there beats
a popup on the table.
"""
from __future__ import annotations

import math
from typing import Any, Mapping

import pygame

from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.games.magna_carta import queries
from caylus_desktop.ui import icons
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.look import TableLook, look_of
from caylus_desktop.ui.tables import Counter, TableRenderer, TableView
from caylus_desktop.ui.tables import magna_carta_pieces as pc
from caylus_desktop.ui.tables.magna_carta_text import (card_text, cost_of, cube_count, cube_name, face, face_text, listed,
                                                        word)
from caylus_desktop.ui.widgets.zoom import CardLook

PHASES = ("income", "actions", "provost", "effects", "castle", "end")
# the table's words: key here -> the window's word (English and French in magna_carta.po)
_UI: dict[str, str] = {
    "income": "mc_income", "actions": "mc_actions", "provost": "mc_provost", "effects": "mc_effects",
    "castle": "mc_castle", "end": "mc_end", "setup": "mc_setup", "over": "mc_over",
    "castle_title": "mc_castle_title", "bridge": "mc_bridge", "pass_here": "mc_pass_here",
    "first_bonus": "mc_first_bonus", "prestige_title": "mc_prestige_title", "needs_residence": "mc_needs_residence",
    "in_front": "mc_in_front", "road": "mc_road", "hand": "your_hand", "hand_title": "mc_hand", "pile": "mc_pile",
    "discard": "discard_pile", "replace": "mc_replace", "keep": "mc_keep", "draw": "mc_draw", "first": "mc_first",
    "to_play": "mc_to_play", "first_short": "mc_first_short", "lot": "mc_lot", "stay": "mc_stay",
    "on_bridge": "mc_on_bridge", "workers": "mc_workers", "removed": "mc_removed", "next": "mc_next",
    "building": "mc_building", "click": "mc_click", "cards_in_hand": "mc_cards_in_hand", "pile_tip": "mc_pile_tip",
    "discard_tip": "mc_discard_tip", "nothing": "mc_nothing", "tokens": "mc_tokens", "deniers": "mc_deniers",
    "denier_count": "mc_denier_count", "buildings": "mc_buildings", "gold": "mc_gold", "cubes": "mc_cubes",
    "resolving": "mc_resolving", "reserve_tip": "mc_reserve_tip", "gold_tip": "mc_gold_tip",
    "cube_tip": "mc_cube_tip", "coin_tip": "mc_coin_tip", "section_tip": "mc_section_tip",
    "section_removed": "mc_section_removed", "bridge_tip": "mc_bridge_tip", "on_the_bridge": "mc_on_the_bridge",
}


def ui(key: str, voice: Speech, *args: Any) -> str:
    """A word of the table in ``voice``'s language (a count first for the words with plural forms)."""
    return voice.tr(_UI[key], *args)


class Renderer(TableRenderer):
    def __init__(self) -> None:
        # card words laid out once per card and box (face_layout tries sizes and wraps: too slow per frame)
        self._laid: dict = {}

    def item_name(self, match, item: str, voice: Speech) -> str:
        if item in ("tokens", "buildings", "gold", "cubes", "deniers"):
            return ui(item, voice) if item != "deniers" else ui("deniers", voice).capitalize()
        if item == "prestige":
            return ui("prestige_title", voice)
        return item.replace("_", " ")

    def seat_counters(self, match: Any, info: SeatInfo, voice: Speech) -> list[Counter]:
        """The side panel's line: deniers and the workers not on the road, as pictures and numbers
        (each seat's cards are counted on its board on the table)."""
        look = look_of(queries.rules(match))
        deniers = info.resources["deniers"]
        return [Counter(look.icon("money", "two-coins"), str(deniers), voice.tr("mc_denier_count", deniers),
                        look.colour("coin")),
                Counter(look.icon("worker", "meeple"), str(info.workers), ui("reserve_tip", voice, info.workers))]

    # --- words ------------------------------------------------------------------
    @staticmethod
    def _name(view: TableView, cid: str) -> str:
        return view.voice.text(queries.rules(view.match).card(cid).name)

    def _kind(self, view: TableView, cid: str) -> str:
        defs = queries.rules(view.match)
        card = defs.card(cid)
        if cid == defs.residence.id:
            return "residence"
        frame = getattr(card, "frame", None)
        if frame:
            return frame
        return "prestige" if hasattr(card, "cost") else "neutral"

    def card_look(self, view: TableView, cid: str) -> CardLook:
        """A face this seat sees, as it opens large: the band of its kind, the kind's picture (rules file icons)."""
        kind = self._kind(view, cid)
        return CardLook(view.look.icon(kind), view.look.colour(kind))

    def card_tip(self, view: TableView, cid: str, extra: list[str] | None = None, target: str | None = None):
        """(title, body): name and points, the full rules text, the card's state, and what a click does."""
        voice = view.voice
        defs = queries.rules(view.match)
        players = len(view.obs.seats)
        click = self._click_label(view, target)

        def content() -> tuple[str, str]:
            card = defs.card(cid)
            pts = getattr(card, "points", None)
            title = voice.text(card.name) + (f" · {voice.tr('mc_n_points', pts)}" if pts is not None else "")
            lines = [card_text(defs, cid, voice, players)]
            lines += extra or []
            if click:
                lines.append(ui("click", voice, click))
            return title, "\n".join(line for line in lines if line)
        return content

    def ref_tip(self, view: TableView, ref: str):
        try:
            queries.rules(view.match).card(ref)
        except (KeyError, ValueError):
            return None
        return self.card_tip(view, ref)

    @staticmethod
    def _click_label(view: TableView, target: str | None) -> str | None:
        if target is None or target not in view.active or view.decision is None:
            return None
        labels = [view.label(a) for a in view.decision.options if a.target == target]
        return labels[0] if len(labels) == 1 else None

    def _offer(self, view: TableView, name: str, rect: pygame.Rect) -> None:
        """Register a target only where one click can mean one action (see the module doc)."""
        d = view.decision
        if d is not None and sum(1 for a in d.options if a.target == name) > 1:
            return
        view.target(name, rect)

    # --- the table ------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        px = t.px
        view.look.paint("table", surf, rect)  # the rules file's look: its palette, materials and pictures
        # each cube's colour and shape: the rules file's look, else the table's, else made from its name
        self._looks = pc.looks(queries.cubes(view.match), view.look.cubes)
        obs = view.obs
        n = len(obs.seats)
        me = view.viewer
        pad = px(8)
        others_h, mid_h, mine_h = px(90), px(132), px(196)
        x, w = rect.x + pad, rect.w - 2 * pad
        y = rect.y + pad
        others = [(me + k) % n for k in range(1, n)]
        bw = min(px(470), (w - pad * (len(others) - 1)) // max(1, len(others)))
        for i, s in enumerate(others):
            self._seat_board(surf, pygame.Rect(x + i * (bw + pad), y, bw, others_h), view, s, compact=True)
        y += others_h + pad
        self._middle(surf, pygame.Rect(x, y, w, mid_h), view)
        y += mid_h + pad
        road_h = rect.bottom - pad - mine_h - pad - y
        view.bank = pygame.Rect(x, y, w, road_h)  # cubes and deniers come from (and go back to) the road's side
        self._road(surf, pygame.Rect(x, y, w, road_h), view)
        y += road_h + pad
        self._mine(surf, pygame.Rect(x, y, w, mine_h), view)
        view.own_area(pygame.Rect(x, y, w, mine_h))

    # --- seats ------------------------------------------------------------------------
    def _seat_board(self, surf, row: pygame.Rect, view: TableView, seat: int, compact: bool) -> pygame.Rect:
        """Name, cubes, deniers, workers, tokens, hand/pile/discard counts (compact: another seat)."""
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        info = obs.seats[seat]
        active = obs.active_seat == seat and not obs.over
        colour = view.seat_colour(seat)
        view.look.paint("seat_board", surf, row, None, px(8), max(px(14), row.h // 3), framed=True)
        pygame.draw.rect(surf, colour, (row.x, row.y + px(6), px(4), row.h - px(12)), border_radius=px(2))
        x0 = row.x + px(10)
        y = row.y + px(15)
        th.draw_shape(surf, view.seat_shape(seat), colour, (x0 + px(8), y), px(9))
        f = t.font(16, True)
        name = info.name
        nr = th.text(surf, th.fit_text(t.font, name, px(150), 16, True), name, th.INK, (x0 + px(22), y), "midleft")
        # the score, as on a player's panel: the prestige picture and the number (its tooltip in words)
        fs = t.font(17, True)
        sw = icons.counter_width(fs, str(info.score), px(18))
        score = icons.counter(surf, fs, view.look.icon("vp", "laurel-crown"), str(info.score),
                              (row.right - px(8) - sw, y - px(9)), px(18), th.ACCENT, th.ACCENT)
        view.tip(score, lambda: (name, voice.tr("mc_n_points", info.score)))
        # cards: hand, pile, discard
        count = info.hand_count
        cx = score.x - px(10)
        for style, k, tip in (("discard", len(info.discard), self._discard_tip(view, info)),
                              ("pile", info.pile, (ui("pile", voice), ui("pile_tip", voice, info.pile))),
                              ("hand", count, (ui("hand_title", voice), ui("cards_in_hand", voice, count)))):
            if not compact and style == "hand":
                continue
            box = self._count_chip(surf, t, style, k, (cx, y), view.look)
            view.tip(box, lambda tip=tip: tip)
            cx = box.x - px(8)
        bx = nr.right + px(8)
        limit = cx - px(4)
        tags = []
        if obs.first_player == seat:
            tags.append((ui("first", voice), ui("first_short", voice), th.ACCENT))
        if active:
            tags.append((ui("to_play", voice), ui("to_play", voice), th.HOVER))
        bridge = obs.bridge
        if seat in bridge:
            k = bridge.index(seat) + 1
            tags.append((ui("on_bridge", voice, k), f"#{k}", (150, 190, 230)))
        f12 = t.font(12, True)
        long_w = sum(f12.size(long)[0] + px(16) for long, _, _ in tags)
        for long, short, c in tags:
            label = long if bx + long_w <= limit else short
            if bx + f12.size(label)[0] + px(10) > limit:
                break
            bx = self._badge(surf, t, label, (bx, y), c)
        # cubes and deniers
        y2 = row.y + px(42)
        r = px(9)
        x = x0
        cubes = queries.cubes(view.match)
        joker = queries.rules(view.match).joker
        # a cell per cube and the deniers' (px(58)) in the row: narrower when the file has more cubes
        step = max(2 * r + px(22), min(px(50), (row.right - x0 - px(58)) // len(cubes)))
        for cube in cubes:
            cell = pygame.Rect(x, y2 - px(12), step - px(2), px(24))
            pc.draw_cube(surf, t, cube, (x + r, y2), r, voice, self._looks)
            _units(surf, view, f"cube:{cube}:{seat}", info.resources[cube], (x + r, y2), r,
                   lambda sf, rr, c=cube: pc.draw_cube(sf, t, c, rr.center, rr.w // 2, voice, self._looks), seat=seat)
            th.text(surf, t.font(17, True), str(info.resources[cube]), th.INK, (x + 2 * r + px(5), y2), "midleft")
            if seat == view.viewer and self._supply_ok(view):
                self._offer(view, f"supply:{cube}", cell)
            view.tip(cell, lambda c=cube, v=info.resources[cube]: (
                cube_count(c, v, voice), self._cube_tip(view, c == joker, voice)))
            x += step
        pc.draw_coin(surf, t, (x + r, y2), r + px(1), view.look)
        _units(surf, view, f"coin:{seat}", info.resources["deniers"], (x + r, y2), r + px(1),
               lambda sf, rr: pc.draw_coin(sf, t, rr.center, rr.w // 2, view.look), seat=seat)
        th.text(surf, t.font(17, True), str(info.resources["deniers"]), th.INK, (x + 2 * r + px(7), y2), "midleft")
        coin = pygame.Rect(x, y2 - px(12), px(52), px(24))
        view.tip(coin, lambda v=info.resources["deniers"]: (ui("denier_count", voice, v), self._coin_tip(view, voice)))
        x += px(58)
        # workers not on the road
        y3 = row.y + px(70)
        wx = x0
        wr = px(8)
        for k in range(info.workers):
            _worker(surf, view, seat, f"home:{k}", (wx + wr + k * (2 * wr + px(3)), y3), wr)
        wrect = pygame.Rect(wx, y3 - px(10), px(80), px(20))
        view.tip(wrect, lambda k=info.workers: (ui("workers", voice).capitalize(), ui("reserve_tip", voice, k)))
        # castle tokens taken, by section
        tx = x0 + px(84)
        defs = queries.rules(view.match)
        for sdef in defs.sections:
            k = info.tokens[sdef.id]
            pc.draw_token(surf, (tx + px(7), y3 + px(1)), px(7), _section_colour(view, sdef.id))
            # a token taken comes from the castle (the same family as the castle's own tokens)
            _units(surf, view, f"token:{sdef.id}:{seat}", k, (tx + px(7), y3 + px(1)), px(7),
                   lambda sf, rr, c=_section_colour(view, sdef.id): pc.draw_token(sf, rr.center, rr.w // 2, c),
                   family=f"token:{sdef.id}", seat=seat)
            # the section's picture beside its token, else its initial: which section, without a code
            nx = tx + px(17)
            if sdef.icon is not None:
                nx = icons.draw(surf, sdef.icon, pygame.Rect(nx - px(1), y3 - px(7), px(14), px(14)),
                                th.INK if k else th.INK_DIM).right + px(1)
            th.text(surf, t.font(15, True), str(k) if sdef.icon is not None else f"{voice.text(sdef.name)[0]}{k}",
                    th.INK if k else th.INK_DIM, (nx, y3), "midleft")
            tx += px(44)
        trect = pygame.Rect(x0 + px(84), y3 - px(10), px(132), px(20))
        view.tip(trect, lambda: (ui("tokens", voice), "\n".join(
            voice.tr("label_value", f"{voice.text(s.name)} ({voice.tr('mc_n_points', s.points)})", info.tokens[s.id])
            for s in defs.sections)))
        # prestige built in front (introductory game) and score
        front = info.prestige_in_front
        fx = tx + px(6)
        for pid in front:
            chip = pygame.Rect(fx, y3 - px(9), px(62), px(18))
            if chip.right > row.right - px(4):
                break
            view.look.paint("cards", surf, chip, radius=px(4))
            pygame.draw.rect(surf, view.look.colour("prestige"), chip, max(1, px(2)), border_radius=px(4))
            nm = self._name(view, pid)
            th.text(surf, th.fit_text(t.font, nm, chip.w - px(4), 12, True, 7), nm, th.INK_DARK, chip.center, "center")
            view.tip(chip, self.card_tip(view, pid), self.card_look(view, pid))
            fx = chip.right + px(4)
        return row

    @staticmethod
    def _cube_tip(view: TableView, joker: bool, voice: Speech) -> str:
        """What a cube is worth at the end (the joker: on its own; the others: together)."""
        defs = queries.rules(view.match)
        if joker:
            return ui("gold_tip", voice, voice.tr("mc_n_points", defs.scoring.gold_points))
        plain = listed([cube_name(defs.resources[i], voice) for i in defs.plain_cubes], voice)
        return ui("cube_tip", voice, plain[:1].upper() + plain[1:], voice.tr("mc_n_points", 1), defs.scoring.cubes_per_point)

    @staticmethod
    def _coin_tip(view: TableView, voice: Speech) -> str:
        defs = queries.rules(view.match)
        return ui("coin_tip", voice, voice.tr("mc_denier_count", defs.actions.cost), voice.tr("mc_n_points", 1),
                  defs.scoring.deniers_per_point)

    def _supply_ok(self, view: TableView) -> bool:
        d = view.decision
        return d is not None and d.kind != "pay"

    def _discard_tip(self, view: TableView, info: Any) -> tuple[str, str]:
        names = ", ".join(self._name(view, c) for c in info.discard) or ui("nothing", view.voice)
        return ui("discard_tip", view.voice), names

    @staticmethod
    def _badge(surf, t: th.Theme, label: str, pos, colour) -> int:
        f = t.font(12, True)
        w = f.size(label)[0] + t.px(10)
        r = pygame.Rect(pos[0], pos[1] - t.px(9), w, t.px(18))
        pygame.draw.rect(surf, colour, r, border_radius=t.px(9))
        th.text(surf, f, label, th.INK_DARK, r.center, "center")
        return r.right + t.px(6)

    @staticmethod
    def _count_chip(surf, t: th.Theme, style: str, k: int, right_mid, look: TableLook) -> pygame.Rect:
        """A count beside a small drawing: a fan of backs (hand), a stack of backs (pile) or a
        face-up card (discard), right-aligned at ``right_mid``."""
        ch, cw = t.px(20), t.px(14)
        f = t.font(15, True)
        num = str(k)
        w = cw + t.px(10) + f.size(num)[0]
        box = pygame.Rect(0, 0, w, ch + t.px(4))
        box.midright = right_mid
        card = pygame.Rect(box.x, box.y + t.px(2), cw, ch)
        if style == "hand":
            pc.draw_back(surf, card.move(0, t.px(1)), look)
            pc.draw_back(surf, card.move(t.px(6), -t.px(1)), look)
        elif style == "pile":
            for d in (2, 1, 0):
                pc.draw_back(surf, card.move(d * t.px(2), -d * t.px(2) + t.px(2)), look)
        else:
            pygame.draw.rect(surf, th.PARCHMENT_DARK, card.move(t.px(3), 0), border_radius=t.px(3))
            pygame.draw.rect(surf, (110, 90, 60), card.move(t.px(3), 0), 1, border_radius=t.px(3))
        th.text(surf, f, num, th.INK, (card.right + t.px(8), box.centery), "midleft")
        return box

    # --- the castle, the bridge, the prestige cards ---------------------------------------
    def _middle(self, surf, row: pygame.Rect, view: TableView) -> None:
        t = view.t
        px = t.px
        castle = pygame.Rect(row.x, row.y, px(300), row.h)
        bridge = pygame.Rect(castle.right + px(8), row.y, px(200), row.h)
        prestige = pygame.Rect(bridge.right + px(8), row.y, row.right - bridge.right - px(8), row.h)
        self._castle(surf, castle, view)
        self._bridge(surf, bridge, view)
        self._prestige(surf, prestige, view)

    def _castle(self, surf, box: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        defs = queries.rules(view.match)
        view.look.paint("castle", surf, box, radius=px(8), grain=max(px(10), box.h // 8))  # the castle's wall
        th.covers(surf, box)
        title = ui("castle_title", voice)
        head = pygame.Rect(box.x + px(10), box.y + px(4), box.w - px(120), lay.line_box(t.font(14, True)))
        th.text_in(surf, t, title, head, th.INK, 14, True, align="left", shorten_to_fit=True)
        view.tip(head, lambda: (title, ""))  # whole, when a small window cuts it
        d = view.decision
        if d is not None and d.kind == "castle_lot":
            pygame.draw.rect(surf, th.ACCENT, box, max(2, px(3)), border_radius=px(8))
        c = defs.castle.lot
        lot = {**dict(c.resources()), "any": c.any}
        items = [ui("lot", voice)] + pc.cost_items(lot)
        pc.draw_line(surf, t, items, box.right - px(100), box.y + px(14), t.font(12, True), px(6), view.look, th.INK,
                     voice, self._looks)
        stock = obs.castle
        nxt = next((s for s in stock if stock[s]), None)  # the sections in rules order, best first
        cw = (box.w - px(20)) // len(defs.sections)
        removed = sum(obs.removed_tokens.values())
        foot = t.font(11).get_linesize() if removed else 0  # a line under the cells says how many left the game
        for i, sdef in enumerate(defs.sections):
            sec = sdef.id
            cell = pygame.Rect(box.x + px(10) + i * cw, box.y + px(26), cw - px(6), box.h - px(32) - foot)
            live = stock[sec] > 0
            view.look.paint("supply", surf, cell, radius=px(6), grain=max(px(10), cell.h // 4))  # a wooden tray of tokens
            if not live:
                th.shade(surf, cell, 90)
            if sec == nxt:
                pygame.draw.rect(surf, th.ACCENT, cell, max(1, px(2)), border_radius=px(6))
            # the picture takes what the name (on two lines if one does not hold it) and the tokens left
            # leave; the points shield sits in the picture's corner, so that the name has the cell's width
            name_font, name_lines = th.fit_or_wrap(t, voice.text(sdef.name), pygame.Rect(0, 0, cell.w - px(10), cell.h), 14, True)
            name_h = max(px(18), lay.line_box(name_font, len(name_lines)) + px(2) * (len(name_lines) - 1))
            count_h = max(px(20), lay.line_box(t.font(22, True)))
            picture_h = max(px(16), min(px(38), cell.h - name_h - count_h - px(6)))
            room, label = _section_room(t, cell, picture_h, ui("next", voice) if sec == nxt else None, sec)
            _draw_section(surf, sec, room, live, _section_unit(picture_h))
            _, words = lay.cut_top(cell.inflate(-px(10), 0), picture_h + px(2))
            name, left = lay.cut_top(words, name_h, px(2))
            th.text_in(surf, t, voice.text(sdef.name), name, th.INK, 14, True, align="left", shorten_to_fit=True)  # the cell tip names it
            pc.draw_shield(surf, t, cell.x + px(5), cell.y + px(4), px(18), sdef.points, view.look.colour("shield"))
            count = th.text_in(surf, t, f"×{stock[sec]}", left.inflate(0, -px(2)), th.ACCENT if live else th.INK_DIM,
                               22, True, align="left")
            tx = count.right + px(8)
            for k in range(min(stock[sec], 9)):
                tr_ = pygame.Rect(0, 0, px(8), px(8))
                tr_.center = (tx + (k % 5) * px(9), left.centery - px(5) + (k // 5) * px(10))
                view.piece(surf, f"token:{sec}", str(k), tr_,
                           lambda sf, rr, c=_section_colour(view, sec): pc.draw_token(sf, rr.center, rr.w // 2, c),
                           family=f"token:{sec}")
            if label is not None:  # else the outline alone says it
                th.text(surf, t.font(11, True), ui("next", voice), th.ACCENT, label.topleft)
            view.tip(cell, lambda s=sdef: (f"{voice.text(s.name)} · {voice.tr('mc_n_points', s.points)}",
                                           _section_tip(s, stock, obs, voice, defs.castle.lot)))
        if removed:
            th.text(surf, t.font(11), ui("removed", voice, removed), th.INK_DIM, (box.right - px(8), box.bottom - px(2)), "bottomright")
        self._offer(view, "castle", box)

    def _bridge(self, surf, box: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        look = view.look
        look.paint("river", surf, box, None, px(8), framed=True)
        th.text_in(surf, t, ui("bridge", voice), pygame.Rect(box.x + px(10), box.y + px(4), box.w - px(20), lay.line_box(t.font(14, True))),
                   th.INK, 14, True, align="left", shorten_to_fit=True)  # the bridge's tooltip names it
        # the water and the arch
        water = pygame.Rect(box.x + px(6), box.bottom - px(34), box.w - px(12), px(28))
        pygame.draw.rect(surf, look.colour("water"), water, border_radius=px(6))
        for k in range(3):
            yy = water.y + px(7) + k * px(8)
            pts = [(water.x + i * water.w / 16, yy + math.sin(i * 1.1 + k) * px(2)) for i in range(17)]
            pygame.draw.lines(surf, tuple(min(255, c + 64) for c in look.colour("water")), False, pts, 1)  # ripples
        deck = pygame.Rect(box.x + px(14), box.y + px(52), box.w - px(28), px(14))
        pygame.draw.rect(surf, look.colour("bridge"), deck)
        arch = pygame.Rect(deck.x + px(20), deck.bottom - px(6), deck.w - px(40), px(44))
        pygame.draw.arc(surf, look.colour("bridge"), arch, 0, math.pi, px(7))
        for i in range(6):
            pygame.draw.rect(surf, look.colour("bridge"), (deck.x + i * (deck.w - px(6)) // 5, deck.y - px(6), px(6), px(6)))
        bridge = obs.bridge
        n = len(obs.seats)
        step = min(px(44), (deck.w - px(10)) // max(1, n))
        for i, seat in enumerate(bridge):
            c = (deck.x + px(18) + i * step, deck.y - px(14))
            view.worker(surf, seat, f"bridge:{i}", c, px(10), kind="passed")
            th.text(surf, t.font(12, True), str(i + 1), th.INK, (c[0], deck.bottom + px(8)), "center")
        if "bridge" in view.active:
            th.text(surf, t.font(13, True), ui("pass_here", voice), th.HOVER, (box.centerx, box.bottom - px(20)), "center")
        elif not bridge:
            bonus = queries.rules(view.match).actions.first_pass_bonus
            th.text(surf, t.font(12), ui("first_bonus", voice, bonus) + " d", (200, 220, 240),
                    (box.centerx, box.bottom - px(20)), "center")
        view.tip(box, lambda: (ui("bridge", voice), _bridge_tip(view, voice)))
        self._offer(view, "bridge", box)

    def _prestige(self, surf, box: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        defs = queries.rules(view.match)
        view.look.paint("prestige_board", surf, box, None, px(8), framed=True)
        intro = bool(view.match.options.get("intro"))
        title = ui("prestige_title", voice) + " · " + ui("in_front" if intro else "needs_residence", voice)
        head = pygame.Rect(box.x + px(10), box.y + px(4), box.w - px(20), lay.line_box(t.font(14, True)))
        th.text_in(surf, t, title, head, th.INK, 14, True, align="left", shorten_to_fit=True)
        view.tip(head, lambda: (title, ""))  # whole, when a small window cuts it
        left = obs.prestige_available
        every = queries.prestige_cards(view.match)
        top = max(box.y + px(26), head.bottom + px(2))  # under the title, however large the text
        area = pygame.Rect(box.x + px(8), top, box.w - px(16), box.bottom - px(6) - top)
        gap = px(6)
        per = max(1, len(every))
        cw = min(int(area.h * 0.74), (area.w - gap * (per - 1)) // per)
        ch = area.h
        font = t.font(6, True)  # the smallest a name may be
        if cw - px(4) < max((font.size(w)[0] for pid in every for w in self._name(view, pid).split()), default=0):
            per = (len(every) + 1) // 2  # too narrow for a name: two rows of wider cards
            cw, ch = (area.w - gap * (per - 1)) // per, (area.h - gap) // 2
        for i, pid in enumerate(every):
            r = pygame.Rect(area.x + (i % per) * (cw + gap), area.y + (i // per) * (ch + gap), cw, ch)
            if pid in left:
                self._prestige_card(surf, t, r, view, pid)
                view.tip(r, self.card_tip(view, pid, target=f"prestige:{pid}"), self.card_look(view, pid))
                self._offer(view, f"prestige:{pid}", r)
            else:  # already built: an empty place, so what is gone is plain
                pygame.draw.rect(surf, (86, 74, 100), r, max(1, px(2)), border_radius=px(6))
                nm = self._name(view, pid)
                th.text(surf, th.fit_text(t.font, nm, r.w - px(6), 11), nm, (150, 140, 160), r.center, "center")

    def _prestige_card(self, surf, t: th.Theme, r: pygame.Rect, view: TableView, pid: str) -> None:
        px = t.px
        card = queries.rules(view.match).card(pid)
        wide = r.w > r.h  # a card of two rows: the name on one line, the cubes beside the shield
        body = pc.draw_card_base(surf, t, r, "prestige", view.voice.text(card.name), view.look,
                                 name_width=None if wide else r.w)  # two lines if need be
        pc.draw_shield(surf, t, r.right - px(22), r.bottom - px(24), px(19), card.points, (120, 80, 20))
        items = pc.cost_items(cost_of(card))
        room = r.w - px(8) - (px(22) if wide else 0)
        cr = max(4, min(px(7), room // max(1, 2 * len(items) + 1)))
        per = max(1, room // (2 * cr + px(2)))
        while cr > 3 and body.y + px(10) + cr + (len(items) - 1) // per * (2 * cr + px(3)) > r.bottom - px(3):
            cr -= 1  # smaller cubes, more to a row, until all of them sit on the card
            per = max(1, room // (2 * cr + px(2)))
        for k, item in enumerate(items):
            cx = r.x + px(4) + cr + (k % per) * (2 * cr + px(2))
            cy = body.y + px(10) + (k // per) * (2 * cr + px(3))
            pc.draw_cube(surf, t, item[1], (cx, cy), cr, view.voice, self._looks)
        if getattr(card, "income", 0):
            pc.draw_line(surf, t, ["+" + str(card.income), ("coin", None)], r.x + px(4), r.bottom - px(14),
                         t.font(11, True), px(5), view.look)

    # --- the road ----------------------------------------------------------------------
    def _road(self, surf, box: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        view.look.paint("road", surf, box, None, px(8), framed=True)
        # the phase track
        phase = obs.phase
        y = box.y + px(13)
        x = box.x + px(10)
        x = th.text(surf, t.font(15, True), ui("road", voice), th.INK, (x, y), "midleft").right + px(12)
        if phase in PHASES:
            for i, p in enumerate(PHASES):
                label = f"{i + 1} {ui(p, voice)}"
                f = t.font(13, p == phase)
                wv = f.size(label)[0] + px(14)
                chip = pygame.Rect(x, y - px(10), wv, px(20))
                if p == phase:
                    pygame.draw.rect(surf, th.ACCENT, chip, border_radius=px(10))
                th.text(surf, f, label, th.INK_DARK if p == phase else th.INK_DIM, chip.center, "center")
                x = chip.right + px(4)
        else:
            th.text(surf, t.font(14, True), ui(phase if phase in ("setup", "over") else "setup", voice), th.INK, (x, y), "midleft")
        road = obs.road
        building = obs.building
        cards = len(road) + (1 if building else 0)
        area = pygame.Rect(box.x + px(8), box.y + px(28), box.w - px(16), box.h - px(34))
        cw, ch, cols = _road_grid(area, max(cards, 8), t)
        gap = px(6)
        provost = obs.provost
        resolving = _resolving(view)
        pending = set(obs.pending_residences)
        for pos, rc in enumerate(road):
            r = pygame.Rect(area.x + (pos % cols) * (cw + gap), area.y + (pos // cols) * (ch + gap), cw, ch)
            self._road_card(surf, t, r, view, pos, rc, beyond=0 <= provost < pos, pending=pos in pending)
            if pos == resolving:
                pygame.draw.rect(surf, th.ACCENT, r.inflate(px(6), px(6)), max(2, px(3)), border_radius=px(8))
                f = t.font(11, True)
                tag = pygame.Rect(0, 0, f.size(ui("resolving", voice))[0] + px(8), f.get_height())
                tag.midtop = (r.centerx, r.bottom + px(1))
                if tag.bottom > area.bottom:  # the last row: on the card, above its foot (number, shield)
                    tag.midbottom = (r.centerx, r.bottom - px(24))
                    th.panel(surf, tag, th.PANEL, px(4))
                th.text(surf, f, ui("resolving", voice), th.ACCENT, tag.center, "center")
        if provost >= 0 and provost < len(road):
            r = pygame.Rect(area.x + (provost % cols) * (cw + gap), area.y + (provost // cols) * (ch + gap), cw, ch)
            size = _provost_size(t, cw)
            if provost < len(road) - 1:  # the boundary: cards after it do not work this turn
                lx = r.right + gap // 2
                for yy in range(r.y, r.bottom, px(8)):
                    pygame.draw.line(surf, (150, 60, 170), (lx, yy), (lx, min(r.bottom, yy + px(4))), max(2, px(3)))
            px_ = min(r.right - int(size * 0.4), area.right - size)  # never off the road's panel
            pr = pygame.Rect(0, 0, 2 * size, 2 * size)
            # at the card's edge just above the worker's place; that card's words keep clear of him
            pr.center = (px_, r.bottom - _worker_radius(t, r) * 2 - px(10) - size)
            pic, colour = view.look.icon("provost", "halberd"), view.look.colour("provost")
            view.piece(surf, "provost", f"road:{provost}", pr,
                       lambda sf, rr: pc.draw_provost(sf, rr.center, rr.w // 2, pic, colour))
        if building:  # the card being paid for, waiting at the end of the road
            pos = len(road)
            r = pygame.Rect(area.x + (pos % cols) * (cw + gap), area.y + (pos // cols) * (ch + gap), cw, ch)
            owner = obs.active_seat
            self._road_card(surf, t, r, view, -1, queries.RoadCard(card=building, owner=owner, residence=False,
                                                   prestige=None, cubes=0, worker=-1), False, False)
            th.shade(surf, r, 110, (240, 220, 160))
            band = pygame.Rect(r.x, 0, r.w, t.font(12, True).get_linesize() + px(4))  # across the card's foot
            band.bottom = r.bottom - px(2)
            pygame.draw.rect(surf, (60, 48, 30), band)
            th.text_in(surf, t, ui("building", voice), band.inflate(-px(6), 0), th.INK, 12, True, shorten_to_fit=True)

    def _road_card(self, surf, t: th.Theme, r: pygame.Rect, view: TableView, pos: int, rc: queries.RoadCard,
                   beyond: bool, pending: bool) -> None:
        px, voice = t.px, view.voice
        defs = queries.rules(view.match)
        owner = rc.owner
        shown = rc.prestige or (defs.residence.id if rc.residence else rc.card)
        slot = f"road:{pos}" if pos >= 0 else "building"
        view.piece(surf, f"card:{shown}", slot, r,
                   lambda sf, rr: self._road_look(sf, t, rr, view, pos, rc, shown, beyond, pending), family="card")
        # the worker stands on the card's lower half
        if rc.worker >= 0:
            wr = _worker_radius(t, r)
            _worker(surf, view, rc.worker, slot, (r.centerx, r.bottom - wr - px(8)), wr)
        if pos < 0:
            return
        self._provost_price(surf, t, r, view, f"road:{pos}")
        extra = [word("road_pos", voice, pos + 1)]
        if owner >= 0:
            extra.append(word("owner", voice, view.obs.seats[owner].name))
        if rc.prestige:
            extra.append(word("on_residence", voice, view.obs.seats[owner].name))
        if rc.worker >= 0:
            extra.append(word("worker", voice, view.obs.seats[rc.worker].name))
        if rc.cubes:
            extra.append(word("cubes_on", voice, rc.cubes))
        if view.obs.provost == pos:
            extra.append(word("provost_here", voice))
        if beyond:
            extra.append(word("beyond", voice))
        if pending:
            extra.append(word("will_flip", voice))
        view.tip(r, self.card_tip(view, shown, extra, target=f"road:{pos}"), self.card_look(view, shown))
        self._offer(view, f"road:{pos}", r)

    def _road_look(self, surf, t: th.Theme, r: pygame.Rect, view: TableView, pos: int, rc: queries.RoadCard, shown: str,
                   beyond: bool, pending: bool) -> None:
        """A road card as it lies (owner, effects, cubes on it, shaded after the provost), without its worker."""
        px, voice = t.px, view.voice
        defs = queries.rules(view.match)
        owner = rc.owner
        kind = self._kind(view, shown)
        card = defs.card(shown)
        colour = view.seat_colour(owner) if owner >= 0 else None
        body = pc.draw_card_base(surf, t, r, kind, voice.text(card.name), view.look, colour)
        # road number, bottom left; the owner's shape beside it
        num = th.text(surf, t.font(12, True), str(pos + 1) if pos >= 0 else "+", (90, 80, 70),
                      (r.x + px(4), r.bottom - px(2)), "bottomleft")
        if owner >= 0:
            th.draw_shape(surf, view.seat_shape(owner), colour, (num.right + px(8), num.centery), max(3, px(5)))
        if getattr(card, "points", None) is not None and kind != "neutral":
            sh = max(px(12), r.w // 5)
            pc.draw_shield(surf, t, r.right - sh - px(3), r.bottom - sh - px(3), sh, card.points, view.look.colour("shield"))
        # the lower part is the worker's: the words fill what is above it
        foot = r.bottom - _worker_radius(t, r) * 2 - px(10)
        if rc.cubes:  # cubes lying on a small production card, just above the worker
            cr = max(3, px(5))
            foot -= 2 * cr + px(4)
            for k in range(rc.cubes):
                pc.draw_cube(surf, t, _product(card), (r.x + px(6) + cr + k * (2 * cr + px(3)), foot + cr + px(2)), cr, voice,
                             self._looks)
        area = pygame.Rect(body.x + px(3), body.y + px(3), body.w - px(6), foot - body.y - px(3))
        if pos >= 0 and view.obs.provost == pos:  # the provost stands at this card's edge
            area.w -= int(_provost_size(t, r.w) * 1.1)
        if kind == "residence":
            self._words(surf, t, area, [([face("income", voice, defs.residence.income)], 14, th.INK_DARK)], view.look)
        elif kind == "prestige":
            pc.draw_house(surf, (r.centerx, area.y + area.h // 3), max(px(8), area.h // 5))
        else:
            self._effects(surf, t, area, view, card, with_build=False)
        if beyond:
            th.shade(surf, r, 110, (20, 20, 30))
        if pending:
            pc.draw_house(surf, (r.x + px(12), r.y + r.h // 2), px(8))


    def _effects(self, surf, t: th.Theme, area: pygame.Rect, view: TableView, card, with_build: bool) -> None:
        """A building's effects in words: the main one large, the owner's (secondary) one below it
        in a darker box of its own, and on a hand card what building it does."""
        voice = view.voice
        product = _product(card)
        stock = queries.rules(view.match).setup.small_production_stock.get(len(view.obs.seats), 0)

        def said(part: str) -> list[str]:
            return [p for e in getattr(card, part, ()) or () for p in face_text(e, voice, product, stock)]

        blocks = [(said("main"), 17, th.INK_DARK), (said("secondary"), 14, SECONDARY_INK)]
        if with_build:
            blocks.append((said("on_build"), 12, (90, 76, 64)))
        boxed = 1 if blocks[0][0] else 0  # the owner's effect, wherever it comes
        self._words(surf, t, area, [b for b in blocks if b[0]], view.look, boxed=boxed if blocks[1][0] else None)

    def _words(self, surf, t: th.Theme, area: pygame.Rect, blocks: list, look: TableLook,
               boxed: int | None = None) -> None:
        """Blocks of phrases (phrases, size, colour) from the top of ``area``, as large as fits;
        the block at index ``boxed`` (the owner's effect) sits in a box of its own."""
        px = t.px
        gap = px(3)
        wanted = tuple((tuple(phrases), size) for phrases, size, _ in blocks)
        key = (wanted, area.w, area.h, t.s, t.text_scale)
        laid = self._laid.get(key)
        if laid is None:
            if len(self._laid) > 2048:
                self._laid.clear()
            # a larger text size grows the words as far as the card holds them, never under 12 px at 1280x800;
            # a block the card cannot hold whole is left to the tooltip and the zoom (the last first), never cut
            for n in range(len(wanted), -1, -1):
                laid, fits = pc.face_layout(t, [(list(p), size) for p, size in wanted[:n]], area.w - px(4),
                                            area.h - gap * max(0, n - 1), min_size=12 / max(1.0, t.text_scale))
                if fits:
                    break
            self._laid[key] = laid
        y = area.y
        for k, ((font, lines), (_, _, colour)) in enumerate(zip(laid, blocks)):
            step = pc.line_step(font, " ".join(wanted[k][0]))
            room = max(0, (area.bottom - y) // step)
            if room < len(lines):  # never over the worker: the tooltip has the whole text
                lines = lines[:room]
                if lines:
                    lines[-1] = lines[-1][:-1] + ["…"] if len(lines[-1]) > 1 else lines[-1]
            if not lines:
                return
            if k == boxed:
                th.shade(surf, pygame.Rect(area.x, y - px(1), area.w, len(lines) * step + px(2)), 45, SECONDARY_TINT)
            for line in lines:
                pc.draw_face_line(surf, t, font, line, area.centerx, y, colour, area, look)
                y += step
            y += gap

    def _provost_price(self, surf, t: th.Theme, r: pygame.Rect, view: TableView, target: str) -> None:
        """While the provost may move: what moving it to this card costs, on the card itself."""
        d = view.decision
        if d is None or d.kind != "provost" or target not in view.active:
            return
        move = next(a.args[0] for a in d.options if a.target == target)
        price = abs(move) * queries.provost_step_price(view.match)
        items = [ui("stay", view.voice)] if move == 0 else [f"{price}", ("coin", None)]
        chip = pygame.Rect(0, 0, t.px(52), t.px(20))
        chip.midbottom = (r.centerx, r.bottom - t.px(4))
        pygame.draw.rect(surf, th.PANEL, chip, border_radius=t.px(10))
        pygame.draw.rect(surf, th.TARGET, chip, 1, border_radius=t.px(10))
        pc.fit_line(surf, t, items, chip.inflate(-t.px(6), 0), view.look, th.INK, view.voice, size=13)

    # --- the seat at the screen --------------------------------------------------------------
    def _mine(self, surf, row: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        px = t.px
        me = view.viewer
        info = obs.seats[me]
        board = pygame.Rect(row.x, row.y, px(318), px(92))
        self._seat_board(surf, board, view, me, compact=False)
        # pile and discard under the board: draw / redraw on the pile
        ph = row.bottom - board.bottom - px(8)
        pw = int(ph * 0.7)
        pile = pygame.Rect(row.x + px(6), board.bottom + px(8), pw, ph)
        if info.pile:
            for k in range(min(3, info.pile) - 1, -1, -1):
                pc.draw_back(surf, pile.move(k * px(2), -k * px(2)), view.look)
            view.piece(surf, "back:pile", "pile", pile, lambda sf, rr: pc.draw_back(sf, rr, view.look), family="card", feeds="hand:",
                       ghost=True)  # cards drawn come from here
        else:
            pygame.draw.rect(surf, th.TABLE_DARK, pile, max(1, px(2)), border_radius=px(6))
        lx = pile.right + px(10)
        th.text(surf, t.font(14, True), ui("pile", voice), th.INK, (lx, pile.y + px(2)))
        th.text(surf, t.font(22, True), str(info.pile), th.ACCENT, (lx, pile.y + px(18)))
        hit = pygame.Rect(pile.x, pile.y, pile.w + px(70), pile.h)
        cost = queries.rules(view.match).actions.cost
        pc.fit_line(surf, t, [ui("draw", voice), f"{cost}", ("coin", None)],
                    pygame.Rect(pile.right + px(2), pile.bottom - px(22), px(66), px(20)), view.look, th.INK_DIM, voice,
                    size=12)
        view.tip(hit, lambda: (ui("pile", voice), ui("pile_tip", voice, info.pile) + (
            "\n" + ui("click", voice, self._click_label(view, f"pile:{me}")) if self._click_label(view, f"pile:{me}") else "")))
        self._offer(view, f"pile:{me}", hit)
        disc = pygame.Rect(hit.right + px(10), pile.y, pw, ph)
        if info.discard:
            top_card = info.discard[-1]
            view.piece(surf, f"card:{top_card}", "discard", disc,  # drawn later too, when it moves: bound now
                       lambda sf, rr, cid=top_card: self._hand_card(sf, t, rr, view, cid, small=True), family="card")
        else:
            pygame.draw.rect(surf, th.TABLE_DARK, disc, max(1, px(2)), border_radius=px(6))
        th.text(surf, t.font(14, True), ui("discard", voice), th.INK, (disc.right + px(8), disc.y + px(2)))
        th.text(surf, t.font(22, True), str(len(info.discard)), th.ACCENT, (disc.right + px(8), disc.y + px(18)))
        view.tip(disc, lambda: self._discard_tip(view, info))
        # the hand
        hand_box = pygame.Rect(row.x + px(326), row.y, row.w - px(326), row.h)
        view.own_area(hand_box, hand=True)
        th.panel(surf, hand_box, th.TABLE_DARK, px(8))
        head = t.font(15, True)
        th.text(surf, head, ui("hand", voice) + f" · {info.name}", th.INK, (hand_box.x + px(10), hand_box.y + px(6)))
        hand = info.hand if info.hand is not None else ()
        tab = pygame.Rect(hand_box.right - px(196), hand_box.y + px(4), px(188), px(22))
        self._hand_tab(surf, t, tab, view, f"hand:{me}")
        top = max(px(30), px(8) + head.get_height())  # under the title, however large the text
        area = pygame.Rect(hand_box.x + px(10), hand_box.y + top, hand_box.w - px(20), hand_box.h - top - px(6))
        ch = area.h
        gap = px(8)
        cw = int(ch * 0.72)
        if len(hand) * (cw + gap) - gap > area.w:  # narrower cards side by side (a hand of nine at 1280x800),
            gap = px(4)                            # overlapping only where a card would lose its words
            cw = max(px(56), (area.w + gap) // len(hand) - gap)
        step = min(cw + gap, (area.w - cw) // max(1, len(hand) - 1)) if len(hand) > 1 else cw
        for i, cid in enumerate(hand):
            r = pygame.Rect(area.x + i * step, area.y, cw, ch)
            seen = cw if i == len(hand) - 1 else min(step, cw)  # the next card covers the rest
            view.piece(surf, f"card:{cid}", f"hand:{i}", r,
                       lambda sf, rr, cid=cid, seen=seen: self._hand_card(sf, t, rr, view, cid, name_width=seen),
                       family="card")
            hit = r if i == len(hand) - 1 else pygame.Rect(r.x, r.y, min(step, cw), ch)
            if f"hand:{cid}" not in view.targets:  # two copies never happen, but one place per card
                self._offer(view, f"hand:{cid}", hit)
            view.tip(hit, self.card_tip(view, cid, target=f"hand:{cid}"), self.card_look(view, cid))

    def _hand_tab(self, surf, t: th.Theme, tab: pygame.Rect, view: TableView, target: str) -> None:
        """The place to replace (or, at setup, keep) the whole hand."""
        voice = view.voice
        d = view.decision
        keep = d is not None and d.kind == "mulligan"
        live = target in view.active
        pygame.draw.rect(surf, (70, 90, 80) if live else (50, 62, 56), tab, border_radius=t.px(11))
        pygame.draw.rect(surf, (120, 150, 130), tab, 1, border_radius=t.px(11))
        label = ui("keep" if keep else "replace", voice)
        cost = queries.rules(view.match).actions.cost
        items = [label] if keep else [label, f"· {cost}", ("coin", None)]
        pc.fit_line(surf, t, items, tab.inflate(-t.px(8), 0), view.look, th.INK if live else th.INK_DIM, voice, size=13)
        view.tip(tab, lambda: (label, self._click_label(view, target) or ""))
        self._offer(view, target, tab)

    def _hand_card(self, surf, t: th.Theme, r: pygame.Rect, view: TableView, cid: str, small: bool = False,
                   name_width: int | None = None) -> None:
        """A building card in full: name, cost cubes, points shield, its effects in words."""
        px, voice = t.px, view.voice
        defs = queries.rules(view.match)
        card = defs.card(cid)
        if small:  # the top of the discard: its name on two lines rather than cut
            name_width = min(name_width or r.w, r.w - 1)
        body = pc.draw_card_base(surf, t, r, self._kind(view, cid), voice.text(card.name), view.look,
                                 name_width=None if name_width is None or name_width >= r.w else name_width)
        items = pc.cost_items(cost_of(card))
        cr = max(3, min(px(7), r.w // 14))
        for k, item in enumerate(items):
            pc.draw_cube(surf, t, item[1], (r.x + px(4) + cr + k * (2 * cr + px(3)), body.y + cr + px(4)), cr, voice,
                         self._looks)
        sh = max(px(15), r.w // 5)  # room for its number on a narrow card of a hand of nine
        pc.draw_shield(surf, t, r.right - sh - px(3), body.y + px(3), sh, card.points, view.look.colour("shield"))
        if small:
            return
        y = body.y + max(2 * cr + px(8), sh + px(4))
        self._effects(surf, t, pygame.Rect(r.x + px(3), y, r.w - px(6), r.bottom - px(4) - y), view, card, with_build=True)


# --- helpers ---------------------------------------------------------------------------

SECONDARY_INK = (92, 62, 44)      # the owner's effect, under the main one
SECONDARY_TINT = (110, 70, 30)    # its box: the card's face a shade darker


def _worker(surf, view: TableView, seat: int, slot: str, centre, radius: int) -> None:
    r = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    r.center = centre
    colour, shape = view.seat_colour(seat), view.seat_shape(seat)
    view.piece(surf, f"worker:{seat}", slot, r, lambda sf, rr: pc.draw_worker(sf, rr.center, rr.w // 2, colour, shape),
               seat=seat)


def _units(surf, view: TableView, kind: str, count: int, centre, radius: int, draw, family: str | None = None,
           seat: int | None = None) -> None:
    """A count drawn as one icon and a number: each unit is a ghost piece, so gains and payments fly."""
    r = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    r.center = centre
    for i in range(min(count, 8)):  # enough to see a gain; a big income needs no more flights
        view.piece(surf, kind, str(i), r, draw, family=family, ghost=True, seat=seat)


def _section_colour(view: TableView, sec: str) -> tuple[int, int, int]:
    """A section's token colour (the look's); a section the rules file adds gets a plain stone colour."""
    return view.look.palette.get(sec, (160, 150, 140))


def _product(card) -> str:
    """The cube a small production card holds (its ``stock_card`` effect)."""
    for e in getattr(card, "on_build", ()) or ():
        stock = getattr(e, "stock_card", None)
        if stock is not None:
            return stock.cube
    return "any"


def _section_tip(s, stock: Mapping[str, int], obs: Observation, voice: Speech, lot) -> str:

    removed = obs.removed_tokens[s.id]
    cubes = ", ".join(cube_count(c, n, voice) for c, n in lot.resources() if n)
    if lot.any:
        cubes = ", ".join(filter(None, (cubes, cube_count("any", lot.any, voice))))
    return (ui("section_tip", voice, stock[s.id], cubes)
            + (" " + ui("section_removed", voice, removed) if removed else ""))


def _bridge_tip(view: TableView, voice: Speech) -> str:
    bridge = view.obs.bridge
    names = ", ".join(view.obs.seats[s].name for s in bridge)
    return ui("bridge_tip", voice) + ("\n" + ui("on_the_bridge", voice, names) if names else "")


def _next_label(t: th.Theme, cell: pygame.Rect, word: str) -> pygame.Rect:
    """Where "next" is written on the section cell that takes the next castle token: its top right."""
    w, h = t.font(11, True).size(word)
    return pygame.Rect(cell.right - t.px(4) - w, cell.y + t.px(4), w, h)


def _section_room(t: th.Theme, cell: pygame.Rect, picture_h: int, word: str | None,
                  sec: str) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The room of a section's picture at the top of its cell, and where ``word`` ("next") goes.

    The word takes the top right; the picture goes under it or between the points shield and it,
    whichever draws it larger, never under the word. Where that would shrink the picture to less
    than half its size, the word is left out (the cell's outline and tooltip say it)."""
    whole = pygame.Rect(cell.x, cell.y + t.px(2), cell.w, picture_h)
    if word is None:
        return whole, None
    label = _next_label(t, cell, word)
    under = pygame.Rect(cell.x, label.bottom + t.px(1), cell.w, max(1, whole.bottom - label.bottom - t.px(1)))
    left = cell.x + t.px(24)
    beside = pygame.Rect(left, whole.y, max(1, label.x - t.px(3) - left), picture_h)
    across, high = _SECTION_UNITS.get(sec, _SECTION_UNITS["towers"])

    def unit(r: pygame.Rect) -> int:
        return min(_section_unit(picture_h), r.w // across, r.h // high)
    room = max((under, beside), key=unit)
    if 2 * unit(room) < unit(whole):
        return whole, None
    return room, label


def _section_unit(picture_h: int) -> int:
    """The unit of the sections' drawings, the same in every cell of the castle."""
    return max(2, picture_h // 8)


# each section's drawing, in units: (across, high)
_SECTION_UNITS = {"dungeon": (7, 7), "walls": (12, 5), "towers": (10, 8)}


def _draw_section(surf, sec: str, r: pygame.Rect, live: bool, unit: int) -> None:
    """A small drawing of the castle section standing on the foot of ``r``, in ``unit`` (the same for
    every cell) or smaller where ``r`` is too small for it: the keep, a wall, or towers."""
    stone = (176, 170, 160) if live else (110, 108, 106)
    dark = (100, 96, 92) if live else (80, 78, 76)
    cx, by = r.centerx, r.bottom
    across, high = _SECTION_UNITS.get(sec, _SECTION_UNITS["towers"])
    u = max(1, min(unit, r.w // across, r.h // high))
    if sec == "dungeon":
        pygame.draw.rect(surf, stone, (cx - 3 * u, by - 6 * u, 6 * u, 6 * u))
        for i in range(4):
            pygame.draw.rect(surf, stone, (cx - 3 * u + i * 2 * u - (u // 2 if i == 3 else 0), by - 7 * u, u, u))
        pygame.draw.rect(surf, dark, (cx - u, by - 3 * u, 2 * u, 3 * u))
    elif sec == "walls":
        pygame.draw.rect(surf, stone, (cx - 6 * u, by - 4 * u, 12 * u, 4 * u))
        for i in range(6):
            pygame.draw.rect(surf, stone, (cx - 6 * u + i * 2 * u, by - 5 * u, u, u))
        pygame.draw.line(surf, dark, (cx - 6 * u, by - 2 * u), (cx + 6 * u, by - 2 * u), 1)
    else:
        for dx in (-3, 3):
            pygame.draw.rect(surf, stone, (cx + dx * u - u, by - 6 * u, 2 * u, 6 * u))
            pygame.draw.polygon(surf, (170, 70, 60) if live else (100, 76, 72),
                                [(cx + dx * u - int(1.5 * u), by - 6 * u), (cx + dx * u + int(1.5 * u), by - 6 * u), (cx + dx * u, by - 8 * u)])


def _worker_radius(t: th.Theme, r: pygame.Rect) -> int:
    """A worker on a road card: it stands on the card's foot, below the words."""
    return max(t.px(8), r.w // 6)


def _provost_size(t: th.Theme, card_w: int) -> int:
    return max(t.px(9), card_w // 6)


def _road_grid(area: pygame.Rect, cards: int, t: th.Theme) -> tuple[int, int, int]:
    """Card size (width, height, columns) for ``cards`` in rows inside ``area``.

    The width is what two rows allow, so it stays the same while the road grows from one
    row into the second (past that the cards shrink to fit). The height takes what the rows
    in use leave free, up to 2.3 times the width: a short road gets tall cards with room for
    their words."""
    gap = t.px(6)
    best = (0, cards)
    for rows in range(1, 6):
        cols = math.ceil(cards / rows)
        cw = (area.w - gap * (cols - 1)) // cols
        ch = (area.h - gap * (max(rows, 2) - 1)) // max(rows, 2)
        cw = min(cw, int(ch * 0.72), t.px(100))
        if cw > best[0]:
            best = (cw, cols)
    cw = best[0]
    cols = max(1, (area.w + gap) // (cw + gap))  # fill each row before starting the next
    rows = math.ceil(cards / cols)
    ch = max(int(cw / 0.72), min(int(2.3 * cw), (area.h - gap * (rows - 1)) // rows))
    return cw, ch, cols


def _resolving(view: TableView) -> int:
    """The road card whose effect is being decided now (phase 4), or -1."""
    if view.obs.phase != "effects":

        return -1
    return queries.resolving(view.match)
