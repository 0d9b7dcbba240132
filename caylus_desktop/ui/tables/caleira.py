"""The Castles of Caleira's table: a gallery per seat, the hand, deck, discard and reveal queue.

The seat at the screen sits at the bottom with its hand; the others' galleries
are above, in turn order. Targets registered here: ``hand:<card>``,
``gallery:<seat>:<position>``, ``gallery:<seat>:left|right`` (the ends where a
card may be placed), ``deck:<card>`` and ``seat:<seat>`` in the dialogs.
"""
from __future__ import annotations

import pygame

from caylus_desktop.games.caleira import queries
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.tables import TableRenderer, TableView
from caylus_desktop.ui.tables.caleira_cards import draw_back, draw_face, draw_moat_guard, draw_peek_mark, name_width
from caylus_desktop.ui.widgets.zoom import CardLook

RATIO = 0.70  # card width / height
HAND_RATIO = 0.9  # a card in hand, where it has room: its whole text on its face
GALLERY_ROOM = 6  # cards a gallery's row keeps room for side by side before its cards narrow


class Renderer(TableRenderer):
    dialog_kinds = frozenset({"swap_name", "swap_give", "swap_take", "reorder_top"})

    # --- words ------------------------------------------------------------
    @staticmethod
    def _card(view: TableView, cid: str):
        return queries.card(view.match, cid)

    def card_tip(self, view: TableView, cid: str, face_down: bool = False, guarded: bool = False):
        c = self._card(view, cid)
        voice = view.voice

        def content() -> tuple[str, str]:
            title = f"{voice.text(c.name)} · {voice.tr('n_points', c.points)}"
            body = voice.text(c.text)
            if face_down:
                body += "\n(" + voice.tr("peek_mark") + ": " + voice.tr("n_points", 1) + ")"
            if guarded:
                body += "\n" + voice.tr("protected").capitalize()
            return title, body
        return content

    def card_look(self, view: TableView, cid: str) -> CardLook:
        """A face this seat knows, as it opens large (its picture on parchment)."""
        return CardLook(self._card(view, cid).icon, view.look.colour("band"))

    def ref_tip(self, view: TableView, ref: str):
        try:
            self._card(view, ref)
        except (KeyError, ValueError):
            return None
        return self.card_tip(view, ref)

    def item_name(self, match, item: str, voice: Speech) -> str:
        if item == "face_down":
            return voice.tr("face_down")
        try:
            return voice.text(queries.card(match, item).name)
        except KeyError:
            return item

    # --- the table --------------------------------------------------------
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        view.look.paint("table", surf, rect)  # the rules file's look: its palette, materials and pictures
        obs = view.obs
        n = len(obs.seats)
        me = view.viewer
        others = [(me + k) % n for k in range(1, n)]
        pad = t.px(10)
        H = rect.h - 2 * pad
        # the hand is read (its cards carry their whole text), the galleries are looked at: the hand
        # takes the larger share, so that its words need no cutting
        hand_h = int(H * 0.31)
        mine_h = int(H * (0.19 if n > 2 else 0.21))
        mid_h = int(H * (0.12 if n > 2 else 0.14))
        rest = H - hand_h - mine_h - mid_h - 3 * pad
        other_h = min(int(H * 0.24), (rest - pad * (len(others) - 1)) // max(1, len(others)))
        # what the others' rows leave (two players: one row) goes to the two galleries, not to bare cloth
        spare = rest - len(others) * other_h - pad * (len(others) - 1)
        other_h += spare // 2
        mine_h += spare - spare // 2
        rest -= spare - spare // 2
        y = rect.y + pad
        x, w = rect.x + pad, rect.w - 2 * pad
        for s in others:
            self._gallery(surf, pygame.Rect(x, y, w, other_h), view, s)
            y += other_h + pad
        y = rect.y + pad + rest + pad
        self._middle(surf, pygame.Rect(x, y, w, mid_h), view)
        y += mid_h + pad
        self._gallery(surf, pygame.Rect(x, y, w, mine_h), view, me)
        view.own_area(pygame.Rect(x, y, w, mine_h))
        y += mine_h + pad
        self._hand(surf, pygame.Rect(x, y, w, hand_h), view)
        view.own_area(pygame.Rect(x, y, w, hand_h), hand=True)

    def landed(self, target: str, view: TableView) -> str:
        """A card played at an end of a gallery now lies first or last in it."""
        parts = target.split(":")
        if parts[0] == "gallery" and len(parts) == 3 and parts[2] in ("left", "right"):
            seat = int(parts[1])
            pieces = view.obs.seats[seat].gallery
            if pieces:
                return f"gallery:{seat}:{0 if parts[2] == 'left' else len(pieces) - 1}"
        return target

    def _gallery(self, surf: pygame.Surface, row: pygame.Rect, view: TableView, seat: int) -> None:
        t, voice = view.t, view.voice
        info = view.obs.seats[seat]
        mine = seat == view.viewer
        active = view.obs.active_seat == seat and not view.obs.over
        view.look.paint("gallery", surf, row, None, t.px(8), max(t.px(16), row.h // 4), framed=True)
        if active:
            th.highlight(surf, t, row, "current")
        head = pygame.Rect(row.x, row.y, t.px(150), row.h)
        cy = row.y + t.px(22)
        th.draw_shape(surf, view.seat_shape(seat), view.seat_colour(seat), (head.x + t.px(20), cy), t.px(11))
        name = info.name + (f" ({voice.tr('you')})" if mine else "")
        words = pygame.Rect(head.x + t.px(38), cy - t.font(17, True).get_height() // 2, head.w - t.px(40), row.bottom - cy)
        below = th.text_column(surf, t, words, [(name, 17, True, th.INK), (voice.tr('n_points', info.score), 15, False, th.ACCENT)])
        hand_y = max(cy + t.px(36), below + t.px(2))  # under the name and the points, at any text size
        if info.out:
            th.text_column(surf, t, pygame.Rect(head.x + t.px(12), hand_y, head.w - t.px(14), row.bottom - hand_y),
                           [(voice.tr("knocked_out"), 14, True, th.DANGER)])
        elif not mine:  # the hand of another seat: backs, and any card this seat knows in it
            count = info.hand_count
            bh = min(t.px(34), row.bottom - hand_y - t.px(4))
            if bh > t.px(12):
                for k in range(count):
                    br = pygame.Rect(head.x + t.px(14) + k * t.px(14), hand_y, int(bh * RATIO), bh)
                    view.piece(surf, f"back:{seat}", f"hand:{k}", br, lambda sf, rr: draw_back(sf, rr, view.look), family="card",
                               seat=seat)
                label = voice.tr("hand_count", count)
                th.text(surf, t.font(13), label, th.INK_DIM, (head.x + t.px(20) + count * t.px(14) + int(bh * RATIO), hand_y + bh // 2), "midleft")
                hand_rect = pygame.Rect(head.x + t.px(10), hand_y - t.px(6), head.w - t.px(12), bh + t.px(8))
                known = info.known_in_hand
                view.tip(hand_rect, lambda n=info.name, c=count, k=known: (
                    f"{n} · {voice.tr('hand_count', c)}",
                    ", ".join(voice.text(self._card(view, cid).name) for cid in k)))
        # the pieces
        area = pygame.Rect(head.right + t.px(6), row.y + t.px(6), row.right - head.right - t.px(12), row.h - t.px(16))
        card_h = area.h
        pieces = info.gallery
        gap = t.px(8)
        slot_w = max(t.px(22), int(card_h * RATIO) // 2)
        avail = area.w - 2 * (slot_w + gap)
        # a gallery holds few cards: where its row has room for GALLERY_ROOM of them, its cards grow wider
        # (to a hand card's shape, or to its longest name in a low row) so that their names are read on
        # them, not only in their tooltips
        share = (avail + gap) // max(GALLERY_ROOM, len(pieces)) - gap
        names = [name_width(t, card_h, view.voice.text(self._card(view, p.card).name)) for p in pieces if p.card is not None]
        card_w = max(int(card_h * RATIO), min(share, max([int(card_h * HAND_RATIO)] + names)))
        if pieces and len(pieces) * (card_w + gap) - gap > avail:  # smaller cards side by side before they overlap
            card_w = max(t.px(48), (avail + gap) // len(pieces) - gap)
            card_h = min(card_h, int(card_w / RATIO))
        step = min(card_w + gap, avail // max(1, len(pieces))) if pieces else card_w
        width = step * (len(pieces) - 1) + card_w if pieces else 0
        left = area.x + slot_w + gap + max(0, (avail - width) // 2)
        self._end_slot(surf, pygame.Rect(left - slot_w - gap, area.y, slot_w, card_h), view, f"gallery:{seat}:left", "<")
        for i, p in enumerate(pieces):
            r = pygame.Rect(left + i * step, area.y, card_w, card_h)
            cid = p.card
            # a card moves as this seat sees it: a face, a face it peeked at, or a back
            kind = f"card:{cid}" if p.face_up else (f"peek:{cid}" if cid is not None else f"back:{seat}")
            view.piece(surf, kind, f"gallery:{seat}:{i}", r, self._look(view, cid, p.face_up, p.protected),
                       family="card", seat=seat, ref=cid if p.face_up else None)
            # where cards overlap, only the visible strip belongs to this card
            hit = r if i == len(pieces) - 1 else pygame.Rect(r.x, r.y, min(step, card_w), card_h)
            view.target(f"gallery:{seat}:{i}", hit)
            r = hit
            if cid is not None:
                view.tip(r, self.card_tip(view, cid, not p.face_up, p.protected), self.card_look(view, cid))
            else:
                view.tip(r, lambda g=p.protected: (voice.tr("peek_mark").capitalize(),
                                                        voice.tr("n_points", 1) + ("\n" + voice.tr("protected").capitalize() if g else "")))
        if not pieces:
            # an empty gallery: the faint outline of the place its first card will take, as printed on a
            # player board (a dash there read as something missing)
            place = pygame.Rect(left, area.y, card_w, card_h)
            pygame.draw.rect(surf, (150, 122, 92), place, max(1, t.px(1)), border_radius=max(3, card_w // 12))
        right = left + width + gap if pieces else left
        if pieces:
            self._end_slot(surf, pygame.Rect(right, area.y, slot_w, card_h), view, f"gallery:{seat}:right", ">")

    def _look(self, view: TableView, cid: str | None, face_up: bool, protected: bool):
        """How a gallery piece is drawn, wherever it is: ``look(surf, rect)``."""
        t = view.t
        c = self._card(view, cid) if cid is not None else None

        def look(surf: pygame.Surface, r: pygame.Rect) -> None:
            if face_up:  # its text too, where the card has grown large enough to hold it whole
                draw_face(surf, t, r, view.look, c.icon, view.voice.text(c.name), c.points, view.voice.text(c.text))
            elif c is not None:  # face down, but this seat knows it
                draw_face(surf, t, r, view.look, c.icon, view.voice.text(c.name), c.points, dim=True)
                draw_peek_mark(surf, r)
            else:
                draw_back(surf, r, view.look)
            if protected:
                draw_moat_guard(surf, r, view.look.colour("water"))
        return look

    def _end_slot(self, surf, r: pygame.Rect, view: TableView, target: str, arrow: str) -> None:
        view.target(target, r)
        if target in view.active:  # where the played card may go
            pygame.draw.rect(surf, (60, 96, 80), r, border_radius=view.t.px(6))
            th.text(surf, view.t.font(22, True), arrow, th.TARGET, r.center, "center")

    def _middle(self, surf: pygame.Surface, row: pygame.Rect, view: TableView) -> None:
        t, voice, obs = view.t, view.voice, view.obs
        ch = row.h - t.px(4)
        cw = int(ch * RATIO)
        x = row.x + t.px(8)
        # the deck
        deck = pygame.Rect(x, row.y, cw, ch)
        if obs.deck_count:
            for k in range(min(3, obs.deck_count) - 1, -1, -1):
                draw_back(surf, deck.move(k * t.px(3), -k * t.px(3)), view.look)
            # cards drawn come from here (as backs, or as the face the drawer now sees)
            view.piece(surf, "back:deck", "deck", deck, lambda sf, rr: draw_back(sf, rr, view.look), family="card", feeds="hand:",
                       ghost=True)
        else:
            pygame.draw.rect(surf, th.TABLE_DARK, deck, 2, border_radius=t.px(6))
        label_x = deck.right + t.px(14)
        known_top = [c for c in obs.deck[:3]]
        names = ", ".join(voice.text(self._card(view, c).name) if c else "?" for c in known_top) if any(known_top) else ""
        removed = f"+{obs.removed_count} {voice.tr('removed')}" if obs.removed_count else ""
        words = pygame.Rect(label_x, row.y + t.px(6), t.px(112), row.h - t.px(6))
        y = th.text_column(surf, t, words, [(voice.tr("deck"), 18, True, th.INK)])
        count_row, rest = lay.cut_top(pygame.Rect(words.x, y, words.w, words.bottom - y), t.font(26, True).get_height())
        number = th.text_in(surf, t, str(obs.deck_count), count_row, th.ACCENT, 26, True, align="left")
        if removed:  # beside the count: the row under it is short at large text sizes
            th.text_in(surf, t, removed, pygame.Rect(number.right + t.px(8), count_row.y, count_row.right - number.right - t.px(8),
                                                     count_row.h), th.INK_DIM, 13, align="left")
        f, lines = th.fit_or_wrap(t, names, rest, 12)
        if names and (len(lines) - 1) * f.get_linesize() + th.ink_extent(f, names)[1] <= rest.h:  # else: in the tooltip
            th.text_in(surf, t, names, rest, th.INK_DIM, 12, align="left", valign="top")
        view.tip(deck, lambda: (voice.tr("deck"), f"{obs.deck_count}" + (f"\n{names}" if names else "")))
        # the discard: the top card face up, the rest in the tooltip
        x = label_x + t.px(120)
        disc = pygame.Rect(x, row.y, cw, ch)
        if obs.discard:
            top = obs.discard[-1]
            view.piece(surf, f"card:{top}", "discard", disc, self._look(view, top, True, False), family="card")
        else:
            pygame.draw.rect(surf, th.TABLE_DARK, disc, 2, border_radius=t.px(6))
        th.text_column(surf, t, pygame.Rect(disc.right + t.px(14), row.y + t.px(6), t.px(110), row.h - t.px(6)),
                 [(voice.tr("discard_pile"), 18, True, th.INK), (str(len(obs.discard)), 26, True, th.ACCENT)])
        view.tip(disc, lambda: (voice.tr("discard_pile"), ", ".join(voice.text(self._card(view, c).name) for c in obs.discard) or "-"))
        # the reveal queue, in the order it resolves
        qx = disc.right + t.px(130)
        queue = obs.queue
        qr = pygame.Rect(qx, row.y, row.right - qx - t.px(8), row.h)
        if queue:
            view.look.paint("queue", surf, qr, None, t.px(8), max(t.px(16), qr.h // 4), framed=True)
            pygame.draw.rect(surf, th.ACCENT, qr, 2, border_radius=t.px(8))
            th.text(surf, t.font(15, True), voice.tr("queue"), th.ACCENT, (qr.x + t.px(10), qr.y + t.px(6)))
            qh = qr.h - t.px(30)
            qw = int(qh * RATIO)
            for i, q in enumerate(queue):
                r = pygame.Rect(qr.x + t.px(10) + i * (qw + t.px(26)), qr.y + t.px(26), qw, qh - t.px(4))
                if r.right > qr.right:
                    break
                c = self._card(view, q.card)
                draw_face(surf, t, r, view.look, c.icon, voice.text(c.name), c.points)
                th.draw_shape(surf, view.seat_shape(q.seat), view.seat_colour(q.seat), (r.right + t.px(12), r.centery), t.px(8))
                view.tip(r, self.card_tip(view, q.card), self.card_look(view, q.card))

    def _hand(self, surf: pygame.Surface, row: pygame.Rect, view: TableView) -> None:
        t, voice = view.t, view.voice
        info = view.obs.seats[view.viewer]
        hand = info.hand if info.hand is not None else ()
        head = t.font(16, True)
        th.text(surf, head, voice.tr("your_hand") + f" · {info.name}", th.INK, (row.x + t.px(6), row.y))
        ch = row.h - max(t.px(22), head.get_height() + t.px(2))  # under the title at any text size
        gap = t.px(14)
        # the hand's cards are read, not laid out: wider than a gallery's where the row has room
        cw = max(int(ch * RATIO), min(int(ch * HAND_RATIO), (row.w - gap * len(hand)) // max(1, len(hand))))
        x = row.x + (row.w - (len(hand) * (cw + gap) - gap)) // 2
        for i, cid in enumerate(hand):
            r = pygame.Rect(x, row.bottom - ch, cw, ch)
            c = self._card(view, cid)
            view.piece(surf, f"card:{cid}", f"hand:{i}", r,
                       lambda sf, rr, cid=cid, c=c: draw_face(sf, t, rr, view.look, c.icon, voice.text(c.name),
                                                              c.points, voice.text(c.text)),
                       family="card")
            view.target(f"hand:{cid}", r)
            view.tip(r, self.card_tip(view, cid), self.card_look(view, cid))
            x += cw + gap

    # --- dialogs: the Marketplace swap and the Wizard Tower reorder -------------------
    def draw_dialog(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t, voice, d = view.t, view.voice, view.decision
        box = rect.inflate(-rect.w // 6, -rect.h // 3)
        th.shade(surf, rect, 140)
        th.panel(surf, box, th.PANEL, t.px(12), th.ACCENT)
        title = voice.tr("reorder_title" if d.kind == "reorder_top" else "swap_title")
        said = th.text_in(surf, t, title, pygame.Rect(box.x + t.px(20), box.y + t.px(14), box.w - t.px(40),
                                                      2 * lay.line_box(t.font(24, True))), th.ACCENT, 24, True, valign="top")
        fp = t.font(17)
        y = max(box.y + t.px(52), said.bottom + t.px(8))
        for line in th.wrap(fp, view.say(d.prompt), box.w - t.px(40)):
            th.text(surf, fp, line, th.INK, (box.centerx, y), "midtop")
            y += fp.get_linesize()
        body = pygame.Rect(box.x + t.px(20), y + t.px(10), box.w - t.px(40), box.bottom - y - t.px(30))
        targets = [a.target for a in d.options if a.target]
        if d.kind == "swap_name":
            bw = min(t.px(220), (body.w - t.px(20) * (len(targets) - 1)) // max(1, len(targets)))
            x = body.centerx - (len(targets) * (bw + t.px(20)) - t.px(20)) // 2
            for target in targets:
                seat = int(target.split(":")[1])
                r = pygame.Rect(x, body.centery - t.px(50), bw, t.px(100))
                th.panel(surf, r, th.PANEL_LIGHT, t.px(10), view.seat_colour(seat))
                th.draw_shape(surf, view.seat_shape(seat), view.seat_colour(seat), (r.centerx, r.y + t.px(32)), t.px(16))
                name = view.obs.seats[seat].name
                th.text(surf, th.fit_text(t.font, name, r.w - t.px(10), 20, True), name, th.INK, (r.centerx, r.y + t.px(70)), "center")
                view.target(target, r)
                x += bw + t.px(20)
            return
        cards = [target.split(":", 1)[1] for target in targets]
        if d.kind == "reorder_top":
            top = [c for c in view.obs.deck[:3] if c]

            if top:
                line = voice.tr("caleira_deck_top", ", ".join(voice.text(self._card(view, c).name) for c in top))
                th.text(surf, t.font(14), line, th.INK_DIM, (box.centerx, box.bottom - t.px(22)), "center")
        ch = min(body.h, t.px(230))
        cw = int(ch * RATIO)
        gap = t.px(24)
        x = body.centerx - (len(cards) * (cw + gap) - gap) // 2
        for target, cid in zip(targets, cards):
            r = pygame.Rect(x, body.y + (body.h - ch) // 2, cw, ch)
            c = self._card(view, cid)
            draw_face(surf, t, r, view.look, c.icon, voice.text(c.name), c.points, voice.text(c.text))
            view.target(target, r)
            view.tip(r, self.card_tip(view, cid), self.card_look(view, cid))
            x += cw + gap
