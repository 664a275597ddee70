"""
The shared parts of the demo's architectural renderings: the scene, the light of each mood, the
materials and a few objects, for Blender's Cycles (run by scripts/renders.js, never by the site).
"""
import math
import random

import bpy
from mathutils import Vector

# Each mood: the sun's height and bearing (degrees), the sun's strength and colour, the sky's air
# and haze, the exposure, and how brightly the rooms behind the glass are lit (0: not at all).
MOODS = {
    "midday": dict(elevation=55, azimuth=215, sun=4.2, sun_color=(1.0, 0.97, 0.92), air=1.0, dust=1.2, exposure=-0.65, interior=0.0, sky=1.0),
    "golden": dict(elevation=9, azimuth=238, sun=6.0, sun_color=(1.0, 0.68, 0.4), air=1.5, dust=1.8, exposure=0.1, interior=2.5, sky=1.0),
    "dusk": dict(elevation=2.5, azimuth=250, sun=1.2, sun_color=(1.0, 0.5, 0.28), air=1.8, dust=2.2, exposure=1.1, interior=6.0, sky=1.0),
    "blue": dict(elevation=-1.2, azimuth=250, sun=0.0, sun_color=(1.0, 0.6, 0.4), air=1.2, dust=1.0, exposure=1.7, interior=5.0, sky=1.0),
    "night": dict(elevation=-4, azimuth=250, sun=0.0, sun_color=(1.0, 0.6, 0.4), air=1.0, dust=1.0, exposure=2.0, interior=6.0, sky=0.5),
}


def reset(seed):
    """An empty scene, Cycles on the CPU, Filmic colour, and a repeatable random source."""
    bpy.ops.wm.read_factory_settings(use_empty=True)
    random.seed(seed)
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.use_denoising = False
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.02
    scene.cycles.max_bounces = 6
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 3
    scene.cycles.transmission_bounces = 6
    scene.cycles.transparent_max_bounces = 8
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.sample_clamp_indirect = 1.5
    scene.cycles.sample_clamp_direct = 12.0
    scene.cycles.blur_glossy = 1.0
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "High Contrast"
    scene.render.film_transparent = False
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_depth = "16"
    return scene


def world(scene, mood, azimuth=None):
    """Nishita's physical sky for the mood, and a sun lamp on the same bearing for crisp shadows
    (`azimuth`, degrees from +Y towards -X: where the sun stands, in place of the mood's own)."""
    m = dict(MOODS[mood])
    if azimuth is not None:
        m["azimuth"] = azimuth
    w = bpy.data.worlds.new("sky")
    scene.world = w
    w.use_nodes = True
    nodes, links = w.node_tree.nodes, w.node_tree.links
    nodes.clear()
    sky = nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_disc = m["elevation"] > 0
    sky.sun_size = math.radians(0.8)
    sky.sun_intensity = 0.35
    sky.sun_elevation = math.radians(max(m["elevation"], -8))
    sky.sun_rotation = math.radians(m["azimuth"])
    sky.altitude = 20
    sky.air_density = m["air"]
    sky.dust_density = m["dust"]
    sky.ozone_density = 1.4 if mood in ("blue", "night") else 1.0
    bg = nodes.new("ShaderNodeBackground")
    bg.inputs["Strength"].default_value = 0.28 * m["sky"]
    out = nodes.new("ShaderNodeOutputWorld")
    links.new(sky.outputs["Color"], bg.inputs["Color"])
    links.new(bg.outputs["Background"], out.inputs["Surface"])
    if mood == "night":
        # A moonless night is black in a physical sky: a deep blue floor keeps the shapes readable.
        mix = nodes.new("ShaderNodeAddShader")
        deep = nodes.new("ShaderNodeBackground")
        deep.inputs["Color"].default_value = (0.008, 0.014, 0.035, 1)
        deep.inputs["Strength"].default_value = 1.0
        links.new(bg.outputs["Background"], mix.inputs[0])
        links.new(deep.outputs["Background"], mix.inputs[1])
        links.new(mix.outputs["Shader"], out.inputs["Surface"])
    scene.view_settings.exposure = m["exposure"]
    if m["sun"] > 0:
        sun = bpy.data.lights.new("sun", "SUN")
        sun.energy = m["sun"]
        sun.color = m["sun_color"]
        sun.angle = math.radians(1.2)
        obj = bpy.data.objects.new("sun", sun)
        scene.collection.objects.link(obj)
        el, az = math.radians(m["elevation"]), math.radians(m["azimuth"])
        # Blender's sky puts the sun at bearing `rotation` from +Y, turning towards -X.
        direction = Vector((-math.sin(az) * math.cos(el), math.cos(az) * math.cos(el), math.sin(el)))
        obj.rotation_euler = direction.to_track_quat("Z", "Y").to_euler()
    return m


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


