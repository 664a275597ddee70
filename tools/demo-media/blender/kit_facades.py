"""
The curtain walls of the demo's towers: dark glazing over a grid of flats, a random share of them
lit warm in the evening. Part of the kit (kit.py).
"""
import bpy

from kit_materials import no_light_sampling


def cells(nt, width, height, seed):
    """A random value and colour for each cell of a grid `width` by `height` metres laid over the
    object (Object space), and the position in cells."""
    coord = nt.nodes.new("ShaderNodeTexCoord")
    size = nt.nodes.new("ShaderNodeCombineXYZ")
    size.inputs[0].default_value = width
    size.inputs[1].default_value = width
    size.inputs[2].default_value = height
    div = nt.nodes.new("ShaderNodeVectorMath")
    div.operation = "DIVIDE"
    nt.links.new(coord.outputs["Object"], div.inputs[0])
    nt.links.new(size.outputs["Vector"], div.inputs[1])
    flo = nt.nodes.new("ShaderNodeVectorMath")
    flo.operation = "FLOOR"
    nt.links.new(div.outputs["Vector"], flo.inputs[0])
    shift = nt.nodes.new("ShaderNodeVectorMath")
    shift.operation = "ADD"
    shift.inputs[1].default_value = (seed, seed * 1.7, seed * 0.3)
    nt.links.new(flo.outputs["Vector"], shift.inputs[0])
    noise = nt.nodes.new("ShaderNodeTexWhiteNoise")
    noise.noise_dimensions = "3D"
    nt.links.new(shift.outputs["Vector"], noise.inputs["Vector"])
    return noise, div


# The colours of lit flats: (share of flats up to which it holds, colour). By default all warm,
# from amber to a warm white; NIGHT_LIGHTS adds the neutral and cool whites of LED lighting, as
# the towers of a city show them at night.
WARM_LIGHTS = ((0.0, (1.0, 0.32, 0.08)), (1.0, (1.0, 0.56, 0.24)))
NIGHT_LIGHTS = ((0.0, (1.0, 0.42, 0.14)), (0.4, (1.0, 0.62, 0.32)), (0.75, (1.0, 0.8, 0.6)), (0.92, (0.75, 0.85, 1.0)))


