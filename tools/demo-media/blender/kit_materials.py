"""
The materials of the demo's renderings: plain and noisy surfaces, paving, water and the sea,
glass, glowing surfaces, aerial haze, marble, timber, upholstery and brick or ashlar walls.
Part of the kit (kit.py).
"""
import math

import bpy


def material(name, color, roughness=0.5, metallic=0.0, specular=0.5, transmission=0.0, ior=1.45, emission=None, strength=0.0):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    p = mat.node_tree.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Metallic"].default_value = metallic
    p.inputs["Specular"].default_value = specular
    p.inputs["Transmission"].default_value = transmission
    p.inputs["IOR"].default_value = ior
    if emission:
        p.inputs["Emission"].default_value = (*emission, 1)
        p.inputs["Emission Strength"].default_value = strength
    return mat


def textured(name, color_a, color_b, scale=6.0, roughness=0.55, bump=0.15, detail=8.0):
    """A surface whose colour wanders between two tones by noise (render, stone, sand, lawn)."""
    mat = material(name, color_a, roughness)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*color_a, 1)
    ramp.color_ramp.elements[1].color = (*color_b, 1)
    nt.links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    if bump:
        b = nt.nodes.new("ShaderNodeBump")
        b.inputs["Strength"].default_value = bump
        b.inputs["Distance"].default_value = 0.02
        nt.links.new(noise.outputs["Fac"], b.inputs["Height"])
        nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat


