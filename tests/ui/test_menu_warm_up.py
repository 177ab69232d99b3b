"""While the main menu waits for the player, it reads in the modules a table needs, one a tick,
so Continue and New game do not wait for them; a module that cannot be read changes nothing."""
import sys
import time

from game.ui import bridge
from game.ui.program import App
from game.ui.scenes.menus import MainMenu


def _menu_for(monkeypatch, modules):
    monkeypatch.setattr(MainMenu, "WARM_UP", modules)
    monkeypatch.setattr(MainMenu, "WARM_AFTER", 0.0)
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    app.open_main_menu()
    return app, app.scenes[-1]


def test_the_main_menu_reads_in_the_tables_modules_one_a_tick_while_it_waits(monkeypatch):
    for name in ("colorsys", "wave"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    app, menu = _menu_for(monkeypatch, ("colorsys", "wave"))
    try:
        menu.update(0.0)
        assert "colorsys" in sys.modules and "wave" not in sys.modules      # one a tick
        menu.update(0.0)
        assert "wave" in sys.modules
    finally:
        app.close()


def test_the_menu_waits_half_a_second_before_reading_anything_in(monkeypatch):
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    app, menu = _menu_for(monkeypatch, ("colorsys",))
    monkeypatch.setattr(MainMenu, "WARM_AFTER", 0.5)
    try:
        menu._warm_left = None
        menu.update(0.0)
        assert "colorsys" not in sys.modules
        menu._warm_from = time.monotonic() - 0.01
        menu.update(0.0)
        assert "colorsys" in sys.modules
    finally:
        app.close()


def test_a_module_that_cannot_be_read_in_is_left_for_the_table_to_report(monkeypatch):
    app, menu = _menu_for(monkeypatch, ("game.no_such_module", "colorsys"))
    try:
        menu.update(0.0)
        menu.update(0.0)
        assert menu._warm_left == [] and app.scenes[-1] is menu
    finally:
        app.close()


def test_a_warm_up_step_may_call_a_function_of_a_module_each_time_a_menu_waits(monkeypatch):
    from game.ui import resources
    calls = []
    monkeypatch.setattr(resources, "preload_images", lambda: calls.append(1))
    app, menu = _menu_for(monkeypatch, ("game.ui.resources:preload_images",))
    try:
        menu.update(0.0)
        assert calls == [1]
    finally:
        app.close()


def test_bundled_pictures_are_read_from_disk_once_and_all_read_by_the_preload(monkeypatch):
    import pygame
    from game.ui import resources
    app, menu = _menu_for(monkeypatch, ())
    try:
        resources._image.cache_clear()
        loads = []
        real = pygame.image.load
        monkeypatch.setattr(pygame.image, "load", lambda p: loads.append(p) or real(p))
        resources.preload_images()
        assert loads and all(str(p).endswith(".png") for p in loads)
        n = len(loads)
        first = resources.image("assets/" + str(loads[0]).split("assets/", 1)[1])
        assert first is resources.image("assets/" + str(loads[0]).split("assets/", 1)[1])
        assert len(loads) == n          # nothing read again
    finally:
        app.close()
