"""The Castrum table: a construction site per seat, the die and its event, the pile, your hand.

Top: the pile, the die with the event in force and how long it lasts, the
attack being resolved, the round. Then the opponents' sites side by side, your
own site, and your hand. A site shows its castle (4 walls and the tower, built
pawns filled in the owner's colour), the progress of its material towards the
next wall and the tower, and its cards grouped by material (x2 cards apart and
marked); a Mage lying on it says whose and until when.

Targets registered (the engine's names): ``hand:CARD``, ``site:SEAT``,
``site:SEAT:card:CARD`` (the stack of that kind on that site),
``castle:SEAT:wall|tower``. Ending the turn and letting an attack through stay
in the choice panel.

A card of the hand that cannot be played now is dimmed; why not is the
engine's word: ``Match.why_not``, which the game scene adds to the tooltip of a card
nothing can be done with, or the game's query for a card that may only be discarded.
"""
from __future__ import annotations

import pygame

from caylus_desktop.engine.view import SeatInfo
from caylus_desktop.games.castrum import queries

from caylus_desktop.ui import icons
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.tables import TableRenderer, TableView
from caylus_desktop.ui.tables.castrum_cards import card_colour, die, draw_back, draw_card, tower_pawn, wall_pawn
from caylus_desktop.ui.widgets.zoom import CardLook

RATIO = 0.70
PANEL_KINDS = frozenset({"allow", "end"})



