"""Setting up a game: island, pieces, spirits, invader deck, fear deck, blight card, power decks."""
from __future__ import annotations

from ..content import catalog
from ..content.boards import BOARD_NAMES
from ..content.layouts import build_island, island_key, layout_of
from ..seams import SETUPS
from .. import kinds as K
from . import pieces as P
from .event_cards import EventError, check_events, deal
from .legacy import TABLE_OPTIONS, withheld
from .migrate import from_prompt_set
from .flow import push, run
from . import challenges, rulebook
from .rng import Rng
from .state import GameState, SpiritState
from .variant import RuleChangeError, apply_rules, check_rules

DEFAULT_BOARDS = tuple("ABCD")      # the boards dealt to 1-4 spirits; E and F join them for 5-6
MAX_SPIRITS = 6
STAGE_COUNTS = {1: 3, 2: 4, 3: 5}
# Up to save format 2 a configuration named a numbered set of prompts ("prompts", 1-6) that
# mixed wordings, the table's own questions and rule fixes; engine.legacy says each as what it
# is now. A configuration that still names one is read through `migrate.from_prompt_set`.
PROMPTS = 6


class SetupError(ValueError):
    """A game configuration that cannot be set up: a `code` and the `data` that fill its sentence
    (game.words.SETUP_REFUSALS, in the player's language); a code with no entry there is words of
    its own (a pack's check, a caller's sentence). `str()` is the sentence."""

    def __init__(self, code: str, data: dict | None = None):
        super().__init__(code)
        self.code, self.data = code, dict(data or {})

    def __str__(self) -> str:
        from ..words import setup_words     # the words sit above the engine; asked only when wanted
        return setup_words(self.code, self.data)


def boards_to_deal(players: int) -> tuple[str, ...]:
    """The island boards a game of `players` spirits deals from: A-D for 1-4 spirits (E and F
    bunch good and bad terrains with B and D, see content.boards), all six for 5-6.  A player
    may still name any board for any game."""
    return DEFAULT_BOARDS if players <= len(DEFAULT_BOARDS) else tuple(BOARD_NAMES)


def normalise_config(config: dict) -> dict:
    """Fill defaults and check a game configuration: spirits (1-6 distinct ids), boards, seed.
    Each setting is checked for its kind first (a list of ids, a text, a whole number), so
    whatever a damaged save holds, the refusal is one of these sentences. Its rule changes and
    the rest are read in the ruleset of the packs it names (the ruleset in play is put back)."""
    was = rulebook.in_play()
    try:
        rulebook.play_config(config)
    except ValueError as e:     # two named packs bring the same letter, id or name
        raise SetupError("packs_clash", {"detail": str(e)}) from None   # the detail names the letter or id both bring
    try:
        return _normalise(config)
    finally:
        if was is not None:
            rulebook.put_back(was)


