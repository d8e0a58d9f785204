"""The one error type the CLI turns into a clear message and exit code 2."""


class KitgenError(Exception):
    """Bad input from the user: a message that names the problem and the fix.

    Raised anywhere in the library; the CLI prints it as ``error: ...`` and exits 2,
    with no traceback.
    """
