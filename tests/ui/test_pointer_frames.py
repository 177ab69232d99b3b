"""While only the pointer moves, the table draws only what the pointer shows (the hovered land's
glow under its pieces, the tooltip, the piece in hand) over the kept base picture, and sends only
those rectangles to the screen. Each such frame is the same, pixel for pixel, as the whole frame
drawn afresh."""
import pygame

from game.ui.input.hotspots import Target


def _motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons, touch=False)


def _step(table, events=()):
    app = table.app
    for ev in events:
        table.handle(ev)
    table.update(0.0)
    app._draw()
    return table.frame


def _same_as_whole(table):
    """The screen now shows what a whole fresh frame shows."""
    screen = table.app.screen
    fresh = pygame.Surface(screen.get_size())
    table.draw(fresh)
    return pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(fresh, "RGB")


def _island_points(table, n):
    r = table.layout.island
    pts, k = [], 0
    while len(pts) < n and k < 5000:
        k += 1
        p = (int(r.x + r.w * (0.05 + 0.9 * ((k * 0.618034) % 1.0))), int(r.y + r.h * (0.05 + 0.9 * ((k * 0.414214) % 1.0))))
        if table.geo.land_at(p):
            pts.append(p)
    return pts


def test_hover_frames_redraw_only_what_the_pointer_shows(table_for):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=(1280, 720))
    _step(table)
    panel = [r.center for r, t in table.hotspots.items if t.kind in ("card", "innate", "growth", "info", "tab")]
    points = _island_points(table, 12) + panel[:10] + _island_points(table, 4)
    partial = 0
    for p in points:
        frame = _step(table, [_motion(p)])
        if frame.dirty is not None:
            partial += 1
            area = sum(r.width * r.height for r in frame.dirty)
            assert area < table.layout.size[0] * table.layout.size[1] / 2
        assert _same_as_whole(table), f"the frame with the pointer at {p} differs from a whole one"
    assert partial >= len(points) - 2, "a still table redraws only the pointer's rectangles"


