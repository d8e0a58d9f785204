"""Print-and-play impositions beside the plain sheets of ``kitgen.maker.kits``.

- :mod:`kitgen.maker.imposition.duplex` — the duplex calibration sheet and ``--back-offset``;
- :mod:`kitgen.maker.imposition.pieceset` — one kit's pieces (fronts, backs, trim) as data, so
  every imposition below serves tiles, tokens, pegs and cards alike (each kit builds its own
  set and hands it in);
- :mod:`kitgen.maker.imposition.gutterfold` — fronts and backs on two halves of one sheet, folded;
- :mod:`kitgen.maker.imposition.print_then_cut` — a printed page with a cutter's registration marks
  and the matching SVG cut file (Silhouette Studio, Cricut Design Space).

Pure geometry in millimetres, producing scene pages; writing files is the caller's business.
"""
