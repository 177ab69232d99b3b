"""The table as a teacher: the words of the hint, the replay, the guided first game and the
rules reference (whole sentences with named placeholders, kept here so that they can be moved
into the language catalogs as they are). Pure data: no engine, no table, no files."""
