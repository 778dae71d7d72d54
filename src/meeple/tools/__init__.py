"""The logic behind the `meeple` command line: each module is one command's work, free of typer.

Functions take a `Game` object (not an id) so tests can hand them any game;
`meeple.cli` resolves ids through the registry and turns errors into exit codes.
"""
