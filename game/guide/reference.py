"""The rules reference (F1): pages by phase and by concept, the table's controls, and the keywords
that cards and prompts use, each with a one-line definition and the page that explains it.

Written by us from the rules documents (/work/shared/rules: 000 the reference manual, 001 the
sequence of play, 003 the detailed summary, 004 the outline); no text is copied from any edition.
Every paragraph is a whole entry of the catalogs to be. Pure data."""
from __future__ import annotations

from .. import words as W

# group -> the pages in it, in the order the reference lists them
GROUPS = ("Turn", "Concepts", "Invaders", "Table", "Legend")

PAGES: list[dict] = [
    {"id": "turn", "group": "Turn", "title": "A turn at a glance",
     "text": ["Every turn has five phases, always in this order: the spirit phase, fast powers, the invader "
              "phase, slow powers, and time passes.",
              "The spirits act together: in each phase every spirit makes its choices, in any order."]},
    {"id": "spirit-phase", "group": "Turn", "title": "The spirit phase",
     "text": ["Each spirit chooses one growth option and does everything it says: add presence, gain energy, "
              "gain power cards, reclaim cards.",
              "Then it gains the energy its energy track shows, and plays power cards from its hand, paying each "
              "card's cost in energy, no more cards than its card-plays track allows.",
              "A card played now is not used yet: it acts in the fast or slow phase, by its speed."]},
    {"id": "fast-slow", "group": "Turn", "title": "Fast and slow powers",
     "text": ["Every power has a speed. Fast powers act in the fast phase, before the invaders; slow powers act "
              "in the slow phase, after them.",
              "In its phase a spirit uses each of its played cards and each innate power whose elements it has, "
              "in the order it likes. A power with no land in range that meets its target does nothing."]},
    {"id": "invader-phase", "group": "Turn", "title": "The invader phase",
     "text": ["First the blight card's effect if the island is blighted, then the fear cards earned are revealed "
              "and resolved.",
              "Then the invaders ravage, build and explore in the lands named by the cards on the invader board, "
              "and the cards move one space to the left: the explore card of this turn builds next turn and "
              "ravages the turn after."]},
    {"id": "time", "group": "Turn", "title": "Time passes",
     "text": ["Played cards go to their spirit's discard, all damage heals, Defend and other effects of the turn "
              "end, and the elements of the turn are gone."]},
    {"id": "growth", "group": "Concepts", "title": "Growth",
     "text": ["Growth is how a spirit becomes stronger: each turn it picks one of its growth options.",
              "Reclaiming takes the discarded cards back to the hand; gaining a power card draws minor or major "
              "powers to choose from."]},
    {"id": "presence", "group": "Concepts", "title": "Presence and sacred sites",
     "text": ["Presence is a spirit's mark on a land. Powers reach out from it by range.",
              "Presence comes from the spirit's two tracks: each one taken uncovers a slot, which raises the "
              "energy income or the card plays, or gives an element.",
              "A land with two or more of one spirit's presence is a sacred site, which some powers need. A "
              "spirit with no presence left on the island loses the game for everyone."]},
    {"id": "energy", "group": "Concepts", "title": "Energy and card plays",
     "text": ["Energy pays for power cards; what is not spent is kept for later turns.",
              "Card plays limit how many cards a spirit plays in a turn, whatever its energy."]},
    {"id": "elements", "group": "Concepts", "title": "Elements and innate powers",
     "text": ["Cards and uncovered track slots give elements: sun, moon, fire, air, water, earth, plant and animal.",
              "An innate power is printed on the spirit's board. Each of its levels needs elements; every level "
              "whose elements the spirit has this turn takes effect, without a card."]},
    {"id": "range", "group": "Concepts", "title": "Range and targets",
     "text": ["A power's range counts lands from the spirit's presence (or from a sacred site when the card says "
              "so): range 0 is a land with its presence, range 1 the lands next to one.",
              "The target says which land may be chosen: any land, a land with invaders, with Dahan, with blight, "
              "a coastal land, a land of some terrain."]},
    {"id": "push-gather", "group": "Concepts", "title": "Push and gather",
     "text": ["A push moves pieces from the target land to adjacent lands, each where the spirit chooses.",
              "A gather moves pieces from adjacent lands into the target land. \"Up to\" lets the spirit move fewer."]},
    {"id": "defend-isolate", "group": "Concepts", "title": "Defend and isolate",
     "text": ["Defend takes that much off the invaders' damage in a land during a ravage this turn.",
              "An isolated land is cut off this turn: invaders do not explore into it or out of it, and pieces "
              "are not pushed or gathered through it."]},
    {"id": "damage", "group": "Concepts", "title": "Damage and destroy",
     "text": ["Damage is dealt to pieces by their health: an Explorer has 1, a Town 2, a City 3, the Dahan 2. "
              "Damage that is not enough to destroy a piece stays on it until time passes.",
              "Destroying a Town generates 1 fear, a City 2."]},
    {"id": "fear", "group": "Concepts", "title": "Fear and terror",
     "text": ["Fear goes into the fear pool. When it is full, a fear card is earned and the pool fills again.",
              "Earned fear cards are revealed in the next invader phase and weaken the invaders. After a number "
              "of fear cards the terror level rises, which changes how the spirits win."]},
    {"id": "winning", "group": "Concepts", "title": "Winning and losing",
     "text": ["The spirits win at once when the terror level's condition holds: at terror level I no invaders "
              "are left on the island, at II no Towns or Cities, at III no Cities; and whenever every fear card "
              "has been earned.",
              "They lose when the blight card runs out of blight, when a spirit has no presence on the island, "
              "or when the invader deck is empty and a card must be drawn."]},
    {"id": "strife", "group": "Concepts", "title": "Strife (expansion)",
     "text": ["Strife rides on an invader: that invader deals no damage when it ravages, and the strife is removed "
              "at that ravage."]},
    {"id": "ravage", "group": "Invaders", "title": "Ravage",
     "text": ["In a ravaging land the invaders deal their damage together (Explorer 1, Town 2, City 3), less any "
              "Defend, to the land and to the Dahan there.",
              "2 damage or more to the land adds a blight. The Dahan who survive fight back: 2 damage each to "
              "the invaders."]},
    {"id": "blight", "group": "Invaders", "title": "Blight and its cascade",
     "text": ["Blight comes from the blight card. When it runs out the island is lost; the first time it runs "
              "out, the card flips to its blighted side and more blight is added.",
              "A blight added to a land that already has blight cascades: one more goes into an adjacent land, "
              "which may cascade again. Blight added to a land destroys one presence of each spirit there."]},
    {"id": "build", "group": "Invaders", "title": "Build",
     "text": ["In each land its card names that has invaders, the invaders build: a Town where there are more "
              "Cities than Towns or as many, else a City."]},
    {"id": "explore", "group": "Invaders", "title": "Explore",
     "text": ["In each land its card names that is coastal or next to a Town or City, an Explorer arrives."]},
    {"id": "dahan", "group": "Invaders", "title": "The Dahan",
     "text": ["The Dahan live on the island. They take damage in a ravage and, if any survive, fight back. Some "
              "powers move them, protect them or use them."]},
    {"id": "controls", "group": "Table", "title": "Controls",
     "text": ["Glowing things can be clicked. Drag pieces to push or gather them; drag presence from a track onto "
              "a glowing land. A click that is refused says why, by the pointer and in the prompt panel.",
              "Space or Enter: done. Ctrl+Z: undo (down to the last card revealed). Esc: step back out of a "
              "half-made choice, else the menu. Tab: next spirit. B: the spirit board. L: the whole log. "
              "T: tabletop mode. H: a hint. F1: this reference.",
              "The mouse wheel over the island zooms; a middle drag or the arrow keys pan; 0 shows it all.",
              "Where a big island's pieces would be small, the spirit panel and the hand fold into a bar along the "
              "bottom outside the spirit phase, and the island takes their room. I (or the bar's button) opens or "
              "folds them."]},
    {"id": "hint", "group": "Table", "title": "Hints and replays",
     "text": ["H shows the move a bot would make now, lit on the table, and what it achieves. It plays nothing.",
              "Replays on the main menu shows a finished game again, move by move: Right and Left step, with "
              "Shift a phase, with Ctrl a turn; Space plays and pauses."]},
    {"id": "legend", "group": "Legend", "title": "Icons",
     "text": ["The pieces, the land types and the elements as the table draws them. A card's top left number is its "
              "energy cost; the frame's colour and the arrow or eye at the top right say its speed, fast or slow."]},
]

