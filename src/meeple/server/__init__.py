"""The arena's server: FastAPI on uvicorn, REST for accounts and the lobby, a WebSocket per table.

`meeple.server.run.serve(host, port, database_url)` runs it; `create_app`
builds the ASGI app (tests use it directly).
"""
