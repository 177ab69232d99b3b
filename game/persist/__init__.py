"""Everything that touches the file system: saves, settings, logs and crash reports.

The engine stays pure; this room writes its data (always atomically) into the player's
own folders, found by platformdirs or under `SPIRIT_TABLE_HOME` when that is set.
"""
