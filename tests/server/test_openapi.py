"""The OpenAPI description as the server behaves, /docs without internet, and every game's formats.

A live server with every installed game: /openapi.json declares bearer auth
and the common error body with each operation's refusals; /docs and its
Swagger UI files come from this server (no other host is named); each game's
`GET /api/games/{game}/formats` is generated from the game and not empty.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import httpx
import pytest
import pytest_asyncio

from meeple import games
from meeple.engine.shapes import check_shape
from tests.store.databases import fresh_database

from .harness import Client, Running, every_game_settings, running_server

pytestmark = pytest.mark.asyncio(loop_scope="module")

GAMES = sorted(games.ids())


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server on SQLite offering every installed game."""
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(every_game_settings(url)) as running:
        yield running


async def spec_of(server: Running) -> dict:
    async with httpx.AsyncClient(base_url=server.base) as http:
        return (await http.get("/openapi.json")).raise_for_status().json()


async def test_the_description_declares_bearer_auth_where_a_caller_is_needed(server: Running) -> None:
    spec = await spec_of(server)
    assert spec["components"]["securitySchemes"]["bearer"] == {**spec["components"]["securitySchemes"]["bearer"],
                                                               "type": "http", "scheme": "bearer"}
    create = spec["paths"]["/api/tables"]["post"]
    assert create["security"] == [{"bearer": []}]
    assert {"401", "403", "409", "422", "429"} <= set(create["responses"])
    assert "security" not in spec["paths"]["/api/games"]["get"]  # anyone may list the games
    assert spec["paths"]["/api/accounts/me"]["get"]["security"] == [{}, {"bearer": []}]  # a caller is optional


async def test_every_refusal_is_described_with_the_body_the_server_sends(server: Running) -> None:
    spec = await spec_of(server)
    assert "HTTPValidationError" not in spec["components"]["schemas"]
    error = spec["components"]["schemas"]["Error"]
    assert error["required"] == ["error"] and error["properties"]["error"]["required"] == ["code", "message"]
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            for status, answer in operation["responses"].items():
                if status.startswith(("4", "5")):
                    assert answer["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Error"}, \
                        (method, path, status)
            if "{" in path:
                assert "404" in operation["responses"], (method, path)
    assert "Retry-After" in spec["paths"]["/api/tables"]["post"]["responses"]["429"]["headers"]
    # and the server really answers so: a 422 and a 401 in the described shape
    guest = await Client(server).guest()
    bad = await guest.request("POST", "/api/tables", json={"game": 7})
    assert bad.status_code == 422 and set(bad.json()["error"]) == {"code", "message"}
    anonymous = await Client(server).request("POST", "/api/tables", json={"game": "pickomino", "players": 2})
    assert anonymous.status_code == 401 and anonymous.json()["error"]["code"] == "not_logged_in"
    await guest.close()


async def test_docs_render_from_files_this_server_serves(server: Running) -> None:
    async with httpx.AsyncClient(base_url=server.base) as http:
        page = (await http.get("/docs")).raise_for_status().text
        assets = re.findall(r'(?:src|href)="([^"]+)"', page)
        assert any(a.endswith("swagger-ui-bundle.js") for a in assets)
        for asset in assets:
            assert asset.startswith("/"), f"/docs loads {asset} from another host"
            answer = await http.get(asset)
            assert answer.status_code == 200 and len(answer.content) > 500, asset
        assert (await http.get("/redoc")).status_code == 200


@pytest.mark.parametrize("game_id", GAMES)
async def test_each_game_describes_its_actions_and_views(server: Running, game_id: str) -> None:
    async with httpx.AsyncClient(base_url=server.base) as http:
        formats = (await http.get(f"/api/games/{game_id}/formats")).raise_for_status().json()
    game = games.get(game_id)
    assert formats["game"] == game_id
    assert formats["actions"] and formats["example_actions"] and formats["view"]["fields"]
    assert set(formats["actions"]) == set(game.action_shapes)
    for action in formats["example_actions"]:
        check_shape(game.title, game.action_shapes, action)  # the examples are of the declared shapes
    assert set(formats["view"]["example"]) == set(formats["view"]["fields"])


async def test_all_nineteen_games_and_an_unknown_one(server: Running) -> None:
    assert len(GAMES) >= 19
    async with httpx.AsyncClient(base_url=server.base) as http:
        missing = await http.get("/api/games/nosuchgame/formats")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "unknown_game"
