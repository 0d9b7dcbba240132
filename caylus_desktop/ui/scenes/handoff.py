"""Between two people: a screen that covers the table until the next player is ready.

It is opaque, so nothing of the table (hands, known face-down cards) is drawn below it. The game
scene asks for it only before a decision that cannot be shown without the next person's hand
(see GameScene.needs_handoff); other decisions take the screen with the hand hidden.
"""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app: App, game, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat

    def ready(self) -> None:
        self.game.take_screen(self.seat, True)  # the person called asked for the screen: their hand shows
        if self.app.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            self.game.handoff_to = None
            self.game.to_menu()

    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.theme
        surf.fill((24, 28, 36))
        cx, cy = surf.get_width() // 2, surf.get_height() // 2
        colour = self.game.seat_colour(self.seat)
        th.draw_shape(surf, self.game.seat_shape(self.seat), colour, (cx, cy - t.px(110)), t.px(40))
        name = self.game.match.seats[self.seat].name
        width = surf.get_width() - t.px(80)
        said = th.text_in(surf, t, self.app.tr("pass_to", name), pygame.Rect(t.px(40), cy - t.px(50), width, t.px(100)),
                          th.INK, 40, True)
        th.text_in(surf, t, self.app.tr("hidden"), pygame.Rect(t.px(40), said.bottom + t.px(12), width, t.px(60)),
                   th.INK_DIM, 20, valign="top")
