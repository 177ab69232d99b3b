"""The Spittlesnot quest (rules document 002): a second game at the same table, with its own
engine, content, bots and ui; it imports the core and the shell, never the island."""
