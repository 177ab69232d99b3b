"""The round and the quest's end (002 §4 "Gameplay Flow", §6 "Scoring & End Game"): the event deck
with Night and Day, the Day/Peach condition, the end of the event deck, the enemies' turn, powers
refresh and cooldown, the Book of Secrets' waypoints, rewards and loot."""
from game.quest.engine.data import content
from game.quest.engine.flow import push

from .helpers import kinds, one, quest, resolve_now


def event_phase(state):
    push(state, {"op": "event_phase"})


def deck(state, *markers):
    """Put the event deck in an order: "" for an ordinary card, "night", "day"."""
    c = content()
    by = {m: [k for k in sorted(c.events) if c.marker[k] == m] for m in ("", "night", "day")}
    state.events = [by[m].pop(0) for m in markers]
    state.top_revealed = False


def test_if_the_top_event_card_is_unrevealed_draw_and_resolve_it_if_revealed_discard_it():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "", "", "")
    top = s.events[0]
    events = resolve_now(s, event_phase)
    assert one(events, "EventRevealed")["card"] == top and s.top_revealed and s.events[0] == top
    events = resolve_now(s, event_phase)
    assert one(events, "EventDiscarded")["card"] == top and s.event_discard[-1] == top
    assert not s.top_revealed and len(s.events) == 2


def test_night_and_day_cards_are_placed_beside_the_deck_after_resolution():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "night", "", "")
    night = s.events[0]
    events = resolve_now(s, event_phase)
    assert kinds(events).index("EventRevealed") < kinds(events).index("EventSetAside")
    assert s.beside == [night] and s.events[0] != night and not s.top_revealed


def test_day_card_discarded_before_peach_is_found_is_a_defeat():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "day", "", "")
    resolve_now(s, event_phase)         # Day: §6, beside the deck
    assert not s.result and s.beside
    resolve_now(s, event_phase)         # reveals the next card
    assert not s.result
    resolve_now(s, event_phase)         # discards it: the Day goes with it
    assert s.result == "defeat" and s.cause == "day_discarded_without"


def test_locate_peach_before_the_day_card_is_discarded():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "day", "", "")
    s.flags.append("peach_found")
    for _ in range(3):
        resolve_now(s, event_phase)
    assert not s.result and content().marker[s.event_discard[-1]] == "day"


def test_survive_until_the_event_deck_runs_out_reinforcements_arrive_victory():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    deck(s, "")
    s.flags.append("peach_found")
    resolve_now(s, event_phase)
    events = resolve_now(s, event_phase)
    assert "Reinforcements" in kinds(events) and s.result == "victory"


def test_the_event_deck_runs_out_without_peach_found_is_a_defeat():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "")
    resolve_now(s, event_phase)
    resolve_now(s, event_phase)
    assert s.result == "defeat"


def test_rewards_if_victorious_50_crowns_2_soul_points_2_treasure_cards_per_hero():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    deck(s, "")
    s.flags += ["peach_found", "gremlina_untied"]
    crowns, sp = [h.crowns for h in s.heroes], [h.sp for h in s.heroes]
    treasures = len(s.treasures)
    resolve_now(s, event_phase)
    resolve_now(s, event_phase)
    assert [h.crowns for h in s.heroes] >= [c + 50 for c in crowns]
    assert [h.sp for h in s.heroes] == [x + 2 + 1 for x in sp], "2 soul points, and 1 for untying Gremlina"
    assert len(s.treasures) == treasures - 4


def test_at_quest_end_surviving_heroes_collect_loot_within_base_movement():
    q = quest(["brannoc"])
    s = q.state
    deck(s, "")
    s.flags.append("peach_found")
    s.loot = {"1B.b": 7, "16B.a": 100}
    crowns = s.heroes[0].crowns
    resolve_now(s, event_phase)
    resolve_now(s, event_phase)
    assert s.heroes[0].crowns == crowns + 50 + 7 and s.loot == {"16B.a": 100}


def test_enemy_turn_if_enemies_present_draw_an_encounter_card():
    q = quest(["brannoc"])
    s = q.state
    assert "EncounterDrawn" not in kinds(resolve_now(s, lambda st: push(st, {"op": "enemies_turn", "hero": 0})))
    from .helpers import enemy
    enemy(s, "snotling", "14B.a")
    assert "EncounterDrawn" in kinds(resolve_now(s, lambda st: push(st, {"op": "enemies_turn", "hero": 0})))


def test_powers_refresh_with_the_refresh_icon_and_others_cool_down_a_rotation_each_time_phase():
    q = quest(["osgar"])
    s = q.state
    h = s.heroes[0]
    h.powers = {"spit_fire": 2, "fireball": 1}
    resolve_now(s, lambda st: push(st, {"op": "refresh"}))
    assert h.powers == {"spit_fire": 1}
    resolve_now(s, lambda st: push(st, {"op": "refresh"}))
    assert h.powers == {}


def test_waypoint_A_reads_section_9_peach_is_found():
    q = quest(["brannoc"])
    s = q.state
    wp = {w.number: w.area for w in content().quest.waypoints}
    s.waypoints = {"1": "A", "2": "B", "3": "C", "4": "", "5": "", "6": ""}
    from game.quest.engine.book import entered
    events = resolve_now(s, entered, 0, wp[1])
    assert one(events, "WaypointReached")["letter"] == "A" and 9 in s.book and "peach_found" in s.flags
    resolve_now(s, entered, 0, wp[1])
    assert s.book.count(9) == 1, "each waypoint is read once"


def test_gremlinas_fate_is_the_partys_choice_of_section_14_15_or_16():
    q = quest(["brannoc"])
    s = q.state
    from game.quest.engine.book import read
    seen = []

    def untie(d):
        seen.append(sorted(o.index for o in d.options))
        return next(o for o in d.options if o.index == 15)

    resolve_now(s, read, 13, {"hero": 0, "area": s.heroes[0].area}, answer=untie)
    assert seen == [[14, 15, 16]] and "gremlina_untied" in s.flags and 14 not in s.book


def test_every_effect_kind_of_the_content_spec_has_its_rule():
    from game.quest.content import spec
    from game.quest.engine.effects import EFFECTS
    assert set(spec.EFFECT_KINDS) <= set(EFFECTS), set(spec.EFFECT_KINDS) - set(EFFECTS)


def test_a_section_with_two_roads_to_it_is_read_once_for_one_happening():
    """The Bone Gate's section 3 is both the door's section and the book's Trigger("open", "gate")."""
    from game.quest.engine.items import open_door
    q = quest(["brannoc"])
    s = q.state
    assert content().doors["gate"].section == 3
    events = resolve_now(s, open_door, "gate", 0)
    assert [e.data["section"] for e in events if e.kind == "BookRead"].count(3) == 1


def test_each_waypoint_without_a_letter_reads_the_false_trail():
    """§12 is read at every empty waypoint (not once only), once each."""
    from game.quest.engine.book import entered
    q = quest(["brannoc"])
    s = q.state
    wp = {w.number: w.area for w in content().quest.waypoints}
    s.waypoints = {"1": "A", "2": "B", "3": "C", "4": "", "5": "", "6": ""}
    reads = []
    for n in (4, 5):
        events = resolve_now(s, entered, 0, wp[n])
        reads.append([e.data["section"] for e in events if e.kind == "BookRead"])
    assert reads == [[12], [12]]
