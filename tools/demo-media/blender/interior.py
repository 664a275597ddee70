"""
A room with a view, rendered with Cycles:
  blender -b --factory-startup --python interior.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), room ("living", "bedroom", "kitchen", "bathroom",
"dining", "terrace" or "gym"), palette ("ivory", "noir", "marble", "walnut" or "sage": the room's floor,
walls and furniture), view ("sea", "skyline" or "hills": what the windows look onto), sun
(degrees from the view's axis towards the left: where the sun stands), exposure (stops added to
the mood's: a pale room exposed a little brighter by day so it reads white, or darker at dusk so
it reads as evening; a terrace, in the open air, starts from the exteriors' exposure), lamps (the
room's own lights against the mood's: a pale room, which the evening's lamps would wash out,
wants them dimmer), sharp_view (leave the view beyond the glass unsmoothed: a daylit city's edges
stay crisp; at night its lit windows and the lamps' reflections keep their grain), lens (the
camera's focal length in mm, 24 unless given), seed, width, height, samples.

The room is a box of floor-to-ceiling glass along +Y (the window wall at y = DEPTH), closed on
every other side so the only daylight is what comes through the glass; the camera stands at eye
height near the back wall, level, looking towards the windows. The terrace is the same plan in the
open air: the house's wall on the left, a pergola over its lounge, the view beyond its balustrade.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "golden")
room = opts.get("room", "living")
palette = opts.get("palette", "ivory")
view = opts.get("view", "sea")
scene = kit.reset(opts.get("seed", "interior"))
m = kit.world(scene, mood, azimuth=opts.get("sun", 30))
evening = mood in ("dusk", "blue", "night")
lit = m["interior"]
# How brightly the room's own lights burn against the mood's: a pale room wants them dimmer.
LAMPS = opts.get("lamps", 1.0)
# Seen through a window the hazy air of the villas' low sun turns the whole sky ochre: clearer air
# keeps it blue overhead above a warm horizon.
sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
sky.dust_density = {"golden": 0.8, "dusk": 0.5}.get(mood, sky.dust_density)
sky.air_density = {"dusk": 1.0}.get(mood, sky.air_density)
# After sunset the sky is the view's light: brighter, so it reads blue beside the lit room.
wnt = scene.world.node_tree
background = next(n for n in wnt.nodes if n.type == "BACKGROUND")
background.inputs["Strength"].default_value *= {"blue": 1.5, "dusk": 1.5}.get(mood, 1.0)
if mood == "blue":
    # The blue of the hour after sunset, which the physical sky (no moon, no scattering from the
    # ground's lights) leaves nearly black overhead.
    add = wnt.nodes.new("ShaderNodeAddShader")
    deep = wnt.nodes.new("ShaderNodeBackground")
    deep.inputs["Color"].default_value = (0.012, 0.03, 0.09, 1)
    deep.inputs["Strength"].default_value = 1.0
    out = next(n for n in wnt.nodes if n.type == "OUTPUT_WORLD")
    wnt.links.new(background.outputs["Background"], add.inputs[0])
    wnt.links.new(deep.outputs["Background"], add.inputs[1])
    wnt.links.new(add.outputs["Shader"], out.inputs["Surface"])

# The room: WIDTH across (x), DEPTH to the glass (y), HEIGHT to the ceiling.
WIDTH, DEPTH, HEIGHT = {"living": (7.8, 7.0, 3.1), "bedroom": (6.4, 6.4, 3.0), "kitchen": (7.4, 7.0, 3.1), "bathroom": (5.6, 5.6, 3.0), "dining": (7.4, 7.0, 3.1), "terrace": (8.0, 4.5, 3.0), "gym": (8.0, 7.0, 3.1)}[room]
OUTDOORS = room == "terrace"
X0, X1 = -WIDTH / 2, WIDTH / 2
# Inside, the view is exposed for the room: brighter than the exteriors' exposure, by mood.
if not OUTDOORS:
    scene.view_settings.exposure += {"midday": 1.7, "golden": -0.4, "dusk": -0.5, "blue": 0.0, "night": -0.2}[mood]
scene.view_settings.exposure += opts.get("exposure", 0.0)
scene.cycles.diffuse_bounces = 3
scene.cycles.sample_clamp_indirect = 0.8
scene.cycles.adaptive_threshold = 0.015

# A photographer's white balance by mood: the low sun's orange and the blue hour's blue kept, but
# the white walls left nearly white (in the open air the light's colour is the picture's).
BALANCE = {"midday": (1.0, 1.0, 1.0), "golden": (0.95, 0.98, 1.06), "dusk": (0.9, 0.96, 1.1), "blue": (0.9, 0.95, 1.1), "night": (1.0, 1.0, 1.0)} if OUTDOORS else {"midday": (1.04, 1.0, 0.95), "golden": (0.8, 0.95, 1.3), "dusk": (0.76, 0.9, 1.32), "blue": (0.76, 0.9, 1.35), "night": (1.0, 1.0, 1.0)}

# The palettes: floor, walls, the feature wall (left), the upholstery, the accent, the rug, and
# the bathroom's stone (and the terrace's outside wall) where the feature wall is not a stone.
PALETTES = {
    "ivory": dict(
        floor=lambda: kit.planks("oak-floor", (0.42, 0.3, 0.19), (0.3, 0.2, 0.12)),
        wall=(0.8, 0.79, 0.76),
        feature=lambda: kit.textured("limewash", (0.72, 0.68, 0.61), (0.66, 0.62, 0.55), scale=3, roughness=0.85, bump=0.02),
        sofa=(0.78, 0.74, 0.67), chair=(0.55, 0.42, 0.3), rug=((0.66, 0.6, 0.52), (0.6, 0.54, 0.46)),
        table=lambda: kit.textured("travertine", (0.72, 0.64, 0.52), (0.62, 0.54, 0.43), scale=6, roughness=0.45, bump=0.08),
        art=((0.82, 0.62, 0.42), (0.36, 0.3, 0.26), (0.85, 0.8, 0.72)),
    ),
    "noir": dict(
        floor=lambda: kit.marble("nero-marquina", (0.03, 0.03, 0.032), (0.32, 0.3, 0.28), scale=0.8, roughness=0.08, veins=0.05),
        wall=(0.42, 0.4, 0.37),
        feature=lambda: kit.wood("smoked-oak", (0.12, 0.085, 0.06), (0.07, 0.05, 0.035), along="Z", scale=(0.6, 30.0), roughness=0.45),
        stone=lambda: kit.marble("pietra-grey", (0.2, 0.19, 0.18), (0.5, 0.48, 0.45), scale=0.7, roughness=0.22, veins=0.04),
        sofa=(0.32, 0.3, 0.28), chair=(0.18, 0.1, 0.06), rug=((0.3, 0.28, 0.26), (0.24, 0.22, 0.2)),
        table=lambda: kit.marble("table-marble", (0.75, 0.73, 0.7), (0.25, 0.24, 0.22), scale=1.5, roughness=0.1),
        art=((0.5, 0.18, 0.08), (0.05, 0.05, 0.06), (0.72, 0.62, 0.48)),
    ),
    "marble": dict(
        floor=lambda: marble_floor(),
        wall=(0.82, 0.81, 0.78),
        feature=lambda: kit.marble("calacatta-wall", (0.86, 0.85, 0.82), (0.42, 0.38, 0.33), scale=0.9, roughness=0.12),
        sofa=(0.72, 0.72, 0.7), chair=(0.45, 0.5, 0.55), rug=((0.7, 0.69, 0.66), (0.64, 0.63, 0.6)),
        table=lambda: kit.material("smoked-glass", (0.05, 0.05, 0.05), roughness=0.05, metallic=0.0, specular=0.7),
        art=((0.3, 0.45, 0.55), (0.85, 0.83, 0.78), (0.7, 0.62, 0.5)),
    ),
    "walnut": dict(
        floor=lambda: kit.planks("dark-oak", (0.22, 0.14, 0.08), (0.14, 0.085, 0.05)),
        wall=(0.62, 0.58, 0.52),
        feature=lambda: kit.wood("walnut", (0.2, 0.11, 0.06), (0.11, 0.06, 0.03), along="Z", scale=(0.5, 35.0), roughness=0.35),
        stone=lambda: kit.textured("travertine", (0.6, 0.52, 0.42), (0.5, 0.43, 0.34), scale=5, roughness=0.6, bump=0.08),
        sofa=(0.5, 0.44, 0.36), chair=(0.3, 0.13, 0.05), rug=((0.42, 0.36, 0.3), (0.36, 0.3, 0.25)),
        table=lambda: kit.marble("table-marble", (0.55, 0.48, 0.4), (0.2, 0.15, 0.1), scale=1.5, roughness=0.12),
        art=((0.7, 0.42, 0.2), (0.12, 0.1, 0.09), (0.8, 0.72, 0.6)),
    ),
    "sage": dict(
        floor=lambda: kit.planks("oak-floor", (0.55, 0.42, 0.28), (0.44, 0.32, 0.2)),
        wall=(0.76, 0.74, 0.69),
        feature=lambda: kit.textured("limestone", (0.68, 0.64, 0.56), (0.62, 0.58, 0.5), scale=4, roughness=0.7, bump=0.05),
        sofa=(0.4, 0.45, 0.36), chair=(0.7, 0.66, 0.58), rug=((0.68, 0.64, 0.56), (0.6, 0.56, 0.48)),
        table=lambda: kit.wood("table-oak", (0.5, 0.36, 0.22), (0.38, 0.26, 0.15), roughness=0.4),
        art=((0.48, 0.55, 0.42), (0.85, 0.82, 0.74), (0.62, 0.44, 0.3)),
    ),
}[palette]


def marble_floor():
    """Book-matched white marble in large slabs: the veined stone with a fine joint."""
    mat = kit.marble("calacatta-floor", (0.84, 0.83, 0.8), (0.5, 0.47, 0.42), scale=0.9, roughness=0.06)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Mortar Size"].default_value = 0.002
    brick.inputs["Brick Width"].default_value = 1.2
    brick.inputs["Row Height"].default_value = 1.2
    nt.links.new(coord.outputs["Object"], brick.inputs["Vector"])
    b = nt.nodes.new("ShaderNodeBump")
    b.invert = True
    b.inputs["Strength"].default_value = 0.2
    b.inputs["Distance"].default_value = 0.002
    nt.links.new(brick.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat


# Materials.
floor = PALETTES["floor"]()
wall = kit.textured("plaster", PALETTES["wall"], tuple(c * 0.97 for c in PALETTES["wall"]), scale=2, roughness=0.9, bump=0.01)
ceiling = kit.material("ceiling", (0.82, 0.81, 0.79), roughness=0.9)
feature = PALETTES["feature"]()
frame = kit.material("frame", (0.03, 0.03, 0.03), roughness=0.35, metallic=0.7)
brass = kit.material("brass", (0.8, 0.6, 0.32), roughness=0.28, metallic=1.0)
blackened = kit.material("blackened-steel", (0.03, 0.03, 0.03), roughness=0.4, metallic=0.8)
sofa_fabric = kit.fabric("sofa", PALETTES["sofa"])
chair_fabric = kit.fabric("chair", PALETTES["chair"], roughness=0.75, sheen=0.4)
rug = kit.textured("rug", *PALETTES["rug"], scale=60, roughness=1.0, bump=0.25)
table = PALETTES["table"]()
oak = kit.wood("joinery-oak", (0.42, 0.3, 0.19), (0.32, 0.22, 0.13))
ceramic = kit.material("ceramic", (0.75, 0.72, 0.66), roughness=0.35)
paving = kit.tiles("terrace-paving", (0.62, 0.58, 0.52), (0.45, 0.42, 0.38), size=1.0)
foliage = kit.textured("foliage", (0.05, 0.1, 0.03), (0.09, 0.15, 0.05), scale=30, roughness=0.7, bump=0.5)
paper = kit.material("book", (0.72, 0.68, 0.6), roughness=0.8)
mirror = kit.material("mirror", (0.92, 0.92, 0.92), roughness=0.0, metallic=1.0)


def window_glass():
    """The glazing: clear (as a thin sheet, so the view is not bent), reflective at grazing
    angles, and a little darker for the camera alone, as a photographer balances the view
    outside with the room inside; light from outside passes it whole."""
    mat = kit.thin_glass("window", tint=(0.92, 0.95, 0.95))
    nt = mat.node_tree
    clear = next(n for n in nt.nodes if n.type == "BSDF_TRANSPARENT")
    mix = next(n for n in nt.nodes if n.type == "MIX_SHADER")
    path = nt.nodes.new("ShaderNodeLightPath")
    pulled = nt.nodes.new("ShaderNodeBsdfTransparent")
    pull = {"midday": 0.45, "golden": 0.32, "dusk": 0.8, "blue": 1.0, "night": 1.0}[mood]
    pulled.inputs["Color"].default_value = tuple(c * pull for c in (0.92, 0.95, 0.95)) + (1,)
    choose = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(path.outputs["Is Camera Ray"], choose.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], choose.inputs[1])
    nt.links.new(pulled.outputs["BSDF"], choose.inputs[2])
    nt.links.new(choose.outputs["Shader"], mix.inputs[1])
    return mat


glazing = window_glass()


def parented(parent, objs):
    for o in objs:
        o.parent = parent
    return parent


def group(name, location, turn=0.0):
    """An empty that places and turns the parts built around the origin."""
    empty = bpy.data.objects.new(name, None)
    scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = (0, 0, turn)
    return empty


def cylinder(name, radius, depth, location, mat, vertices=48, bevel=0.0):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=(location[0], location[1], location[2] + depth / 2))
    obj = bpy.context.active_object
    obj.name = name
    bpy.ops.object.shade_smooth()
    obj.data.use_auto_smooth = True
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 3
        mod.limit_method = "ANGLE"
    obj.data.materials.append(mat)
    return obj


def soft(name, size, location, mat, radius=0.05):
    """An upholstered block: a box with well rounded edges."""
    obj = kit.box(name, size, location, mat)
    mod = obj.modifiers.new("bevel", "BEVEL")
    mod.width = radius
    mod.segments = 5
    mod.profile = 0.6
    mod.limit_method = "NONE"
    bpy.context.view_layer.objects.active = obj
    bpy.ops.object.shade_smooth()
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(60)
    return obj


# --- The shell -------------------------------------------------------------------------------

def shell():
    kit.plane("floor", (WIDTH, DEPTH + 1.0), (0, (DEPTH - 1.0) / 2, 0), floor)
    kit.plane("ceiling", (WIDTH, DEPTH + 1.0), (0, (DEPTH - 1.0) / 2, HEIGHT), ceiling, rotation=(math.pi, 0, 0))
    kit.plane("back-wall", (WIDTH, HEIGHT), (0, -1.0, HEIGHT / 2), wall, rotation=(-math.pi / 2, 0, 0))
    kit.plane("left-wall", (DEPTH + 1.0, HEIGHT), (X0, (DEPTH - 1.0) / 2, HEIGHT / 2), feature, rotation=(math.pi / 2, 0, -math.pi / 2))
    kit.plane("right-wall", (DEPTH + 1.0, HEIGHT), (X1, (DEPTH - 1.0) / 2, HEIGHT / 2), wall, rotation=(math.pi / 2, 0, math.pi / 2))
    # A skirting shadow gap and a slot in the ceiling for the curtains along the glass.
    kit.box("curtain-slot", (WIDTH, 0.22, 0.02), (0, DEPTH - 0.2, HEIGHT - 0.02), blackened)
    # The glass wall: floor to ceiling, slim black frames, a threshold.
    kit.plane("glass", (WIDTH, HEIGHT), (0, DEPTH, HEIGHT / 2), glazing, rotation=(math.pi / 2, 0, 0))
    bays = 4
    for i in range(bays + 1):
        x = X0 + WIDTH * i / bays
        kit.box("mullion", (0.06, 0.14, HEIGHT), (x, DEPTH, 0), frame)
    kit.box("head", (WIDTH, 0.14, 0.06), (0, DEPTH, HEIGHT - 0.06), frame)
    kit.box("threshold", (WIDTH, 0.16, 0.03), (0, DEPTH, 0), frame)
    # Recessed downlights in two rows, their trims dark by day and glowing in the evening.
    trim = kit.no_light_sampling(kit.glow("downlight", (1.0, 0.8, 0.6), 30.0)) if evening else blackened
    for i in range(4):
        for x in (X0 + 1.3, X1 - 1.3):
            bpy.ops.mesh.primitive_circle_add(vertices=24, radius=0.045, fill_type="NGON", location=(x, 0.6 + i * (DEPTH - 1.6) / 3, HEIGHT - 0.004))
            bpy.context.active_object.data.materials.append(trim)
    kit.portal("window-portal", (WIDTH, HEIGHT), (0, DEPTH + 0.05, HEIGHT / 2), (-math.pi / 2, 0, 0))
    # The sheers, drawn back to either side of the glass.
    sheer_mat = sheer()
    curtain("sheer-left", X0 + 0.05, X0 + 0.85, DEPTH - 0.2, sheer_mat)
    curtain("sheer-right", X1 - 0.85, X1 - 0.05, DEPTH - 0.2, sheer_mat)


def sheer():
    """Sheer linen: lets a share of the light through, glows softly against the window."""
    mat = bpy.data.materials.new("sheer")
    mat.use_nodes = True
    nt = mat.node_tree
    nt.nodes.clear()
    diffuse = nt.nodes.new("ShaderNodeBsdfDiffuse")
    diffuse.inputs["Color"].default_value = (0.85, 0.83, 0.78, 1)
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (0.85, 0.82, 0.76, 1)
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    a = nt.nodes.new("ShaderNodeMixShader")
    a.inputs["Fac"].default_value = 0.45
    nt.links.new(diffuse.outputs["BSDF"], a.inputs[1])
    nt.links.new(trans.outputs["BSDF"], a.inputs[2])
    b = nt.nodes.new("ShaderNodeMixShader")
    b.inputs["Fac"].default_value = 0.35
    nt.links.new(a.outputs["Shader"], b.inputs[1])
    nt.links.new(clear.outputs["BSDF"], b.inputs[2])
    out = nt.nodes.new("ShaderNodeOutputMaterial")
    nt.links.new(b.outputs["Shader"], out.inputs["Surface"])
    return mat


def curtain(name, x0, x1, y, mat, folds=9, depth=0.07):
    """A gathered curtain from the floor to the ceiling: a sheet in soft vertical folds."""
    steps = folds * 8
    verts, faces = [], []
    for i in range(steps + 1):
        t = i / steps
        x = x0 + (x1 - x0) * t
        dy = depth * math.sin(t * folds * 2 * math.pi) + random.uniform(-0.004, 0.004)
        verts += [(x, y + dy, 0.01), (x, y + dy * 0.8, HEIGHT - 0.03)]
        if i:
            a, b = (i - 1) * 2, i * 2
            faces.append((a, b, b + 1, a + 1))
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    scene.collection.objects.link(obj)
    obj.data.materials.append(mat)
    return obj


# --- The view --------------------------------------------------------------------------------

def terrace():
    """A terrace outside the glass: stone paving and a frameless glass balustrade."""
    kit.box("terrace", (WIDTH + 6, 3.2, 0.3), (0, DEPTH + 1.6, -0.3), paving)
    balustrade("balustrade", WIDTH + 6, (0, DEPTH + 3.1), 0.0)


def balustrade(name, length, location, turn):
    """A frameless glass balustrade along x (turned by `turn`) in a steel shoe; seen from the
    terrace itself, a slim steel handrail along its top edge shows where the glass stands."""
    g = group(name, (*location, 0), turn)
    parts = [
        kit.plane(name + "-glass", (length, 1.1), (0, 0, 0.55), kit.thin_glass(name), rotation=(math.pi / 2, 0, 0)),
        kit.box(name + "-shoe", (length, 0.1, 0.06), (0, 0, 0), frame),
    ]
    if OUTDOORS:
        parts.append(kit.box(name + "-rail", (length, 0.05, 0.03), (0, 0, 1.1), kit.material("rail", (0.6, 0.6, 0.6), roughness=0.25, metallic=1.0), bevel=0.008))
    return parented(g, parts)


def sea_view():
    terrace()
    kit.plane("sea", (60000, 30000), (0, 15000, -28.0), kit.sea("sea"))


def hills_view():
    """Hills to one side falling to the sea, a garden of palms below the terrace."""
    terrace()
    lawn = kit.textured("lawn", (0.07, 0.13, 0.035), (0.11, 0.17, 0.05), scale=30, roughness=0.9, bump=0.4)
    kit.plane("garden", (300, 70), (0, DEPTH + 35, -4.0), lawn)
    kit.plane("sea", (60000, 30000), (0, 15000, -30.0), kit.sea("sea"))
    hill = kit.hazy(kit.textured("hill", (0.2, 0.19, 0.11), (0.13, 0.15, 0.08), scale=3, roughness=0.9, bump=0.5), 5000.0)
    # Hills to the left of the view, running out into the sea as a headland.
    # A ridge to the left of the view, falling away towards the sea: (bearing, distance, radius,
    # height of the centre).
    for i, (b, dist, r, zc) in enumerate(((58, 1300, 400, 0), (50, 1600, 450, -20), (40, 2100, 420, -40), (32, 2700, 380, -60), (26, 3400, 350, -80))):
        bearing = math.radians(b)
        bpy.ops.mesh.primitive_uv_sphere_add(segments=160, ring_count=80, radius=r, location=(-math.sin(bearing) * dist, math.cos(bearing) * dist, zc))
        obj = bpy.context.active_object
        obj.scale = (1.0, 1.7, 0.45)
        obj.rotation_euler[2] = bearing
        # Folds and spurs, so the ridge line is not a row of domes.
        tex = bpy.data.textures.new(f"hill{i}-folds", "CLOUDS")
        tex.noise_scale = 0.35
        tex.noise_depth = 3
        folds = obj.modifiers.new("folds", "DISPLACE")
        folds.texture = tex
        folds.strength = r * 0.35
        bpy.ops.object.shade_smooth()
        obj.data.materials.append(hill)
    trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
    fronds = kit.frond_material()
    for i, (x, y, h) in enumerate(((-9, DEPTH + 16, 9.0), (7, DEPTH + 22, 11.0), (16, DEPTH + 12, 8.0))):
        kit.palm(f"palm{i}", (x, y, -4.0), h, (0.06, random.uniform(0, 6.28)), trunk, fronds, fronds=18)


def skyline_view():
    """A penthouse's view: the glass straight onto the drop, the city far below, towers around,
    the tallest far off, their flats lit in the evening."""
    ground = 190.0
    share = {"midday": 0.0, "golden": 0.04, "dusk": 0.22, "blue": 0.3, "night": 0.35}[mood]
    strength = 0.035 * lit if evening else 0.0
    haze = {"midday": 5000.0, "golden": 4000.0, "dusk": 5000.0, "blue": 6000.0, "night": 6000.0}[mood]
    if OUTDOORS:
        terrace()
    else:
        kit.box("ledge", (WIDTH + 4, 1.2, 0.4), (0, DEPTH + 0.6, -0.4), kit.material("ledge", (0.7, 0.68, 0.64), roughness=0.5))
    city = kit.hazy(city_floor(evening), haze)
    kit.plane("city", (12000, 8000), (0, 4000, -ground), city)
    towers = []
    for i in range(110):
        a = random.uniform(-1.0, 0.9)
        dist = random.uniform(420, 3200)
        x, y = math.sin(a) * dist, math.cos(a) * dist + DEPTH
        w = random.uniform(20, 40)
        h = random.uniform(70, 240) * (1.5 if random.random() < 0.15 else 1.0)
        towers.append((x, y, w, h))
    # Low blocks between them, filling the streets below with lit windows.
    for i in range(90):
        a = random.uniform(-0.9, 0.8)
        dist = random.uniform(300, 1800)
        towers.append((math.sin(a) * dist, math.cos(a) * dist + DEPTH, random.uniform(25, 60), random.uniform(15, 50)))
    # The city's landmark: a stepped spire far off.
    for i, (x, y, w, h) in enumerate(towers):
        tint = random.choice(((0.05, 0.07, 0.09), (0.1, 0.11, 0.12), (0.16, 0.15, 0.13)))
        mat = kit.hazy(kit.facade(f"tower{i}", share, strength, cell=(2.4, 3.4), pane=1.5, tint=tint, reflect=0.8, seed=i * 1.3, coat=0.3, mirror=0.15 if random.random() < 0.4 else 0.0), haze)
        kit.prism(f"tower{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 6.0)), h, (x, y, -ground), mat)
        cap = kit.hazy(kit.material(f"cap{i}", (0.5, 0.48, 0.45), roughness=0.6), haze)
        kit.prism(f"cap{i}", kit.rounded(w + 0.6, w * 0.8, 1.0), 2.5, (x, y, -ground + h), cap)
    spire = kit.hazy(kit.facade("spire", share * 0.7, strength * 1.2, cell=(5.0, 4.0), pane=1.5, tint=(0.12, 0.14, 0.16), reflect=1.0, seed=99.0, coat=0.5, mirror=0.35), haze)
    sx, sy = -1100.0, 3200.0
    for k, (w, h) in enumerate(((70, 160), (58, 140), (46, 130), (36, 120), (26, 110), (18, 70), (10, 40))):
        base = sum(hh for _, hh in ((70, 160), (58, 140), (46, 130), (36, 120), (26, 110), (18, 70), (10, 40))[:k])
        kit.prism(f"spire{k}", kit.rounded(w, w, w * 0.3), h, (sx, sy, -ground + base), spire)
    bpy.ops.mesh.primitive_cone_add(vertices=12, radius1=4.0, radius2=0.3, depth=120, location=(sx, sy, -ground + 770 + 60))
    bpy.context.active_object.data.materials.append(spire)


def city_floor(evening):
    """The streets far below: dark blocks between roads, the roads lit in the evening."""
    mat = kit.material("city", (0.12, 0.11, 0.1), roughness=0.8)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Brick Width"].default_value = 140.0
    brick.inputs["Row Height"].default_value = 90.0
    brick.inputs["Mortar Size"].default_value = 3.0
    brick.inputs["Color1"].default_value = (0.16, 0.15, 0.13, 1)
    brick.inputs["Color2"].default_value = (0.1, 0.1, 0.09, 1)
    brick.inputs["Mortar"].default_value = (0.05, 0.05, 0.055, 1)
    nt.links.new(coord.outputs["Object"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], p.inputs["Base Color"])
    if evening:
        # Streetlights: warm, dim, and broken up, some streets brighter than others.
        p.inputs["Emission"].default_value = (1.0, 0.5, 0.18, 1)
        patchy = nt.nodes.new("ShaderNodeTexNoise")
        patchy.inputs["Scale"].default_value = 0.01
        patchy.inputs["Detail"].default_value = 4.0
        nt.links.new(coord.outputs["Object"], patchy.inputs["Vector"])
        mask = nt.nodes.new("ShaderNodeMath")
        mask.operation = "MULTIPLY"
        nt.links.new(brick.outputs["Fac"], mask.inputs[0])
        nt.links.new(patchy.outputs["Fac"], mask.inputs[1])
        gain = nt.nodes.new("ShaderNodeMath")
        gain.operation = "MULTIPLY"
        gain.inputs[1].default_value = 0.08 * lit
        nt.links.new(mask.outputs["Value"], gain.inputs[0])
        nt.links.new(gain.outputs["Value"], p.inputs["Emission Strength"])
    return kit.no_light_sampling(mat)


# --- Light -----------------------------------------------------------------------------------

def lamp_shade(name, radius, height, location, on):
    """A fabric drum shade, glowing warm when the lamp is on, with the bulb's light inside."""
    mat = kit.material(name, (0.86, 0.82, 0.74), roughness=0.9)
    if on:
        p = mat.node_tree.nodes["Principled BSDF"]
        p.inputs["Emission"].default_value = (1.0, 0.72, 0.45, 1)
        p.inputs["Emission Strength"].default_value = 2.5 * on
        kit.no_light_sampling(mat)
    bpy.ops.mesh.primitive_cylinder_add(vertices=48, radius=radius, depth=height, location=(location[0], location[1], location[2] + height / 2), end_fill_type="NOTHING")
    obj = bpy.context.active_object
    obj.name = name
    bpy.ops.object.shade_smooth()
    mod = obj.modifiers.new("thickness", "SOLIDIFY")
    mod.thickness = 0.005
    obj.data.materials.append(mat)
    if on:
        bulb = bpy.data.lights.new(name + "-bulb", "POINT")
        bulb.shadow_soft_size = 0.06
        bulb.energy = 40 * on
        bulb.color = (1.0, 0.7, 0.42)
        b = bpy.data.objects.new(name + "-bulb", bulb)
        scene.collection.objects.link(b)
        b.location = (location[0], location[1], location[2] + height * 0.5)
    return obj


