"""What each kit prints: its sheets, pages and laser jobs, built from specs and components.

Each module turns a validated spec into scene pages (``kitgen.maker.scene``) or laser jobs
(``kitgen.maker.laser``); the CLI writes them with a backend.
"""
