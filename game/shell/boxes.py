"""One look for the question and message boxes (pygame-gui's confirmation dialog and message
window): buttons sized for a mouse, in the menus' button style, along the box's bottom, and the
box no larger than its words and buttons need."""
from __future__ import annotations

BUTTON = (170, 52)      # a button's size at 1920x1080 (scaled like the menus)
GAP = 16


def roomy(box, scale: float, words: str = ""):
    """Give a confirmation dialog or a message window large buttons and fit its height to its
    words (`words`: its message, for the fit); returns the box."""
    s = lambda v: int(v * max(0.7, scale))      # noqa: E731 - a length at 1920x1080, in window pixels
    w, h, gap = s(BUTTON[0]), s(BUTTON[1]), s(GAP)
    buttons = [b for b in (getattr(box, "cancel_button", None), getattr(box, "confirm_button", None),
                           getattr(box, "dismiss_button", None)) if b is not None]
    text = getattr(box, "confirmation_text", None) or getattr(box, "text_block", None)
    if words and text is not None:      # the box only as tall as its words and its buttons
        from . import text as T
        inner = box.get_container().get_size()
        title = box.rect.height - inner[1]
        size = max(14, int(18 * max(0.7, scale)))
        lines = len(T.wrap(_plain(words), size, inner[0] - 2 * gap)) or 1
        want = title + gap + int(lines * size * 1.5) + gap + h + gap + gap
        want = max(want, s(200))
        if want != box.rect.height:         # kept about the same middle
            x, y, old = box.rect.x, box.rect.y, box.rect.height
            box.set_dimensions((box.rect.width, want))
            box.set_position((x, y + (old - want) // 2))
    # right to left along the bottom: Cancel, then the confirming button left of it
    right = -gap
    for b in buttons:
        b.set_dimensions((w, h))
        b.set_anchors({"left": "right", "right": "right", "top": "bottom", "bottom": "bottom"})
        b.set_relative_position((right - w, -gap - h))
        right -= w + gap
        if b is getattr(box, "confirm_button", None) or b is getattr(box, "dismiss_button", None):
            b.change_object_id("#menu_button")
    if text is not None:
        _fit_words(box, text, gap, h)
    return box


def _fit_words(box, text, gap: int, button_h: int) -> None:
    """The message's box as tall as its words laid out (the estimate above counts lines at a
    guessed font: a confirmation's fourth line was cut, and the words ran to the box's right edge,
    in playtest 29): while its words need a scroll bar, the window grows about its middle."""
    limit = box.ui_manager.get_root_container().get_size()[1] - 2 * gap
    for _ in range(8):
        inner = box.get_container().get_size()
        text.set_dimensions((inner[0] - 2 * gap, inner[1] - button_h - 3 * gap))
        text.set_relative_position((gap, gap))
        text.rebuild()          # its words laid out again at this size (else cut at the old one)
        if getattr(text, "scroll_bar", None) is None or box.rect.height + gap * 2 > limit:
            return
        grow = max(gap, text.rect.height // 3)
        x, y, old = box.rect.x, box.rect.y, box.rect.height
        box.set_dimensions((box.rect.width, old + grow))
        box.set_position((x, max(0, y - grow // 2)))


def _plain(html: str) -> str:
    """A message's words without its markup (for measuring)."""
    import re
    return re.sub(r"<[^>]+>", " ", html.replace("<br>", " "))
