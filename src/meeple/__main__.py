"""`python -m meeple ...`: the same as the `meeple` command, for a checkout run without installing it."""

from meeple.cli import main

main()
