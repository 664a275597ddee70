"""
A contemporary beachfront villa over an infinity pool, rendered with Cycles:
  blender -b --factory-startup --python villa.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), variant ("tall": two storeys and a roof pavilion;
"low": a single-storey pavilion), backdrop ("sea", or "hills": green hills under a hazy sierra),
trees ("palms", or "cypress": clumps of Italian cypresses, as round a Mediterranean villa),
seed, width, height, samples.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
from mathutils import noise  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "golden")
variant = opts.get("variant", "tall")
backdrop = opts.get("backdrop", "sea")
trees = opts.get("trees", "palms")
scene = kit.reset(opts.get("seed", "villa"))
m = kit.world(scene, mood)
lit = m["interior"]

# Materials.
render = kit.textured("render", (0.86, 0.84, 0.8), (0.8, 0.78, 0.74), scale=14, roughness=0.7, bump=0.05)
stone = kit.textured("travertine", (0.66, 0.58, 0.47), (0.55, 0.47, 0.37), scale=3, roughness=0.6, bump=0.3)
frame = kit.material("frame", (0.04, 0.04, 0.04), roughness=0.35, metallic=0.8)
glazing = kit.glass()
paving = kit.tiles("paving", (0.6, 0.55, 0.48), (0.4, 0.36, 0.31), size=1.2)
pool_tile = kit.tiles("pool-tile", (0.35, 0.62, 0.66), (0.25, 0.45, 0.48), size=0.3, roughness=0.2)
if lit:
    p = pool_tile.node_tree.nodes["Principled BSDF"]
    p.inputs["Emission"].default_value = (0.2, 0.75, 0.85, 1)
    p.inputs["Emission Strength"].default_value = 0.035 * lit
water = kit.water("pool-water")
wood = kit.textured("oak", (0.36, 0.22, 0.12), (0.28, 0.16, 0.08), scale=40, roughness=0.5, bump=0.02)
plaster = kit.material("ceiling", (0.8, 0.78, 0.74), roughness=0.8)
lawn = kit.textured("lawn", (0.09, 0.17, 0.04), (0.14, 0.22, 0.06), scale=30, roughness=0.9, bump=0.4)
hedge = kit.textured("hedge", (0.05, 0.12, 0.03), (0.09, 0.18, 0.05), scale=25, roughness=0.8, bump=0.6)
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
canvas = kit.material("canvas", (0.88, 0.86, 0.8), roughness=0.8)
cushion = kit.material("cushion", (0.9, 0.89, 0.85), roughness=0.9)
teak = kit.textured("teak", (0.3, 0.18, 0.09), (0.22, 0.13, 0.06), scale=50, roughness=0.45, bump=0.02)
sand = kit.textured("sand", (0.78, 0.68, 0.52), (0.7, 0.6, 0.45), scale=8, roughness=0.95, bump=0.2)


def room(x0, x1, y0, y1, z0, z1, light):
    """A room behind glass: floor, ceiling, back and side walls (no front), lit in the evening."""
    w, d, h = x1 - x0, y1 - y0, z1 - z0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    kit.plane("floor", (w, d), (cx, cy, z0 + 0.01), stone)
    kit.plane("ceiling", (w, d), (cx, cy, z1 - 0.01), plaster, rotation=(math.pi, 0, 0))
    kit.plane("back", (w, h), (cx, y1, (z0 + z1) / 2), wood, rotation=(math.pi / 2, 0, 0))
    for x in (x0, x1):
        kit.plane("side", (d, h), (x, cy, (z0 + z1) / 2), plaster, rotation=(math.pi / 2, 0, math.pi / 2))
    # A low sofa and a rug, seen through the glass.
    kit.box("sofa", (w * 0.28, 0.9, 0.42), (cx - w * 0.12, y1 - 1.6, z0), cushion, bevel=0.06)
    kit.box("rug", (w * 0.4, 3.0, 0.01), (cx - w * 0.1, cy - 0.3, z0), canvas)
    if light:
        # Strips of light in the ceiling and a lamp by the sofa.
        cove = kit.glow("cove", (1.0, 0.75, 0.45), light)
        for i in range(3):
            kit.box("cove", (w * 0.8, 0.08, 0.02), (cx, y0 + d * (i + 1) / 4, z1 - 0.05), cove)
        # The room's own glow: a soft area light under the ceiling, filling the room evenly.
        fill = bpy.data.lights.new("fill", "AREA")
        fill.shape = "RECTANGLE"
        fill.size, fill.size_y = w * 0.8, d * 0.6
        fill.energy = 25 * light * w * d / 40
        fill.color = (1.0, 0.72, 0.45)
        obj = bpy.data.objects.new("fill", fill)
        scene.collection.objects.link(obj)
        obj.location = (cx, cy, z1 - 0.15)


def glazed_front(x0, x1, y, z0, z1, bays):
    """A wall of floor-to-ceiling glass with slim black frames."""
    w = x1 - x0
    kit.plane("glass", (w, z1 - z0), ((x0 + x1) / 2, y, (z0 + z1) / 2), glazing, rotation=(math.pi / 2, 0, 0))
    for i in range(bays + 1):
        x = x0 + w * i / bays
        kit.box("mullion", (0.06, 0.1, z1 - z0), (x, y, z0), frame)
    kit.box("transom", (w, 0.1, 0.06), ((x0 + x1) / 2, y, z1 - 0.06), frame)
    kit.box("sill", (w, 0.1, 0.06), ((x0 + x1) / 2, y, z0), frame)


def storey(x0, x1, y0, y1, z, height, bays, slab=0.45, overhang=1.2, solid=None):
    """A storey: a glass front over its room, a white slab above that overhangs, a solid end."""
    room(x0, x1, y0, y1, z, z + height, lit)
    glazed_front(x0, x1, y0, z, z + height, bays)
    sw, sd = x1 - x0 + overhang * 2, y1 - y0 + overhang * 1.5
    sx, sy = (x0 + x1) / 2, (y0 + y1) / 2 - overhang * 0.25
    kit.box("slab", (sw, sd, slab), (sx, sy, z + height), render, bevel=0.01)
    # A timber soffit under the overhang, with downlights that are on in the evening.
    kit.box("soffit", (sw - 0.2, sd - 0.2, 0.02), (sx, sy, z + height - 0.02), wood)
    if lit:
        spot = kit.glow("downlight", (1.0, 0.8, 0.55), 40.0)
        for i in range(int(sw // 2.5)):
            lx = sx - sw / 2 + 1.25 + i * 2.5
            bpy.ops.mesh.primitive_circle_add(vertices=12, radius=0.05, fill_type="NGON", location=(lx, y0 - overhang * 0.6, z + height - 0.045))
            bpy.context.active_object.data.materials.append(spot)
        # The downlights' wash on the terrace below: one long soft light along the overhang.
        wash = bpy.data.lights.new("wash", "AREA")
        wash.shape = "RECTANGLE"
        wash.size, wash.size_y = sw * 0.9, 0.3
        wash.spread = math.radians(80)
        wash.energy = 12 * lit * sw
        wash.color = (1.0, 0.75, 0.5)
        obj = bpy.data.objects.new("wash", wash)
        scene.collection.objects.link(obj)
        obj.location = (sx, y0 - overhang * 0.6, z + height - 0.08)
    if solid:
        sx0, sx1, mat = solid
        kit.box("end-wall", (sx1 - sx0, y1 - y0 + 0.2, height), ((sx0 + sx1) / 2, (y0 + y1) / 2, z), mat, bevel=0.01)


PLINTH = 0.45
if variant == "low":
    storey(-11, 1, 0, 9, PLINTH, 3.6, 5, overhang=2.2, solid=(1, 9, stone))
    kit.box("pergola", (8, 0.25, 0.3), (14, 0.2, PLINTH + 3.3), teak)
    for i in range(9):
        kit.box("louvre", (0.08, 6, 0.25), (10.2 + i * 0.9, 3, PLINTH + 3.35), teak)
else:
    storey(-10, 6, 0, 10, PLINTH, 3.6, 6, solid=(6, 11, stone))
    kit.box("wall", (0.6, 10, 3.6), (-10.3, 5, PLINTH), render)
    storey(-5, 10, -1.5, 8.5, PLINTH + 4.05, 3.3, 6, overhang=0.9)
    kit.box("pavilion", (7, 6, 3.0), (-2, 5, PLINTH + 7.8), render, bevel=0.01)
    glazed_front(-5.4, 1.4, 1.99, PLINTH + 7.8, PLINTH + 10.6, 4)
    kit.box("roof-cap", (8.4, 7.2, 0.3), (-2, 4.8, PLINTH + 10.8), render, bevel=0.01)

# The terrace, its plinth, and the pool cut into it.
POOL = (-13, 13, -11, -3.2)
px0, px1, py0, py1 = POOL
kit.box("plinth", (46, 16, PLINTH), (0, 4, 0), paving)
kit.box("terrace-left", (20, 14, PLINTH), (-23, -10, 0), paving)
kit.box("terrace-right", (20, 14, PLINTH), (23, -10, 0), paving)
kit.box("terrace-front", (46, 14, PLINTH), (0, -18, 0), paving)
kit.box("coping-back", (px1 - px0, 0.5, PLINTH), (0, py1 + 0.25 - 0.5, 0), paving)
coping = kit.textured("coping", (0.8, 0.76, 0.68), (0.74, 0.7, 0.62), scale=20, roughness=0.4, bump=0.05)
kit.box("coping-front", (px1 - px0 + 0.8, 0.6, 0.08), (0, py0 - 0.2, PLINTH), coping, bevel=0.02)
kit.box("pool-floor", (px1 - px0, py1 - py0, 0.05), ((px0 + px1) / 2, (py0 + py1) / 2, -1.2), pool_tile)
for x in (px0, px1):
    kit.plane("pool-side", (py1 - py0, 1.65), (x, (py0 + py1) / 2, -0.4), pool_tile, rotation=(math.pi / 2, 0, math.pi / 2))
for y in (py0, py1):
    kit.plane("pool-end", (px1 - px0, 1.65), ((px0 + px1) / 2, y, -0.4), pool_tile, rotation=(math.pi / 2, 0, 0))
kit.box("water", (px1 - px0, py1 - py0, 1.47), ((px0 + px1) / 2, (py0 + py1) / 2, -1.15), water)

# Loungers and a parasol by the pool.
for i, x in enumerate((-10.5, -9.3, -8.1, 5.0, 6.2, 7.4)):
    kit.lounger(f"lounger{i}", (x, -13.6 if i < 3 else -1.6, PLINTH), teak, cushion)
bpy.ops.mesh.primitive_cone_add(vertices=16, radius1=1.6, radius2=0.05, depth=0.5, location=(-12.2, -14.4, PLINTH + 2.45))
bpy.context.active_object.data.materials.append(canvas)
kit.box("pole", (0.05, 0.05, 2.5), (-12.2, -14.4, PLINTH), frame)

# Planting: palms, clipped shrubs and a hedge on the boundary.
if trees == "cypress":
    # Clumps of cypresses of uneven heights behind both ends of the villa and at the terrace's corners.
    foliage = kit.textured("cypress", (0.025, 0.06, 0.02), (0.055, 0.09, 0.035), scale=18, roughness=0.85, bump=0.8)
    clumps = [(-15.5, 8.5), (-17.2, 10.2), (-18.6, 7.4), (-19.8, 11.6), (14.2, 9.0), (16.0, 10.8), (17.6, 8.2), (19.4, 4.6), (21.0, 9.6), (-20.5, -13.5), (19.5, -12.0), (-21.0, 2.5)]
    for i, (x, y) in enumerate(clumps):
        kit.cypress(f"cypress{i}", (x + random.uniform(-0.3, 0.3), y, PLINTH), random.uniform(8.5, 13.5), foliage)
else:
    palms = [(-17, -14, 10.5, 0.08, 0.6), (17.5, -12.5, 11.5, 0.1, 2.5), (-15, 9, 12, 0.06, 1.2), (15, 8, 10, 0.05, 2.0), (-19, 4, 9, 0.07, 0.3)]
    for i, (x, y, h, lean, bearing) in enumerate(palms):
        kit.palm(f"palm{i}", (x, y, PLINTH), h, (lean, bearing), trunk, fronds, fronds=20)
for i in range(7):
    kit.shrub(f"shrub{i}", ((-22 + i * 1.6 + random.uniform(-0.2, 0.2)), -3.5, PLINTH), random.uniform(0.5, 0.8), hedge)
kit.box("hedge", (0.9, 16, 1.4), (-23.5, -2, PLINTH), hedge, bevel=0.2)

def sierra(near=3000.0, far=7000.0, peak=1500.0):
    """A mountain range across the horizon, `near` to `far` metres off: ridges and summits from a
    fractal noise, highest midway in depth, blue with the distance's haze."""
    cols, rows = 220, 30
    ox, oy = random.uniform(0, 100), random.uniform(0, 100)
    verts, faces = [], []
    for j in range(rows + 1):
        y = near + (far - near) * j / rows
        envelope = math.sin(math.pi * j / rows) ** 0.7
        for i in range(cols + 1):
            x = -12000 + 24000 * i / cols
            ridge = 0.55 + 0.45 * noise.noise((x / 3000 + ox, oy, 0))
            rough = noise.fractal((x / 900 + ox, y / 900 + oy, 0), 0.9, 2.1, 5)
            verts.append((x, y, envelope * peak * max(0.05, ridge + 0.35 * rough)))
    for j in range(rows):
        for i in range(cols):
            a = j * (cols + 1) + i
            faces.append((a, a + 1, a + cols + 2, a + cols + 1))
    scrub = kit.textured("sierra", (0.2, 0.2, 0.13), (0.32, 0.29, 0.22), scale=40, roughness=0.95, bump=0.0)
    kit.mesh_object("sierra", verts, faces, (0, 0, 0), kit.hazy(scrub, 4500.0))


