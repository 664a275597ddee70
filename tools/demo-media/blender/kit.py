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


def world(scene, mood):
    """Nishita's physical sky for the mood, and a sun lamp on the same bearing for crisp shadows."""
    m = MOODS[mood]
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
