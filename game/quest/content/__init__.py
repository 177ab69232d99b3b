"""The Spittlesnot quest's data (rules document 002): the map, heroes, enemies, decks and the Book of
Secrets, as frozen dataclasses and tuples. Pure: no pygame, no files, no engine. `spec` holds the shapes
(and the list of effect kinds the engine interprets); `quest.SPITTLESNOT` is the whole quest."""