# Beyond: the beach and the sea, or the hills.
if backdrop == "sea":
    kit.box("dune", (400, 20, 0.3), (0, 22, -0.3), sand)
    kit.plane("sea", (60000, 30000), (0, 15032, -0.2), kit.sea("sea"))
else:
    kit.plane("ground", (4000, 4000), (0, 2012, -0.05), lawn)
    for i in range(9):
        bpy.ops.mesh.primitive_uv_sphere_add(radius=random.uniform(300, 520), location=(random.uniform(-1200, 1200), random.uniform(900, 1600), -random.uniform(120, 260)))
        hill = bpy.context.active_object
        hill.scale = (1.6, 1.0, 0.45)
        hill.data.materials.append(kit.textured("hill", (0.23, 0.22, 0.12), (0.15, 0.17, 0.09), scale=3, roughness=0.9, bump=0.5))
    sierra()

# The low pavilion is seen from nearer and lower, so it fills the frame as the taller villa does.
eye = (-2.0, -16.0, 1.9) if variant == "tall" else (-1.0, -14.0, 1.6)
cam = kit.camera(scene, eye, (eye[0] + 2.0, 4, eye[2]), lens=20 if variant == "tall" else 22, shift_y=0.14 if variant == "tall" else 0.06, width=opts.get("width", 1920), height=opts.get("height", 1200))
if backdrop == "hills":
    cam.data.clip_end = 20000.0  # the sierra stands kilometres off
scene.cycles.samples = opts.get("samples", 128)
# The rooms behind the glass are lit only by the evening's lamps and the light through the
# glazing, and stay grainy at the samples a picture can afford: smoothed surface by surface, the
# trees, hills and sierra beyond the villa left as rendered.
kit.smooth_noise(scene, beyond=40.0)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