def facade(name, share, strength, cell=(6.4, 3.4), tint=(0.02, 0.035, 0.05), reflect=1.0, seed=0.0, coat=0.7, mirror=0.0, pane=1.6, storey=3.4, lights=WARM_LIGHTS):
    """Glazing over apartments: a dark reflective curtain wall, each pane (`pane` metres wide)
    tilted a hair so the sky's reflection breaks up as on a real tower, and a random `share` of the
    flats behind it (`cell`: one flat wide, one storey high) lit, brighter under the ceiling, in
    `lights`' colours."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*tint, 1)
    p.inputs["Roughness"].default_value = 0.02
    p.inputs["Specular"].default_value = reflect
    p.inputs["Clearcoat"].default_value = coat
    p.inputs["Clearcoat Roughness"].default_value = 0.01
    noise, div = cells(nt, cell[0], cell[1], seed)
    panes, _ = cells(nt, pane, storey, seed + 0.5)
    # Each pane's normal nudged by its own random vector.
    centred = nt.nodes.new("ShaderNodeVectorMath")
    centred.operation = "SUBTRACT"
    centred.inputs[1].default_value = (0.5, 0.5, 0.5)
    nt.links.new(panes.outputs["Color"], centred.inputs[0])
    scaled = nt.nodes.new("ShaderNodeVectorMath")
    scaled.operation = "SCALE"
    scaled.inputs["Scale"].default_value = 0.035
    nt.links.new(centred.outputs["Vector"], scaled.inputs[0])
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    nudged = nt.nodes.new("ShaderNodeVectorMath")
    nudged.operation = "ADD"
    nt.links.new(geo.outputs["Normal"], nudged.inputs[0])
    nt.links.new(scaled.outputs["Vector"], nudged.inputs[1])
    norm = nt.nodes.new("ShaderNodeVectorMath")
    norm.operation = "NORMALIZE"
    nt.links.new(nudged.outputs["Vector"], norm.inputs[0])
    nt.links.new(norm.outputs["Vector"], p.inputs["Normal"])
    if mirror:
        # A reflective coating: a share of the light mirrored whatever the angle, tinted cool.
        coating = nt.nodes.new("ShaderNodeBsdfGlossy")
        coating.inputs["Roughness"].default_value = 0.0
        coating.inputs["Color"].default_value = (0.62, 0.72, 0.8, 1)
        nt.links.new(norm.outputs["Vector"], coating.inputs["Normal"])
        mix = nt.nodes.new("ShaderNodeMixShader")
        mix.inputs["Fac"].default_value = mirror
        out = nt.nodes["Material Output"]
        nt.links.new(p.outputs["BSDF"], mix.inputs[1])
        nt.links.new(coating.outputs["BSDF"], mix.inputs[2])
        nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    if share > 0 and strength > 0:
        on = nt.nodes.new("ShaderNodeMath")
        on.operation = "LESS_THAN"
        on.inputs[1].default_value = share
        nt.links.new(noise.outputs["Value"], on.inputs[0])
        # Some flats brighter than others, some warmer.
        sep = nt.nodes.new("ShaderNodeSeparateColor")
        nt.links.new(noise.outputs["Color"], sep.inputs["Color"])
        level = nt.nodes.new("ShaderNodeMapRange")
        level.inputs["To Min"].default_value = 0.3
        level.inputs["To Max"].default_value = 1.1
        # Most flats dim behind their sheers, a few bright.
        curve = nt.nodes.new("ShaderNodeMath")
        curve.operation = "POWER"
        curve.inputs[1].default_value = 1.5
        nt.links.new(sep.outputs["Green"], curve.inputs[0])
        nt.links.new(curve.outputs["Value"], level.inputs["Value"])
        # Within a storey: brighter towards the ceiling, where the lights are.
        height = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(div.outputs["Vector"], height.inputs["Vector"])
        frac = nt.nodes.new("ShaderNodeMath")
        frac.operation = "FRACT"
        nt.links.new(height.outputs["Z"], frac.inputs[0])
        ceiling = nt.nodes.new("ShaderNodeMapRange")
        ceiling.inputs["To Min"].default_value = 0.45
        ceiling.inputs["To Max"].default_value = 1.3
        nt.links.new(frac.outputs["Value"], ceiling.inputs["Value"])
        prod = nt.nodes.new("ShaderNodeMath")
        prod.operation = "MULTIPLY"
        nt.links.new(on.outputs["Value"], prod.inputs[0])
        nt.links.new(level.outputs["Result"], prod.inputs[1])
        prod2 = nt.nodes.new("ShaderNodeMath")
        prod2.operation = "MULTIPLY"
        nt.links.new(prod.outputs["Value"], prod2.inputs[0])
        nt.links.new(ceiling.outputs["Result"], prod2.inputs[1])
        gain = nt.nodes.new("ShaderNodeMath")
        gain.operation = "MULTIPLY"
        gain.inputs[1].default_value = strength
        nt.links.new(prod2.outputs["Value"], gain.inputs[0])
        warmth = nt.nodes.new("ShaderNodeValToRGB")
        ramp = warmth.color_ramp
        if len(lights) > 2:
            # Distinct kinds of lamp, not a blend of them.
            ramp.interpolation = "CONSTANT"
        while len(ramp.elements) < len(lights):
            ramp.elements.new(1.0)
        for element, (at, color) in zip(ramp.elements, lights):
            element.position, element.color = at, (*color, 1)
        nt.links.new(sep.outputs["Blue"], warmth.inputs["Fac"])
        nt.links.new(warmth.outputs["Color"], p.inputs["Emission"])
        nt.links.new(gain.outputs["Value"], p.inputs["Emission Strength"])
        if mirror:
            # A lit room outshines the coating's reflection.
            dimmed = nt.nodes.new("ShaderNodeMapRange")
            dimmed.inputs["To Min"].default_value = mirror
            dimmed.inputs["To Max"].default_value = mirror * 0.3
            nt.links.new(on.outputs["Value"], dimmed.inputs["Value"])
            nt.links.new(dimmed.outputs["Result"], mix.inputs["Fac"])
    return no_light_sampling(mat)
