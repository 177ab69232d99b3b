"""Settings: window or fullscreen, UI scale (1.0 / 1.25 / 1.5), animation speed, confirmation prompts, the
colour-blind palette. Saved through game.persist when it is there."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from ... import words as W
from .. import bridge
from ...shell.keys import KeyNav
from .menu_scene import MenuScene

UI_SCALES = ("1.0", "1.25", "1.5")


def scale_choices(current) -> tuple[list[str], str]:
    """The UI scales offered (1.0, 1.25, 1.5, plus the stored one when it is another) and the
    one to show as chosen."""
    cur = f"{float(current):g}"
    cur = cur if "." in cur else cur + ".0"
    return list(UI_SCALES) + ([cur] if cur not in UI_SCALES else []), cur


class SettingsScreen(MenuScene):
    """Change and save the settings; back to the menu (or to the table it came from)."""

    def __init__(self, app, back_to_table: bool = False):
        super().__init__(app)
        self.back_to_table = back_to_table
        self.values = dict(app.settings)

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        v = self.values
        x0, y = self.app.size[0] // 2 - s(380), s(90)
        self.elements = [UILabel(pygame.Rect(x0, y, s(760), s(60)), W._("Settings"), m, object_id="#heading")]
        y += s(80)
        scales, scale = scale_choices(v.get("ui_scale", 1.0))
        on, off = W._("On"), W._("Off")
        self.words = {W._("Window"): "Window", W._("Fullscreen"): "Fullscreen", on: "On", off: "Off",
                      **{W._(sp): sp for sp in bridge.SPEEDS}, **{name: code for code, name in self.languages()}}
        lang = v.get("language", "system")
        rows = ((W._("Display"), [W._("Window"), W._("Fullscreen")], W._("Fullscreen") if v.get("fullscreen") else W._("Window"),
                 "display"),
                (W._("Language"), [name for _code, name in self.languages()],
                 dict(self.languages()).get(lang, self.languages()[0][1]), "language"),
                (W._("UI scale"), scales, scale, "ui_scale"),
                (W._("Animation speed"), [W._(sp) for sp in bridge.SPEEDS], W._(v.get("anim_speed", "normal")), "anim_speed"),
                (W._("Confirmation prompts"), [on, off], on if v.get("confirm") else off, "confirm"),
                (W._("Colour-blind palette"), [off, on], on if v.get("colourblind") else off, "colourblind"))
        self.menus = {}
        from ..layout import largest_scale
        most = largest_scale(self.app.size)
        for label, opts, cur, key in rows:
            if key == "ui_scale" and most < max(float(o) for o in opts) - 0.01:
                # larger scales would take the island's and the choices' room: they stop there
                label = W._("UI scale (up to {most} here)").format(most=f"{most:.2f}")
            self.elements.append(UILabel(pygame.Rect(x0, y, s(320), s(40)), label, m))
            self.menus[key] = UIDropDownMenu(opts, cur, pygame.Rect(x0 + s(340), y, s(300), s(40)), m)
            y += s(60)
        y += s(30)
        self.save = UIButton(pygame.Rect(x0 + s(440), y, s(320), s(60)), W._("Save"), m, object_id="#menu_button")
        self.cancel = UIButton(pygame.Rect(x0, y, s(200), s(60)), W._("Cancel"), m)
        self.keys = KeyNav(self, [self.save, self.cancel], back=self._back, menus=lambda: list(self.menus.values()))
        self.panel_rect = pygame.Rect(x0 - s(30), s(70), s(820), y + s(120) - s(70))
        if not bridge.available()["settings"]:
            self.elements.append(UILabel(pygame.Rect(x0, y + s(70), s(760), s(36)),
                                         W._("(settings apply to this session only: saving is not available)"), m))

    @staticmethod
    def languages() -> list[tuple[str, str]]:
        """(code, name) of every language offered: the system's first, each in its own words."""
        return [("system", W._("System ({language})").format(language=W.LANGUAGES[W.system_language()]))] + \
            list(W.LANGUAGES.items())

    def leave(self) -> None:
        for e in self.elements + list(self.menus.values()) + [self.save, self.cancel]:
            e.kill()

    def draw(self, screen) -> None:
        if self.back_to_table:
            screen.fill((20, 26, 23))
            self.draw_panel(screen)     # framed like the menus' Settings, not a bare panel
        else:
            super().draw(screen)

    def collect(self) -> dict:
        """The settings as chosen on screen."""
        sel = {k: (d.selected_option[0] if isinstance(d.selected_option, tuple) else d.selected_option)
               for k, d in self.menus.items()}
        sel = {k: self.words.get(v, v) for k, v in sel.items()}
        out = dict(self.values)
        out.update(fullscreen=sel["display"] == "Fullscreen", anim_speed=sel["anim_speed"], confirm=sel["confirm"] == "On",
                   colourblind=sel["colourblind"] == "On", ui_scale=float(sel["ui_scale"]), language=sel["language"])
        return out

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Enter saves; Esc cancels
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED and ev.ui_element in (self.save, self.cancel):
            new = self.collect() if ev.ui_element is self.save else None
            self._back()
            if new is not None:
                self.app.apply_settings(new)
            return True
        return False

    def _back(self) -> None:
        if self.back_to_table:
            self.app.pop()
        else:
            self.app.open_main_menu()