def room_lights(strength):
    """The evening's light: a soft cove along the ceiling's edges and a wash from above."""
    if not strength:
        return
    cove = kit.no_light_sampling(kit.glow("cove", (1.0, 0.74, 0.46), 3.0))
    kit.box("cove-left", (0.03, DEPTH - 0.6, 0.02), (X0 + 0.35, DEPTH / 2 - 0.3, HEIGHT - 0.04), cove)
    kit.box("cove-right", (0.03, DEPTH - 0.6, 0.02), (X1 - 0.35, DEPTH / 2 - 0.3, HEIGHT - 0.04), cove)
    kit.area("fill", (WIDTH * 0.6, DEPTH * 0.6), (0, DEPTH / 2 - 0.5, HEIGHT - 0.05), 22 * strength, color=(1.0, 0.76, 0.52))
    for side, x in (("left", X0 + 0.3), ("right", X1 - 0.3)):
        kit.area(f"wall-wash-{side}", (0.2, DEPTH - 1.0), (x, DEPTH / 2 - 0.3, HEIGHT - 0.06), 14 * strength, color=(1.0, 0.72, 0.45), spread=60)


# --- The living room -------------------------------------------------------------------------

def sofa(name, length, location, turn, fabric, depth=1.0, arms=True):
    """A low modern sofa: a recessed plinth, seat and back cushions, square arms."""
    g = group(name, location, turn)
    parts = [kit.box(name + "-plinth", (length - 0.1, depth - 0.1, 0.08), (0, 0, 0), blackened)]
    parts.append(soft(name + "-base", (length, depth, 0.24), (0, 0, 0.08), fabric, 0.03))
    inner = length - (0.44 if arms else 0.0)
    seats = max(1, round(inner / 0.95))
    for i in range(seats):
        w = inner / seats
        x = -inner / 2 + w * (i + 0.5)
        parts.append(soft(f"{name}-seat{i}", (w - 0.01, depth - 0.25, 0.16), (x, 0.1, 0.32), fabric, 0.06))
        back = soft(f"{name}-back{i}", (w - 0.01, 0.24, 0.42), (x, -depth / 2 + 0.17, 0.34), fabric, 0.08)
        back.rotation_euler[0] = math.radians(-8)
        parts.append(back)
    parts.append(soft(name + "-backrest", (length, 0.12, 0.42), (0, -depth / 2 + 0.06, 0.32), fabric, 0.03))
    if arms:
        for s in (-1, 1):
            parts.append(soft(f"{name}-arm{s}", (0.22, depth, 0.34), (s * (length / 2 - 0.11), 0, 0.32), fabric, 0.04))
    # Two cushions.
    for s, tone in ((-1, PALETTES["chair"]), (1, PALETTES["art"][0])):
        cushion = soft(f"{name}-cushion{s}", (0.46, 0.14, 0.44), (s * (inner / 2 - 0.35), -depth / 2 + 0.36, 0.47), kit.fabric(f"{name}-cushion{s}", tone, sheen=0.8), 0.07)
        cushion.rotation_euler = (math.radians(-14), 0, math.radians(-8 * s))
        parts.append(cushion)
    return parented(g, parts)


