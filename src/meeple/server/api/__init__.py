"""HTTP routes: accounts, tables and the lobby, arena rules, undo, replays, and the browser UI's pages."""