def sea(name, color=(0.01, 0.09, 0.13)):
    """Open water to the horizon: a dark body under a mirror-like rippled surface."""
    mat = material(name, color, roughness=0.06, specular=0.6)
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


def box(name, size, location, mat, bevel=0.0):
    """A cuboid of `size` (x, y, z) whose base centre is at `location`."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(location[0], location[1], location[2] + size[2] / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 2
        mod.limit_method = "ANGLE"
    obj.data.materials.append(mat)
    return obj


def plane(name, size, location, mat, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (size[0], size[1], 1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.data.materials.append(mat)
    return obj


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


def shrub(name, location, radius, mat, squash=0.8):
    """A clipped round shrub: a displaced sphere."""
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=radius, location=(location[0], location[1], location[2] + radius * squash))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (1, 1, squash)
    tex = bpy.data.textures.new(name + "-leaves", "CLOUDS")
    tex.noise_scale = radius * 0.25
    disp = obj.modifiers.new("leaves", "DISPLACE")
    disp.texture = tex
    disp.strength = radius * 0.18
    bpy.ops.object.shade_smooth()
    obj.data.materials.append(mat)
    return obj


def lounger(name, location, frame_mat, pad_mat, turn=0.0):
    """A sun lounger: a timber base, a cushioned pad and a raised backrest towards +Y, its base
    centre at `location`, turned by `turn` about it."""
    parts = [
        box(name + "-base", (0.75, 2.0, 0.32), (0, 0, 0), frame_mat, bevel=0.03),
        box(name + "-pad", (0.68, 1.45, 0.1), (0, -0.25, 0.32), pad_mat, bevel=0.04),
        box(name + "-back", (0.68, 0.75, 0.1), (0, 0.95, 0.45), pad_mat, bevel=0.04),
    ]
    parts[2].rotation_euler = (math.radians(-40), 0, 0)
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = (0, 0, turn)
    for p in parts:
        p.parent = empty
    return empty


def palm(name, location, height, lean, trunk_mat, frond_mat, fronds=14):
    """A date palm: a gently curved ringed trunk and a crown of arching, drooping fronds."""
    x0, y0, z0 = location
    segments = 10
    lean_dir = Vector((math.cos(lean[1]), math.sin(lean[1]), 0))
    points = []
    for i in range(segments + 1):
        t = i / segments
        offset = lean_dir * (math.sin(t * math.pi / 2) * lean[0] * height)
        points.append(Vector((x0, y0, z0)) + offset + Vector((0, 0, t * height)))
    curve = bpy.data.curves.new(name + "-trunk", "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = 0.17 * height / 9
    curve.bevel_resolution = 4
    spline = curve.splines.new("POLY")
    spline.points.add(len(points) - 1)
    for p, v in zip(spline.points, points):
        p.co = (*v, 1)
    # Thicker at the foot.
    for i, p in enumerate(spline.points):
        p.radius = 1.25 - 0.45 * (i / segments)
    trunk = bpy.data.objects.new(name + "-trunk", curve)
    bpy.context.scene.collection.objects.link(trunk)
    curve.materials.append(trunk_mat)
    top = points[-1]
    for f in range(fronds):
        angle = (f / fronds) * 2 * math.pi + random.uniform(-0.2, 0.2)
        rise = random.uniform(-0.55, 0.35)
        length = height * random.uniform(0.32, 0.44)
        frond(f"{name}-frond{f}", top, angle, rise, length, frond_mat)
    return trunk


def frond(name, origin, angle, rise, length, mat):
    """One frond: a spine arching out and down, with leaflets on both sides as a thin ribbon mesh."""
    steps = 14
    verts, faces = [], []
    direction = Vector((math.cos(angle), math.sin(angle), 0))
    side = Vector((-math.sin(angle), math.cos(angle), 0))
    for i in range(steps + 1):
        t = i / steps
        along = direction * (t * length)
        up = Vector((0, 0, length * (rise * t - 0.9 * t * t)))
        spine = origin + along + up
        half = length * 0.12 * math.sin(math.pi * min(1.0, t * 1.15)) + 0.02
        droop = Vector((0, 0, -half * 0.55))
        verts += [spine + side * half + droop, spine, spine - side * half + droop]
        if i:
            a = (i - 1) * 3
            b = i * 3
            faces += [(a, a + 1, b + 1, b), (a + 1, a + 2, b + 2, b + 1)]
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(mat)
    return obj


def frond_material():
    """Palm leaflets: the frond's ribbon cut into many narrow leaves by a stripe mask."""
    mat = bpy.data.materials.new("frond")
    mat.use_nodes = True
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (0.09, 0.16, 0.05, 1)
    p.inputs["Roughness"].default_value = 0.55
    coord = nt.nodes.new("ShaderNodeTexCoord")
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.inputs["Scale"].default_value = 9.0
    wave.inputs["Distortion"].default_value = 1.5
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    ramp.color_ramp.elements[0].position = 0.0
    ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    ramp.color_ramp.elements[1].position = 0.45
    ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    nt.links.new(coord.outputs["Object"], wave.inputs["Vector"])
    nt.links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Alpha"])
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (0.18, 0.28, 0.06, 1)
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.25
    out = nt.nodes["Material Output"]
    nt.links.new(p.outputs["BSDF"], mix.inputs[1])
    nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
    # Holes where the stripe mask is dark.
    holdout = nt.nodes.new("ShaderNodeBsdfTransparent")
    cut = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(ramp.outputs["Color"], cut.inputs["Fac"])
    nt.links.new(holdout.outputs["BSDF"], cut.inputs[1])
    nt.links.new(mix.outputs["Shader"], cut.inputs[2])
    nt.links.new(cut.outputs["Shader"], out.inputs["Surface"])
    return mat


