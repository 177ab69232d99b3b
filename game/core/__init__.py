"""The rules core both games stand on (DESIGN §1, "Two games, one table").

What is not specific to the island or to the quest, written once: the seeded random source kept in
the state (`rng`), what happened (`events`), a refused command and why (`rejection`), a game in
progress with its command log and undo back to the last reveal (`session`), the save's envelope,
fingerprint and chain of format migrations (`savefile`, `digest`), and the bots' interface
(`bots`). Pure: no pygame, no files, no clock. It imports neither game; both import it.

Departure from DESIGN §1, said here: the island's own rooms keep their names (game.engine,
game.content, game.bots, game.ui, game.words, ...) rather than moving under one package, because
those names are a published interface: packs installed through entry points, docs/extending.md
and saves' tools import them. The quest is the package game.quest; the import contracts in
pyproject.toml keep the two games apart (neither imports the other) and this core below both.
"""
