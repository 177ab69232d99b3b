"""Screens of the program (a stack, Tuxemon style): main menu, new game, settings, the table,
the end of the game. Each has handle(event), update(dt) -> changed, draw(screen)."""