def sideboard(name, location, side):
    """A low oak sideboard against a side wall (`side`: -1 the left, 1 the right) on a recessed
    plinth, a ceramic vase at one end."""
    x, y = location
    kit.box(name, (0.45, 2.4, 0.55), (x, y, 0.08), oak, bevel=0.005)
    kit.box(name + "-plinth", (0.4, 2.3, 0.08), (x - side * 0.02, y, 0), blackened)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.16, location=(x, y - 0.6, 0.63 + 0.2))
    vase = bpy.context.active_object
    vase.scale = (0.8, 0.8, 1.3)
    bpy.ops.object.shade_smooth()
    vase.data.materials.append(ceramic)


def four_legs(name, half_x, half_y, thickness, height):
    """A chair's four oak legs, square in section, at (+-half_x, +-half_y) of its centre."""
    return [
        kit.box(f"{name}-leg", (thickness, thickness, height), (sx, sy, 0), oak)
        for sx in (-half_x, half_x)
        for sy in (-half_y, half_y)
    ]


def lounge_chair(name, location, turn):
    """An armchair on a slim timber frame, its seat and back in the accent fabric."""
    g = group(name, location, turn)
    parts = four_legs(name, 0.36, 0.32, 0.04, 0.2)
    parts.append(soft(name + "-seat", (0.82, 0.8, 0.18), (0, 0.02, 0.2), chair_fabric, 0.06))
    back = soft(name + "-back", (0.82, 0.16, 0.5), (0, -0.36, 0.34), chair_fabric, 0.07)
    back.rotation_euler[0] = math.radians(-12)
    parts.append(back)
    for s in (-1, 1):
        parts.append(soft(f"{name}-arm{s}", (0.08, 0.7, 0.3), (s * 0.41, 0.0, 0.3), chair_fabric, 0.035))
    return parented(g, parts)


