"""The ice cream code's shipped template (``templates/icecream/kit.toml``): the kit spec, its
kind and the commands that take it (the registry's record names them)."""

from __future__ import annotations

from kitgen.core.messages import N_
from kitgen.files.templates import Template

KIT_SPEC = N_("ice cream kit spec")

TEMPLATES = (
    Template(
        "icecream-kit",
        KIT_SPEC,
        N_("The ice cream code kit: flavours, tokens, pegs, board and pedestal."),
        ("icecream", "kit.toml"),
        "kitgen tokens --spec, kitgen board icecream --spec, kitgen calibrate 3d --spec, kitgen "
        "calibrate laser --spec",
        copy_name="icecream-kit.toml",
    ),
)
