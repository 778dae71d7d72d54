"""Platform rules with no I/O: tables and seats, the clock, ratings, undo, restoring and exporting tables.

Everything here is a pure function of records and a time passed in, so it is
unit-tested without a server, a database or a real clock.
"""
