"""The print half: specs, components, layout, impositions, cards, laser jobs, scene, renderers."""