class Renderer(TableRenderer):
    def in_panel(self, action) -> bool:
        return action.kind in PANEL_KINDS

    def asks_first(self, action) -> bool:
        return action.kind == "discard"  # a card you cannot play: one stray click must not throw it away

    def seat_summary(self, match, info: SeatInfo, voice: Speech) -> str | None:
        built = info.built
        hand = info.hand_count
        # each piece the rules file lists (walls, the tower), by its name there
        return " · ".join((voice.tr("castrum_hand_n", hand),
                           *(voice.tr("castrum_built_n", voice.text(p.name), built[p.id])
                             for p in queries.pieces(match))))

    def item_name(self, match, item: str, voice: Speech) -> str:
        for p in (*queries.pieces(match), *queries.materials(match)):
            if p.id == item:
                return voice.text(p.name)
        return item.replace("_", " ")

    # --- words ------------------------------------------------------------
    @staticmethod
    def _card(view: TableView, cid: str):
        return queries.card(view.match, cid)

    def _event(self, view: TableView, eid: str):
        return queries.event(view.match, eid)

    def card_tip(self, view: TableView, cid: str, why=lambda: None):
        voice = view.voice

        def content() -> tuple[str, str]:
            c = self._card(view, cid)
            reason = why()
            return voice.text(c.name), voice.text(c.text) + (("\n" + reason) if reason else "")
        return content

    def card_look(self, view: TableView, cid: str) -> CardLook:
        """A face this seat sees, as it opens large: its picture under a band of its family's colour."""
        card = self._card(view, cid)
        return CardLook(card.icon, card_colour(card, view.look))

    def ref_tip(self, view: TableView, ref: str):
        """A card, the event a die gave ("event:<id>") or a castle piece ("piece:<id>")."""
        voice = view.voice
        kind, _, rid = ref.partition(":")
        if kind == "event" and rid:
            e = queries.event(view.match, rid)
            return None if e is None else (lambda: (voice.text(e.name), voice.text(e.text)))
        if kind == "piece" and rid:
            p = next((p for p in queries.pieces(view.match) if p.id == rid), None)
            return None if p is None else (lambda: (voice.text(p.name), voice.tr("n_points", p.points)))
        try:
            self._card(view, ref)
        except (KeyError, ValueError):
            return None
        return self.card_tip(view, ref)

    def _name(self, view: TableView, seat: int) -> str:
        return view.obs.seats[seat].name

    def _material_name(self, view: TableView, mid: str) -> str:
        m = queries.material(view.match, mid)
        return view.voice.text(m.name) if m is not None else mid

    # --- the table --------------------------------------------------------
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        view.look.paint("table", surf, rect)  # the rules file's look: its palette, materials and pictures
        obs = view.obs
        n = len(obs.seats)
        me = view.viewer
        pad = t.px(8)
        inner = rect.inflate(-2 * pad, -2 * pad)
        top_h = t.px(92)
        rest = inner.h - top_h - 3 * pad
        others_h = int(rest * 0.37)
        mine_h = int(rest * 0.33)
        hand_h = rest - others_h - mine_h
        self._top(surf, pygame.Rect(inner.x, inner.y, inner.w, top_h), view)
        y = inner.y + top_h + pad
        others = [(me + k) % n for k in range(1, n)]
        ow = (inner.w - pad * (len(others) - 1)) // max(1, len(others))
        for i, s in enumerate(others):
            self._site(surf, pygame.Rect(inner.x + i * (ow + pad), y, ow, others_h), view, s)
        y += others_h + pad
        self._site(surf, pygame.Rect(inner.x, y, inner.w, mine_h), view, me)
        view.own_area(pygame.Rect(inner.x, y, inner.w, mine_h))
        y += mine_h + pad
        self._hand(surf, pygame.Rect(inner.x, y, inner.w, hand_h), view)
        view.own_area(pygame.Rect(inner.x, y, inner.w, hand_h), hand=True)

    def _top(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        view.look.paint("event_board", surf, area, None, t.px(8), max(t.px(16), area.h // 4), framed=True)
        # the pile
        ch = area.h - t.px(12)
        cw = int(ch * RATIO)
        pile = pygame.Rect(area.x + t.px(10), area.y + t.px(6), cw, ch)
        count = obs.pile_count
        if count:
            for k in range(min(3, count) - 1, -1, -1):
                draw_back(surf, pile.move(k * t.px(2), -k * t.px(2)), view.look)
            view.piece(surf, "back:pile", "pile", pile, lambda sf, rr: draw_back(sf, rr, view.look), family="card",
                       feeds="hand:", ghost=True)
        else:
            pygame.draw.rect(surf, th.TABLE, pile, 2, border_radius=t.px(6))
        th.text_column(surf, t, pygame.Rect(pile.right + t.px(12), area.y + t.px(8), t.px(84), area.h - t.px(12)),
                 [(voice.tr("castrum_pile"), 16, True, th.INK), (str(count), 30, True, th.ACCENT)])
        view.tip(pile.union(pygame.Rect(pile.right, area.y, t.px(80), area.h)),
                 lambda: (voice.tr("label_value", voice.tr("castrum_pile"), count), voice.tr("castrum_pile_body")))
        # the die and the event in force
        x = pile.right + t.px(100)
        event = self._event(view, obs.event)
        ds = min(t.px(56), area.h - t.px(24))
        dr = pygame.Rect(x, area.centery - ds // 2, ds, ds)
        die(surf, dr, view.look.icon(f"die_{event.roll}") if event else None)  # the look's picture of that face
        if not event:  # not rolled yet: a question mark, not an empty face
            th.text(surf, t.font(ds / t.s * 0.7, True), "?", th.INK_DARK, dr.center, "center")
        ex = dr.right + t.px(12)
        ew = int(area.w * 0.36)
        if event and event.icon is not None:  # the event's picture beside the die, where its words still fit
            duration = voice.tr("castrum_lasts" if event.timing == "next_round" else "castrum_at_once")
            if t.font(14).size(duration)[0] <= ew - ds - t.px(6):
                ex = icons.draw(surf, event.icon, pygame.Rect(ex - t.px(4), dr.y, ds, ds), th.ACCENT).right + t.px(10)
                ew -= ds + t.px(6)
        words = pygame.Rect(ex, area.y + t.px(6), ew, area.h - t.px(10))
        if event:
            duration = voice.tr("castrum_lasts" if event.timing == "next_round" else "castrum_at_once")
            rules = self._restrictions(view, event)
            th.text_column(surf, t, words, [(voice.text(event.name), 20, True, th.ACCENT), (duration, 14, False, th.INK),
                                      (rules or "", 14, True, th.DANGER)])
            view.tip(pygame.Rect(dr.x, area.y, ex + ew - dr.x, area.h),
                     lambda: (f"{event.roll} · {voice.text(event.name)}", voice.text(event.text) + "\n" + duration))
        else:
            th.text_column(surf, t, words, [(voice.tr("castrum_no_event"), 18, True, th.INK_DIM), (voice.tr("castrum_no_event_body"), 14, False, th.INK_DIM)],
                     gap=t.px(4))
        # the round and the rules level on the right, as wide as their words
        rnd = (voice.tr("castrum_round_of", obs.round, obs.round_limit) if obs.round_limit
               else voice.tr("castrum_round_classic", obs.round))
        ax = ex + ew + t.px(10)
        clock = min(t.px(30), area.h // 2)  # the round's picture (the look's ``round``) left of its words
        round_w = max(t.font(16, True).size(rnd)[0], t.font(14).size(voice.tr({"family": "castrum_family", "expert": "castrum_expert"}[obs.mode]))[0]) + t.px(4)
        round_box = pygame.Rect(max(ax, area.right - t.px(10) - round_w - clock - t.px(6)), area.y + t.px(8), 0,
                                area.h - t.px(12))
        round_box.w = area.right - t.px(10) - round_box.x
        pic, round_words = lay.cut_left(round_box, clock, t.px(6))
        icons.draw(surf, view.look.icon("round", "hourglass"), pygame.Rect(pic.x, pic.y + t.px(2), clock, clock), th.ACCENT)  # the colour of the round count on the seats' side
        th.text_column(surf, t, round_words, [(rnd, 16, True, th.INK), (voice.tr({"family": "castrum_family", "expert": "castrum_expert"}[obs.mode]), 14, False, th.INK_DIM)],
                       gap=t.px(4), align="right")
        # the attack being resolved, between the event and the round: its cards, then who attacks whom
        if obs.in_play:
            head = pygame.Rect(ax, area.y + t.px(3), round_box.x - ax - t.px(8), lay.line_box(t.font(14, True)))
            th.text_in(surf, t, voice.tr("castrum_attack"), head, th.DANGER, 14, True, align="left")
            top = max(area.y + t.px(22), head.bottom + t.px(2))
            ah = area.bottom - t.px(4) - top
            aw = int(ah * RATIO)
            cards_right = ax
            for i, cid in enumerate(obs.in_play):
                r = pygame.Rect(ax + i * (aw + t.px(6)), top, aw, ah)

                def attack(sf, rr, card=self._card(view, cid)) -> None:
                    draw_card(sf, t, rr, card, voice, view.look)
                    pygame.draw.rect(sf, th.DANGER, rr, max(2, t.px(2)), border_radius=t.px(5))
                view.piece(surf, f"card:{cid}", f"attack:{i}", r, attack, family="card")
                view.tip(r, self.card_tip(view, cid), self.card_look(view, cid))
                cards_right = r.right
            d = view.decision
            attacker = obs.active_seat
            if attacker is not None and attacker >= 0:
                who = self._name(view, attacker)
                if d is not None and d.kind == "defend":
                    who = voice.tr("castrum_attacks", who, self._name(view, d.seat))
                space = pygame.Rect(cards_right + t.px(8), top, round_box.x - cards_right - t.px(16), ah)
                th.text_in(surf, t, who, space, th.INK, 14, True, align="left", valign="top")

    def _restrictions(self, view: TableView, event) -> str:
        voice, obs = view.voice, view.obs
        name = voice.text(event.name)
        if obs.no_build:
            return voice.tr("castrum_no_build", name)
        if obs.forbid_place:
            return voice.tr("castrum_no_place", name, ", ".join(self._material_name(view, m) for m in obs.forbid_place))
        if obs.forbid_play:
            return voice.tr("castrum_no_place", name, ", ".join(voice.text(self._card(view, c).name) for c in obs.forbid_play))
        return ""

    # --- a construction site ----------------------------------------------
    def _site(self, surf, area: pygame.Rect, view: TableView, seat: int) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        info = obs.seats[seat]
        mine = seat == view.viewer
        active = obs.active_seat == seat and not obs.over
        view.look.paint("site", surf, area, None, t.px(8), max(t.px(16), area.h // 5), framed=True)
        if active:
            th.highlight(surf, t, area, "current")
        view.target(f"site:{seat}", area)
        # the site's tooltip first: what is drawn on it (a piece, a stack, the Mage) registers its own after, and wins
        units = {m.id: info.resources[m.id] for m in queries.materials(view.match)}

        def content() -> tuple[str, str]:
            mats = ", ".join(f"{self._material_name(view, k)} {v}" for k, v in units.items())
            built = ", ".join(f"{voice.text(p.name)} {voice.tr('castrum_of', info.built[p.id], p.per_player)}"
                              for p in queries.pieces(view.match))
            return voice.tr("castrum_site", info.name), voice.tr("castrum_site_body", mats, built)
        view.tip(area, content)
        colour = view.seat_colour(seat)
        # header: who, points, hand, Mage
        hy = area.y + t.px(14)
        th.draw_shape(surf, view.seat_shape(seat), colour, (area.x + t.px(16), hy), t.px(9))
        name = info.name + (f" ({voice.tr('castrum_you')})" if mine else "")
        nr = th.text(surf, th.fit_text(t.font, name, area.w // 3, 16, True), name, th.INK, (area.x + t.px(30), hy), "midleft")
        pts = th.text(surf, t.font(15, True), voice.tr("n_points", info.score), th.ACCENT, (nr.right + t.px(10), hy), "midleft")
        hx = pts.right + t.px(12)
        if not mine:
            count = info.hand_count
            bh = t.px(20)
            for k in range(count):
                view.piece(surf, f"back:{seat}", f"hand:{k}", pygame.Rect(hx + k * t.px(7), hy - bh // 2, int(bh * RATIO), bh),
                           lambda sf, rr: draw_back(sf, rr, view.look), family="card", seat=seat)
            hr = pygame.Rect(hx, hy - bh // 2, count * t.px(7) + int(bh * RATIO), bh)
            # what is left of the header's line ("2 points" is longer than the "2 pts" it once was)
            room = pygame.Rect(hr.right + t.px(6), hy - bh // 2, max(1, area.right - t.px(8) - hr.right - t.px(6)), bh)
            lab = th.text_in(surf, t, voice.tr("castrum_hand_n", count), room, th.INK_DIM, 13, align="left")
            known = info.known_in_hand
            view.tip(hr.union(lab), lambda k=known, c=count, s=seat: (
                f"{self._name(view, s)} · {voice.tr('castrum_hand_n', c)}",
                voice.tr("castrum_known", ", ".join(voice.text(self._card(view, x).name) for x in k)) if k else voice.tr("castrum_nothing_known")))
        mages = [m for m in obs.mages if m.victim == seat]
        if mages:
            m = mages[0]
            label = voice.tr("castrum_blocked")
            f = t.font(13, True)
            br = pygame.Rect(0, 0, f.size(label)[0] + t.px(14), t.px(20))
            br.midright = (area.right - t.px(8), hy)
            pygame.draw.rect(surf, view.look.colour("blocked"), br, border_radius=t.px(10))
            th.text(surf, f, label, (250, 246, 255), br.center, "center")
            body = voice.tr("castrum_blocked_body", self._name(view, m.attacker), self._name(view, m.attacker))
            view.tip(br, lambda b=body, cid=m.card: (voice.text(self._card(view, cid).name), b))
        body = pygame.Rect(area.x + t.px(8), area.y + t.px(28), area.w - t.px(16), area.h - t.px(34))
        if body.w >= t.px(560):  # wide: the castle on the left, the cards beside it
            castle_w = min(int(body.w * 0.30), t.px(260))
            self._castle(surf, pygame.Rect(body.x, body.y, castle_w, body.h), view, seat, across=False)
            cards = pygame.Rect(body.x + castle_w + t.px(8), body.y, body.right - body.x - castle_w - t.px(8), body.h)
        else:  # narrow: the castle along the top, the cards below
            strip = min(t.px(70), body.h * 2 // 5)
            self._castle(surf, pygame.Rect(body.x, body.y, body.w, strip), view, seat, across=True)
            cards = pygame.Rect(body.x, body.y + strip + t.px(6), body.w, body.h - strip - t.px(6))
        self._site_cards(surf, cards, view, seat)
        if mages:
            th.shade(surf, area, 50, view.look.colour("blocked"))

    def _castle(self, surf, area: pygame.Rect, view: TableView, seat: int, across: bool) -> None:
        """The castle's pieces, each its places and the materials the next one needs: one block per piece,
        stacked (wide sites) or side by side (narrow sites)."""
        t = view.t
        pieces = queries.pieces(view.match)
        # side by side, each piece as wide as its line of material slots asks (a picture and a slot a unit)
        weights = [3 * len(p.needs) + sum(p.needs.values()) for p in pieces]
        x, y = area.x, area.y
        for i, p in enumerate(pieces):
            if across:
                bw = area.w * weights[i] // sum(weights)
                r = pygame.Rect(x, area.y, bw - t.px(4), area.h)
                x += bw
            else:
                bh = area.h // len(pieces)
                r = pygame.Rect(area.x, y, area.w, bh - t.px(4))
                y += bh
            self._piece(surf, r, view, seat, p)

    def _piece(self, surf, r: pygame.Rect, view: TableView, seat: int, p) -> None:
        """One piece of the castle on its plan: its picture and name, its places (built ones filled
        in the owner's colour), and per material its picture and one slot per unit the next one
        needs, filled as the site holds them; the counts in words are the tooltip's."""
        t, voice, obs = view.t, view.voice, view.obs
        info = obs.seats[seat]
        colour = view.seat_colour(seat)
        units = {m.id: info.resources[m.id] for m in queries.materials(view.match)}
        names = {m.id: self._material_name(view, m.id) for m in queries.materials(view.match)}
        pictures = {m.id: m.icon for m in queries.materials(view.match) if m.icon is not None}
        view.look.paint("plan", surf, r, None, t.px(6))
        built = info.built[p.id]
        head = t.font(12, True)
        hx = r.x + t.px(6)
        if p.icon is not None:
            hh = head.get_height()
            hx = icons.draw(surf, p.icon, pygame.Rect(hx, r.y + t.px(3), hh, hh), th.INK).right + t.px(4)
        th.text_in(surf, t, voice.text(p.name), pygame.Rect(hx, r.y + t.px(2), r.right - hx - t.px(4), head.get_height()),
                   th.INK, 12, True, align="left", shorten_to_fit=True)
        # the pieces' places
        ph = max(t.px(10), min(t.px(24), (r.h - t.px(44))))
        pw = ph if p.per_player == 1 else int(ph * 1.1)
        pw = min(pw, (r.w - t.px(12)) // p.per_player - t.px(4))
        x = r.x + t.px(6)
        py = r.y + t.px(20)
        drawn = tower_pawn if p.per_player == 1 else wall_pawn
        for k in range(p.per_player):
            pr = pygame.Rect(x, py, pw, ph)
            if k >= built or not view.piece(surf, f"pawn:{seat}:{p.id}", str(k), pr,
                                            lambda sf, rr: drawn(sf, rr, True, colour), seat=seat):
                drawn(surf, pr, False, colour)  # not built (or on its way): the empty place
            x += pw + t.px(4)
        # the materials the next one needs: a slot per unit, filled as the site holds them
        done = built >= p.per_player
        mats = list(p.needs.items())
        top = py + ph + t.px(5)
        room = pygame.Rect(r.x + t.px(6), top, r.w - t.px(12), max(1, r.bottom - t.px(3) - top))
        bw = (room.w - t.px(6) * (len(mats) - 1)) // max(1, len(mats))
        # one line, the pictures shrunk where a narrow plan leaves the slots too little room
        ih = max(t.px(7), min(t.px(16), room.h, *(bw - t.px(3) - need * t.px(4) for _, need in mats)))
        for j, (mid, need) in enumerate(mats):
            line = pygame.Rect(room.x + j * (bw + t.px(6)), room.y, bw, ih)
            tint = view.look.palette.get(mid, th.INK_DIM)
            sx = line.x
            if mid in pictures:
                sx = icons.draw(surf, pictures[mid], pygame.Rect(line.x, line.y, ih, ih), tint).right + t.px(3)
            step = min(ih, max(2, (line.right - sx) // need))
            have = 0 if done else min(units.get(mid, 0), need)
            for k in range(need):
                slot = pygame.Rect(0, 0, max(1, step - max(1, step // 4)), max(ih - ih // 3, t.px(8)))
                slot.midleft = (sx + k * step, line.centery)
                # an empty slot is a dark hollow, so that even a thin one reads apart from a filled one
                pygame.draw.rect(surf, tint if k < have else (40, 34, 28), slot, border_radius=t.px(2))
                if k >= have:
                    pygame.draw.rect(surf, (112, 120, 114), slot, 1, border_radius=t.px(2))
        view.target(f"castle:{seat}:{p.id}", r)

        def content() -> tuple[str, str]:
            if done:
                body = voice.tr("castrum_all_built")
            else:
                body = "\n".join(voice.tr("castrum_material_have", names[m], min(units.get(m, 0), n), n) for m, n in mats)
            return voice.tr("castrum_piece_built", voice.text(p.name), built, p.per_player), body
        view.tip(r, content)

    def _site_cards(self, surf, area: pygame.Rect, view: TableView, seat: int) -> None:
        """The site's cards grouped by material, each kind a stack (x2 cards their own marked stack)."""
        t, voice, obs = view.t, view.voice, view.obs
        site = obs.seats[seat].site
        counts: dict[str, int] = {}
        for cid in site:
            counts[cid] = counts.get(cid, 0) + 1
        groups: list[tuple[str, list[str]]] = []
        for m in queries.materials(view.match):
            groups.append((m.id, queries.material_cards(view.match, m.id)))
        extra = [cid for cid in counts if self._card(view, cid).family != "material"]
        if extra:
            groups.append(("", extra))
        gw = area.w // len(groups)
        for gi, (mid, kinds) in enumerate(groups):
            g = pygame.Rect(area.x + gi * gw, area.y, gw - t.px(6), area.h)
            if mid:
                units = obs.seats[seat].resources[mid]
                head = f"{self._material_name(view, mid).split(' (')[0]} · {units}"
                pygame.draw.rect(surf, view.look.palette.get(mid, (120, 120, 120)),
                                 (g.x, g.y, g.w, t.px(4)), border_radius=t.px(2))
                th.text_in(surf, t, head, pygame.Rect(g.x, g.y + t.px(6), g.w, t.px(18)), th.INK, 13, True, align="left",
                           shorten_to_fit=True)  # the site's tooltip counts every material
            stack_area = pygame.Rect(g.x, g.y + t.px(24), g.w, g.h - t.px(24))
            present = [k for k in kinds if counts.get(k)]
            if not present:
                continue
            sw = stack_area.w // len(present) if len(present) > 1 else stack_area.w
            for si, cid in enumerate(present):
                self._stack(surf, pygame.Rect(stack_area.x + si * sw, stack_area.y, sw - t.px(4), stack_area.h),
                            view, seat, cid, counts[cid])

    def _stack(self, surf, area: pygame.Rect, view: TableView, seat: int, cid: str, count: int) -> None:
        t, voice = view.t, view.voice
        card = self._card(view, cid)
        room = area.w - t.px(14)  # the count badge sticks out on the right
        ch = area.h - t.px(6)
        cw = int(ch * RATIO)
        shown = min(count, 5)
        if cw + (shown - 1) * t.px(3) > room:
            cw = max(t.px(16), room - (shown - 1) * t.px(3))
            ch = min(ch, int(cw / RATIO))
        off = max(t.px(2), min(t.px(10), (room - cw) // max(1, shown - 1))) if shown > 1 else 0
        r = pygame.Rect(area.x, area.y, cw, ch)
        for k in range(shown):  # only the top card's name: the others show an edge
            view.piece(surf, f"card:{cid}", f"site:{seat}:{k}", r.move(k * off, 0),
                       lambda sf, rr, top=k == shown - 1: draw_card(sf, t, rr, card, voice, view.look, named=top),
                       family="card", seat=seat, ref=cid)
        whole = pygame.Rect(area.x, area.y, cw + (shown - 1) * off, ch)
        if count > 1:
            f = t.font(15, True)
            badge = pygame.Rect(0, 0, f.size(str(count))[0] + t.px(12), t.px(20))
            badge.midright = (whole.right + t.px(4), whole.centery)  # clear of the name band and the ×2 mark
            pygame.draw.rect(surf, (30, 30, 36), badge, border_radius=t.px(10))
            th.text(surf, f, str(count), th.ACCENT, badge.center, "center")
        view.target(f"site:{seat}:card:{cid}", whole)
        view.tip(whole, lambda: (f"{voice.text(card.name)} × {count}", voice.text(card.text)), self.card_look(view, cid))

    # --- the hand ---------------------------------------------------------
    def _hand(self, surf, area: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        info = obs.seats[view.viewer]
        hand = info.hand if info.hand is not None else ()
        head = t.font(15, True)
        th.text(surf, head, voice.tr("castrum_your_hand") + f" · {info.name}", th.INK, (area.x + t.px(4), area.y))
        ch = area.h - max(t.px(20), head.get_height() + t.px(2))  # under the title at any text size
        gap = t.px(14)
        # as wide as the row allows, up to a square card: the room for its text
        cw = max(int(ch * RATIO), min(ch, (area.w - gap * (len(hand) - 1)) // max(1, len(hand))))
        x = area.x + (area.w - (len(hand) * (cw + gap) - gap)) // 2
        d = view.decision
        judge = d is not None and d.seat == view.viewer and d.kind in ("turn", "defend")
        playable = {a.args[0] for a in d.options if a.kind in ("play", "defend") and a.args} if judge else set()
        for i, cid in enumerate(hand):
            r = pygame.Rect(x, area.bottom - ch, cw, ch)
            view.piece(surf, f"card:{cid}", f"hand:{i}", r,
                       lambda sf, rr, card=self._card(view, cid), dim=judge and cid not in playable:
                       draw_card(sf, t, rr, card, voice, view.look, text=True, dim=dim), family="card")
            view.target(f"hand:{cid}", r)
            # a card clicked to discard it still says why it cannot be played (an idle one: the scene says)
            why = (lambda c=cid: view.say(queries.why_not_play(view.match, view.viewer, c))) if f"hand:{cid}" in view.active else None
            view.tip(r, self.card_tip(view, cid, why) if why else self.card_tip(view, cid), self.card_look(view, cid))
            x += cw + gap
