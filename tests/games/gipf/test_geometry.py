"""The board: 37 spots, 24 dots, 21 lines, 42 pushes, named in the published notation."""

from meeple.games.gipf.geometry import DOTS, ENTRIES, INDEX, LABELS, LINE_ENDS, LINES, NEIGHBOURS, SPOTS, parse, span
from meeple.games.gipf.state import new_state
from meeple.games.gipf.view import board_from_diagram, diagram


def names(points):
    return [LABELS[p] for p in points]


def test_counts_of_the_published_board():
    assert len(LABELS) == 61
    assert len(SPOTS) == 37
    assert len(DOTS) == 24
    assert len(LINES) == 21
    assert sorted(len(line) for line in LINES) == [4] * 6 + [5] * 6 + [6] * 6 + [7] * 3


def test_columns_run_from_a1_a5_to_e1_e9_to_i1_i5():
    for col, size in zip("abcdefghi", (5, 6, 7, 8, 9, 8, 7, 6, 5), strict=True):
        assert [x for x in LABELS if x[0] == col] == [f"{col}{n}" for n in range(1, size + 1)]


def test_dots_are_the_outer_ring():
    assert names(DOTS) == [
        "a1", "a2", "a3", "a4", "a5", "b1", "b6", "c1", "c7", "d1", "d8", "e1", "e9",
        "f1", "f8", "g1", "g7", "h1", "h6", "i1", "i2", "i3", "i4", "i5",
    ]


def test_corner_dots_push_one_way_the_others_two():
    corners = {"a1", "a5", "e1", "e9", "i1", "i5"}
    for dot in DOTS:
        assert len(ENTRIES[dot]) == (1 if LABELS[dot] in corners else 2), LABELS[dot]
    assert sum(len(e) for e in ENTRIES.values()) == 42


def test_rays_run_to_the_far_edge():
    assert [(names([t]), names(ray)) for t, ray in ENTRIES[INDEX["a1"]]] == [
        (["b2"], ["b2", "c3", "d4", "e5", "f5", "g5", "h5"])
    ]
    assert {LABELS[t]: names(ray) for t, ray in ENTRIES[INDEX["b6"]]} == {
        "c6": ["c6", "d6", "e6", "f5", "g4", "h3"],
        "b5": ["b5", "b4", "b3", "b2"],
    }


def test_neighbours_of_the_centre():
    assert sorted(names(n for n in NEIGHBOURS[INDEX["e5"]])) == ["d4", "d5", "e4", "e6", "f4", "f5"]


def test_parse_and_span():
    assert parse("e5") == INDEX["e5"]
    assert parse("j1") is None and parse(7) is None
    assert span([INDEX["b2"], INDEX["e5"]]) == "b2–e5"


def test_diagram_of_the_standard_start_reads_back():
    board = new_state("standard", 0).board
    text = diagram(board)
    assert text == """\
            o
         o     o
      o     B     o
   o     .     .     o
o     .     .     .     o
   W     .     .     W
o     .     .     .     o
   .     .     .     .
o     .     .     .     o
   .     .     .     .
o     .     .     .     o
   B     .     .     B
o     .     .     .     o
   o     .     .     o
      o     W     o
         o     o
            o
a  b  c  d  e  f  g  h  i"""
    assert board_from_diagram(text) == board


def test_each_line_ends_in_the_two_dots_that_push_along_it():
    for line, (start, end) in zip(LINES, LINE_ENDS, strict=True):
        assert (line[0], line) in ENTRIES[start]
        assert (line[-1], line[::-1]) in ENTRIES[end]
