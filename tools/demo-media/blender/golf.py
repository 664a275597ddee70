"""
A golf community in Dubai, rendered with Cycles:
  blender -b --factory-startup --python golf.py -- <json options>
A rolling fairway mown in stripes runs from the foreground to a raised green with its flag and
bunkers; a lake on the left mirrors the row of contemporary villas whose gardens open onto the
course beyond, among date palms, with the Marina's towers hazy on the horizon behind them (as from
Emirates Hills). The ground is built by golf_course.py.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees, in place of the
mood's own), exposure (stops added to the mood's), seed, width, height, samples.

The camera stands on a clubhouse terrace above the course, looking along +Y.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
import golf_course as course  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "golden")
scene = kit.reset(opts.get("seed", "golf"))
m = kit.world(scene, mood, opts.get("sun"))
lit = m["interior"]

# Materials.
render = kit.textured("render", (0.86, 0.84, 0.8), (0.8, 0.78, 0.74), scale=14, roughness=0.7, bump=0.05)
stone = kit.textured("travertine", (0.66, 0.58, 0.47), (0.55, 0.47, 0.37), scale=3, roughness=0.6, bump=0.3)
paving = kit.tiles("paving", (0.68, 0.62, 0.53), (0.45, 0.4, 0.34), size=1.0)
glazing = kit.material("glazing", (0.015, 0.025, 0.03), roughness=0.03, specular=0.8)
if lit:
    p = glazing.node_tree.nodes["Principled BSDF"]
    p.inputs["Emission"].default_value = (1.0, 0.7, 0.42, 1)
    p.inputs["Emission Strength"].default_value = 0.25 * lit
villa_mats = {"wall": render, "glass": glazing, "stone": stone, "paving": paving}
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
hedge = kit.textured("hedge", (0.04, 0.1, 0.025), (0.08, 0.16, 0.04), scale=25, roughness=0.8, bump=0.6)
flag_pole = kit.material("flag-pole", (0.85, 0.85, 0.82), roughness=0.3)
flag_cloth = kit.fabric("flag", (0.55, 0.03, 0.03), sheen=0.2)
cup = kit.material("cup", (0.01, 0.01, 0.01), roughness=0.9)
lake = kit.sea("lake", color=(0.006, 0.035, 0.035))
ripple = next(n for n in lake.node_tree.nodes if n.type == "BUMP")
ripple.inputs["Strength"].default_value = 0.035

# The course and the lake filling its basin.
course.turf_mesh("course", -120.0, 120.0, -16.0, 126.0, 0.6, course.turf_material())
shore = course.lake_outline()
kit.mesh_object("lake", [(x, y, 0.0) for x, y in shore], [tuple(range(len(shore)))], (0, 0, course.WATER), lake, smooth=False)

# The pin: a white pole with a red flag stirring in the breeze, in its cup on the green.
px, py = course.PIN
pz = course.height(px, py)
bpy.ops.mesh.primitive_circle_add(vertices=16, radius=0.06, fill_type="NGON", location=(px, py, pz + 0.005))
bpy.context.active_object.data.materials.append(cup)
bpy.ops.mesh.primitive_cylinder_add(vertices=8, radius=0.013, depth=2.3, location=(px, py, pz + 1.1))
bpy.context.active_object.data.materials.append(flag_pole)
flag = []
for i in range(9):
    t = i / 8
    wave = 0.05 * math.sin(t * 2.6 * math.pi) * t
    flag += [(px + 0.55 * t * math.cos(0.5) + wave, py + 0.55 * t * math.sin(0.5) - wave, pz + 2.2 - 0.03 * t), (px + 0.55 * t * math.cos(0.5) + wave, py + 0.55 * t * math.sin(0.5) - wave, pz + 1.84 - 0.05 * t)]
kit.mesh_object("flag", flag, [(2 * i, 2 * i + 2, 2 * i + 3, 2 * i + 1) for i in range(8)], (0, 0, 0), flag_cloth)

# The villas beyond the course, their gardens behind a low hedge, palms among them.
ROW = 100.0
for i, x in enumerate(range(-110, 121, 34)):
    w = random.uniform(22, 27)
    kit.villa_block(f"villa{i}", (x + random.uniform(-2, 2), ROW, 0.0), w, 13.0, villa_mats, side=1 if i % 2 else -1, turn=math.radians(random.uniform(-3, 3)), pavilion=i % 3 == 0)
    kit.box(f"hedge{i}", (w + 4, 0.9, 1.3), (x, ROW - 15.5, 0.0), hedge, bevel=0.2)
    for k, dx in enumerate((-w / 2 - 2.0, w / 2 + 3.5)):
        kit.palm(f"garden-palm{i}-{k}", (x + dx, ROW - 11 + random.uniform(-1, 1), 0.0), random.uniform(8.5, 11.5), (random.uniform(0.03, 0.09), random.uniform(0, 2 * math.pi)), trunk, fronds, fronds=16)
    for k in range(3):
        kit.shrub(f"shrub{i}-{k}", (x - w / 2 + 3 + k * (w - 6) / 2, ROW - 13.5, 0.0), random.uniform(0.9, 1.4), hedge)

# Palms on the course: by the lake, behind the green, and one framing the view on the left.
for i, (x, y, h) in enumerate(((-6, 70, 10.5), (-44, 72, 11.5), (-36, 74, 9.0), (44, 58, 11.0), (50, 52, 9.5), (12, 66, 10.0), (-11, 19, 11.0), (-15, 24, 9.0))):
    kit.palm(f"palm{i}", (x, y, course.height(x, y) - 0.1), h, (random.uniform(0.04, 0.1), random.uniform(0, 2 * math.pi)), trunk, fronds, fronds=18)

# Far beyond: more gardens' trees, then the Marina's towers in the haze.
HAZE = 1600.0
far_green = kit.hazy(kit.textured("far-green", (0.05, 0.1, 0.03), (0.08, 0.13, 0.04), scale=0.05, roughness=0.9, bump=0.0), HAZE)
kit.plane("far-ground", (8000, 8000), (0, 4125, -0.02), far_green)
trees = kit.hazy(kit.textured("far-trees", (0.04, 0.08, 0.025), (0.07, 0.11, 0.035), scale=2, roughness=0.9, bump=0.3), HAZE)
for i in range(40):
    kit.shrub(f"far-tree{i}", (random.uniform(-500, 500), random.uniform(160, 420), 0.0), random.uniform(6, 11), trees, squash=0.6)
TINTS = ((0.08, 0.1, 0.12), (0.2, 0.21, 0.22), (0.3, 0.27, 0.22), (0.1, 0.14, 0.15))
for i in range(16):
    x, y = random.gauss(-500, 420), random.uniform(2000, 2800)
    w = random.uniform(28, 55)
    h = random.uniform(90, 300) if random.random() < 0.85 else random.uniform(320, 400)
    tower = kit.hazy(kit.material(f"far{i}", random.choice(TINTS), roughness=0.3, specular=0.6), HAZE)
    kit.prism(f"far{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 10.0)), h, (x, y, 0), tower)

scene.view_settings.exposure += opts.get("exposure", 0.0)
eye = (0.0, -8.0, 7.0)
cam = kit.camera(scene, eye, (eye[0] + 4, 100, eye[2]), lens=34, shift_y=-0.1, width=opts.get("width", 1920), height=opts.get("height", 1200))
cam.data.clip_end = 20000.0
scene.cycles.samples = opts.get("samples", 64)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
