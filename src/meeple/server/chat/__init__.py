"""Chat as Board Game Arena players know it: a chat per table and one in the lobby, mute, report, block.

`rules` says what may be written and by whom; `posting` stores a message
and publishes it through the table's fan-out (so every server process's
pages get it); `table_ws` and `lobby_socket` speak it over WebSockets;
`blocks` keeps a blocked player's messages and seats away. docs/api.md
("Chat") describes it for client writers.
"""
