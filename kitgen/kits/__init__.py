"""What each kit prints: its sheets, pages and laser jobs, built from specs and components.

Each module turns a validated spec into scene pages (``kitgen.scene``) or laser jobs
(``kitgen.laser``); the CLI writes them with a backend.
"""
