"""
A room's set-up, for interior.py: the options it was run with, the scene and the mood's light as
seen from indoors (sky, exposure, white balance), the room's dimensions, the palettes of floor,
walls and upholstery, and the materials and glazing every room shares.
"""
import json
import sys

import kit


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
    kit.deep_blue_overhead(scene, (0.012, 0.03, 0.09))

# The room: WIDTH across (x), DEPTH to the glass (y), HEIGHT to the ceiling.
WIDTH, DEPTH, HEIGHT = {"living": (7.8, 7.0, 3.1), "bedroom": (6.4, 6.4, 3.0), "kitchen": (7.4, 7.0, 3.1), "bathroom": (5.6, 5.6, 3.0), "dining": (7.4, 7.0, 3.1), "terrace": (8.0, 4.5, 3.0), "gym": (8.0, 7.0, 3.1), "spa": (8.0, 10.0, 3.4), "lobby": (10.0, 11.0, 6.0)}[room]
OUTDOORS = room == "terrace"
# The spa's pool, sunk in its floor down the middle of the room towards the glass (x0, x1, y0, y1).
POOL = (-1.5, 1.5, 2.5, DEPTH - 1.5) if room == "spa" else None
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


# Materials. A spa's deck and a lobby's floor are stone, never timber: where the palette's floor is
# planks they take its stone.
STONE_FLOORED = room in ("spa", "lobby") and palette in ("ivory", "walnut", "sage") and "stone" in PALETTES
floor = PALETTES["stone"]() if STONE_FLOORED else PALETTES["floor"]()
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
