"""A rules-enforcing desktop table for a cooperative island-defence board game."""
