"""3D printing: the kits' pieces as closed, manifold solids on build plates, written as 3MF.

``printers`` the bed presets; ``settings`` one print's settings from the ``--3d`` options;
``shapes`` the solids (manifold3d, imported only here: no other command loads it) and text
as extruded glyph outlines; ``plates`` pieces packed on the bed; ``threemf`` the 3MF (core
spec plus PrusaSlicer's and Bambu Studio/OrcaSlicer's metadata) and STL writers;
``preview`` a PNG of each plate; ``output`` writes a kit's plates and says what they need.
"""