def test_dragging_a_piece_redraws_only_around_it(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    hand.key(pygame.K_t)                        # tabletop: any piece may be dragged
    _step(table)
    rect = next(r for r, t in reversed(table.hotspots.items) if t.kind == "piece" and table.offer.drag(t))
    _step(table, [_motion(rect.center), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    partial = 0
    for p in _island_points(table, 10):
        frame = _step(table, [_motion(p, (1, 0, 0))])
        assert table.machine.state == "dragging"
        partial += frame.dirty is not None
        assert _same_as_whole(table)
    assert partial >= 8


def test_a_command_redraws_only_the_panels_and_lands_it_changed(table_for):
    """A growth chosen changes the spirit panel, the prompt, the log and the glows: those are
    drawn again, not the island nor the invader board, and the frame is the whole frame."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    _step(table)
    _step(table, [_motion(table.layout.island.center)])
    from game.ui.autoplay import click_events
    frame = _step(table, click_events(hand.point(Target("option", index=0))))    # a growth chosen
    assert frame.dirty is not None
    L = table.layout
    assert any(r.colliderect(L.prompt) for r in frame.dirty) and any(r.colliderect(L.spirit) for r in frame.dirty)
    top = sum(r.clip(L.top).width * r.clip(L.top).height for r in frame.dirty)
    assert top < L.top.width * L.top.height / 10, "the invader board did not change (a glow's reach aside)"
    # the lands the presence may go to glow at once (a drag from the track needs no click first):
    # those are drawn again on the island, not the rest of it
    from game.ui.scenes.table_island import glow_rect
    glows = [glow_rect(table.geo, land) for land in table.offer.glow_lands]
    assert glows, "the growth places presence: its lands glow"
    on_island = [r for r in frame.dirty if L.island.contains(r)]
    assert all(r.collidelist(glows) >= 0 for r in on_island), "only lands whose glow changed"
    rest = [r for r in frame.dirty if r not in on_island]
    assert sum(r.width * r.height for r in rest) < L.size[0] * L.size[1] / 2
    assert _same_as_whole(table)


def test_anything_that_moves_the_ground_draws_the_whole_frame(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    _step(table)
    _step(table, [_motion(table.layout.island.center)])
    assert _same_as_whole(table)
    _step(table, [_motion(table.layout.island.midtop)])     # still: its base is kept from here
    assert _step(table, [_motion(table.layout.island.center)]).dirty is not None
    assert _same_as_whole(table)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)
    assert _step(table, [key]).dirty is None            # the help sheet (Shift+F1) covers everything
    assert _step(table, [_motion(table.layout.island.center)]).dirty is None


def _movable(table):
    """(land, kind, other lands) for pieces of the view that can be moved about."""
    from game.engine import kinds as K
    vs = table.view.state
    lands = sorted(vs.lands)
    return [(land, kind) for kind in (K.EXPLORER, K.TOWN, K.DAHAN, K.CITY) for land in lands
            if vs.lands[land].get(kind)], lands


def test_pieces_that_move_redraw_only_the_lands_they_touch(table_for):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=(1280, 720))
    _step(table)
    pieces, lands = _movable(table)
    points = _island_points(table, 24)
    patched = 0
    for k, p in enumerate(points):
        land, kind = pieces[k % len(pieces)]
        if table.view.state.lands[land].get(kind):
            to = lands[(lands.index(land) + 1 + k) % len(lands)]     # near and far, Towns move explore badges
            table.view.put(to, table.view.take(land, kind))
        frame = _step(table, [_motion(p)])
        if frame.dirty is not None:
            patched += 1
            area = sum(r.width * r.height for r in frame.dirty)
            assert area < table.layout.size[0] * table.layout.size[1] / 2
        assert _same_as_whole(table), f"the frame after moving a piece from {land} differs from a whole one"
    assert patched >= len(points) - 2, "a piece that moved redraws only the lands it touches"


def test_animation_frames_redraw_only_what_moves_and_flashes(table_for):
    """The invader phase played at normal speed: pieces in flight, flashes, banners, the step's
    caption go over the kept base, and each frame is still the whole frame, pixel for pixel."""
    from game.bots import make_bot
    from game.engine import Choose
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=(1280, 720),
                            speed="normal")
    game, bot = table.game, make_bot("random", 5)
    while game.state.decision.kind != "start_invaders" or game.state.turn < 2:
        cmd = bot.choose(game)
        table.perform([cmd])
        table.anim.skip_all()
    _step(table)
    option = next(o for o in game.state.decision.options)
    table.perform([Choose(option.spirit, option)])
    assert table.anim.busy
    points = _island_points(table, 8)
    partial = frames = 0
    while table.anim.busy and frames < 400:
        frames += 1
        events = [_motion(points[frames % len(points)])] if frames % 3 == 0 else []
        for ev in events:
            table.handle(ev)
        table.update(1 / 30)
        if table.anim.holding:
            table.anim.skip_current()
        table.app._draw()
        partial += table.frame.dirty is not None
        assert _same_as_whole(table), f"animation frame {frames} differs from a whole one"
    print(f"{partial} of {frames} animation frames partial")
    assert frames > 20 and partial > frames // 2, (partial, frames)


def test_every_frame_of_a_game_played_at_the_table_is_the_whole_frame(table_for):
    """A bot plays through the table (its clicks and drags) to turn 3: after each frame, once it
    holds still, the screen shows what a whole fresh frame shows, pixel for pixel."""
    from game.ui.autoplay import Autoplayer
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=3, size=(1280, 720))
    app = table.app
    app.autoplayer, app.autoplay_turns, app.screenshots = Autoplayer("greedy", 3), 0, ""
    frames, log, partial = 0, len(table.game.log), 0
    while table.game.state.turn < 3 and not table.game.state.result and frames < 400:
        before = len(table.game.log)
        app.run(max_frames=1)
        frames += 1
        partial += len(table.game.log) > before and table.frame.dirty is not None
        app._draw()     # what the pointer is over follows the new picture; then the frame holds still
        assert _same_as_whole(table), f"frame {frames} (after {len(table.game.log) - log} commands) differs"
    assert len(table.game.log) - log >= 20
    print(f"{partial} frames after a command drawn in part, of {len(table.game.log) - log} commands")
    assert partial >= (len(table.game.log) - log) // 2, "a command redraws what it changed, not the window"


def test_tabletop_moves_undo_and_a_shut_log_redraw_what_changed_and_match_the_whole(table_for):
    """Pieces dropped in tabletop mode, Undo, and the log shut then open: the frames after each
    are the whole frame pixel for pixel, and a drop or an undo sends only what changed."""
    from game.ui.autoplay import drag_events
    from game.ui.scenes import zoom
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=(1280, 720))
    app = table.app
    # the table's clock, not the real one: a zoom rests SETTLE seconds before the island is drawn
    # again (a whole frame, the tray's ground moved); on the real clock, under load, that fell on
    # the Undo's frame, drawn whole, and `frame.dirty is not None` failed one run in three
    clock = [100.0]
    table.now = lambda: clock[0]
    for _ in range(3):                   # zoomed in: lands lie under the tabletop tray
        _step(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+", scancode=0)])
    _step(table, [_motion(table.layout.island.center)])
    assert table.island_due is not None, "the zoomed island is stretched until the zoom rests"
    clock[0] += zoom.SETTLE + 0.1        # the zoom rests: the island drawn again at its zoom
    _step(table)
    assert table.island_due is None
    table.toggle_tabletop()
    _step(table)
    _step(table)
    partial = 0
    tray = table.frame.tray
    assert tray is not None
    from game.ui.scenes.table_island import glow_rect as _glow_rect
    for k in range(4):                   # drag a piece to another land, as a player does: under the tray first
        piece = next((r, t) for r, t in reversed(table.hotspots.items) if t.kind == "piece" and table.offer.drag(t))
        lands = [land for land in table.offer.drags[piece[1].key()] if land and land != piece[1].land]
        lands.sort(key=lambda land: not _glow_rect(table.geo, land).colliderect(tray))
        assert _glow_rect(table.geo, lands[0]).colliderect(tray), "a land reaches under the tray"
        to = table.hotspots.point_of(Target("land", land=lands[k % len(lands)]))
        log, lands_before = len(table.game.log), {k: dict(v) for k, v in table.game.state.lands.items()}
        frame = _step(table, drag_events(piece[0].center, to))
        assert len(table.game.log) > log, "the drop was a move of the game"
        partial += frame.dirty is not None
        assert _same_as_whole(table), f"the frame after tabletop move {k} differs from a whole one"
        _step(table)
        assert _same_as_whole(table)
    assert partial >= 3
    frame = _step(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                             scancode=0)])
    assert table.game.state.lands == lands_before, "the last move undone"
    assert frame.dirty is not None and _same_as_whole(table)
    table.toggle_log(compact=True)
    assert _step(table).dirty is None and _same_as_whole(table)   # the panels shown changed: whole
    table.toggle_log(compact=True)
    _step(table)
    assert _same_as_whole(table)


def test_after_a_card_choice_closes_the_land_under_the_pointer_glows_with_its_tooltip(table_for):
    """The playtest: a power kept from the cards across the island, the pointer still where the
    card was, now over a land: the first frame showed that land's tooltip without its glow (the
    glow followed the card the pointer had been over)."""
    from game.bots import make_bot
    from game.engine import Choose
    from game.ui.render.overlays import CARD_CHOICES
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=4, size=(1280, 720))
    game, bot = table.game, make_bot("random", 3)
    for _ in range(400):
        d = game.state.decision
        if d is not None and d.kind in CARD_CHOICES:
            break
        table.perform([bot.choose(game)])
    assert game.state.decision.kind in CARD_CHOICES
    _step(table)
    over_land = [(r, t) for r, t in table.hotspots.items if t.kind == "card"
                 and table.layout.island.collidepoint(r.center) and table.geo.land_at(r.center)]
    assert over_land, "a card of the choice lies over a land"
    rect, card = over_land[0]
    _step(table, [_motion(rect.center)])
    option = next(o for o in game.state.decision.options if getattr(o, "card", None) == card.card)
    table.perform([Choose(option.spirit if game.state.decision.spirit < 0 else game.state.decision.spirit, option)])
    while game.state.decision.kind in CARD_CHOICES:       # another spirit's choice of cards: the bot's
        table.perform([bot.choose(game)])
    frame = _step(table)
    assert frame.hover is not None and frame.hover.kind == "land"
    assert _same_as_whole(table), "the land under the pointer glows as its tooltip shows"


def test_a_dialog_over_the_table_leaves_no_card_shown_large_behind_it(table_for):
    """The playtest: the pointer on a hand card when "Please confirm" opened, the card stayed
    shown large behind the dialog however the pointer moved."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    card = next(t for r, t in table.hotspots.items if t.kind == "card" and t.name == "hand")
    _step(table, [_motion(hand.point(card))])
    assert table.frame.hover == card and table.frame.pointer_rects, "the card is shown large"
    table.app.confirm("End its actions now?", lambda: None)
    table.app._draw()
    assert table.frame.hover is None and not table.frame.pointer_rects
