"""The baseline for ``bench_check.py``: a minimal one-command Typer program that prints its
argument. ``kitgen check`` must start within 1.3× of this."""

import typer


def main(text: str) -> None:
    """Print TEXT."""
    typer.echo(text)


if __name__ == "__main__":
    typer.run(main)
