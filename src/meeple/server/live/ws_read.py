"""Reading a client's plain text frames without websockets' parser (the common case of every move).

websockets parses each frame through a chain of generator coroutines, a
`Frame` object and its checks; uvicorn then dispatches it as an event.
Profiled under the benchmark, reading a frame that way was a tenth of the
server's CPU per move. `text_frames` reads only the one shape a client sends
for a move (RFC 6455: FIN set, no RSV bit, opcode 1, masked as a client's
frames must be, a 7- or 16-bit length within the limit, the whole frame
already received, valid UTF-8) and stops at the first frame of any other
shape, or an incomplete one: everything from there goes to websockets
(ws_protocol.py), which reads, refuses and closes exactly as before.
"""

from __future__ import annotations

from websockets.frames import apply_mask  # websockets' C speedup when built (what its own parser uses)

FIN_TEXT = 0x81
"""The first byte of a final text frame with no RSV bit set."""
MASKED = 0x80


def text_frames(data: bytes, limit: int | None) -> tuple[list[str], int]:
    """The texts of the whole, plain text frames at the start of `data` (each payload at most `limit` bytes),
    and how many bytes they took; the rest, from the first frame of any other shape, is not read."""
    texts: list[str] = []
    pos, end = 0, len(data)
    while end - pos >= 6:  # the shortest masked frame: 2 header bytes, the 4-byte mask
        if data[pos] != FIN_TEXT or not data[pos + 1] & MASKED:
            break
        length, start = data[pos + 1] & 0x7F, pos + 6
        if length == 126:
            start += 2
            if end < start:
                break
            length = data[pos + 2] << 8 | data[pos + 3]
        elif length == 127:  # 64-bit lengths: over any limit we set, websockets refuses them
            break
        stop = start + length
        if stop > end or (limit is not None and length > limit):
            break
        try:
            texts.append(apply_mask(data[start:stop], data[start - 4:start]).decode())
        except UnicodeDecodeError:  # websockets' path closes with 1007
            break
        pos = stop
    return texts, pos
