"""Test-only extensions: each module adds one thing to the game through the public seams,
exactly as a pack would, and takes it away again (see tests/test_extending.py)."""
