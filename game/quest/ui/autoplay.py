"""The quest played by a bot through its table (`python -m game play --game spittlesnot --autoplay`),
with pictures."""
from __future__ import annotations

import logging
import os
import random
import time

import pygame

from .offers import MAP_KINDS

log = logging.getLogger(__name__)
HURRY = 0.3      # seconds of a command's animations the bot watches before it goes on


class QuestAutoplayer:
    """A bot plays the quest through the table (the same commands a player's gestures give), with a
    picture at each new round and phase, at every fight's dice and at the end; the program ends
    with the quest."""

    def __init__(self, table, bot: str, seed: int, shots: str = "", max_commands: int = 5000):
        self.table, self.shots, self.seed = table, shots, seed
        self.count = 0
        self.commands = 0
        self.max_commands = max_commands
        self.seen: set = set()
        self.ended = False
        self.acted_at = time.monotonic()
        self.rng = random.Random(seed)
        self.bot = self._bot(bot, seed)
        if shots:
            os.makedirs(shots, exist_ok=True)

    @staticmethod
    def _bot(name: str, seed: int):
        try:
            from ..bots import make_bot
            return make_bot(name, seed)
        except Exception as e:  # noqa: BLE001 - no quest bot yet: a seeded random choice plays
            log.info("quest bot %r unavailable (%s): a random choice plays", name, e)
            return None

    def shoot(self, name: str) -> None:
        if not self.shots:
            return
        app = self.table.app
        self.count += 1
        app.manager.update(0.0)
        self.table.draw(app.screen)
        app.manager.draw_ui(app.screen)
        pygame.image.save(app.screen, os.path.join(self.shots, f"{self.count:03d}_round{self.table.view.round:02d}_{name}.png"))

    def choose(self):
        legal = self.table.session.legal()
        if not legal:
            return None
        if self.bot is not None:
            try:
                cmd = self.bot.choose(self.table.session.quest)
                if cmd is not None:
                    return cmd
            except Exception as e:  # noqa: BLE001 - a bot's fault: the random choice stands in, said in the log
                log.warning("quest bot failed: %s", e)
                self.bot = None
        return self.rng.choice(legal)

    def step(self, table) -> None:
        """One gesture of the bot when the table is ready for it."""
        app = table.app
        if table.anim.busy:
            if time.monotonic() - self.acted_at < HURRY:
                return
            table.anim.skip_all()          # a bot does not wait for the whole show: a glimpse of each
        v = table.view
        key = (v.round, v.phase)
        if key not in self.seen:
            self.seen.add(key)
            self.shoot(v.phase or "start")
        st = table.state
        if st.result or self.commands >= self.max_commands:
            if not self.ended:
                self.ended = True
                self.shoot(st.result or "stopped")
            app.exit_code = 0
            return
        d = st.decision
        if d is not None and d.kind in ("hit_reroll", "def_reroll") and ("dice", v.round, self.commands) not in self.seen \
                and len([k for k in self.seen if k[0] == "dice"]) < 6:
            self.seen.add(("dice", v.round, self.commands))
            self.shoot("dice")
        cmd = self.choose()
        if cmd is None:
            app.exit_code = 0 if st.result else 3
            return
        self.commands += 1
        self.acted_at = time.monotonic()
        opt = getattr(cmd, "option", None)
        if opt is not None and opt.kind in MAP_KINDS and table.map_targets().get(opt.area) == cmd:
            if table.drop_hero(table.draggable(), opt.area):      # as a player does: the figure dropped there
                return
        table.do(cmd)
