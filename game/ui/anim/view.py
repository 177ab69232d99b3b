"""The view: what the table shows. The engine state as of the last finished animation, patched
piece by piece while events play, with pieces in flight drawn by the tweens."""
from __future__ import annotations

from collections import Counter

from ...engine import pieces as P
from ...engine import query
from ..piece_kinds import is_presence, spirit_of


class TableView:
    """A private copy of a game state that only the animation layer changes."""

    def __init__(self, state):
        self.state = query.clone(state)
        self.hidden: Counter = Counter()   # (land, token) -> pieces not drawn in place
        self.version = 0                   # bumps on every change (render caches key on it)

    def snap(self, state) -> None:
        """Show exactly this state (end of a batch of events)."""
        self.state = query.clone(state)
        self.hidden.clear()
        self.version += 1

    def touch(self) -> None:
        """Mark the view changed (cached pictures redraw)."""
        self.version += 1

    # --- patches while events play --------------------------------------------------------
    def board(self, **values) -> None:
        """Set what the invader board shows (the fear pool, terror, the blight card) as the event
        that changed it plays, from the numbers the event carries."""
        for name, value in values.items():
            setattr(self.state, name, value)
        self.version += 1

    def fear_card_earned(self, card: str) -> None:
        """A fear card leaves the deck for the earned pile."""
        if card in self.state.fear_deck:
            self.state.fear_deck.remove(card)
        self.state.fear_earned.append(card)
        self.version += 1

    def fear_card_revealed(self, card: str) -> None:
        """An earned fear card is turned up and resolved: it goes to the discard."""
        if card in self.state.fear_earned:
            self.state.fear_earned.remove(card)
        self.state.fear_discard.append(card)
        self.version += 1

    def take(self, land: str, kind: str) -> str:
        """Lift one piece of a kind (or a spirit's presence) off a land; returns its token."""
        self.version += 1
        if is_presence(kind):
            pres = self.state.spirits[spirit_of(kind)].presence
            if pres.get(land, 0) > 0:
                pres[land] -= 1
                if not pres[land]:
                    del pres[land]
            return kind
        pcs = self.state.lands.get(land, {})
        toks = sorted((t for t, n in pcs.items() if n > 0 and t[0] == kind[0]), key=lambda t: (t != kind, -len(t), t))
        if not toks:
            return kind
        P.take(pcs, toks[0])
        return toks[0]

    def put(self, land: str, token: str) -> None:
        """Set a piece down on a land."""
        self.version += 1
        if is_presence(token):
            pres = self.state.spirits[spirit_of(token)].presence
            pres[land] = pres.get(land, 0) + 1
            return
        if land in self.state.lands:
            P.add(self.state.lands[land], token)

    def damage(self, land: str, kind: str, total: int) -> None:
        """A piece of a kind now carries `total` damage."""
        pcs = self.state.lands.get(land, {})
        toks = [t for t, n in pcs.items() if n > 0 and t[0] == kind and P.damage_of(t) < total]
        if toks:
            P.take(pcs, max(toks, key=P.damage_of))
            P.add(pcs, P.token(kind, total))
            self.version += 1
