"""The quest's table: the map of areas, heroes' and enemies' figures, dice, cards and the event
deck, drawn with the shell (game.shell); never the island's table."""