def _normalise(config: dict) -> dict:
    _check_kinds(config)
    spirits = list(config.get("spirits") or [])
    if not 1 <= len(spirits) <= MAX_SPIRITS:
        raise SetupError("spirit_count", {"most": MAX_SPIRITS})
    if len(set(spirits)) != len(spirits):
        raise SetupError("spirit_twice")
    for sid in spirits:
        if sid not in catalog.SPIRITS:
            raise SetupError("unknown_spirit", {"spirit": sid})
    layout = _check_layout(config.get("layout"), len(spirits))
    if layout is not None:
        boards = _layout_boards(layout, list(config.get("boards") or ()), len(spirits))
    else:
        boards = list(config.get("boards") or boards_to_deal(len(spirits))[: len(spirits)])
        if len(boards) != len(spirits) or len(set(boards)) != len(boards) \
                or any(b not in tuple(BOARD_NAMES) for b in boards):
            raise SetupError("board_per_spirit", {"first": BOARD_NAMES[0], "last": BOARD_NAMES[-1]})
    blight = config.get("blight_card") or ""
    if blight and blight not in catalog.BLIGHT:
        raise SetupError("unknown_blight", {"card": blight})
    if "prompts" in config:     # a prompt set, as configurations named them before format 3
        prompts = config["prompts"]
        if type(prompts) is not int or not 1 <= prompts <= PROMPTS:
            raise SetupError("unknown_prompts", {"most": PROMPTS})
        config = from_prompt_set(config)
    seed = config.get("seed", 0)
    if type(seed) is not int:       # 1.5 or True would quietly become game 1
        raise SetupError("seed_not_whole", {"seed": str(seed)[:20]})
    cfg = {"spirits": spirits, "boards": boards, "seed": seed,
           "blight_card": blight, "auto_single": bool(config.get("auto_single", True))}
    if layout is not None:      # the island's layout (content.layouts): written only when given
        cfg["layout"] = layout.id
    for name in TABLE_OPTIONS:      # the table's own questions: written only when asked
        if config.get(name):
            cfg[name] = True
    if config.get("rules") or config.get("events"):     # another installed pack's: say which
        from .needs import unseen_content
        why = unseen_content(config) if isinstance(config.get("packs") or [], (list, tuple)) else None
        if why:
            raise SetupError(*why)
    try:    # rule changes and event cards (engine.variant, engine.event_cards): written only when given
        for key, checked in (("rules", check_rules), ("events", check_events)):
            if config.get(key):
                cfg[key] = checked(config[key])
    except (RuleChangeError, EventError) as e:
        raise SetupError(e.code or str(e), e.data) from None
    if config.get("packs"):     # the packs the game is played with (engine.needs): written only when given
        cfg["packs"] = _check_packs(config["packs"])
    try:    # adversaries and scenario (engine.challenges): written only when given
        cfg.update(challenges.check(config))
    except challenges.ChallengeError as e:
        raise SetupError(e.code, e.data) from None
    return cfg


def _check_layout(layout_id, spirits: int):
    """The layout a configuration names (None for the standard island), checked: a known id that
    takes this many spirits."""
    if layout_id is None or layout_id == "":
        return None
    if not isinstance(layout_id, str):
        raise SetupError("layout_not_id")
    try:
        layout = layout_of(layout_id)
    except KeyError:
        raise SetupError("unknown_layout", {"layout": layout_id[:40]}) from None
    if spirits not in layout.spirits:
        raise SetupError(*layout.refusal(tuple("?" * (spirits + layout.extra_boards))))
    return layout


def _layout_boards(layout, boards: list[str], spirits: int) -> list[str]:
    """A layout's boards for a game of `spirits` spirits: the ones given (the spirits' boards,
    then the boards no spirit starts on), else the layout's own, else the first of A-F."""
    if not boards:
        boards = list(layout.default_boards(spirits) if layout.default_boards
                      else boards_to_deal(layout.boards_for(spirits))[: layout.boards_for(spirits)])
    if len(boards) != layout.boards_for(spirits):
        if layout.extra_boards:
            raise SetupError("layout_boards_more", {"layout": layout.name, "more": layout.extra_boards})
        raise SetupError("layout_boards", {"layout": layout.name})
    why = layout.refusal(tuple(boards))
    if why:
        raise SetupError(*why)
    return boards


def _check_kinds(config) -> None:
    """Refuse settings of the wrong kind before they are used (SetupError in our words): the
    spirits and the boards are lists of ids, the blight card an id; the seed, the prompts, the
    rule changes and the events are checked where they are read."""
    if not isinstance(config, dict):
        raise SetupError("settings_not_named")
    for key in ("spirits", "boards"):
        ids = config.get(key) or []
        if not isinstance(ids, (list, tuple)) or not all(isinstance(i, str) for i in ids):
            raise SetupError(f"{key}_not_list")
    if not isinstance(config.get("blight_card") or "", str):
        raise SetupError("blight_not_id")


def _check_packs(names) -> list[str]:
    """A configuration's packs, checked: distinct names of packs this install has loaded."""
    from .needs import missing_packs
    if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
        raise SetupError("packs_not_list")
    if len(set(names)) != len(names):
        raise SetupError("pack_twice")
    absent = missing_packs(names)
    if absent:
        raise SetupError("pack_missing", {"pack": absent[0]})
    return list(names)


