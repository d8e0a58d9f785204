"""The kit specs (TOML) as checked models: tile sets, the ice cream kit, the premium board."""
