"""Game content: island boards, spirits, cards and other data registries."""