def artwork(name, size, location, turn, colors):
    """A large abstract canvas: soft fields of colour, framed thinly in oak."""
    mat = kit.material(name, colors[2], roughness=0.85)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 2.2
    noise.inputs["Detail"].default_value = 2.0
    noise.inputs["Distortion"].default_value = 2.5
    nt.links.new(coord.outputs["Generated"], noise.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.42
    ramp.color_ramp.elements[0].color = (*colors[0], 1)
    ramp.color_ramp.elements[1].position = 0.56
    ramp.color_ramp.elements[1].color = (*colors[2], 1)
    e = ramp.color_ramp.elements.new(0.49)
    e.color = (*colors[1], 1)
    nt.links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    g = group(name, location, turn)
    parts = [kit.box(name + "-frame", (size[0] + 0.04, 0.045, size[1] + 0.04), (0, 0, -size[1] / 2 - 0.02), oak)]
    parts.append(kit.box(name + "-canvas", (size[0], 0.05, size[1]), (0, 0.006, -size[1] / 2), mat))
    return parented(g, parts)


def floor_lamp(name, location, on):
    """A slender lamp: a weighted brass foot, a thin stem and a drum shade."""
    x, y = location
    cylinder(name + "-foot", 0.16, 0.02, (x, y, 0), brass)
    cylinder(name + "-stem", 0.012, 1.3, (x, y, 0.02), brass, vertices=12)
    lamp_shade(name + "-shade", 0.23, 0.34, (x, y, 1.28), on)


def table_lamp(name, location, z, on):
    x, y = location
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.14, location=(x, y, z + 0.14))
    base = bpy.context.active_object
    base.scale = (1, 1, 1.15)
    bpy.ops.object.shade_smooth()
    base.data.materials.append(ceramic)
    cylinder(name + "-neck", 0.01, 0.16, (x, y, z + 0.3), brass, vertices=12)
    lamp_shade(name + "-shade", 0.17, 0.22, (x, y, z + 0.42), on)


