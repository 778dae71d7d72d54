"""Fan-out of table updates to every server process: in process by default,
over Redis when configured (with presence)."""
