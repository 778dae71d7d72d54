"""The accounts a bot writer makes: a registered account (a bot account if asked) and a token to read and play."""

from __future__ import annotations

from tests.server.harness import Client, Running


async def account_with_token(server: Running, *, bot: bool = False) -> tuple[Client, str]:
    """A registered account (made a bot account if `bot`) and a token with the `read` and `play` scopes."""
    user = await Client(server).register()
    if bot:
        await user.post("/api/accounts/bot", expect=200)
    made = await user.post("/api/accounts/tokens", {"name": "my bot", "scopes": ["read", "play"]}, expect=201)
    return user, made["token"]
