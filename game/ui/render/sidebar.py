"""The side panel: who must choose and what (the decision's prompt and a hint on how to
answer with the pointer), the options as buttons, Undo / Confirm / Tabletop buttons; and
below it the game log, whose card names zoom on hover."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ...content import catalog
from ... import words as W
from ...shell import text
from ..input.affordances import PER_SPIRIT_MENUS, done_words, spirits_to_act
from ...shell.hotspots import Target
from ..palette import BAD, FEAR, GOLD, GOOD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, shade
from ...shell import canvas

NOTICE = (255, 150, 130)    # a refusal's words, under the choices
NOTICE_ROWS = 2             # lines a refusal takes there at most (the pointer's note has it whole)
GROWN_HINT = "Click cards in your hand to play them. Space: done with this spirit's actions."
ANY_HINT = "Choose an option below."       # a question with no hint of its own (a table in babel.cfg: extracted)
HINTS = {
    "spirit_action": "Click a growth option on your panel, then cards in your hand to play them. Space: done.",
    "power_action": "Click a played card or a lit innate power to use it. Space: done.",
    "presence_source": "Drag a presence from a track (or from the island) onto a glowing land; a click on a glowing "
                       "land takes it from the first track.",
    "growth_action": "Choose the next action below; for a presence, drag it straight from a glowing track onto a "
                     "glowing land (or click the land).",
    "presence_land": "Click a glowing land for the presence.",
    "target": "Click a glowing land (or a spirit tab) to target it. A grey glow: the power would do nothing there.",
    "push": "Drag a piece to an adjacent land (or click it, then click the land).",
    "gather": "Drag pieces from neighbouring lands into the land.",
    "damage": "Click an invader to deal 1 damage to it, or assign the rest automatically.",
    "damage_dahan": "Click a Dahan to deal it 1 damage, or deal the rest sparing as many Dahan as you can.",
    "play_card": "Choose a card from your hand to play now (it uses no card play), or play none.",
    "destroy": "Click a piece to destroy it.", "remove": "Click a piece to remove it.",
    "downgrade": "Click a piece to downgrade it.", "upgrade": "Click a piece to upgrade it.",
    "replace": "Click a piece to replace it.",
    "cascade": "Click a glowing land for the blight.", "ravage_order": "Click the land that ravages next (Space: the first listed).",
    "choose_land": "Click a glowing land.",
    "one_of": "Choose one of the effects; one with a cost is asked for next, and may be refused.",
    "pay": "Pay some or all of the cost, or refuse it (then the default effect happens, if any).",
    "attach": "Click the piece that gains it.", "detach": "Click the piece that loses it.",
    "start_invaders": "Space or the button below starts the invaders. To change a choice of the fast phase "
                      "first, undo it (Ctrl+Z): once an invader card is revealed, undo stops there.",
    "futile_power": "Use it anyway (it is spent), or go back and choose another target.",
    "threshold": "Each choice lists the levels that fire and what each one does (Space: the first, which uses the most).",
    "keep_power": "Click the card to keep.", "forget": "Click the card to forget.", "reclaim": "Click the card to reclaim.",
}


def source_of(state):
    """What the pending decision comes from: (words, hover target) or None."""
    d = state.decision
    if d is None:
        return None
    src = (d.then.get("ctx") or {}).get("source") or d.then.get("power") or ""
    if not src:
        return None
    if src in catalog.POWERS:
        return W._("From the power card {name}").format(name=W.tr(W.shown(catalog.POWERS[src]).name)), Target("log", card=src, name="power")
    if src in catalog.FEAR:
        level = min(state.terror, 3)
        return W._("Fear card {name}: {text}").format(name=W.tr(W.shown(catalog.FEAR[src]).name), text=W.tr(W.shown(catalog.FEAR[src]).levels[level - 1][0])), \
            Target("log", card=src, name="fear")
    for sp in catalog.SPIRITS.items.values():
        for inn in sp.innates:
            if inn.id == src:
                return W._("From the innate power {name}").format(name=W.tr(inn.name)), None
    return None


def prompt_words(state, active: int, tabletop: bool, step=None) -> tuple:
    """(heading, its colour, the prompt, the hint under it) of the prompt panel."""
    d = state.decision
    if state.result:
        head, col = (W._("Victory!") if state.result == "victory" else W._("Defeat")), (GOOD if state.result == "victory" else BAD)
        from ..score import cause_words
        prompt, hint = cause_words(state), ""
    elif step is not None:           # the invader phase on screen: no choice until it is shown
        (head, prompt, hint), col = step, BAD
    elif tabletop:
        head, col, prompt = W._("Tabletop mode"), FEAR, W._("Drag any piece anywhere: onto a land, or onto the tray to remove it.")
        hint = W._("Drag from the tray to add a piece. Every move is logged and can be undone (Ctrl+Z). T: back to the rules.")
    elif d is None:
        head, col, prompt, hint = "…", INK, "", ""
    else:
        who = d.spirit if d.spirit >= 0 else active
        spec = W.shown(catalog.SPIRITS[state.spirits[who].spirit_id])
        anyone = not (d.spirit >= 0 or d.kind in ("spirit_action", "power_action"))
        head = W._("Any spirit") if anyone else W.tr(spec.name)
        col = text.readable_on(spec.colour, PANEL) if not anyone else GOLD
        prompt, hint = W.prompt_words(d, state), W._(HINTS.get(d.kind, ANY_HINT))
        if d.kind == "spirit_action" and state.spirits[who].grown:
            hint = W._(GROWN_HINT)
        if d.kind in PER_SPIRIT_MENUS and d.spirit < 0 and who not in spirits_to_act(state):
            prompt, hint = done_words(state, who), W._("Tab or a spirit's tab: the spirits still to act.")
    return head, col, prompt, hint


OPTION_SHRINK = 0.85       # the least a choice's words shrink to stay on one line; longer ones take two


def _option_rows(label: str, size: int, width: int) -> tuple[str, ...]:
    """A choice's words on its button: one line if they fit at nearly the list's size, else two
    (a long choice in small letters among the others was hard to read)."""
    floor = text.resources.MIN_SIZE
    size = max(floor, size)
    fitted = text.fit(label, size, width, False, max(floor, round(size * OPTION_SHRINK)))
    if text.resources.font(fitted).size(label)[0] <= width:
        return (label,)
    return tuple(text.wrap(label, size, width)[:2])     # a longer one shrinks into the two


def draw_prompt(state, active, offer, rect: pygame.Rect, u: float, scroll: int, tabletop: bool,
                can_undo: bool | str = True, can_confirm: bool = True, notice: str = "", step=None,
                terse: bool = False):
    """The prompt panel picture and hotspots; returns (surface, spots, max_scroll). `can_undo`
    may be the words of what Undo takes back ("Marsh Mist Dread's card pick"), shown over it.
    `notice`: why the last click or drop was refused, in red under the choices. `step`: while the
    invader phase plays step by step, (heading, what happens, how to go on) replace the decision.
    The choices fit when they can (`option_layout`: compact rows, then two columns); where they
    still would not, the grey hint on how to play gives them its room (`terse`), and only then
    does the list scroll, its "scroll for more" on a line of its own under the last row."""
    surf = canvas.panel(rect.size)
    surf.fill(PANEL)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (0, rect.height), max(1, int(2 * u)))
    spots = []
    pad = int(10 * u)
    w = rect.width - 2 * pad
    y = pad
    head, col, prompt, hint = prompt_words(state, active, tabletop, step)
    pygame.draw.rect(surf, col, (pad, y + int(3 * u), int(6 * u), int(20 * u)))
    head_h = max(int(28 * u), text.resources.font(max(text.resources.MIN_SIZE, int(18 * u)), True).get_height())
    text.line(surf, head, int(18 * u), col, pygame.Rect(pad + int(12 * u), y, w - int(12 * u), head_h), True)
    y += head_h
    button_h = int(36 * u)
    undo_line = W._("Undo (Ctrl+Z): {what}").format(what=can_undo) if isinstance(can_undo, str) and can_undo and not state.result else ""
    undo_size = max(text.resources.MIN_SIZE, int(12 * u))
    undo_rows = min(2, len(text.wrap(undo_line, undo_size, w))) if undo_line else 0    # whole, on two lines if need be
    undo_h = (undo_rows - 1) * text.line_step(undo_size, 1.0) + text.resources.font(undo_size).get_height() + 2 \
        if undo_line else 0
    bottom_h = button_h + undo_h           # the buttons, and over them what Undo takes back
    bh = int(28 * u)
    # the words above the choices get what is left once two choices and the buttons have room
    floor_y = rect.height - bottom_h - pad - 2 * (bh + int(4 * u)) - int(4 * u)
    if floor_y - y < 2 * text.resources.font(max(text.resources.MIN_SIZE, int(16 * u))).get_height():
        floor_y += bh + int(4 * u)          # a short panel: the prompt's words before a second visible choice

    def words(t, size, colour, bold=False, gap=1.15):
        nonlocal y
        if not t or floor_y - y < text.resources.font(max(text.resources.MIN_SIZE, size), bold).get_height():
            return None
        top = y
        y = text.para(surf, t, size, colour, pygame.Rect(pad, y, w, floor_y - y), bold, gap)
        return top

    top = words(prompt, int(16 * u), INK)
    if top is not None:         # its keywords: a definition on hover, the reference's page on a click
        from .. import keywords
        found = keywords.spots(prompt, int(16 * u), pygame.Rect(pad, top, w, floor_y - top))
        keywords.underline(surf, found, GOLD)
        spots.extend((r, Target("keyword", name=k)) for r, k in found)
    src = None if (tabletop or state.result or step is not None) else source_of(state)
    if src is not None:
        top = words(src[0], int(13 * u), GOLD, gap=1.0)
        if top is not None and src[1] is not None:
            spots.append((pygame.Rect(pad, top, w, y - top), src[1]))
    if not terse:
        words(hint, int(12 * u), INK_DIM, gap=1.0)
    y += int(4 * u)
    # a refusal goes under the choices: they stay where they were (a click that follows at once
    # still finds the choice it aimed at)
    notice_h, nsize = 0, max(text.resources.MIN_SIZE, int(14 * u))
    if notice:
        rows = min(NOTICE_ROWS, len(text.wrap(notice, nsize, w, True)))
        notice_h = (rows - 1) * text.line_step(nsize, 1.0) + text.resources.font(nsize, True).get_height()
    list_rect = pygame.Rect(pad, y, w, rect.height - y - bottom_h - pad - (notice_h + int(4 * u) if notice else 0))
    if notice:
        text.para(surf, notice, nsize, NOTICE, pygame.Rect(pad, list_rect.bottom + int(4 * u), w, notice_h), True, 1.0)
    opts = [] if tabletop or step is not None else offer.options
    # the rows: an option's index, or the words of one used earlier in the same question (dimmed:
    # the others keep their rows through a gather's steps)
    order = ([] if not opts else offer.rows) or list(range(len(opts)))
    words_of = [opts[r][0] if isinstance(r, int) else r for r in order]
    cols, bh, gap, rows, places, top = option_layout(words_of, list_rect, u)
    if top > list_rect.height and not terse and hint and not tabletop and step is None:
        return draw_prompt(state, active, offer, rect, u, scroll, tabletop, can_undo, can_confirm, notice, step, True)
    more_h = text.resources.font(max(text.resources.MIN_SIZE, int(11 * u))).get_height()
    if top > list_rect.height:          # a line of its own for "scroll for more", under the last row
        list_rect.height -= more_h
    extra = text.line_step(max(text.resources.MIN_SIZE, int(14 * u)), 1.0)
    max_scroll = max(0, top - list_rect.height)
    scroll = min(scroll, max_scroll)
    clip = surf.get_clip()
    surf.set_clip(list_rect)
    cw = (list_rect.width - (cols - 1) * gap) // cols
    for j, (r, label) in enumerate(zip(order, words_of)):
        col_x, row_y = places[j]
        b = pygame.Rect(list_rect.x + col_x, list_rect.y + row_y - scroll, cw,
                        bh + (len(rows[j]) - 1) * extra)
        if b.bottom < list_rect.y or b.y > list_rect.bottom:
            continue
        used = not isinstance(r, int)
        if used:        # done already: a flat line, struck through, not a button
            pygame.draw.rect(surf, (38, 46, 41), b, border_radius=int(5 * u))
        else:
            pygame.draw.rect(surf, (52, 66, 56), b, border_radius=int(5 * u))
            pygame.draw.rect(surf, PANEL_EDGE, b, 1, border_radius=int(5 * u))
        if list_rect.contains(b):       # a button cut by the list's edge shows its frame only
            inner = b.inflate(-int(16 * u), -2)
            if len(rows[j]) == 1:
                text.line(surf, label, int(14 * u), INK_DIM if used else INK, inner, valign="centre")
            else:
                text.para(surf, label, int(14 * u), INK_DIM if used else INK, inner, gap=1.0, valign="centre")
            if used:
                wide = min(inner.width, text.resources.font(max(text.resources.MIN_SIZE, int(14 * u))).size(label)[0])
                pygame.draw.line(surf, INK_DIM, (inner.x, b.centery), (inner.x + wide, b.centery), max(1, int(u)))
        vis = b.clip(list_rect)
        if not used and vis.height >= bh // 2:
            spots.append((vis, Target("option", index=r)))
    surf.set_clip(clip)
    if max_scroll:
        more = text.render(W._("scroll for more") if scroll < max_scroll else W._("more above"), int(11 * u), GOLD)
        surf.blit(more, more.get_rect(topright=(list_rect.right, list_rect.bottom)))
    if undo_line:
        text.para(surf, undo_line, undo_size, INK_DIM,
                  pygame.Rect(pad, rect.height - button_h - pad // 2 - undo_h, w, undo_h), gap=1.0)
    bw = (w - 2 * int(6 * u)) // 3
    buttons = (("undo", W._("Undo ^Z")), ("confirm", W._("Next (Space)") if step else W._("Done (Space)")),
               ("tabletop", W._("Tabletop T")))
    if state.result:        # the game is over: its result again, or the next game
        buttons = (("result", W._("The result")), ("new_game", W._("New game")), ("tabletop", W._("Tabletop T")))
    for k, (name, label) in enumerate(buttons):
        b = pygame.Rect(pad + k * (bw + int(6 * u)), rect.height - button_h - pad // 2, bw, button_h)
        on = name == "tabletop" and tabletop
        live = {"undo": can_undo, "confirm": can_confirm}.get(name, True)
        pygame.draw.rect(surf, (90, 70, 120) if on else (46, 58, 50) if live else (32, 38, 35), b, border_radius=int(6 * u))
        pygame.draw.rect(surf, GOLD if on else PANEL_EDGE, b, 1, border_radius=int(6 * u))
        text.line(surf, label, int(14 * u), INK if live else INK_DIM, b.inflate(-2, -2), True, "centre", "centre")
        spots.append((b, Target("button", name=name)))
    return surf, [(r.move(rect.topleft), t) for r, t in spots], max_scroll, list_rect.move(rect.topleft)


LINE_COLOURS = {"phase": GOLD, "win": GOOD, "loss": BAD, "table": FEAR}


def option_layout(labels, list_rect: pygame.Rect, u: float):
    """How a list of choices is laid out in `list_rect`: (columns, a row's height, the gap, each
    choice's lines, each choice's (x, y) in the list, the list's whole height). Rows of the usual
    height while they fit; else compact rows; else, where every choice is short enough for half
    the width, two columns (choices in reading order, across then down). The layout depends only
    on the labels (the rows of a gather's used choices stay put between its steps)."""
    size = int(14 * u)
    font_h = text.resources.font(max(text.resources.MIN_SIZE, size)).get_height()
    best = None
    for cols, bh, gap in ((1, int(28 * u), int(4 * u)), (1, max(font_h + 4, int(22 * u)), int(2 * u)),
                          (2, max(font_h + 4, int(22 * u)), int(2 * u))):
        cw = (list_rect.width - (cols - 1) * gap) // cols
        rows = [_option_rows(label, size, cw - int(16 * u)) for label in labels]
        if cols > 1 and any(len(lines) > 1 for lines in rows):
            continue            # two columns only for choices of one line each
        extra = text.line_step(max(text.resources.MIN_SIZE, size), 1.0)
        places, top = [], 0
        for k in range(0, len(rows), cols):
            line = rows[k:k + cols]
            for c in range(len(line)):
                places.append((c * (cw + gap), top))
            top += bh + (max(len(lines) for lines in line) - 1) * extra + gap
        best = (cols, bh, gap, rows, places, top)
        if top <= list_rect.height + gap:
            break
    return best


def draw_log(lines, rect: pygame.Rect, u: float, scroll: int):
    """The game log, newest at the bottom; `scroll` lines back from the end."""
    surf = canvas.panel(rect.size)
    surf.fill(PANEL_DARK)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (rect.width, 0), max(1, int(2 * u)))
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (0, rect.height), max(1, int(2 * u)))
    spots = []
    pad = int(8 * u)
    text.line(surf, W._("GAME LOG"), int(12 * u), GOLD, pygame.Rect(pad, pad // 2, rect.width - 2 * pad, int(20 * u)), True)
    from ...shell import resources
    fs, width = _log_type(rect, u)
    step = max(int(fs * 1.35), resources.font(fs).get_height())
    rows, owner = _layout(lines, fs, width)
    top = max(int(22 * u), pad // 2 + resources.font(max(resources.MIN_SIZE, int(12 * u)), True).get_height())
    fit = max(1, (rect.height - top - pad) // step)
    scroll = max(0, min(scroll, len(rows) - fit))
    start = max(0, len(rows) - fit - scroll)
    newer = len(set(owner[start + fit:]))       # entries with a row below (a long one takes several rows)
    if newer > 0:       # scrolled back: say that the latest lines are below, and how to see them
        text.line(surf, W.ngettext("{n} newer line below · wheel down", "{n} newer lines below · wheel down", newer).format(n=newer), int(11 * u), GOLD,
                  pygame.Rect(pad, pad // 2, rect.width - 2 * pad, int(20 * u)), align="right", valign="centre")
    y = top
    for row in rows[start:start + fit]:
        for x, word, ref, colour in row:
            img = text.render(word, fs, colour, False)
            text.put(surf, img, (pad + x, y), pygame.Rect(pad, top, width, rect.height - top), word)
            if isinstance(ref, tuple):
                pygame.draw.line(surf, colour, (pad + x, y + img.get_height() - 2), (pad + x + img.get_width(), y + img.get_height() - 2))
                level = ref[2] if len(ref) > 2 else -1       # a fear card: the terror level it resolved at
                spots.append((pygame.Rect(pad + x, y, img.get_width(), step),
                              Target("log", card=ref[1], name=ref[0], index=level)))
        y += step
    return surf, [(r.move(rect.topleft), t) for r, t in spots], max(0, len(rows) - fit)


def _log_type(rect: pygame.Rect, u: float) -> tuple[int, int]:
    """(font size, width) the log's lines are laid out in."""
    from ...shell import resources
    return max(resources.MIN_SIZE, int(13 * u)), rect.width - 2 * int(8 * u)


def log_rows(lines, rect: pygame.Rect, u: float) -> int:
    """The rows these log lines take in the log panel."""
    fs, width = _log_type(rect, u)
    return sum(len(_line_rows(tuple(segs), fs, width)) for segs in lines)


def _layout(lines, fs, width):
    """Words of the log laid into rows: (x, word, ref, colour), and the line each row belongs to.
    A line's rows are kept, so a new line costs its own layout, not the whole log's again."""
    rows, owner = [], []
    for k, segs in enumerate(lines):
        mine = _line_rows(tuple(segs), fs, width)
        rows.extend(mine)
        owner.extend([k] * len(mine))
    return rows, owner


@lru_cache(maxsize=4096)
def _line_rows(segs: tuple, fs: int, width: int) -> tuple:
    """One log line's words laid into rows of `width` pixels at font size `fs`."""
    from ...shell import resources
    font = resources.font(fs)
    space = font.size(" ")[0]
    style = next((r for _, r in segs if isinstance(r, str)), None)
    base = LINE_COLOURS.get(style, INK)
    rows, row, x, open_end = [], [], 0, True
    for words, ref in segs:
        colour = shade(GOLD, 1.2) if isinstance(ref, tuple) else base
        # a segment that starts with no space goes on the last word ("Crags" + "." = "Crags.")
        glue = bool(row) and not open_end and not words[:1].isspace()
        open_end = words[-1:].isspace() or not words
        for word in words.split(" "):
            if not word:
                continue
            if glue:
                x, glue = x - space, False
            wpx = font.size(word)[0]
            if x and x + wpx > width:
                rows.append(tuple(row))
                row, x = [], int(space * 2)
            row.append((x, word, ref if isinstance(ref, tuple) else None, colour))
            x += wpx + space
    rows.append(tuple(row))
    return tuple(rows)