def plant(name, location, height):
    """An olive tree in a stone pot: a crooked trunk forking into branches, each carrying loose
    clusters of small silvery leaves."""
    x, y = location
    pot = kit.textured("pot", (0.5, 0.46, 0.4), (0.44, 0.4, 0.35), scale=8, roughness=0.8, bump=0.1)
    cylinder(name + "-pot", 0.3, 0.55, (x, y, 0), pot, bevel=0.01)
    bark = kit.textured("bark", (0.2, 0.17, 0.13), (0.12, 0.1, 0.08), scale=40, roughness=0.9, bump=0.6)
    leaves = kit.textured("olive-leaves", (0.12, 0.15, 0.08), (0.22, 0.25, 0.16), scale=60, roughness=0.6, bump=0.6)
    fork = height * 0.5
    cylinder(name + "-trunk", 0.035, fork - 0.5, (x, y, 0.5), bark, vertices=10)
    for b in range(4):
        a = b * 1.6 + random.uniform(-0.3, 0.3)
        reach = random.uniform(0.18, 0.3)
        top = (x + reach * math.cos(a), y + reach * math.sin(a), fork + random.uniform(0.35, 0.6))
        branch = bpy.data.curves.new(f"{name}-branch{b}", "CURVE")
        branch.dimensions = "3D"
        branch.bevel_depth = 0.015
        spline = branch.splines.new("POLY")
        spline.points.add(1)
        spline.points[0].co = (x, y, fork, 1)
        spline.points[1].co = (*top, 1)
        obj = bpy.data.objects.new(f"{name}-branch{b}", branch)
        scene.collection.objects.link(obj)
        branch.materials.append(bark)
        for c in range(8):
            cx = top[0] + random.uniform(-0.28, 0.28)
            cy = top[1] + random.uniform(-0.28, 0.28)
            cz = top[2] + random.uniform(-0.25, 0.3)
            kit.shrub(f"{name}-leaves{b}-{c}", (cx, cy, cz), random.uniform(0.08, 0.14), leaves, squash=0.8)


def lamps_on():
    """How brightly the room's own lamps burn: fully in the evening, a little at golden hour."""
    if evening:
        return lit * 0.6 * LAMPS
    return lit * 0.35 * LAMPS if mood == "golden" else 0.0


def living():
    on = lamps_on()
    # The rug, the sofa against the left wall under the art, two chairs facing it across a pair of
    # stone tables, lamps either side.
    cx, cy = X0 + 2.15, 3.7
    kit.box("rug", (3.1, 4.0, 0.015), (cx - 0.1, cy, 0), rug, bevel=0.005)
    sofa("sofa", 2.9, (X0 + 0.75, cy, 0), -math.pi / 2, sofa_fabric)
    artwork("art", (1.7, 1.15), (X0 + 0.01, cy, 2.35), -math.pi / 2, PALETTES["art"])
    for i, y in enumerate((cy - 0.75, cy + 0.75)):
        lounge_chair(f"chair{i}", (cx + 1.2, y, 0), math.pi / 2 + (0.3 if i == 0 else -0.3))
    cylinder("table-big", 0.5, 0.33, (cx - 0.15, cy - 0.25, 0), table, vertices=64, bevel=0.01)
    cylinder("table-small", 0.34, 0.26, (cx + 0.2, cy + 0.5, 0), table, vertices=64, bevel=0.01)
    # On the table: a stack of books and a bowl.
    for k, (w, d, t) in enumerate(((0.32, 0.24, 0.035), (0.28, 0.21, 0.03), (0.24, 0.18, 0.03))):
        kit.box(f"book{k}", (w, d, t), (cx - 0.3, cy - 0.4, 0.33 + 0.035 * k), paper if k != 1 else chair_fabric)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.14, location=(cx - 0.05, cy - 0.1, 0.37))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.4)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    # Side tables at the sofa's ends, one with a lamp; a floor lamp by the window.
    for i, y in enumerate((cy - 1.75, cy + 1.75)):
        cylinder(f"side-table{i}", 0.24, 0.5, (X0 + 0.5, y, 0), oak, vertices=48, bevel=0.005)
    table_lamp("table-lamp", (X0 + 0.5, cy - 1.75), 0.5, on)
    floor_lamp("floor-lamp", (X0 + 0.55, 6.3), on)
    plant("olive", (X1 - 0.7, DEPTH - 0.8), 1.9)
    sideboard("sideboard", (X1 - 0.25, 3.2), 1)
    artwork("art-right", (1.0, 1.3), (X1 - 0.01, 3.2, 2.35), math.pi / 2, tuple(reversed(PALETTES["art"])))
    room_lights(on if evening else 0.0)
    return (X1 - 1.2, -0.4, 1.4), (-1.2, DEPTH, 1.4)


# --- The bedroom -----------------------------------------------------------------------------