def tiles(name, color, joint, size=0.9, roughness=0.45):
    """Large-format paving: square slabs with a fine darker joint and a little tone per slab."""
    mat = material(name, color, roughness)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0 / size
    brick.inputs["Mortar Size"].default_value = 0.006
    brick.inputs["Brick Width"].default_value = 1.0
    brick.inputs["Row Height"].default_value = 1.0
    brick.inputs["Color1"].default_value = (*color, 1)
    brick.inputs["Color2"].default_value = tuple(c * 0.93 for c in color) + (1,)
    brick.inputs["Mortar"].default_value = (*joint, 1)
    nt.links.new(coord.outputs["Object"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.invert = True
    b.inputs["Strength"].default_value = 0.25
    nt.links.new(brick.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat


def water(name, deep=(0.0, 0.28, 0.34), ripple=0.06, scale=2.5):
    """Pool or sea water: clear, refractive, with a fine wind ripple."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*deep, 1)
    p.inputs["Roughness"].default_value = 0.02
    p.inputs["Transmission"].default_value = 1.0
    p.inputs["IOR"].default_value = 1.333
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 4
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = ripple
    nt.links.new(noise.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return see_through_for_light(mat)


def sea(name, color=(0.01, 0.09, 0.13), roughness=0.06, swell=0.0, specular=0.6):
    """Open water to the horizon: a dark body under a mirror-like rippled surface. `swell`: the
    wavelength (metres) of long, low crests running along X (parallel to a shore on a Y = const
    line), their lines broken by the wind, for a sea seen close from a beach (0: ripples only).
    `specular`: how much of the sky it mirrors (0.25 is water's own; more reads glassier)."""
    mat = material(name, color, roughness=roughness, specular=specular)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (1.0, 4.0, 1.0)
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 0.6
    noise.inputs["Detail"].default_value = 10
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.12
    nt.links.new(coord.outputs["Object"], mapping.inputs["Vector"])
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    nt.links.new(noise.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    if swell:
        # The crests: bands along X, wandering with a coarse noise so no two lines are straight,
        # over which the ripples above run; the crests' faces tilt the sky's reflection, so the
        # sea reads in long light and dark bands as it does from a beach.
        waves = nt.nodes.new("ShaderNodeTexWave")
        waves.bands_direction = "Y"
        # The texture's bands repeat every 2π / 20 of its coordinate.
        waves.inputs["Scale"].default_value = 0.1 * math.pi / swell
        waves.inputs["Distortion"].default_value = 14.0
        waves.inputs["Detail"].default_value = 4.0
        waves.inputs["Detail Scale"].default_value = 1.2
        # Stretched along the crests, the ripples' noise breaks each crest into short lengths.
        along = nt.nodes.new("ShaderNodeMapping")
        along.inputs["Scale"].default_value = (0.35, 1.0, 1.0)
        nt.links.new(coord.outputs["Object"], along.inputs["Vector"])
        nt.links.new(along.outputs["Vector"], waves.inputs["Vector"])
        crests = nt.nodes.new("ShaderNodeBump")
        # Slopes of about a sixth: a light breeze's wavelets, whose faces turned to the camera
        # mirror the blue of the sky above the haze and let the water's colour through.
        crests.inputs["Distance"].default_value = 0.05 * swell
        nt.links.new(waves.outputs["Fac"], crests.inputs["Height"])
        nt.links.new(crests.outputs["Normal"], b.inputs["Normal"])
    return mat


def glass(name="glass", tint=(0.82, 0.88, 0.9)):
    """Architectural glazing: a thin sheet with a grey-green tint, reflective at grazing angles."""
    return see_through_for_light(material(name, tint, roughness=0.0, specular=0.5, transmission=1.0, ior=1.52))


def see_through_for_light(mat, tint=(0.9, 0.92, 0.92)):
    """Shadow rays pass a glass or water surface (tinted), so light reaches through it directly
    instead of as caustics, which a path tracer resolves only as fireflies."""
    nt = mat.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    path = nt.nodes.new("ShaderNodeLightPath")
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(path.outputs["Is Shadow Ray"], mix.inputs["Fac"])
    nt.links.new(surface, mix.inputs[1])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


def glow(name, color, strength):
    """The light of a lit room seen through its windows."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    nt.nodes.clear()
    em = nt.nodes.new("ShaderNodeEmission")
    em.inputs["Color"].default_value = (*color, 1)
    em.inputs["Strength"].default_value = strength
    out = nt.nodes.new("ShaderNodeOutputMaterial")
    nt.links.new(em.outputs["Emission"], out.inputs["Surface"])
    return mat


def no_light_sampling(mat):
    """An emissive surface too large to sample as a lamp: it glows when seen, and lights the scene
    only by the rays that happen to hit it (the lamps near it do the lighting)."""
    if hasattr(mat.cycles, "sample_as_light"):
        mat.cycles.sample_as_light = False
    elif hasattr(mat.cycles, "emission_sampling"):
        mat.cycles.emission_sampling = "NONE"
    return mat


def seen_only(mat):
    """An emissive surface that glows where the camera sees it, directly or mirrored, and lights
    nothing: a street's lit windows and lanterns, only found by the rays that happen to hit them,
    would leave the walls round them mottled however many paths a pixel takes (the lamps beside
    them do the lighting)."""
    no_light_sampling(mat)
    nt = mat.node_tree
    path = nt.nodes.new("ShaderNodeLightPath")
    seen = nt.nodes.new("ShaderNodeMath")
    seen.operation = "MAXIMUM"
    nt.links.new(path.outputs["Is Camera Ray"], seen.inputs[0])
    nt.links.new(path.outputs["Is Glossy Ray"], seen.inputs[1])
    for node in list(nt.nodes):
        if node.type in ("EMISSION", "BSDF_PRINCIPLED"):
            strength = node.inputs["Strength" if node.type == "EMISSION" else "Emission Strength"]
            gate = nt.nodes.new("ShaderNodeMath")
            gate.operation = "MULTIPLY"
            gate.inputs[0].default_value = strength.default_value
            nt.links.new(seen.outputs["Value"], gate.inputs[1])
            nt.links.new(gate.outputs["Value"], strength)
    return mat


def hazy(mat, distance):
    """Aerial perspective: far away, a surface lets the sky behind it show through, so distant
    buildings fade into the haze of the horizon in the sky's own colour."""
    nt = mat.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    cam = nt.nodes.new("ShaderNodeCameraData")
    scale = nt.nodes.new("ShaderNodeMath")
    scale.operation = "DIVIDE"
    scale.inputs[1].default_value = -distance
    nt.links.new(cam.outputs["View Distance"], scale.inputs[0])
    exp = nt.nodes.new("ShaderNodeMath")
    exp.operation = "EXPONENT"
    nt.links.new(scale.outputs["Value"], exp.inputs[0])
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(exp.outputs["Value"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(surface, mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


def thin_glass(name, tint=(0.86, 0.92, 0.92)):
    """A glass balustrade: see-through without bending the view, reflective at grazing angles."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    nt.nodes.clear()
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    gloss = nt.nodes.new("ShaderNodeBsdfGlossy")
    gloss.inputs["Roughness"].default_value = 0.0
    gloss.inputs["Color"].default_value = (0.9, 0.95, 0.95, 1)
    fresnel = nt.nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = 1.52
    mix = nt.nodes.new("ShaderNodeMixShader")
    out = nt.nodes.new("ShaderNodeOutputMaterial")
    nt.links.new(fresnel.outputs["Fac"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(gloss.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


def marble(name, base, vein, scale=1.2, roughness=0.1, veins=0.08):
    """Polished marble: a pale ground crossed by a network of fine, meandering veins (where a
    fractal noise crosses its middle value; `veins`: how wide), with a faint cloudiness."""
    mat = material(name, base, roughness, specular=0.6)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 10.0
    noise.inputs["Roughness"].default_value = 0.58
    noise.inputs["Distortion"].default_value = 0.4
    nt.links.new(coord.outputs["Object"], noise.inputs["Vector"])
    centred = nt.nodes.new("ShaderNodeMath")
    centred.operation = "SUBTRACT"
    centred.inputs[1].default_value = 0.5
    nt.links.new(noise.outputs["Fac"], centred.inputs[0])
    dist = nt.nodes.new("ShaderNodeMath")
    dist.operation = "ABSOLUTE"
    nt.links.new(centred.outputs["Value"], dist.inputs[0])
    line = nt.nodes.new("ShaderNodeMapRange")
    line.inputs["From Min"].default_value = 0.0
    line.inputs["From Max"].default_value = veins * 0.1
    line.inputs["To Min"].default_value = 0.0
    line.inputs["To Max"].default_value = 1.0
    nt.links.new(dist.outputs["Value"], line.inputs["Value"])
    # A second, fainter and wider net of veins, as in real stone.
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.0
    ramp.color_ramp.elements[0].color = (*vein, 1)
    ramp.color_ramp.elements[1].position = 1.0
    ramp.color_ramp.elements[1].color = (*base, 1)
    mid = ramp.color_ramp.elements.new(0.35)
    mid.color = tuple(0.5 * (a + b) for a, b in zip(base, vein)) + (1,)
    nt.links.new(line.outputs["Result"], ramp.inputs["Fac"])
    cloud = nt.nodes.new("ShaderNodeTexNoise")
    cloud.inputs["Scale"].default_value = scale * 1.5
    cloud.inputs["Detail"].default_value = 6
    nt.links.new(coord.outputs["Object"], cloud.inputs["Vector"])
    shade = nt.nodes.new("ShaderNodeMapRange")
    shade.inputs["To Min"].default_value = 0.93
    shade.inputs["To Max"].default_value = 1.05
    nt.links.new(cloud.outputs["Fac"], shade.inputs["Value"])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
    nt.links.new(shade.outputs["Result"], mix.inputs["Color2"])
    nt.links.new(mix.outputs["Color"], p.inputs["Base Color"])
    return mat


def grain(nt, light, dark, along="X", scale=(1.5, 40.0), coord="Object"):
    """A wood grain's colour: streaks stretched `along` an axis (`scale`: along, across it)."""
    c = nt.nodes.new("ShaderNodeTexCoord")
    mapping = nt.nodes.new("ShaderNodeMapping")
    s = [scale[1]] * 3
    s["XYZ".index(along)] = scale[0]
    mapping.inputs["Scale"].default_value = s
    nt.links.new(c.outputs[coord], mapping.inputs["Vector"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 1.0
    noise.inputs["Detail"].default_value = 6.0
    noise.inputs["Distortion"].default_value = 0.6
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].position = 0.7
    ramp.color_ramp.elements[1].color = (*light, 1)
    nt.links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def wood(name, light, dark, along="X", scale=(1.5, 40.0), roughness=0.4):
    """Oiled or lacquered timber (panelling, joinery): a streaked grain along one axis."""
    mat = material(name, light, roughness)
    nt = mat.node_tree
    nt.links.new(grain(nt, light, dark, along, scale), nt.nodes["Principled BSDF"].inputs["Base Color"])
    return mat


def planks(name, light, dark, width=0.24, length=2.2, roughness=0.35):
    """A timber floor of long planks: each plank a little lighter or darker, with its grain, and a
    fine shadow gap between them (planks run along X)."""
    mat = material(name, light, roughness)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.37
    brick.offset_frequency = 1
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Mortar Size"].default_value = 0.0015
    brick.inputs["Brick Width"].default_value = length
    brick.inputs["Row Height"].default_value = width
    brick.inputs["Color1"].default_value = (1.0, 1.0, 1.0, 1)
    brick.inputs["Color2"].default_value = (0.8, 0.8, 0.8, 1)
    brick.inputs["Bias"].default_value = 0.0
    brick.inputs["Mortar"].default_value = (0.3, 0.3, 0.3, 1)
    nt.links.new(coord.outputs["Object"], brick.inputs["Vector"])
    tone = nt.nodes.new("ShaderNodeMixRGB")
    tone.blend_type = "MULTIPLY"
    tone.inputs["Fac"].default_value = 1.0
    nt.links.new(grain(nt, light, dark, "X", (0.8, 30.0)), tone.inputs["Color1"])
    nt.links.new(brick.outputs["Color"], tone.inputs["Color2"])
    nt.links.new(tone.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.invert = True
    b.inputs["Strength"].default_value = 0.3
    b.inputs["Distance"].default_value = 0.002
    nt.links.new(brick.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat


def fabric(name, color, roughness=0.9, sheen=0.6, weave=0.08):
    """Upholstery: matt, with a soft sheen at grazing angles and a fine bouclé texture."""
    mat = material(name, color, roughness, specular=0.25)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Sheen"].default_value = sheen
    p.inputs["Sheen Tint"].default_value = 0.5
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 220.0
    noise.inputs["Detail"].default_value = 2.0
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = weave
    nt.links.new(noise.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat


def masonry(name, color, joint, width=0.215, height=0.075, mortar=0.01, vary=0.2, roughness=0.85, bump=0.3, offset=0.5):
    """Brickwork or ashlar on an upright wall facing X or Y: courses of units `width` by `height`
    metres (a brick, or a block of rusticated stucco) laid with an `offset` bond, each unit's tone
    varied by up to `vary`, in joints `mortar` metres wide recessed by a bump."""
    mat = material(name, color, roughness)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    xyz = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coord.outputs["Object"], xyz.inputs["Vector"])
    # Along the wall (x + y: one of them is constant on a face) and up it.
    run = nt.nodes.new("ShaderNodeMath")
    run.operation = "ADD"
    nt.links.new(xyz.outputs["X"], run.inputs[0])
    nt.links.new(xyz.outputs["Y"], run.inputs[1])
    uv = nt.nodes.new("ShaderNodeCombineXYZ")
    nt.links.new(run.outputs["Value"], uv.inputs["X"])
    nt.links.new(xyz.outputs["Z"], uv.inputs["Y"])
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = offset
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Mortar Size"].default_value = mortar
    brick.inputs["Mortar Smooth"].default_value = 0.1
    brick.inputs["Bias"].default_value = 0.0
    brick.inputs["Brick Width"].default_value = width
    brick.inputs["Row Height"].default_value = height
    brick.inputs["Color1"].default_value = (*color, 1)
    brick.inputs["Color2"].default_value = tuple(c * (1 - vary) for c in color) + (1,)
    brick.inputs["Mortar"].default_value = (*joint, 1)
    nt.links.new(uv.outputs["Vector"], brick.inputs["Vector"])
    # A fine grain over the units: weathering, so no two stretches of wall are the same.
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 1.5
    noise.inputs["Detail"].default_value = 6
    weather = nt.nodes.new("ShaderNodeMapRange")
    weather.inputs["To Min"].default_value = 0.85
    weather.inputs["To Max"].default_value = 1.1
    nt.links.new(noise.outputs["Fac"], weather.inputs["Value"])
    tone = nt.nodes.new("ShaderNodeMixRGB")
    tone.blend_type = "MULTIPLY"
    tone.inputs["Fac"].default_value = 1.0
    nt.links.new(brick.outputs["Color"], tone.inputs["Color1"])
    nt.links.new(weather.outputs["Result"], tone.inputs["Color2"])
    nt.links.new(tone.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.invert = True
    b.inputs["Strength"].default_value = bump
    b.inputs["Distance"].default_value = 0.01
    nt.links.new(brick.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat
