"""The input state machine: pointer and keys become commands, and only ever the commands that
`legal_commands()` lists (plus Undo, and Adjust in tabletop mode)."""
