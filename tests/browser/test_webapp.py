"""The server side of the browser UI, over plain HTTP (no browser needed).

Pages, game files and rules (webapp.py), action labels and presence
(web_api.py), and replays at any step as any seat (web_replay.py).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from meeple import games
from meeple.server.api import web_pages
from meeple.server.api.web_pages import _markdown


def play_random(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """A finished game as a meeple-replay/1 document (random moves from a fixed seed)."""
    game = games.get(game_id)
    state = game.setup(players, game.resolve_options({}, players), seed)
    rng, moves = random.Random(seed), []
    while game.waiting_for(state):
        seat = min(game.waiting_for(state))
        action = rng.choice(game.legal_actions(state, seat))
        game.apply(state, seat, action)
        moves.append({"seat": seat, "action": action})
    return {"format": "meeple-replay/1", "game": game_id, "players": players, "options": {}, "seed": seed,
            "seats": [{"name": f"P{i}", "bot": None} for i in range(players)], "moves": moves,
            "outcome": game.outcome(state).as_dict()}


def guest(base: str) -> httpx.Client:
    client = httpx.Client(base_url=base, timeout=10)
    data = client.post("/api/accounts/guest").json()
    client.headers["X-CSRF-Token"] = data["csrf_token"]
    return client


@pytest.fixture
def client(server) -> Iterator[httpx.Client]:
    c = guest(server.base)
    try:
        yield c
    finally:
        c.close()


def test_the_pages_are_the_ui_shell(client: httpx.Client) -> None:
    for path in ("/", "/t/abc", "/replay/abc", "/players/abc"):
        page = client.get(path)
        assert page.status_code == 200 and '<script type="module" src="/web/main.js">' in page.text
    assert client.get("/web/style.css").headers["content-type"].startswith("text/css")
    assert client.get("/web/table.js").headers["content-type"].startswith("text/javascript")


def test_a_game_s_own_renderer_and_styles_are_served_and_nothing_else(client: httpx.Client) -> None:
    ui = client.get("/games/pickomino/ui.js")
    assert ui.status_code == 200 and ui.headers["content-type"].startswith("text/javascript")
    assert "export function createRenderer" in ui.text
    assert client.get("/games/pickomino/ui.css").headers["content-type"].startswith("text/css")
    assert client.get("/games/skull/ui_nope.js").status_code == 404
    assert client.get("/games/pickomino/rules.py").status_code == 404
    assert client.get("/games/pickomino/..%2F__init__.py").status_code == 404
    assert client.get("/games/nope/ui.js").json()["error"]["code"] == "unknown_game"
    known = client.get("/api/web/games").json()["games"]
    assert known["pickomino"]["ui"] == "/games/pickomino/ui.js" and known["skull"]["ui"] == "/games/skull/ui.js"
    assert set(known) == set(games.ids())


def test_every_game_has_its_own_picture_for_the_lobby(client: httpx.Client) -> None:
    for game_id in games.ids():
        art = client.get(f"/games/{game_id}/art.svg")
        assert art.status_code == 200 and art.headers["content-type"].startswith("image/svg+xml"), game_id
        assert art.text.startswith("<svg") and "<script" not in art.text, game_id
    for path in ("/", "/leaderboard/skull"):
        assert client.get(path).status_code == 200


def test_rules_pages_render_markdown_and_never_its_raw_html(client: httpx.Client) -> None:
    page = client.get("/games/claim/rules")
    assert page.status_code == 200 and "<h1>Claim — how to play</h1>" in page.text and "<table>" in page.text
    assert "&lt;script&gt;" in _markdown.render("<script>alert(1)</script>")
    assert client.get("/games/nope/rules").status_code == 404


def test_every_game_has_rules_for_players_and_its_rules_page_shows_them(client: httpx.Client) -> None:
    for game_id in games.ids():
        found = web_pages.rules_file(games.get(game_id))
        assert found is not None and found.name == "rules.md", f"{game_id} has no rules.md"
        title = found.read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
        page = client.get(f"/games/{game_id}/rules")
        assert page.status_code == 200 and f"<h1>{title}</h1>" in page.text, game_id


def test_every_picture_a_rules_page_shows_is_served_as_an_image(client: httpx.Client) -> None:
    for game_id in games.ids():
        found = web_pages.rules_file(games.get(game_id))
        assert found is not None
        for src in re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", found.read_text(encoding="utf-8")):
            picture = client.get(src)
            assert picture.status_code == 200 and picture.headers["content-type"].startswith("image/"), (game_id, src)


def test_a_game_s_rules_for_players_come_before_its_readme(monkeypatch: pytest.MonkeyPatch) -> None:
    pickomino = games.get("pickomino")
    assert web_pages.rules_file(pickomino).name == "rules.md"
    real = web_pages.game_file
    monkeypatch.setattr(web_pages, "game_file", lambda game, name: None if name == "rules.md" else real(game, name))
    assert web_pages.rules_file(pickomino).name == "README.md"  # a game without rules for players yet


def test_labels_are_the_game_s_words_for_my_legal_actions(server, client: httpx.Client) -> None:
    table = client.post("/api/tables", json={"game": "pickomino", "players": 2}).json()["table"]
    client.post(f"/api/tables/{table['id']}/bots", json={"seat": 1})
    client.post(f"/api/tables/{table['id']}/start")
    assert client.get(f"/api/tables/{table['id']}/labels?v=0").json() == {"v": 0, "labels": ["roll the dice"]}
    watcher = guest(server.base)
    assert watcher.get(f"/api/tables/{table['id']}/labels").json()["labels"] == []
    watcher.close()
    presence = client.get(f"/api/tables/{table['id']}/presence").json()
    assert presence == {"seats": [False, None], "watchers": 0}  # no page open; seat 1 is a bot


def test_a_replay_is_told_step_by_step(client: httpx.Client) -> None:
    doc = play_random("pickomino", 2, 3)
    table = client.post("/api/replays", json=doc).json()["table"]
    game = games.get("pickomino")
    story = client.get(f"/api/tables/{table['id']}/replay").json()
    assert story["total"] == len(doc["moves"]) and story["names"] == ["P0", "P1"]
    assert story["outcome"] == doc["outcome"]
    assert story["moves"][0] == {"step": 1, "seat": 0, "label": "roll the dice", "events": story["moves"][0]["events"]}
    assert story["moves"][0]["events"][0]["type"] == "roll"
    start = client.get(f"/api/tables/{table['id']}/replay/0").json()
    assert start["view"] == game.view(game.setup(2, {}, 3), None) and start["waiting"] == [0]
    end = client.get(f"/api/tables/{table['id']}/replay/{story['total']}?seat=1").json()
    assert end["waiting"] == [] and end["view"]["you"] == 1 and end["view"]["phase"] == "over"
    assert client.get(f"/api/tables/{table['id']}/replay/{story['total'] + 1}").status_code == 422
    assert client.get(f"/api/tables/{table['id']}/replay?seat=2").status_code == 422


def test_a_replay_keeps_each_seat_s_secrets(client: httpx.Client) -> None:
    doc = play_random("skull", 3, 5)
    table = client.post("/api/replays", json=doc).json()["table"]
    watcher = client.get(f"/api/tables/{table['id']}/replay").json()
    seat0 = client.get(f"/api/tables/{table['id']}/replay?seat=0").json()
    assert all(m["label"] is None for m in watcher["moves"])  # hidden information: moves are told by events
    assert all((m["label"] is not None) == (m["seat"] == 0) for m in seat0["moves"])
    assert not any("to" in e for m in watcher["moves"] for e in m["events"])
    assert all(e["to"] == [0] for m in seat0["moves"] for e in m["events"] if "to" in e)
    first = client.get(f"/api/tables/{table['id']}/replay/1?seat=1").json()["view"]
    assert first == games.get("skull").view(_after(doc, 1), 1)


def test_no_replay_while_the_game_runs(client: httpx.Client) -> None:
    table = client.post("/api/tables", json={"game": "pickomino", "players": 2}).json()["table"]
    client.post(f"/api/tables/{table['id']}/bots", json={"seat": 1})
    client.post(f"/api/tables/{table['id']}/start")
    assert client.get(f"/api/tables/{table['id']}/replay").json()["error"]["code"] == "not_finished"
    assert client.get("/api/tables/nope/replay/0").status_code == 404


def _after(doc: dict[str, Any], steps: int) -> Any:
    game = games.get(doc["game"])
    state = game.setup(doc["players"], game.resolve_options({}, doc["players"]), doc["seed"])
    for move in doc["moves"][:steps]:
        game.apply(state, move["seat"], move["action"])
    return state
