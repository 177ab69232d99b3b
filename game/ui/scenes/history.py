"""The history of finished games (game.persist.history), from the main menu and the end screen:
every game with its date, spirits, adversaries and levels, scenario, island, result and cause,
score and turns, filtered by spirit and by adversary and sorted by date, score or turns; beside
it the best score of each combination of spirits and adversaries. A damaged history file is
said so in one paragraph above the list (the games it still holds are shown; the file is left
as it is)."""
from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox

from ... import words as W
from .. import bridge
from ...shell.keys import KeyNav
from .menu_scene import MenuScene

ANY_SPIRIT, ANY_ADVERSARY, NO_ADVERSARY = "Any spirit", "Any adversary", "No adversary"
ORDERS = {"date": "Newest first", "score": "Best score first", "turns": "Fewest turns first"}   # code: words
# A game's two lines in the list and its line among the best scores (whole entries).
LINES = {
    "victory": "<b>{score}</b> · Victory ({cause}) · {turns} turns · {date}",
    "victory_bare": "<b>{score}</b> · Victory · {turns} turns · {date}",
    "defeat": "<b>{score}</b> · Defeat ({cause}) · {turns} turns · {date}",
    "defeat_bare": "<b>{score}</b> · Defeat · {turns} turns · {date}",
    "against": "{spirits} against {adversaries}{more}",
    "best": "<b>{score}</b> · {spirits} against {adversaries} ({date})",
    "no_adversary": "no adversary",
    "adversaries": "{first} and {second}",
    "adversary_level": "{name} {level}",
    "scenario": "scenario {name}",
    "expansion": "expansion",
    "unavailable": "the history is not available in this build",
    "empty": "Finish a game and it is kept here, with its score.",
    "none_chosen": "No game played with these choices.",
    "no_game": "No finished game yet",
}
# chosen by the number shown (English says "games" either way; French "1 partie sur 5", "3 parties sur 5")
COUNT = W.plural(("{shown} of {n} games", "{shown} of {n} games"))


def _names() -> tuple[dict, dict, dict, dict]:
    """Names by id of the spirits, adversaries, scenarios and layouts this game knows."""
    from .. import choices
    from ...content import catalog
    spirits = {sp.id: W.tr(sp.name) for sp in catalog.SPIRITS.items.values()}
    return (spirits, {c.id: c.name for c in choices.adversaries()}, {c.id: c.name for c in choices.scenarios()},
            {c.id: c.name for c in choices.choices("layout")})


