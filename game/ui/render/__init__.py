"""Drawing the table: the island, the invader board, the spirit panel, cards, the side panel.
Drawing never changes the game: same view + same time = same frame."""