def bedroom():
    on = lamps_on()
    linen = kit.fabric("linen", (0.84, 0.82, 0.77), roughness=0.95, sheen=0.5, weave=0.12)
    throw = kit.fabric("throw", PALETTES["chair"], roughness=0.9, sheen=0.7, weave=0.15)
    # The bed against the left wall under a panelled headboard wall, facing the room; the view to
    # its side.
    cy = DEPTH * 0.46
    kit.box("headboard-wall", (0.08, 3.4, 1.35), (X0 + 0.04, cy, 0), feature, bevel=0.005)
    kit.box("rug", (2.8, 3.4, 0.015), (X0 + 1.7, cy, 0), rug, bevel=0.005)
    g = group("bed", (X0 + 0.08, cy, 0), 0.0)
    parts = [
        kit.box("bed-plinth", (2.0, 1.8, 0.1), (1.1, 0, 0), blackened),
        soft("bed-base", (2.15, 2.0, 0.26), (1.1, 0, 0.1), sofa_fabric, 0.03),
        soft("mattress", (2.08, 1.94, 0.24), (1.1, 0, 0.36), linen, 0.06),
        soft("duvet", (1.55, 2.04, 0.08), (1.35, 0, 0.56), linen, 0.05),
        soft("throw", (0.55, 2.1, 0.05), (1.9, 0, 0.6), throw, 0.03),
        soft("headboard", (0.12, 2.2, 0.75), (0.06, 0, 0.45), sofa_fabric, 0.04),
    ]
    for i, y in enumerate((-0.47, 0.47)):
        p = soft(f"pillow{i}", (0.2, 0.75, 0.5), (0.26, y, 0.58), linen, 0.09)
        p.rotation_euler[1] = math.radians(-16)
        parts.append(p)
        q = soft(f"cushion{i}", (0.16, 0.5, 0.38), (0.42, y * 0.9, 0.6), throw, 0.07)
        q.rotation_euler[1] = math.radians(-18)
        parts.append(q)
    parented(g, parts)
    # Nightstands with lamps, art above the bed, a lounge chair by the glass.
    for i, y in enumerate((cy - 1.45, cy + 1.45)):
        kit.box(f"nightstand{i}", (0.5, 0.55, 0.5), (X0 + 0.33, y, 0), oak, bevel=0.005)
        table_lamp(f"bed-lamp{i}", (X0 + 0.33, y), 0.5, on)
    artwork("art", (1.5, 0.7), (X0 + 0.1, cy, 2.45), -math.pi / 2, PALETTES["art"])
    lounge_chair("chair", (X1 - 1.55, DEPTH - 1.45, 0), math.pi * 0.8)
    cylinder("side-table", 0.22, 0.48, (X1 - 0.85, DEPTH - 1.0, 0), oak, bevel=0.005)
    kit.box("bench", (0.45, 1.5, 0.45), (X0 + 2.65, cy, 0), sofa_fabric, bevel=0.03)
    plant("olive", (X0 + 0.45, DEPTH - 0.55), 1.6)
    room_lights(on if evening else 0.0)
    return (X1 - 0.7, -0.6, 1.35), (X0 + 0.6, DEPTH, 1.35)


# --- The kitchen -----------------------------------------------------------------------------

def kitchen():
    on = lamps_on()
    if palette == "noir":
        stone = kit.marble("worktop", (0.05, 0.048, 0.046), (0.4, 0.38, 0.35), scale=1.4, roughness=0.1)
    else:
        stone = kit.marble("worktop", (0.84, 0.83, 0.8), (0.42, 0.4, 0.36), scale=1.4, roughness=0.1)
    fronts = {"walnut": kit.wood("oak-fronts", (0.45, 0.32, 0.2), (0.34, 0.23, 0.14), along="Z", scale=(0.6, 30.0), roughness=0.4), "noir": kit.wood("dark-fronts", (0.05, 0.045, 0.04), (0.03, 0.028, 0.025), along="Z", scale=(0.6, 30.0), roughness=0.35)}.get(palette, kit.material("fronts", (0.78, 0.77, 0.74), roughness=0.3))
    dark_glass = kit.material("oven-glass", (0.01, 0.01, 0.012), roughness=0.05, specular=0.8)
    # A wall of tall joinery on the left: handle-less fronts with fine gaps, two ovens, and a
    # recess of worktop and backsplash in the middle.
    run = DEPTH - 1.2
    y0 = 0.3
    for i in range(int(run / 0.6)):
        y = y0 + i * 0.6 + 0.3
        recess = 2 <= i < 6
        if recess:
            kit.box(f"base{i}", (0.62, 0.598, 0.86), (X0 + 0.31, y, 0.1), fronts)
            kit.box(f"upper{i}", (0.4, 0.598, 0.9), (X0 + 0.2, y, 2.2), fronts)
        else:
            kit.box(f"tall{i}", (0.62, 0.598, 2.98), (X0 + 0.31, y, 0.1), fronts)
            if i in (0, 1):
                kit.box(f"oven{i}", (0.02, 0.56, 0.56), (X0 + 0.63, y, 0.95 + 0.62 * i), dark_glass)
    kit.box("plinth", (0.56, run, 0.1), (X0 + 0.28, y0 + run / 2, 0), blackened)
    kit.box("worktop", (0.66, 2.4, 0.04), (X0 + 0.33, y0 + 1.2 + 1.2, 0.96), stone)
    kit.box("backsplash", (0.02, 2.4, 1.24), (X0 + 0.01, y0 + 1.2 + 1.2, 1.0), stone)
    kit.box("shelf-light", (0.02, 2.3, 0.02), (X0 + 0.38, y0 + 2.4, 2.18), kit.no_light_sampling(kit.glow("led", (1.0, 0.8, 0.55), 4.0 if on else 0.0)))
    # The island: a stone block with waterfall ends, parallel to the glass, stools on its near side.
    ix, iy = -0.2, DEPTH * 0.52
    kit.box("island", (3.2, 1.1, 0.9), (ix, iy, 0.0), fronts, bevel=0.003)
    kit.box("island-top", (3.4, 1.2, 0.04), (ix, iy, 0.9), stone, bevel=0.002)
    for s in (-1, 1):
        kit.box(f"island-end{s}", (0.04, 1.2, 0.9), (ix + s * 1.68, iy, 0), stone)
    kit.box("sink", (0.6, 0.4, 0.005), (ix + 0.6, iy + 0.2, 0.942), kit.material("sink", (0.2, 0.2, 0.2), roughness=0.3, metallic=0.8))
    cylinder("tap", 0.015, 0.32, (ix + 0.6, iy + 0.5, 0.94), brass, vertices=16)
    for k, x in enumerate((-1.1, -0.2, 0.7)):
        cylinder(f"stool-seat{k}", 0.2, 0.06, (ix + x, iy - 0.85, 0.7), chair_fabric, bevel=0.02)
        cylinder(f"stool-stem{k}", 0.02, 0.7, (ix + x, iy - 0.85, 0.0), brass, vertices=12)
        cylinder(f"stool-foot{k}", 0.18, 0.015, (ix + x, iy - 0.85, 0.0), brass)
    # A bowl of lemons and a vase of branches on the island.
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.18, location=(ix - 0.6, iy, 0.98))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.35)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    lemon = kit.material("lemon", (0.75, 0.55, 0.06), roughness=0.4)
    for k in range(4):
        bpy.ops.mesh.primitive_uv_sphere_add(segments=16, ring_count=8, radius=0.045, location=(ix - 0.6 + 0.07 * math.cos(k * 1.7), iy + 0.07 * math.sin(k * 1.7), 1.02))
        bpy.ops.object.shade_smooth()
        bpy.context.active_object.data.materials.append(lemon)
    # Pendants over the island.
    for k, x in enumerate((-1.0, 0.0, 1.0)):
        cylinder(f"pendant-cord{k}", 0.004, HEIGHT - 1.85, (ix + x, iy, 1.85), blackened, vertices=8)
        pendant(f"pendant{k}", (ix + x, iy, 1.7), on)
    # Dining: a table by the glass, two chairs either side.
    tx, ty = X1 - 1.9, DEPTH - 1.5
    kit.box("table", (2.0, 0.95, 0.04), (tx, ty, 0.72), oak, bevel=0.005)
    for s in (-1, 1):
        kit.box(f"table-leg{s}", (0.08, 0.75, 0.72), (tx + s * 0.8, ty, 0), oak)
        for k, dx in enumerate((-0.5, 0.5)):
            dining_chair(f"dining-chair{s}{k}", (tx + dx, ty + s * 0.62, 0), 0.0 if s < 0 else math.pi)
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.7, 1.4), (X0 + 1.2, DEPTH, 1.4)


def dining_chair(name, location, turn):
    """A dining chair: an upholstered seat and back on a slim oak frame, facing +Y unturned."""
    g = group(name, location, turn)
    parts = four_legs(name, 0.2, 0.19, 0.035, 0.43)
    parts.append(soft(name + "-seat", (0.48, 0.46, 0.07), (0, 0, 0.43), chair_fabric, 0.025))
    back = soft(name + "-back", (0.46, 0.05, 0.38), (0, -0.22, 0.52), chair_fabric, 0.02)
    back.rotation_euler[0] = math.radians(-8)
    parts.append(back)
    return parented(g, parts)


