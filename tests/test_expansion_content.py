"""The expansion's content (issue 26): four more spirits (one with an Incarna, others built around
beasts, wilds, strife and badlands), at least 50 minor and 30 major powers in all, 21 fear and 10
blight cards, the catalogue counting them, and bots that play them."""
import pytest

from game.content import catalog
from game.content.catalog import catalog_summary
from game.sim import play_one

EXP = "expansion"
TOKENS = {"A": "beasts", "W": "wilds", "Z": "disease", "H": "badlands", "V": "vitality", "S": "strife"}


def _mine(kind: str) -> list[str]:
    return catalog.PACKS.ids_from(kind, [EXP])


def _letters(ops) -> set[str]:
    out = set()
    for op in ops:
        out |= set(op.get("kinds") or "") | set(op.get("per") or "") | set(op.get("letter") or "")
        for c in op.get("cond", ()):
            out |= set(c)
        for k in ("then", "else"):
            if isinstance(op.get(k), (list, tuple)):
                out |= _letters(op[k])
    return out & set(TOKENS)


def test_the_catalogue_counts_the_expansion_content():
    s = catalog_summary()
    assert s["spirits"]["count"] >= 12 and len(_mine("spirit")) >= 4
    assert s["minor"]["count"] >= 50 and s["major"]["count"] >= 30
    assert s["fear"]["count"] >= 21 and s["blight"]["count"] >= 10
    for sid in _mine("spirit"):
        assert s["spirits"]["unique_cards"][sid] == list(catalog.SPIRITS[sid].uniques)
        assert s["spirits"]["packs"][sid] == EXP


def test_the_new_spirits_have_an_incarna_and_are_built_around_beasts_wilds_strife_and_badlands():
    spirits = [catalog.SPIRITS[i] for i in _mine("spirit")]
    assert any(s.incarna for s in spirits)
    used = set()
    for s in spirits:
        assert len(s.uniques) == 4 and all(catalog.POWERS[c].kind == "unique" for c in s.uniques)
        assert all(len(inn.levels) >= 2 for inn in s.innates)
        ops = [op for c in s.uniques for op in catalog.POWERS[c].effect]
        ops += [op for inn in s.innates for lv in inn.levels for op in lv.effect]
        used |= _letters(ops)
    assert {"A", "W", "S", "H"} <= used


def test_the_new_powers_use_tokens_isolate_and_downgrade():
    ops = [op for c in _mine("power") for op in catalog.POWERS[c].effect + catalog.POWERS[c].threshold_effect]
    assert _letters(ops) == set(TOKENS)
    names = {op["op"] for op in ops}
    assert {"isolate", "downgrade", "attach", "fast_now"} <= names


def test_fear_cards_that_act_on_tokens_have_all_three_terror_levels():
    for fid in catalog.FEAR.ids():
        card = catalog.FEAR[fid]
        if _letters([op for _, eff in card.levels for op in eff]):
            assert len(card.levels) == 3 and all(text and eff for text, eff in card.levels), fid


def test_names_are_not_shared_between_the_base_game_and_the_expansion():
    names = [catalog.name_of(i) for kind in ("spirit", "power", "fear", "blight")
             for i in catalog.PACKS.ids_from(kind, ["base", EXP])]
    assert len(names) == len(set(names))


def test_a_base_game_deals_none_of_the_expansion():
    from game.engine.testing import position
    st = position({}, spirits=["falling-cinder-rain"])
    mine = set(_mine("power")) | set(_mine("fear")) | set(_mine("blight"))
    assert not mine & set(st.minor_deck + st.major_deck + st.fear_deck + st.blight_deck)


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_play_expansion_games_with_the_new_spirits_without_error(bot):
    new = _mine("spirit")
    for k, pair in enumerate([(new[0], new[1]), (new[2], new[3])]):
        r = play_one(70 + k, 2, bot, spirits=list(pair), roundtrip=True, variant={"packs": [EXP]})
        assert r["error"] == "" and r["result"], r