EXPANSION = "expansion"      # the built-in pack of the expansion layer (game.content.expansion)


def packs_for_new_game(named=(), expansion: bool | None = None, quick_start: bool = False) -> list[str]:
    """The packs a new game is played with, the one place that says it: the packs `named` (in
    their order), and the expansion after them when it is asked for (`expansion` True), not
    added when it is not (False), and otherwise (None) by default: on at the table's setup screen and in bot runs (`python -m
    game sim`), as players who own it play it, when it is installed; off for a quick start from
    the command line (`quick_start`: `play --seed/--autoplay`), whose games and pictures stay the
    base game's unless `--expansions` asks for it."""
    out = list(named)
    if expansion is None:
        from .needs import installed_packs
        expansion = not quick_start and EXPANSION in installed_packs()
    if expansion and EXPANSION not in out:
        out.append(EXPANSION)
    return out


def newest(config: dict) -> dict:
    """A new game's configuration at the table: the one given, with every question of the
    table's own turned on (engine.legacy.TABLE_OPTIONS)."""
    out = {k: v for k, v in config.items() if k != "prompts"}
    return dict(out, **{name: True for name in TABLE_OPTIONS})


def invader_deck(rng: Rng) -> list[str]:
    """Per stage: shuffle, remove one card, keep 3 x I, 4 x II, 5 x III; stage I on top."""
    deck = []
    for stage in (1, 2, 3):
        cards = sorted(i for i in catalog.INVADER_IDS if catalog.INVADER_CARDS[i].stage == stage)
        rng.shuffle(cards)
        deck += cards[1:][: STAGE_COUNTS[stage]]
    return deck


def named_packs_cards(cfg: dict) -> dict[str, list[str]]:
    """The cards the packs a game's settings name add to its decks (the built-in packs' are
    there already): {"minor", "major", "fear", "blight", "event": ids}; all empty for a base game."""
    names = [n for n in cfg.get("packs", ()) if n not in catalog._BUILT_IN]
    out = {"minor": [], "major": [], "fear": [], "blight": [], "event": []}
    if names:
        out["event"] = catalog.PACKS.ids_from("event", names)
        for pid in catalog.PACKS.ids_from("power", names):
            if catalog.POWERS[pid].kind in ("minor", "major"):
                out[catalog.POWERS[pid].kind].append(pid)
        out["fear"] = catalog.PACKS.ids_from("fear", names)
        out["blight"] = catalog.PACKS.ids_from("blight", names)
    return out


def fear_deck(rng: Rng, more: list[str] = ()) -> list[str]:
    """Nine fear cards in three groups of three, the terror level 2 and 3 dividers between
    (drawn from the built-in packs' cards and `more`, the named packs')."""
    cards = sorted(list(catalog.FEAR_IDS) + list(more))
    rng.shuffle(cards)
    c = cards[:9]
    return c[0:3] + ["TL2"] + c[3:6] + ["TL3"] + c[6:9]


def place_starting_presence(state: GameState, i: int) -> None:
    """Follow the spirit's setup: presence on its home board."""
    s = state.spirits[i]
    lands = build_island(island_key(state.config)).lands
    home = [l for l in lands.values() if l.board == s.board]
    first = ""
    for rule in catalog.SPIRITS[s.spirit_id].setup:
        if rule[0] == "terrain":
            _, terr, which, n = rule
            cands = sorted((l for l in home if l.terrain == terr), key=lambda l: l.number)
            land = (cands[-1] if which == "highest" else cands[0]).id
        else:
            _, number, n = rule
            land = f"{s.board}{number}"
        s.presence[land] = s.presence.get(land, 0) + n
        if not first:
            first = land
    if catalog.SPIRITS[s.spirit_id].incarna:     # its Incarna starts on its first setup land
        from .incarna import place_at_setup
        place_at_setup(state, i, first)