def pendant(name, location, on):
    """A glass globe pendant: smoked glass round a warm bulb."""
    x, y, z = location
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.15, location=(x, y, z))
    globe = bpy.context.active_object
    globe.name = name
    bpy.ops.object.shade_smooth()
    mat = kit.material(name, (0.85, 0.8, 0.72), roughness=0.3)
    p = mat.node_tree.nodes["Principled BSDF"]
    if on:
        p.inputs["Emission"].default_value = (1.0, 0.7, 0.42, 1)
        p.inputs["Emission Strength"].default_value = 4.0 * on
        kit.no_light_sampling(mat)
        bulb = bpy.data.lights.new(name + "-bulb", "POINT")
        bulb.shadow_soft_size = 0.15
        bulb.energy = 30 * on
        bulb.color = (1.0, 0.7, 0.42)
        b = bpy.data.objects.new(name + "-bulb", bulb)
        scene.collection.objects.link(b)
        b.location = (x, y, z - 0.2)
        # The glazing would mirror each globe and its bulb as a pair of ghosts over the view.
        b.visible_glossy = False
        globe.visible_glossy = False
    globe.data.materials.append(mat)


# --- The dining room --------------------------------------------------------------------------

def dining():
    on = lamps_on()
    # A table for eight running towards the glass, three chairs down each side and one at each
    # end, globes hung along it; a sideboard under the art on the feature wall.
    tx, ty = -0.6, DEPTH * 0.5
    kit.box("rug", (3.2, 4.6, 0.015), (tx, ty, 0), rug, bevel=0.005)
    kit.box("table-top", (1.1, 2.9, 0.05), (tx, ty, 0.7), table, bevel=0.006)
    for s in (-1, 1):
        kit.box(f"table-pedestal{s}", (0.7, 0.1, 0.7), (tx, ty + s * 0.95, 0), table, bevel=0.004)
    for k, dy in enumerate((-0.85, 0.0, 0.85)):
        dining_chair(f"chair-left{k}", (tx - 0.78, ty + dy, 0), -math.pi / 2)
        dining_chair(f"chair-right{k}", (tx + 0.78, ty + dy, 0), math.pi / 2)
    dining_chair("chair-far", (tx, ty + 1.75, 0), math.pi)
    dining_chair("chair-near", (tx, ty - 1.75, 0), 0.0)
    # Laid down the middle: a low bowl between two tall vases.
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.2, location=(tx, ty, 0.77))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.3)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    for s in (-1, 1):
        cylinder(f"vase{s}", 0.06, 0.32, (tx, ty + s * 0.6, 0.75), ceramic, bevel=0.01)
    for k, dy in enumerate((-0.9, 0.0, 0.9)):
        cylinder(f"pendant-cord{k}", 0.004, HEIGHT - 1.75, (tx, ty + dy, 1.75), blackened, vertices=8)
        pendant(f"pendant{k}", (tx, ty + dy, 1.6), on)
    sideboard("sideboard", (X0 + 0.25, ty), -1)
    artwork("art", (1.9, 1.1), (X0 + 0.01, ty, 2.4), -math.pi / 2, PALETTES["art"])
    plant("olive", (X1 - 0.7, DEPTH - 0.8), 1.9)
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.7, 1.4), (X0 + 1.4, DEPTH, 1.4)


# --- The terrace -----------------------------------------------------------------------------

def open_air():
    """The terrace's own ground: paving out from the house, the house's wall on the left in the
    feature finish, a glass balustrade down the right; the view's terrace() continues it to the
    front balustrade."""
    kit.box("paving", (WIDTH + 6, DEPTH + 1.0, 0.3), (0, (DEPTH - 1.0) / 2, -0.3), paving)
    outside = PALETTES["stone"]() if "stone" in PALETTES else feature
    kit.plane("house-wall", (DEPTH + 4.2, HEIGHT + 0.4), (X0, (DEPTH + 2.2) / 2, (HEIGHT + 0.4) / 2), outside, rotation=(math.pi / 2, 0, -math.pi / 2))
    kit.box("house-coping", (0.4, DEPTH + 4.2, 0.25), (X0 - 0.2, (DEPTH + 2.2) / 2, HEIGHT + 0.4), kit.material("coping", (0.8, 0.78, 0.74), roughness=0.6))
    kit.plane("back-wall", (WIDTH + 6, HEIGHT), (0, -1.0, HEIGHT / 2), wall, rotation=(-math.pi / 2, 0, 0))
    balustrade("side-balustrade", DEPTH + 4.1, (X1 + 2.95, (DEPTH + 2.1) / 2), math.pi / 2)


def pergola(x0, x1, y0, y1, on):
    """A pergola off the house's wall: slim steel posts and beams carrying oak louvres, which
    stripe the lounge below with shade; lit from its beams in the evening."""
    top = HEIGHT - 0.2
    for y in (y0, y1):
        kit.box("pergola-post", (0.1, 0.1, top), (x1, y, 0), blackened)
    kit.box("pergola-beam", (0.1, y1 - y0 + 0.3, 0.22), (x1, (y0 + y1) / 2, top), blackened)
    kit.box("pergola-ledger", (0.1, y1 - y0 + 0.3, 0.22), (x0 + 0.05, (y0 + y1) / 2, top), blackened)
    n = int((y1 - y0) / 0.32)
    for i in range(n + 1):
        kit.box("louvre", (x1 - x0 + 0.2, 0.05, 0.18), ((x0 + x1) / 2 + 0.1, y0 + i * (y1 - y0) / n, top + 0.22), oak)
    if on:
        strip = kit.no_light_sampling(kit.glow("pergola-led", (1.0, 0.76, 0.5), 6.0))
        kit.box("pergola-strip", (0.02, y1 - y0, 0.02), (x1 - 0.07, (y0 + y1) / 2, top - 0.02), strip)
        kit.area("pergola-light", (x1 - x0 - 0.4, y1 - y0 - 0.4), ((x0 + x1) / 2, (y0 + y1) / 2, top - 0.05), 20 * on, color=(1.0, 0.74, 0.48))


def terrace_lounge():
    on = lamps_on()
    cushion = kit.fabric("lounger-pad", (0.86, 0.84, 0.79), roughness=0.95, sheen=0.4)
    teak = kit.wood("teak", (0.36, 0.22, 0.12), (0.26, 0.15, 0.08), scale=(1.5, 40.0), roughness=0.5)
    # The lounge under the pergola against the house: a sofa, two chairs facing it over a table.
    pergola(X0, X0 + 4.2, -0.6, DEPTH + 1.2, on)
    cy = DEPTH * 0.5 + 0.3
    kit.box("rug", (3.0, 3.6, 0.015), (X0 + 2.0, cy, 0), rug, bevel=0.005)
    sofa("sofa", 2.8, (X0 + 0.65, cy, 0), -math.pi / 2, sofa_fabric)
    cylinder("table", 0.5, 0.32, (X0 + 2.0, cy, 0), table, vertices=64, bevel=0.01)
    for i, y in enumerate((cy - 0.8, cy + 0.8)):
        lounge_chair(f"chair{i}", (X0 + 3.3, y, 0), math.pi / 2 + (0.3 if i == 0 else -0.3))
    floor_lamp("floor-lamp", (X0 + 0.5, cy + 1.75), on)
    plant("olive", (X0 + 0.5, cy - 1.8), 1.8)
    # Loungers along the front balustrade facing the view, a palm in a planter at the corner.
    for i, x in enumerate((X0 + 5.0, X0 + 6.1, X0 + 7.2)):
        kit.lounger(f"lounger{i}", (x, DEPTH + 1.5, 0), teak, cushion, turn=math.pi)
    planter = kit.textured("planter", (0.5, 0.46, 0.4), (0.44, 0.4, 0.35), scale=8, roughness=0.8, bump=0.1)
    px, py = X1 + 0.2, DEPTH + 2.5
    kit.box("planter", (1.1, 1.1, 0.6), (px, py, 0), planter, bevel=0.01)
    trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
    kit.palm("palm", (px, py, 0.55), 3.6, (0.1, 2.0), trunk, kit.frond_material(), fronds=18)
    return (X1 + 1.4, -0.8, 1.5), (X0 + 3.0, DEPTH + 3.0, 1.5)


# --- The gym ---------------------------------------------------------------------------------

graphite = kit.material("graphite", (0.05, 0.05, 0.055), roughness=0.35, metallic=0.4)
steel = kit.material("steel", (0.62, 0.62, 0.62), roughness=0.25, metallic=1.0)
rubber = kit.textured("rubber", (0.03, 0.03, 0.032), (0.045, 0.045, 0.048), scale=90, roughness=0.85, bump=0.1)


