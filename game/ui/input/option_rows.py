"""The choice list's rows held steady through the steps of one question: a gather or a push of
several pieces asks again after each piece moved, without the option just used; the options left
keep the rows they had (the one used stays as a dimmed line saying what was done), so the next
click finds its choice where the eye left it (issue 29: the options moved up a row)."""
from __future__ import annotations


def question_key(state, active: int):
    """(what makes successive decisions one question, whether this one goes on from the last):
    the same kind of choice by the same spirit about the same land; the engine's prompt codes
    say "more" ("gather_more_up_to") when it asks again after a piece moved. None: no list."""
    d = state.decision
    if d is None or state.result:
        return None
    return (d.kind, d.spirit, active, d.data.get("land")), "_more" in d.prompt


def option_key(commands) -> tuple | None:
    """An option as itself, whatever its words: the engine option of its (first) command."""
    o = getattr(commands[0], "option", None) if commands else None
    return None if o is None else (o.kind, o.spirit, o.land, o.to, o.piece, o.card, o.index)


def steady_rows(before, question, options) -> tuple[list, tuple]:
    """The rows of the list for `options` [(label, commands)], and what to remember for the next
    step. A row is an option's index, or the words of an option used earlier in the same question
    (a dimmed line). `question`: `question_key`'s answer; `before`: (question key, [(option key,
    label)] by row) from the last list."""
    keys = [option_key(cmds) for _, cmds in options]
    key, goes_on = question if question is not None else (None, False)
    if before is None or key is None or not goes_on or before[0] != key:
        return list(range(len(options))), (key, [(k, label) for k, (label, _) in zip(keys, options)])
    where = {k: n for n, k in enumerate(keys) if k is not None}
    rows, kept, placed = [], [], set()
    for k, label in before[1]:
        n = where.get(k)
        if n is not None and n not in placed:
            rows.append(n)
            kept.append((k, options[n][0]))
            placed.add(n)
        else:
            rows.append(label)          # used (or gone): its row stays, dimmed
            kept.append((k, label))
    for n, (label, _) in enumerate(options):
        if n not in placed:             # an option new in this step: after the others
            rows.append(n)
            kept.append((keys[n], label))
    while rows and isinstance(rows[-1], str):       # nothing below a used row's place moves up
        rows.pop()
        kept.pop()
    return rows, (key, kept)
