"""
The desert outside Dubai, rendered with Cycles:
  blender -b --factory-startup --python desert.py -- <json options>
Rows of sculpted dunes (dunes.py) run away from the camera, their crests sharp and meandering,
the sun raking across them so each slip face falls into shadow; a few ghaf trees and low shrubs
among them cast long shadows, and far off, beyond the sand, the city's towers and its supertall
stand faint in the haze on the horizon.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees), elevation (its
height, degrees; both in place of the mood's own), city (false: the empty desert to the horizon),
exposure (stops added to the mood's), seed, width, height, samples.

The view runs along +Y from a dune's top; the wind has blown towards +X, so the crests run away
from the camera and their slip faces look to its right, into shadow when the sun is on the left.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
from dunes import Dunes, sand  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "golden")
scene = kit.reset(opts.get("seed", "desert"))
m = kit.world(scene, mood, opts.get("sun"), opts.get("elevation"))
WIND = 110.0
HAZE = 2600.0


def horizon_below(scene):
    """The sky below the horizon is the horizon's own colour (not the physical sky's dark ground),
    so the sand fading into the distance's haze (kit.hazy) fades into the horizon's glow."""
    nt = scene.world.node_tree
    sky = next(n for n in nt.nodes if n.type == "TEX_SKY")
    coord = nt.nodes.new("ShaderNodeTexCoord")
    xyz = nt.nodes.new("ShaderNodeSeparateXYZ")
    floor = nt.nodes.new("ShaderNodeMath")
    floor.operation = "MAXIMUM"
    floor.inputs[1].default_value = 0.004
    back = nt.nodes.new("ShaderNodeCombineXYZ")
    unit = nt.nodes.new("ShaderNodeVectorMath")
    unit.operation = "NORMALIZE"
    nt.links.new(coord.outputs["Generated"], xyz.inputs["Vector"])
    nt.links.new(xyz.outputs["X"], back.inputs["X"])
    nt.links.new(xyz.outputs["Y"], back.inputs["Y"])
    nt.links.new(xyz.outputs["Z"], floor.inputs[0])
    nt.links.new(floor.outputs["Value"], back.inputs["Z"])
    nt.links.new(back.outputs["Vector"], unit.inputs[0])
    nt.links.new(unit.outputs["Vector"], sky.inputs["Vector"])


def ghaf(name, location, height, bark, leaves):
    """A ghaf tree: a short trunk forking into a few leaning limbs under a broad, low, grey-green
    crown of drooping foliage."""
    x, y, z = location
    crown = height * 0.62
    for k in range(3):
        a = random.uniform(0, 2 * math.pi)
        reach = height * random.uniform(0.12, 0.22)
        curve = bpy.data.curves.new(f"{name}-limb{k}", "CURVE")
        curve.dimensions = "3D"
        curve.bevel_depth = height * 0.028
        curve.bevel_resolution = 3
        spline = curve.splines.new("POLY")
        pts = [(x, y, z - 0.3), (x + 0.1 * math.cos(a), y + 0.1 * math.sin(a), z + height * 0.25), (x + reach * math.cos(a), y + reach * math.sin(a), z + crown)]
        spline.points.add(len(pts) - 1)
        for p, co in zip(spline.points, pts):
            p.co = (*co, 1)
        spline.points[-1].radius = 0.45
        limb = bpy.data.objects.new(f"{name}-limb{k}", curve)
        bpy.context.scene.collection.objects.link(limb)
        curve.materials.append(bark)
    width = height * 0.8
    for k in range(13):
        a = 2 * math.pi * k / 13 + random.uniform(-0.3, 0.3)
        r = width * random.uniform(0.3, 0.65) if k else 0.0
        size = width * random.uniform(0.22, 0.32)
        # The outer tufts hang lower: the crown's drooping skirt.
        drop = size * (0.4 + 0.9 * r / width)
        kit.shrub(f"{name}-crown{k}", (x + r * math.cos(a), y + r * math.sin(a), z + crown - drop + random.uniform(-0.2, 0.3)), size, leaves, squash=0.5)


def lookout(dunes, reach=80.0):
    """Where to stand: of the points near the origin, the one highest above the sand in front of
    it (the view along +Y), so the camera looks out over the dunes from a crest."""
    best, where = -1e9, (0.0, 0.0)
    for i in range(-12, 13):
        for j in range(-12, 13):
            x, y = i * 5.0, j * 5.0
            here = dunes.height_at(x, y)
            ahead = max(dunes.height_at(x + dx, y + dy) for dy in (4, 10, 20, 35, 55, reach) for dx in (-0.4 * dy, 0, 0.4 * dy))
            if here - ahead > best:
                best, where = here - ahead, (x, y)
    return where


# Materials.
sand_mat = kit.hazy(sand("sand", (0.5, 0.3, 0.15), (0.42, 0.24, 0.11), wind=WIND), HAZE)
bark = kit.textured("ghaf-bark", (0.16, 0.13, 0.1), (0.09, 0.075, 0.06), scale=30, roughness=0.9, bump=0.6)
leaves = kit.textured("ghaf-leaves", (0.09, 0.1, 0.05), (0.15, 0.15, 0.08), scale=20, roughness=0.8, bump=0.9)
scrub = kit.textured("scrub", (0.2, 0.18, 0.09), (0.12, 0.13, 0.06), scale=25, roughness=0.9, bump=0.7)
horizon_below(scene)

# The dunes, from a crest by the camera out to the haze; beyond them the flat sand to the horizon.
dunes = Dunes(wavelength=95.0, height=18.0, wind=WIND)
EYE = lookout(dunes)
dunes.terrain(sand_mat, EYE)
kit.plane("far-sand", (200000, 100000), (0, 56500, 4.0), kit.hazy(kit.material("far-sand", (0.46, 0.27, 0.13), roughness=0.9), HAZE))

# Ghaf trees and a scatter of low shrubs among the dunes, each bedded a little into the sand.
for i, (x, y, h) in enumerate(((-34, 75, 7.5), (48, 130, 8.5), (-110, 230, 7.0), (20, 300, 9.0))):
    x, y = EYE[0] + x, EYE[1] + y
    ghaf(f"ghaf{i}", (x, y, dunes.height_at(x, y) - 0.2), h, bark, leaves)
for i in range(40):
    d = random.uniform(25, 420)
    x, y = EYE[0] + random.uniform(-0.7, 0.7) * d, EYE[1] + d
    r = random.uniform(0.25, 0.6)
    kit.shrub(f"scrub{i}", (x, y, dunes.height_at(x, y) - r * 0.35), r, scrub, squash=0.6)

if opts.get("city", True):
    # The city across the desert: towers faint in the haze, the supertall among them.
    CITY_HAZE = 7000.0
    TINTS = ((0.16, 0.17, 0.19), (0.32, 0.32, 0.33), (0.45, 0.4, 0.33), (0.2, 0.24, 0.26))
    for i in range(60):
        x = random.uniform(600, 3800)
        y = random.uniform(10000, 11800)
        w = random.uniform(35, 85)
        h = random.uniform(80, 330) if random.random() < 0.85 else random.uniform(340, 420)
        tower = kit.hazy(kit.material(f"far{i}", random.choice(TINTS), roughness=0.3, specular=0.6), CITY_HAZE)
        kit.prism(f"far{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 10.0)), h, (x, y, 0), tower)
    steel = kit.hazy(kit.material("supertall", (0.5, 0.52, 0.55), roughness=0.25, metallic=0.6), CITY_HAZE)
    SX, SY = 1900.0, 10400.0
    for k, (w, z0, z1) in enumerate(((62, 0, 230), (50, 230, 420), (38, 420, 560), (26, 560, 640), (14, 640, 700))):
        kit.prism(f"supertall{k}", kit.rounded(w, w, w * 0.3), z1 - z0, (SX, SY, z0), steel)
    bpy.ops.mesh.primitive_cone_add(vertices=12, radius1=6.0, radius2=0.6, depth=130, location=(SX, SY, 765))
    bpy.context.active_object.data.materials.append(steel)

scene.view_settings.exposure += opts.get("exposure", 0.0)
# Eye level above the highest sand in the foreground, as from the top of a tall dune.
ahead = max(dunes.height_at(EYE[0] + f * dy, EYE[1] + dy) for dy in (2, 5, 10, 15, 20, 30, 45, 60) for f in (-0.5, 0, 0.5))
eye = (EYE[0], EYE[1], max(dunes.height_at(*EYE), ahead) + 6.0)
cam = kit.camera(scene, eye, (eye[0], eye[1] + 100, eye[2]), lens=32, shift_y=-0.1, width=opts.get("width", 1920), height=opts.get("height", 1200))
cam.data.clip_end = 60000.0
scene.cycles.samples = opts.get("samples", 64)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