# keyword -> (one-line definition, page id). A keyword is found in words as a whole word, any case.
KEYWORDS: dict[str, tuple[str, str]] = {
    "push": ("Move pieces from this land to adjacent lands.", "push-gather"),
    "gather": ("Move pieces from adjacent lands into this land.", "push-gather"),
    "defend": ("Take that much off the invaders' damage here this turn.", "defend-isolate"),
    "isolate": ("Cut the land off this turn: nothing explores, pushes or gathers through it.", "defend-isolate"),
    "sacred site": ("A land with 2 or more of one spirit's presence.", "presence"),
    "range": ("How many lands away from your presence a power reaches.", "range"),
    "fast": ("Acts in the fast phase, before the invaders.", "fast-slow"),
    "slow": ("Acts in the slow phase, after the invaders.", "fast-slow"),
    "strife": ("The invader carrying it deals no damage at its next ravage.", "strife"),
    "fear": ("Fills the fear pool; a full pool earns a fear card.", "fear"),
    "blight": ("Damage to the island; when the blight card runs out, the spirits lose.", "blight"),
    "ravage": ("Invaders damage the land and the Dahan; 2 or more adds blight.", "ravage"),
    "build": ("Invaders add a Town or a City where they are.", "build"),
    "explore": ("An Explorer arrives in a coastal land or one next to a Town or City.", "explore"),
    "presence": ("A spirit's mark on a land; powers reach out from it.", "presence"),
    "energy": ("Pays for power cards; gained each turn from the energy track.", "energy"),
    "reclaim": ("Take discarded cards back into the hand.", "growth"),
    "dahan": ("The island's people; they fight back after a ravage.", "dahan"),
    "damage": ("Destroys pieces by their health: Explorer 1, Town 2, City 3, Dahan 2.", "damage"),
    "destroy": ("Remove the piece; a Town gives 1 fear, a City 2.", "damage"),
    "innate": ("A power on the spirit board, used when its elements are met.", "elements"),
    "cascade": ("Blight into a blighted land spreads to an adjacent land.", "blight"),
    "terror": ("Rises with fear cards earned; it makes winning easier.", "fear"),
}