def camera(scene, location, target, lens=30, shift_y=0.0, width=1920, height=1200, tilt=0.0):
    """An architectural camera: level, verticals kept straight by a lens shift instead of a tilt
    (`tilt`, degrees upwards, only for a deliberate look up at a tall building)."""
    cam = bpy.data.cameras.new("camera")
    cam.lens = lens
    cam.shift_y = shift_y
    cam.sensor_width = 36
    obj = bpy.data.objects.new("camera", cam)
    scene.collection.objects.link(obj)
    obj.location = location
    d = Vector(target) - Vector(location)
    d.z = 0
    obj.rotation_euler = (math.radians(90 + tilt), 0, math.atan2(d.y, d.x) - math.pi / 2)
    scene.camera = obj
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    return obj


def no_light_sampling(mat):
    """An emissive surface too large to sample as a lamp: it glows when seen, and lights the scene
    only by the rays that happen to hit it (the lamps near it do the lighting)."""
    if hasattr(mat.cycles, "sample_as_light"):
        mat.cycles.sample_as_light = False
    elif hasattr(mat.cycles, "emission_sampling"):
        mat.cycles.emission_sampling = "NONE"
    return mat


def rounded(w, d, r, segments=6):
    """The outline of a rounded rectangle, counter-clockwise, centred on the origin."""
    pts = []
    for cx, cy, start in ((w / 2 - r, d / 2 - r, 0), (-w / 2 + r, d / 2 - r, 90), (-w / 2 + r, -d / 2 + r, 180), (w / 2 - r, -d / 2 + r, 270)):
        for i in range(segments + 1):
            a = math.radians(start + 90 * i / segments)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def prism(name, outline, height, location, mat, caps=True):
    """An outline extruded upwards by `height`, its origin at the base (so Object coordinates run
    from the foot), smooth where the outline curves."""
    n = len(outline)
    verts = [(x, y, 0.0) for x, y in outline] + [(x, y, height) for x, y in outline]
    faces = [(i, (i + 1) % n, n + (i + 1) % n, n + i) for i in range(n)]
    if caps:
        faces += [tuple(range(n - 1, -1, -1)), tuple(range(n, 2 * n))]
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    for poly in mesh.polygons:
        poly.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(35)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.data.materials.append(mat)
    return obj


