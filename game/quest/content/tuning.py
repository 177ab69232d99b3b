"""The quest's numbers that decide its balance, in one place (rules document 002 gives the reserve for
2-5 players and the rewards; the rest is ours). The cards' own numbers (health, dice) live on the cards;
a greedy bot must win 30-70 % of 3-hero games (docs/balance.md's quest section)."""
from __future__ import annotations

from game.quest.content.spec import EventSetup, PartySetup, Reserve, Rewards, Bonus

# 002: "2-3 Players: 1 Champion, 3 Fodder, 2 Minions, 2 Elites"; "4-5 Players: 0 Champions, 3 Fodder,
# 2 Minions, 2 Elites". 1 player (ours): no champion and one elite fewer, as one hero can neither hold
# a champion off nor be in two places when the elites come (docs/quest.md).
RESERVE_1 = Reserve(fodder=3, minion=2, elite=1, champion=0)
RESERVE_2_3 = Reserve(fodder=3, minion=2, elite=2, champion=1)
RESERVE_4_5 = Reserve(fodder=3, minion=2, elite=2, champion=0)

# Who plays at each count: the sturdiest first (a lone hero must heal itself).
SETUPS = (
    PartySetup(1, ("wenna",), RESERVE_1),
    PartySetup(2, ("brannoc", "wenna"), RESERVE_2_3),
    PartySetup(3, ("brannoc", "mirelle", "osgar"), RESERVE_2_3),
    PartySetup(4, ("brannoc", "mirelle", "osgar", "wenna"), RESERVE_4_5),
    PartySetup(5, ("brannoc", "mirelle", "osgar", "wenna", "dunstan"), RESERVE_4_5),
)

# The event deck: Night always before Day, and Day never in the top two cards (ours: a Day on top
# would end the quest before the heroes reach the gate).
EVENT_SETUP = EventSetup(night_before_day=True, day_not_before=3)

# 002: "50 Crowns per hero, 2 Soul Points per hero, 2 Treasure cards per hero"; Gremlina: "§14: +2 SP",
# "§15: +1 SP".
REWARDS = Rewards(crowns=50, soul=2, treasures=2,
                  bonuses=(Bonus("gremlina_rescued", soul=2), Bonus("gremlina_untied", soul=1)))

ENEMY_POWER_MAX = 2       # enemy power cards per colour at most (002 "unless already at max")
START_RANK = 1            # the heroes' Soulrank at the start of this standalone quest
MAX_SIGHT = 5             # 002: "Limited to 5 spaces"
BLUE_HITS = (0, 0, 1, 1, 1, 2)      # hits of each blue die face in the HIT stage
BLUE_BLOCKS = (0, 0, 0, 1, 1, 1)    # hits each blue die face blocks in the DEF stage
