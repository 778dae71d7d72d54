"""The browser UI's pages and files: the lobby, table and replay pages, game renderers and rules.

`install(app)` is called by `create_app`: the routes here answer `/`, `/t/{id}`,
`/replay/{id}`, `/players/{name}` and `/web/...`. The UI
itself is plain ES modules under `meeple/web/` (no build step); a game may
ship its own renderer as `ui.js` next to its rules, served at
`/games/{id}/ui.js`, and its rules.md (its README.md, if it had none) is
shown as the rules page.
"""

from __future__ import annotations

import html
import re
from importlib.resources import files
from importlib.resources.abc import Traversable

from fastapi import APIRouter, FastAPI, Request
from markdown_it import MarkdownIt
from starlette.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles

from meeple.engine import Game

from ..errors import ApiError
from ..services import services
from . import web_helpers, web_replay
from .game_files import game_file

WEB = files("meeple") / "web"
NO_CACHE = {"Cache-Control": "no-cache"}
ASSET_NAME = re.compile(r"^[a-z0-9_-]{1,40}\.(js|css|svg)$")
MEDIA_TYPES = {"js": "text/javascript", "css": "text/css", "svg": "image/svg+xml"}
router = APIRouter(include_in_schema=False)
_markdown = MarkdownIt("commonmark", {"html": False}).enable("table")


def _game(request: Request, game_id: str) -> Game:
    game = services(request).games.get(game_id)
    if game is None:
        raise ApiError(404, "unknown_game", f"There is no game {game_id!r} here.")
    return game


def _shell() -> HTMLResponse:
    return HTMLResponse((WEB / "index.html").read_text(encoding="utf-8"), headers=NO_CACHE)


@router.get("/")
async def lobby_page() -> HTMLResponse:
    """The lobby (the page's modules read the path and draw the right screen)."""
    return _shell()


@router.get("/t/{table_id}")
async def table_page(table_id: str) -> HTMLResponse:
    """A table: seats before the start, the game while it runs, the result after."""
    return _shell()


@router.get("/replay/{table_id}")
async def replay_page(table_id: str) -> HTMLResponse:
    """Step through a finished table's game."""
    return _shell()


@router.get("/settings")
async def settings_page() -> HTMLResponse:
    """The logged-in player's account: keep a guest's games under a name, password, data download, deletion."""
    return _shell()


@router.get("/confirm-email")
async def confirm_email_page() -> HTMLResponse:
    """Where the link of a confirmation mail leads: the page confirms the address by a POST (a mail scanner that
    fetches the link confirms nothing)."""
    return _shell()


@router.get("/players/{name}")
async def profile_page(name: str) -> HTMLResponse:
    """A player's profile: ratings per game, reputation, games played, won and left."""
    return _shell()


@router.get("/leaderboard/{game_id}")
async def leaderboard_page(game_id: str) -> HTMLResponse:
    """A game's best-rated players."""
    return _shell()


def rules_file(game: Game) -> Traversable | None:
    """The rules written for players (`rules.md` in the game's package), else, until it has them, its README.md."""
    return game_file(game, "rules.md") or game_file(game, "README.md")


@router.get("/games/{game_id}/rules")
async def rules_page(game_id: str, request: Request) -> HTMLResponse:
    """The game's rules for players (see `rules_file`) as a page: Markdown without raw HTML, so nothing in it runs."""
    game = _game(request, game_id)
    found = rules_file(game)
    body = _markdown.render(found.read_text(encoding="utf-8")) if found else "<p>This game has no rules page yet.</p>"
    return HTMLResponse(_RULES_PAGE.format(title=html.escape(game.title), body=body), headers=NO_CACHE)


@router.get("/games/{game_id}/{name}")
async def game_asset(game_id: str, name: str, request: Request) -> Response:
    """A browser file of the game's package: `ui.js` (its renderer), its other modules and styles, `art.svg`.

    404 when the game has no such file (without `ui.js` the table page uses generic.js).
    """
    found = game_file(_game(request, game_id), name) if ASSET_NAME.match(name) else None
    if found is None:
        raise ApiError(404, "not_found", f"The game {game_id!r} has no file {name!r} for the browser.")
    kind = MEDIA_TYPES[name.rpartition(".")[2]]
    return Response(found.read_text(encoding="utf-8"), media_type=kind, headers=NO_CACHE)


_RULES_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} rules · Meeple</title>
<link rel="stylesheet" href="/web/style.css">
<link rel="icon" href="/web/favicon.svg" type="image/svg+xml">
</head><body>
<header class="topbar"><a class="brand" href="/"><span class="brand-mark" aria-hidden="true"></span>Meeple</a></header>
<main class="page rules"><p><a href="/">&larr; Back to the lobby</a></p>
<article class="card prose">{body}</article></main>
</body></html>
"""


def install(app: FastAPI) -> None:
    """Mount the UI on the app: pages, /web/ files, renderers, rules, and the UI's helper endpoints."""
    app.include_router(router)
    app.include_router(web_helpers.router)
    app.include_router(web_replay.router)
    app.mount("/web", StaticFiles(directory=str(WEB)), name="web")
