"""
The scene of the demo's renderings: an empty Cycles scene, the sky and sun of each mood, the
camera, the lamps and light portals, and the film's finish (the smoothing of the last grain and
the white balance). Part of the kit (kit.py), for Blender's Cycles.
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


def world(scene, mood, azimuth=None, elevation=None):
    """Nishita's physical sky for the mood, and a sun lamp on the same bearing for crisp shadows
    (`azimuth`, degrees from +Y towards -X: where the sun stands, in place of the mood's own;
    `elevation`, degrees: how high, in place of the mood's own)."""
    m = dict(MOODS[mood])
    if azimuth is not None:
        m["azimuth"] = azimuth
    if elevation is not None:
        m["elevation"] = elevation
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


def add_to_sky(scene):
    """A second background added to the world's sky; answers its Background node, to be coloured."""
    wnt = scene.world.node_tree
    out = next(n for n in wnt.nodes if n.type == "OUTPUT_WORLD")
    sky = out.inputs["Surface"].links[0].from_socket
    add = wnt.nodes.new("ShaderNodeAddShader")
    extra = wnt.nodes.new("ShaderNodeBackground")
    extra.inputs["Strength"].default_value = 1.0
    wnt.links.new(sky, add.inputs[0])
    wnt.links.new(extra.outputs["Background"], add.inputs[1])
    wnt.links.new(add.outputs["Shader"], out.inputs["Surface"])
    return extra


def deep_blue_overhead(scene, color):
    """Adds `color` to the world's sky: the blue of the hour after sunset, which the physical sky
    (no moon, no scattering from the ground's lights) leaves nearly black overhead."""
    add_to_sky(scene).inputs["Color"].default_value = (*color, 1)


def horizon_glow(scene, color, height=12.0):
    """Adds `color` to the sky at the horizon, fading out `height` degrees above it: the glow of a
    city's lights in the air over it at night, which a physical sky leaves out."""
    wnt = scene.world.node_tree
    glow = add_to_sky(scene)
    coord = wnt.nodes.new("ShaderNodeTexCoord")
    xyz = wnt.nodes.new("ShaderNodeSeparateXYZ")
    # The ray's height above the horizon (the sine of its elevation): full glow at and below the
    # horizon, none from `height` up, eased in between.
    fade = wnt.nodes.new("ShaderNodeMapRange")
    fade.interpolation_type = "SMOOTHERSTEP"
    fade.inputs["From Min"].default_value = 0.0
    fade.inputs["From Max"].default_value = math.sin(math.radians(height))
    fade.inputs["To Min"].default_value = 1.0
    fade.inputs["To Max"].default_value = 0.0
    tint = wnt.nodes.new("ShaderNodeMixRGB")
    tint.blend_type = "MULTIPLY"
    tint.inputs["Fac"].default_value = 1.0
    tint.inputs["Color1"].default_value = (*color, 1)
    wnt.links.new(coord.outputs["Generated"], xyz.inputs["Vector"])
    wnt.links.new(xyz.outputs["Z"], fade.inputs["Value"])
    wnt.links.new(fade.outputs["Result"], tint.inputs["Color2"])
    wnt.links.new(tint.outputs["Color"], glow.inputs["Color"])


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


def street_view(scene, opts, eye, aim, lens, shift_y, evening, samples=96):
    """Renders a street or a waterfront from eye level: the camera at `eye` looking along the
    bearing `opts["aim"]` (degrees from +X, `aim` if not given) with the lens `opts["lens"]`
    (`lens` if not given); in the evening, lit windows light the ground only by chance bounces,
    so indirect light is clamped harder to keep it smooth."""
    bearing = math.radians(opts.get("aim", aim))
    target = (eye[0] + 30 * math.cos(bearing), eye[1] + 30 * math.sin(bearing), eye[2])
    camera(scene, eye, target, lens=opts.get("lens", lens), shift_y=shift_y, width=opts.get("width", 1920), height=opts.get("height", 1200))
    scene.cycles.samples = opts.get("samples", samples)
    if evening:
        scene.cycles.sample_clamp_indirect = 0.5
    scene.render.filepath = opts["out"]
    bpy.ops.render.render(write_still=True)


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


def point(name, location, energy, color, soft, glossy=True):
    """A small round lamp (a bulb, a candle's flame) of radius `soft`; `glossy` False keeps it out
    of reflections (the glazing would mirror it as a spark over the view)."""
    light = bpy.data.lights.new(name, "POINT")
    light.shadow_soft_size = soft
    light.energy = energy
    light.color = color
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.visible_glossy = glossy
    return obj


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