class HistoryScreen(MenuScene):
    """The finished games, filtered and sorted, and the best score per combination."""

    LIST_W, BEST_W, GAP = 820, 480, 40

    def enter(self) -> None:
        from ...persist.history import History
        m, s = self.app.manager, self.s
        found = bridge.load_history()
        self.history = found if found is not None else History(problems=[W._(LINES["unavailable"])])
        self.spirit_names, self.adv_names, self.scenario_names, self.layout_names = _names()
        games = self.history.games
        width = s(self.LIST_W + self.GAP + self.BEST_W)
        x0 = self.app.size[0] // 2 - width // 2
        bx = x0 + s(self.LIST_W + self.GAP)
        self.elements = [UILabel(pygame.Rect(x0, s(40), width, s(56)), W._("History of finished games"), m,
                                 object_id="#heading")]
        y = s(110)
        spirits = sorted({sid for g in games for sid in g["spirits"]}, key=self._spirit)
        advs = sorted({a[0] for g in games for a in _advs(g)}, key=self._adversary)
        self.spirit_ids = {self._spirit(i): i for i in spirits}
        self.adv_ids = {self._adversary(i): i for i in advs}
        self.orders = {W._(words): code for code, words in ORDERS.items()}
        self.spirit_dd = UIDropDownMenu([W._(ANY_SPIRIT)] + list(self.spirit_ids), W._(ANY_SPIRIT),
                                        pygame.Rect(x0, y, s(420), s(40)), m)
        self.adv_dd = UIDropDownMenu([W._(ANY_ADVERSARY), W._(NO_ADVERSARY)] + list(self.adv_ids), W._(ANY_ADVERSARY),
                                     pygame.Rect(x0 + s(440), y, s(380), s(40)), m)
        self.order_dd = UIDropDownMenu(list(self.orders), W._(ORDERS["date"]), pygame.Rect(bx, y, s(300), s(40)), m)
        y += s(56)
        problem = self.history.message()
        self.problem = UITextBox(html.escape(problem), pygame.Rect(x0, y, width, s(70)), m, object_id="#refusal")
        if problem:
            y += s(80)
        else:
            self.problem.hide()
        bottom = s(760)
        self.count = UILabel(pygame.Rect(x0, y, s(self.LIST_W), s(34)), "", m)
        self.elements.append(UILabel(pygame.Rect(bx, y, s(self.BEST_W), s(34)), W._("Best score of each combination"), m))
        y += s(40)
        self.list_box = UITextBox("", pygame.Rect(x0, y, s(self.LIST_W), bottom - y), m)
        self.best_box = UITextBox("", pygame.Rect(bx, y, s(self.BEST_W), bottom - y), m)
        self.back = UIButton(pygame.Rect(x0, bottom + s(16), s(200), s(56)), W._("Back"), m)
        self.new = UIButton(pygame.Rect(x0 + width - s(320), bottom + s(16), s(320), s(56)), W._("New game"), m,
                            object_id="#menu_button")
        self.panel_rect = pygame.Rect(x0 - s(24), s(20), width + s(48), bottom + s(16) + s(56) + s(20) - s(20))
        self.keys = KeyNav(self, [self.back, self.new], default=self.back, back=self.app.open_main_menu,
                           menus=lambda: [self.spirit_dd, self.adv_dd, self.order_dd])
        self.show()

    # --- words -------------------------------------------------------------------------------
    def _spirit(self, sid: str) -> str:
        return self.spirit_names.get(sid, sid)

    def _adversary(self, aid: str) -> str:
        return self.adv_names.get(aid, aid)

    def _against(self, g: dict) -> str:
        advs = _advs(g)
        if not advs:
            return W._(LINES["no_adversary"])
        named = [W._(LINES["adversary_level"]).format(name=self._adversary(a), level=lv) for a, lv in advs]
        return named[0] if len(named) == 1 else W._(LINES["adversaries"]).format(first=", ".join(named[:-1]),
                                                                                 second=named[-1])

    def line(self, g: dict) -> str:
        """One game, in two lines."""
        won = g["result"] == "victory"
        cause = _short_cause(g.get("cause", ""))
        extra = []
        if g.get("scenario"):
            extra.append(W._(LINES["scenario"]).format(name=self.scenario_names.get(g["scenario"], g["scenario"])))
        if g.get("layout"):
            extra.append(self.layout_names.get(g["layout"], g["layout"]))
        if "expansion" in (g.get("packs") or []):
            extra.append(W._(LINES["expansion"]))
        more = f" · {', '.join(extra)}" if extra else ""
        key = ("victory" if won else "defeat") + ("" if cause else "_bare")
        first = W._(LINES[key]).format(score=g["score"], cause=html.escape(cause), turns=g["turns"],
                                       date=html.escape(g["date"]))
        second = W._(LINES["against"]).format(spirits=html.escape(", ".join(self._spirit(i) for i in g["spirits"])),
                                              adversaries=html.escape(self._against(g)), more=html.escape(more))
        return f"{first}<br>{second}"

    # --- the lists ---------------------------------------------------------------------------
    def filters(self) -> tuple[str, str, str]:
        """(spirit id or "", adversary id, "none" or "", order) as chosen."""
        sp = self._sel(self.spirit_dd)
        adv = self._sel(self.adv_dd)
        return (self.spirit_ids.get(sp, ""),
                "none" if adv == W._(NO_ADVERSARY) else self.adv_ids.get(adv, ""),
                self.orders.get(self._sel(self.order_dd), "date"))

    def shown(self) -> list[dict]:
        """The games shown, in order."""
        from ...persist.history import select
        spirit, adversary, order = self.filters()
        return select(self.history.games, spirit, adversary, order)

    def show(self) -> None:
        from ...persist.history import best_scores
        games = self.shown()
        total = len(self.history.games)
        self.count.set_text(W.say(COUNT, {"shown": len(games), "n": total}, count="shown") if total else W._(LINES["no_game"]))
        self.list_box.set_text("<br><br>".join(self.line(g) for g in games) if games else
                               W._(LINES["empty"] if not total else LINES["none_chosen"]))
        best = sorted(best_scores(games).values(), key=lambda g: -g["score"])
        self.best_box.set_text("<br><br>".join(W._(LINES["best"]).format(
            score=g["score"], spirits=html.escape(", ".join(self._spirit(i) for i in sorted(g["spirits"], key=self._spirit))),
            adversaries=html.escape(self._against(g)), date=html.escape(g["date"][:10])) for g in best) or "—")

    @staticmethod
    def _sel(dd) -> str:
        o = dd.selected_option
        return o[0] if isinstance(o, tuple) else o

    def leave(self) -> None:
        for e in self.elements + [self.spirit_dd, self.adv_dd, self.order_dd, self.problem, self.count,
                                  self.list_box, self.best_box, self.back, self.new]:
            e.kill()

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):
            return True
        if ev.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.show()
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            if ev.ui_element is self.back:
                self.app.open_main_menu()
            elif ev.ui_element is self.new:
                self.app.open_new_game()
            return True
        return False


def _advs(g: dict) -> tuple:
    from ...persist.history import adversaries_of
    return adversaries_of(g)


def _short_cause(cause: str) -> str:
    """Why a game ended, short enough for a list: "terror level 2" for a victory by terror,
    the game log's word for a defeat ("blight", "time" ...), a pack's own words otherwise."""
    if not cause:
        return ""
    words = W.cause_log_words(cause)
    return words.split(":")[0] if cause.startswith("terror_") else words