def repeat(obj, count, step):
    """Stacks copies of an object `step` metres apart upwards (one mesh, one object)."""
    mod = obj.modifiers.new("storeys", "ARRAY")
    mod.count = count
    mod.use_relative_offset = False
    mod.use_constant_offset = True
    mod.constant_offset_displace = (0, 0, step)
    return obj


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


def facade(name, share, strength, cell=(6.4, 3.4), tint=(0.02, 0.035, 0.05), reflect=1.0, seed=0.0, coat=0.7, mirror=0.0, pane=1.6, storey=3.4):
    """Glazing over apartments: a dark reflective curtain wall, each pane (`pane` metres wide)
    tilted a hair so the sky's reflection breaks up as on a real tower, and a random `share` of the
    flats behind it (`cell`: one flat wide, one storey high) lit warm, brighter under the ceiling."""
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
        warmth.color_ramp.elements[0].color = (1.0, 0.32, 0.08, 1)
        warmth.color_ramp.elements[1].color = (1.0, 0.56, 0.24, 1)
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


def area(name, size, location, energy, color=(1.0, 0.75, 0.5), rotation=(0, 0, 0), spread=180):
    """A soft rectangular lamp, shining down unless turned by `rotation`."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = size
    light.energy = energy
    light.color = color
    light.spread = math.radians(spread)
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


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


def portal(name, size, location, rotation):
    """A light portal over a window: tells the path tracer where the sky's light comes in, so a
    room lit through its glass converges instead of staying grainy."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = size
    light.cycles.is_portal = True
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def smooth_noise(scene, space=2.5, color=0.12, iterations=1, balance=(1.0, 1.0, 1.0), beyond=None):
    """Smooths what is left of the path tracer's grain without blurring the picture: a bilateral
    blur in the compositor that averages a pixel only with neighbours of the same surface (the
    same albedo and facing, from Cycles' denoising passes), so walls and ceilings come out clean
    while edges, textures and the view keep their detail. Blender's OpenImageDenoise is not built
    into Debian's Blender; this stands in for it. `balance`: a white balance (red, green, blue
    gains), as a photographer warms or cools a room lit by the evening's sky. `beyond`: a distance
    (metres) past which the picture is left as rendered: a view lit directly needs no smoothing,
    and a city's lit windows, all of one albedo, would be smeared by it."""
    scene.view_layers[0].cycles.denoising_store_passes = True
    scene.use_nodes = True
    nt = scene.node_tree
    nt.nodes.clear()
    layers = nt.nodes.new("CompositorNodeRLayers")
    # The guide: albedo and facing together, so a change in either stops the blur.
    guide = nt.nodes.new("CompositorNodeMixRGB")
    guide.blend_type = "ADD"
    guide.inputs["Fac"].default_value = 0.5
    nt.links.new(layers.outputs["Denoising Albedo"], guide.inputs[1])
    nt.links.new(layers.outputs["Denoising Normal"], guide.inputs[2])
    blur = nt.nodes.new("CompositorNodeBilateralblur")
    blur.iterations = iterations
    blur.sigma_space = space
    blur.sigma_color = color
    nt.links.new(layers.outputs["Image"], blur.inputs["Image"])
    nt.links.new(guide.outputs["Image"], blur.inputs["Determinator"])
    smoothed = blur.outputs["Image"]
    if beyond:
        scene.view_layers[0].use_pass_z = True
        far = nt.nodes.new("CompositorNodeMath")
        far.operation = "GREATER_THAN"
        far.inputs[1].default_value = beyond
        nt.links.new(layers.outputs["Depth"], far.inputs[0])
        keep = nt.nodes.new("CompositorNodeMixRGB")
        nt.links.new(far.outputs["Value"], keep.inputs["Fac"])
        nt.links.new(blur.outputs["Image"], keep.inputs[1])
        nt.links.new(layers.outputs["Image"], keep.inputs[2])
        smoothed = keep.outputs["Image"]
    gains = nt.nodes.new("CompositorNodeMixRGB")
    gains.blend_type = "MULTIPLY"
    gains.inputs["Fac"].default_value = 1.0
    gains.inputs[2].default_value = (*balance, 1)
    nt.links.new(smoothed, gains.inputs[1])
    out = nt.nodes.new("CompositorNodeComposite")
    nt.links.new(gains.outputs["Image"], out.inputs["Image"])
    return blur
