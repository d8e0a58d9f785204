"""What each kit prints: its sheets, pages and laser jobs, built from specs and components.

Each module turns a validated spec into scene pages (``kitgen.make.scene``) or laser jobs
(``kitgen.make.laser``); the CLI writes them with a backend.
"""