def _mix_in(deck: list[str], more: list[str], seed: int, which: int) -> None:
    """Put a named pack's cards into a shuffled deck (`which`: 0 blight, 1 minor, 2 major), each
    at a place drawn from a generator of their own (from the seed): the game's own generator draws
    as it would without them, so a game with the pack deals the same invader cards as without."""
    if not more:
        return
    side = Rng(seed * 0x9E3779B97F4A7C15 + 7 + which)
    for card in more:
        deck.insert(side.below(len(deck) + 1), card)


def new_game(config: dict) -> GameState:
    """A game set up and run to its first decision (the first explore already done), under the
    ruleset of the packs its settings name (engine.rulebook)."""
    cfg = normalise_config(config)
    rules = rulebook.play_config(cfg)
    rng = Rng(cfg["seed"] * 0x2545F4914F6CDD1D + 1)
    isl = build_island(island_key(cfg))
    lands = {lid: P.parse_land(info.start) for lid, info in isl.lands.items()}
    n = len(cfg["spirits"])
    more = named_packs_cards(cfg)
    left_out = withheld(cfg)        # a game begun before a pack's deck grew deals it as it was (engine.legacy)
    if left_out:
        more = {part: [c for c in ids if c not in left_out] for part, ids in more.items()}
    blight_ids = sorted(catalog.BLIGHT_IDS)
    rng.shuffle(blight_ids)
    if more["blight"]:      # a named pack's: mixed in by a generator of their own, so the game's
        _mix_in(blight_ids, sorted(more["blight"]), cfg["seed"], 0)   # draws (the invader deck) stay
    if cfg["blight_card"]:
        if cfg["blight_card"] in blight_ids:     # a pack's card, named on purpose, is not in the deck
            blight_ids.remove(cfg["blight_card"])
        blight_ids.insert(0, cfg["blight_card"])
    card = catalog.BLIGHT[blight_ids[0]]
    on_card = card.healthy_per_spirit * n + 1
    on_island = sum(P.count(p, K.BLIGHT) for p in lands.values())
    minors, majors = sorted(catalog.MINOR_IDS), sorted(catalog.MAJOR_IDS)
    rng.shuffle(minors)
    rng.shuffle(majors)
    _mix_in(minors, sorted(more["minor"]), cfg["seed"], 1)
    _mix_in(majors, sorted(more["major"]), cfg["seed"], 2)
    state = GameState(
        config=cfg, rng=0, lands=lands,
        spirits=[SpiritState(spirit_id=sid, board=b, hand=list(catalog.SPIRITS[sid].uniques))
                 for sid, b in zip(cfg["spirits"], cfg["boards"])],
        invader_deck=invader_deck(rng), fear_deck=fear_deck(rng, more["fear"]),
        blight_card=card.id, blight_on_card=on_card, blight_total=on_card + on_island,
        blight_deck=blight_ids[1:], fear_pool=4 * n, minor_deck=minors, major_deck=majors,
    )
    state.__dict__["_ruleset"] = rules      # never saved: a copy shares it, a load finds it again
    state.rng = rng.state
    for i in range(n):
        place_starting_presence(state, i)
    if cfg.get("events"):       # a stacked deck: these cards, played from the first invader phase
        deal(state, cfg["events"])
    elif more["event"]:         # the named packs' deck, played by the event rules in full
        deal(state, more["event"])
        state.event_unresolved_turns = [1]
    for name in cfg.get("packs", ()):   # the named packs' own setup (seams.SETUPS), then the rule changes
        pack_setup = SETUPS.get(name)
        if pack_setup is not None:
            pack_setup(state)
    apply_rules(state, cfg.get("rules", ()))
    challenges.apply(state)
    # Blight a rule change put on the island by hand is blight from the box; the setup helpers'
    # blight (variant.setup_blight) came from the card. Either way the total counts what is there.
    state.blight_total = state.blight_on_card + sum(P.count(p, K.BLIGHT) for p in state.lands.values())
    at_setup, state.stack = state.stack, []
    push(state, {"op": "explore"}, {"op": "advance"}, {"op": "spirit_phase"})
    state.stack += at_setup     # what the rule changes pushed runs first, before the first explore
    run(state)
    return state
