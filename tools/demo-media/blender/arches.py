"""
A colonnade of white arches along a courtyard garden, rendered with Cycles:
  blender -b --factory-startup --python arches.py -- <json options>
A modern Andalusian arcade: deep, pointed arches cut in a thick white wall, a cedar-beamed ceiling,
a floor of pale limestone; the sun comes in through the arches and lays their shapes across the
floor and the back wall. Through them, a courtyard of clipped hedges, palms and a long reflecting
pool, closed by a low white wall with cypresses beyond.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees), elevation (the sun's
height, degrees; both in place of the mood's own), exposure (stops added to the mood's), seed,
width, height, samples.

The arcade runs along +Y; its floor spans x = 0 to DEPTH, the arched wall on the left (x = 0, the
courtyard beyond at x < 0), the back wall on the right; the camera stands inside, looking down it.
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
scene = kit.reset(opts.get("seed", "arches"))
m = kit.world(scene, mood, opts.get("sun"), opts.get("elevation"))

# The arcade's measures (metres): its depth and height, the wall's thickness, the piers, the
# openings, the arches' springing and radius (more than half the opening: a pointed arch).
DEPTH, HEIGHT, WALL = 4.8, 5.2, 0.75
PIER, OPENING, SPRING, RADIUS = 0.75, 3.0, 2.8, 1.9
BAYS = 13
MODULE = PIER + OPENING
START = -6.0
END = START + BAYS * MODULE + PIER

# Materials.
plaster = kit.textured("plaster", (0.86, 0.84, 0.8), (0.8, 0.78, 0.74), scale=12, roughness=0.85, bump=0.03)
limestone = kit.tiles("limestone", (0.7, 0.64, 0.54), (0.5, 0.45, 0.38), size=0.9, roughness=0.32)
paving = kit.tiles("courtyard", (0.66, 0.6, 0.5), (0.48, 0.43, 0.36), size=0.6, roughness=0.6)
cedar = kit.wood("cedar", (0.32, 0.19, 0.1), (0.2, 0.11, 0.055), along="X", scale=(1.5, 30.0), roughness=0.55)
door = kit.wood("door", (0.22, 0.13, 0.07), (0.14, 0.08, 0.04), along="Z", scale=(1.0, 30.0), roughness=0.5)
bronze = kit.material("bronze", (0.3, 0.2, 0.1), roughness=0.35, metallic=0.9)
pool_tile = kit.tiles("pool-tile", (0.08, 0.2, 0.2), (0.05, 0.12, 0.12), size=0.3, roughness=0.2)
water = kit.water("pool-water", deep=(0.0, 0.12, 0.13), ripple=0.03)
hedge = kit.textured("hedge", (0.05, 0.12, 0.03), (0.09, 0.18, 0.05), scale=25, roughness=0.8, bump=0.6)
cypress = kit.textured("cypress", (0.025, 0.06, 0.02), (0.055, 0.09, 0.035), scale=18, roughness=0.85, bump=0.8)
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
terracotta = kit.textured("urn", (0.5, 0.27, 0.15), (0.42, 0.22, 0.12), scale=8, roughness=0.75, bump=0.1)


def arc(centre, start, end, steps=14):
    """Points along a circle of RADIUS about `centre` (u, v), from angle `start` to `end`."""
    angles = [start + (end - start) * i / steps for i in range(steps + 1)]
    return [(centre[0] + RADIUS * math.cos(a), centre[1] + RADIUS * math.sin(a)) for a in angles]


def pier_outline(u0, left, right, top):
    """The outline (along the arcade, up) of one pier and the spandrels above it, up to `top`:
    on each side where there is an opening (`left`, `right`), half of its pointed arch."""
    half = OPENING / 2
    # The apex: where the two arcs of an opening meet over its middle.
    apex = math.acos((half - RADIUS) / RADIUS)
    pts = [(u0, 0.0), (u0 + PIER, 0.0)]
    if right:
        pts += arc((u0 + PIER + RADIUS, SPRING), math.pi, apex)[:-1]
        pts.append((u0 + PIER + half, SPRING + RADIUS * math.sin(apex)))
        pts.append((u0 + PIER + half, top))
    else:
        pts.append((u0 + PIER, top))
    if left:
        pts.append((u0 - half, top))
        pts.append((u0 - half, SPRING + RADIUS * math.sin(apex)))
        pts += arc((u0 - RADIUS, SPRING), math.pi - apex, 0.0)[1:]
    else:
        pts.append((u0, top))
    return pts


def arched_wall(name, x0, x1, mat):
    """The arcade's outer wall, x0 to x1 thick: its piers and the arches between them, each pier
    with its spandrels one solid (its outline extruded across the wall)."""
    for k in range(BAYS + 1):
        outline = pier_outline(START + k * MODULE, k > 0, k < BAYS, HEIGHT)
        n = len(outline)
        verts = [(x0, u, v) for u, v in outline] + [(x1, u, v) for u, v in outline]
        faces = [(i, (i + 1) % n, n + (i + 1) % n, n + i) for i in range(n)]
        faces += [tuple(range(n - 1, -1, -1)), tuple(range(n, 2 * n))]
        kit.mesh_object(f"{name}{k}", verts, faces, (0, 0, 0), mat)


def urn(name, location):
    """A large terracotta urn on the floor: a lathed, smoothly bellied pot."""
    x, y, z = location
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=0.42, location=(x, y, z + 0.45))
    pot = bpy.context.active_object
    pot.name = name
    pot.scale = (1, 1, 1.15)
    bpy.ops.object.shade_smooth()
    pot.data.materials.append(terracotta)
    kit.box(name + "-neck", (0.34, 0.34, 0.14), (x, y, z + 0.9), terracotta, bevel=0.04)


# The arcade: the arched wall, the back wall, the floor, the ceiling and its cedar beams.
arched_wall("arches", -WALL, 0.0, plaster)
length = END - START
mid = (START + END) / 2
kit.box("back-wall", (0.5, length, HEIGHT), (DEPTH + 0.25, mid, 0), plaster)
kit.box("end-wall", (DEPTH + WALL + 0.5, 0.5, HEIGHT), ((DEPTH - WALL + 0.5) / 2, END + 0.25, 0), plaster)
kit.box("near-wall", (DEPTH + WALL + 0.5, 0.5, HEIGHT), ((DEPTH - WALL + 0.5) / 2, START - 0.25, 0), plaster)
kit.box("floor", (DEPTH + WALL, length, 0.2), ((DEPTH - WALL) / 2, mid, -0.2), limestone)
kit.box("roof", (DEPTH + WALL + 0.5, length + 1.0, 0.5), ((DEPTH - WALL + 0.5) / 2, mid, HEIGHT), plaster)
kit.box("parapet-cap", (WALL + 0.2, length + 1.0, 0.08), (-WALL / 2, mid, HEIGHT + 0.5), plaster, bevel=0.01)
for k in range(BAYS * 3 + 1):
    y = START + PIER / 2 + k * MODULE / 3
    kit.box(f"beam{k}", (DEPTH, 0.18, 0.26), (DEPTH / 2, y, HEIGHT - 0.26), cedar, bevel=0.01)
# Tall cedar doors in deep reveals along the back wall, every third bay, a lantern over each.
for k in range(1, BAYS, 3):
    y = START + PIER + OPENING / 2 + k * MODULE
    kit.box(f"reveal{k}", (0.1, 1.9, 3.3), (DEPTH - 0.02, y, 0), plaster)
    kit.box(f"door{k}", (0.12, 1.6, 3.1), (DEPTH - 0.03, y, 0), door, bevel=0.005)
    kit.box(f"handle{k}", (0.05, 0.03, 0.6), (DEPTH - 0.1, y + 0.12, 1.2), bronze)
    kit.box(f"handle{k}b", (0.05, 0.03, 0.6), (DEPTH - 0.1, y - 0.12, 1.2), bronze)
# Terracotta urns against the back wall between the doors.
for k in range(0, BAYS, 3):
    urn(f"urn{k}", (DEPTH - 0.6, START + PIER + OPENING / 2 + k * MODULE + 0.4, 0.0))

# The courtyard: a step down, paving, a long reflecting pool edged with hedges, palms along it,
# and a low white wall with cypresses behind.
kit.box("courtyard", (30, length + 20, 0.2), (-WALL - 15, mid, -0.35), paving)
PX0, PX1 = -10.5, -6.5
kit.box("pool-floor", (PX1 - PX0, length - 6, 0.05), ((PX0 + PX1) / 2, mid, -0.9), pool_tile)
kit.box("pool-water", (PX1 - PX0, length - 6, 0.7), ((PX0 + PX1) / 2, mid, -0.88), water)
for x in (PX0 - 0.15, PX1 + 0.15):
    kit.box("pool-coping", (0.3, length - 5.4, 0.08), (x, mid, -0.15), paving, bevel=0.01)
for x in (PX0 - 1.2, PX1 + 1.2):
    kit.box("hedge", (0.9, length - 6, 0.8), (x, mid, -0.15), hedge, bevel=0.15)
for k in range(BAYS // 2 + 1):
    y = START + 3 + k * 2 * MODULE
    for side, x in enumerate((PX0 - 2.6, PX1 + 2.6)):
        kit.palm(f"palm{k}-{side}", (x, y + side * MODULE, -0.15), random.uniform(8.5, 11.0), (random.uniform(0.03, 0.08), random.uniform(0, 6.28)), trunk, fronds, fronds=18)
kit.box("garden-wall", (0.5, length + 20, 2.6), (-20.0, mid, -0.15), plaster, bevel=0.01)
for k in range(16):
    kit.cypress(f"cypress{k}", (-22.0 + random.uniform(-0.8, 0.8), START - 6 + k * 4.0 + random.uniform(-1, 1), -0.15), random.uniform(8, 12.5), cypress)

scene.view_settings.exposure += opts.get("exposure", 0.0)
eye = (DEPTH * 0.64, START + MODULE + 0.4, 1.6)
kit.camera(scene, eye, (eye[0] - 3.0, END, eye[2]), lens=24, shift_y=0.1, width=opts.get("width", 1920), height=opts.get("height", 1200))
# The arcade's shade, down to its end wall, is lit only by the light bounced off the floor and
# the courtyard: smoothed.
kit.smooth_noise(scene, beyond=60.0)
scene.cycles.samples = opts.get("samples", 96)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
