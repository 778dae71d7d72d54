"""The `meeple` command line."""

from __future__ import annotations

import typer

app = typer.Typer(no_args_is_help=True, help="Meeple: an open, self-hostable board game arena.")


@app.command()
def games() -> None:
    """List the registered games."""
    from rich.console import Console
    from rich.table import Table

    from meeple import games as registry

    table = Table("id", "title", "players", "options")
    for g in registry.all():
        table.add_row(g.id, g.title, f"{g.min_players}-{g.max_players}", ", ".join(o.id for o in g.options))
    Console().print(table)


def main() -> None:
    """Entry point of the `meeple` script."""
    app()