# the land's tooltip: why the invaders act there next (the card on the invader board that names it)
FORECAST = {
    "why_card": "Why: the {action} card, {card}, names {terrain} lands.",
    "why_coastal": "Why: the {action} card, {card}, names coastal lands.",
    "ravage": "Ravage",
    "build": "Build",
    "explore": "Explore",
}

WORDS = {
    "title": "Rules reference",
    "search": "Search:",
    "search_hint": "type to search",
    "no_match": "No page mentions \"{query}\".",
    "keys": "Up / Down: pages · type to search · click a keyword · Esc or F1 closes",
    "see": "Click for the page \"{page}\".",
    "keyword_line": "{keyword}: {definition}",
    "legend_fast": "Fast power",
    "legend_slow": "Slow power",
}


def page(page_id: str) -> dict | None:
    """A page by its id."""
    return next((p for p in PAGES if p["id"] == page_id), None)


def search(query: str) -> list[dict]:
    """The pages whose title or words mention every word of `query` (any case, in the language
    spoken or in English), titles first."""
    words = [w for w in query.lower().split() if w]
    if not words:
        return list(PAGES)
    hits = [p for p in PAGES if all(w in _said(p).lower() for w in words)]
    return sorted(hits, key=lambda p: not all(w in W._(p["title"]).lower() for w in words))


def _said(p: dict) -> str:
    """A page's title and words in the language spoken, and in English (a player may search
    with either)."""
    return " ".join([W._(p["title"])] + [W._(t) for t in p["text"]] + [p["title"]] + list(p["text"]))
