"""
A Belgravia street of white stucco townhouses, rendered with Cycles:
  blender -b --factory-startup --python terrace_house.py -- <json options>
A long terrace of five-storey houses (terrace_parts.py) seen at an angle from the far pavement:
porticoes, black railings, the first floor's balcony, the street with its lamps, London planes
along the far pavement and the trees of a garden square where the street ends. In the evening the
rooms are lit behind their curtains, and the lamps and the porches' lanterns are on.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees, in place of the
mood's own), elevation (the sun's height, degrees, in place of the mood's own), lit (the share of
rooms lit in the evening), aim (the camera's bearing from the street's axis, degrees), lens (mm),
exposure (stops added to the mood's), seed, width, height, samples.

The houses' fronts are on y = 0 facing -Y, the pavement at z = 0; the camera stands at eye level
on the far pavement, level, its lens shifted up so the verticals stay straight.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
import terrace_parts as tp  # noqa: E402
from mathutils import Vector  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "midday")
scene = kit.reset(opts.get("seed", "terrace"))
m = kit.world(scene, mood, opts.get("sun"))
evening = mood in ("dusk", "blue", "night")


def sun_height(elevation):
    """The sun (the sky's and the lamp's) raised or lowered to `elevation` degrees."""
    sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
    sky.sun_elevation = math.radians(elevation)
    sun = scene.objects.get("sun")
    if sun:
        el, az = math.radians(elevation), sky.sun_rotation
        direction = Vector((-math.sin(az) * math.cos(el), math.cos(az) * math.cos(el), math.sin(el)))
        sun.rotation_euler = direction.to_track_quat("Z", "Y").to_euler()


if "elevation" in opts:
    sun_height(opts["elevation"])

# The street: the houses' pavement, the kerb, the road and the far pavement.
KERB = -5.0
FAR = -14.0
mats = tp.materials(evening)
flags = kit.tiles("york-stone", (0.55, 0.53, 0.49), (0.36, 0.35, 0.33), size=0.9, roughness=0.75)
asphalt = kit.textured("asphalt", (0.055, 0.055, 0.06), (0.085, 0.085, 0.09), scale=60, roughness=0.8, bump=0.2)
granite = kit.textured("granite", (0.42, 0.41, 0.4), (0.33, 0.32, 0.31), scale=30, roughness=0.6, bump=0.1)
bark = kit.textured("plane-bark", (0.42, 0.4, 0.3), (0.24, 0.23, 0.18), scale=3, roughness=0.85, bump=0.3)
leaves = kit.leaves_material("plane-leaves", (0.04, 0.075, 0.02), (0.11, 0.17, 0.04))
# A lit lantern's glass glows amber round its bulb: brighter, the film's highlights would turn it
# white.
# By day the unlit glass is dark, mirroring the sky.
lantern = kit.seen_only(kit.glow("lantern", (1.0, 0.52, 0.2), 0.4)) if evening else kit.material("lantern-glass", (0.04, 0.045, 0.05), roughness=0.05, specular=0.7)

doors, END = tp.terrace("terrace", -40.0, 16, mats, opts.get("lit", 0.45), evening)
front_edge = -tp.AREA - 0.25
kit.box("pavement", (END + 60, KERB - front_edge, 0.15), ((END - 100) / 2, (KERB + front_edge) / 2, -0.15), flags)
kit.box("kerb", (END + 60, 0.3, 0.15), ((END - 100) / 2, KERB, -0.15), granite)
kit.plane("road", (400, 60), (END / 2, KERB - 30, -0.15), asphalt)
kit.box("far-kerb", (400, 0.3, 0.15), (END / 2, FAR, -0.15), granite)
kit.box("far-pavement", (400, 6.0, 0.15), (END / 2, FAR - 3.0, -0.15), flags)
# In the evening only the lamps in view and near enough for their pools of light to read cast
# light; the others only glow. Blender 3.4 samples each lamp as often as any other, so every lamp
# that adds nothing to the view leaves fewer paths for those that do, and grain on the stucco.
# (A porch's lantern lights less than a street lamp: it reads nearer.)
LIT_FROM, LIT_TO, PORCH_TO = 3.0, 62.0, 45.0
if evening:
    tp.porch_lanterns(doors, 18.0, lit=lambda x: LIT_FROM <= x <= PORCH_TO)

# Street lamps along both kerbs, staggered. A lit lamp's bulb is inside its lantern, whose glazing
# (a glow, opaque to light) would hold all its light in: the lantern casts no shadow.
iron = mats["iron"]
for i in range(8):
    for name, x, y in ((f"lamp{i}", -30 + i * 18, KERB + 0.5), (f"far-lamp{i}", -21 + i * 18, FAR - 0.5)):
        lit_lamp = evening and LIT_FROM <= x <= LIT_TO
        kit.street_lamp(name, (x, y, 0), iron, lantern, 60.0 if lit_lamp else 0.0)
        if lit_lamp:
            bpy.data.objects[name + "-lantern"].visible_shadow = False

# London planes along the far pavement, and the garden square's trees where the street ends.
for i, x in enumerate((24.0, 52.0, 80.0)):
    kit.tree(f"plane{i}", (x + random.uniform(-1, 1), FAR - 1.6, 0), random.uniform(13.5, 16.0), bark, leaves, spread=0.55)
kit.box("square-railing-wall", (0.5, 60, 0.5), (END + 14, 10, 0), mats["stucco"])
for i in range(9):
    kit.tree(f"square{i}", (END + 20 + (i % 3) * 9 + random.uniform(-2, 2), -8 + (i // 3) * 10 + random.uniform(-2, 2), 0), random.uniform(16, 21), bark, leaves, spread=0.6)
kit.plane("square-lawn", (60, 80), (END + 45, 10, 0.01), kit.textured("lawn", (0.05, 0.1, 0.025), (0.09, 0.15, 0.04), scale=20, roughness=0.95))
# Beyond the square, the next terrace across the end of the street, its front to the camera.
before = set(bpy.data.objects)
tp.terrace("beyond", -40.0, 8, mats, opts.get("lit", 0.45), evening)
kit.group("beyond", [o for o in bpy.data.objects if o not in before and o.parent is None], (END + 73, 0, 0), turn=-math.pi / 2)

scene.view_settings.exposure += opts.get("exposure", 0.0)
if evening:
    # The lamps' light on the stucco and the flags, still grainy at the samples a picture can
    # afford, is smoothed surface by surface. Every pixel takes all its samples: adaptive sampling
    # stops some blocks of the dim blue-hour stucco early, and they come out as square blotches.
    kit.smooth_noise(scene)
    scene.cycles.use_adaptive_sampling = False
kit.street_view(scene, opts, (0.0, FAR - 2.4, 1.6), aim=33, lens=24, shift_y=0.22, evening=evening)
