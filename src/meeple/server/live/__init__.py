"""Tables in play: the hub of live tables, their WebSocket connections and protocol,
clock, table rules, state updates."""