def gym():
    on = lamps_on()
    # A mirror wall on the left, treadmills in a row facing the glass, free weights on rubber
    # flooring along the mirror.
    kit.box("mirror-wall", (0.02, DEPTH, 2.5), (X0 + 0.01, (DEPTH - 1.0) / 2, 0.15), mirror)
    kit.box("mirror-plinth", (0.03, DEPTH, 0.15), (X0 + 0.015, (DEPTH - 1.0) / 2, 0), blackened)
    for k in range(4):
        treadmill(f"treadmill{k}", (X0 + 3.0 + k * 1.15, DEPTH - 2.0, 0))
    kit.box("weights-floor", (2.2, 3.8, 0.012), (X0 + 1.2, 2.3, 0), rubber)
    dumbbell_rack("rack", (X0 + 0.4, 2.3), 2.4)
    g = group("bench", (X0 + 1.6, 2.0, 0), 0.0)
    parts = [kit.box("bench-leg", (0.3, 0.06, 0.4), (0, dy, 0), graphite) for dy in (-0.45, 0.45)]
    parts.append(soft("bench-pad", (0.32, 1.2, 0.09), (0, 0, 0.4), kit.fabric("leather", PALETTES["chair"], roughness=0.5, sheen=0.2), 0.03))
    parented(g, parts)
    plant("olive", (X1 - 0.6, DEPTH - 0.7), 1.8)
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.7, 1.4), (X0 + 1.4, DEPTH, 1.4)


def treadmill(name, location):
    """A treadmill facing +Y: a deck and belt, two uprights to a console with a dark screen, and
    handrails either side."""
    g = group(name, location, 0.0)
    parts = [
        kit.box(name + "-deck", (0.82, 1.95, 0.2), (0, 0, 0), graphite, bevel=0.02),
        kit.box(name + "-belt", (0.56, 1.75, 0.01), (0, -0.05, 0.2), rubber),
        kit.box(name + "-console", (0.8, 0.2, 0.3), (0, 0.86, 1.12), graphite, bevel=0.02),
        kit.box(name + "-screen", (0.5, 0.01, 0.22), (0, 0.755, 1.16), kit.material("screen", (0.01, 0.01, 0.012), roughness=0.05, specular=0.8)),
    ]
    for s in (-1, 1):
        parts.append(kit.box(f"{name}-upright{s}", (0.06, 0.08, 1.0), (s * 0.38, 0.86, 0.15), graphite))
        parts.append(kit.box(f"{name}-rail{s}", (0.04, 0.45, 0.04), (s * 0.38, 0.6, 1.0), steel, bevel=0.01))
    return parented(g, parts)


def dumbbell_rack(name, location, length):
    """A two-tier rack along the left wall, each tier a row of dumbbells, the lightest nearest the
    glass; each dumbbell a steel grip between two dark hexagonal heads, lying across the rack."""
    x, y = location
    for s in (-1, 1):
        kit.box(f"{name}-end{s}", (0.45, 0.05, 0.8), (x, y + s * length / 2, 0), graphite)
    count = 8
    for t, z in enumerate((0.35, 0.72)):
        kit.box(f"{name}-shelf{t}", (0.45, length, 0.03), (x, y, z - 0.03), graphite)
        for i in range(count):
            # The heads grow from the glass end towards the back, the lower tier's the heavier.
            r = 0.045 + 0.048 * (count - i) / count * (1.3 if t == 0 else 1.0)
            dy = y - length / 2 + (i + 0.5) * length / count
            bar(f"{name}-grip{t}-{i}", 0.016, 0.34, (x, dy, z + r), steel, 16)
            for hs in (-1, 1):
                bar(f"{name}-head{t}-{i}{hs}", r, 0.07, (x + hs * 0.14, dy, z + r), graphite, 6)


def bar(name, radius, length, center, mat, vertices):
    """A cylinder lying along x, centred on `center`."""
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=length, location=center, rotation=(0, math.pi / 2, 0))
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(mat)
    return obj


# --- The bathroom ----------------------------------------------------------------------------

def bathroom():
    on = lamps_on()
    stone = PALETTES.get("stone", PALETTES["feature"])()
    enamel = kit.material("enamel", (0.9, 0.89, 0.86), roughness=0.12, specular=0.6)
    # A freestanding oval tub before the glass: an outer shell hollowed by a smaller oval.
    tx, ty = -0.3, DEPTH - 1.7
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=1.0, depth=0.6, location=(tx, ty, 0.3))
    tub = bpy.context.active_object
    tub.name = "tub"
    tub.scale = (0.9, 0.42, 1.0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=1.0, depth=0.6, location=(tx, ty, 0.42))
    hollow = bpy.context.active_object
    hollow.scale = (0.83, 0.35, 1.0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    cut = tub.modifiers.new("hollow", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.object = hollow
    bpy.context.view_layer.objects.active = tub
    bpy.ops.object.modifier_apply(modifier="hollow")
    bpy.data.objects.remove(hollow)
    rim = tub.modifiers.new("rim", "BEVEL")
    rim.width = 0.025
    rim.segments = 4
    rim.limit_method = "ANGLE"
    bpy.ops.object.shade_smooth()
    tub.data.use_auto_smooth = True
    tub.data.auto_smooth_angle = math.radians(50)
    tub.data.materials.append(enamel)
    # The water: an oval just inside the hollow, so it never shows through the tub's wall.
    water = cylinder("bath-water", 1.0, 0.01, (tx, ty, 0.44), kit.water("bath-water", deep=(0.6, 0.72, 0.72), ripple=0.01, scale=8), vertices=96)
    water.scale = (0.82, 0.34, 1.0)
    # The tub's filler standing beside it.
    cylinder("filler", 0.022, 1.0, (tx + 1.05, ty + 0.05, 0), brass, vertices=16)
    kit.box("spout", (0.24, 0.03, 0.03), (tx + 0.95, ty + 0.05, 0.97), brass)
    # A stone wall on the left with a floating vanity, two basins and a long mirror.
    kit.box("stone-wall", (0.06, DEPTH - 0.4, HEIGHT), (X0 + 0.03, (DEPTH - 0.4) / 2, 0), stone)
    vy = DEPTH * 0.4
    kit.box("vanity", (0.55, 2.2, 0.4), (X0 + 0.33, vy, 0.5), oak, bevel=0.004)
    kit.box("vanity-top", (0.57, 2.24, 0.03), (X0 + 0.33, vy, 0.9), stone)
    for s in (-1, 1):
        cylinder(f"basin{s}", 0.2, 0.13, (X0 + 0.36, vy + s * 0.55, 0.93), enamel, vertices=48, bevel=0.01)
        cylinder(f"basin-tap{s}", 0.012, 0.28, (X0 + 0.12, vy + s * 0.55, 0.93), brass, vertices=12)
        kit.box(f"basin-spout{s}", (0.16, 0.02, 0.02), (X0 + 0.19, vy + s * 0.55, 1.19), brass)
    kit.box("mirror", (0.02, 2.0, 1.1), (X0 + 0.07, vy, 1.3), mirror)
    kit.box("mirror-light", (0.02, 2.0, 0.02), (X0 + 0.08, vy, 2.42), kit.no_light_sampling(kit.glow("mirror-led", (1.0, 0.82, 0.6), 6.0 if on else 0.0)))
    # Towels on a stool, a plant in the corner, a bath mat.
    kit.box("towels", (0.42, 0.3, 0.16), (tx - 1.35, ty + 0.2, 0.45), kit.fabric("towel", (0.86, 0.84, 0.8), weave=0.3), bevel=0.04)
    cylinder("stool", 0.2, 0.45, (tx - 1.35, ty + 0.2, 0), oak, bevel=0.01)
    plant("olive", (X1 - 0.55, DEPTH - 0.6), 1.3)
    kit.box("bath-mat", (0.9, 0.55, 0.01), (tx, ty - 0.75, 0), kit.fabric("mat", (0.8, 0.78, 0.74), weave=0.3))
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.5, 1.4), (X0 + 0.9, DEPTH, 1.4)


(open_air if OUTDOORS else shell)()
{"sea": sea_view, "hills": hills_view, "skyline": skyline_view}[view]()
eye, target = {"living": living, "bedroom": bedroom, "kitchen": kitchen, "bathroom": bathroom, "dining": dining, "terrace": terrace_lounge, "gym": gym}[room]()
cam = kit.camera(scene, eye, target, lens=opts.get("lens", 24), shift_y=opts.get("shift", 0.0), width=opts.get("width", 1920), height=opts.get("height", 1200))
# The view reaches kilometres: the hills, the far towers, the horizon.
cam.data.clip_end = 50000.0
scene.cycles.samples = opts.get("samples", 128)
if opts.get("smooth", True):
    kit.smooth_noise(scene, balance=BALANCE[mood], beyond=40.0 if opts.get("sharp_view") else None)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
