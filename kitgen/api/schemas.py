"""The JSON Schema of every answer (``kitgen schema``), as the front ends read them."""

from __future__ import annotations

from kitgen.schemas import load as load
from kitgen.schemas import names as names
from kitgen.schemas import schema_name as schema_name
