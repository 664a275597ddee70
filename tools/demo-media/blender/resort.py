"""
A resort's infinity pool deck on a cliff above the sea, rendered with Cycles:
  blender -b --factory-startup --python resort.py -- <json options>
Rows of loungers and parasols line the pool on a travertine deck, a timber deck in the foreground,
palms, and the low wing of the resort on one side; the pool's far edge meets the sea at the horizon.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees, in place of the
mood's own), exposure (stops added to the mood's), seed, width, height, samples.
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
scene = kit.reset(opts.get("seed", "resort"))
m = kit.world(scene, mood, opts.get("sun"))
lit = m["interior"]

# Materials.
render = kit.textured("render", (0.86, 0.83, 0.77), (0.8, 0.77, 0.71), scale=14, roughness=0.7, bump=0.05)
stone = kit.textured("travertine", (0.66, 0.58, 0.47), (0.55, 0.47, 0.37), scale=3, roughness=0.6, bump=0.3)
paving = kit.tiles("paving", (0.68, 0.62, 0.53), (0.45, 0.4, 0.34), size=1.0)
coping = kit.textured("coping", (0.8, 0.76, 0.68), (0.74, 0.7, 0.62), scale=20, roughness=0.4, bump=0.05)
decking = kit.planks("decking", (0.42, 0.28, 0.17), (0.3, 0.19, 0.11), width=0.16, length=2.4, roughness=0.5)
pool_tile = kit.tiles("pool-tile", (0.3, 0.6, 0.66), (0.22, 0.44, 0.48), size=0.3, roughness=0.2)
water = kit.water("pool-water")
frame = kit.material("frame", (0.04, 0.04, 0.04), roughness=0.35, metallic=0.8)
glazing = kit.glass()
teak = kit.textured("teak", (0.3, 0.18, 0.09), (0.22, 0.13, 0.06), scale=50, roughness=0.45, bump=0.02)
cushion = kit.fabric("cushion", (0.9, 0.88, 0.83))
canvas = kit.fabric("canvas", (0.86, 0.82, 0.72), sheen=0.3)
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
hedge = kit.textured("hedge", (0.05, 0.12, 0.03), (0.09, 0.18, 0.05), scale=25, roughness=0.8, bump=0.6)
planter = kit.textured("planter", (0.55, 0.5, 0.43), (0.48, 0.43, 0.37), scale=6, roughness=0.7, bump=0.1)

# The pool: its far edge, at EDGE, is the infinity edge, the deck falling away to the sea beyond.
POOL = (-8.0, 8.0, -3.0, 22.0)
px0, px1, py0, py1 = POOL
EDGE = py1
SEA = -7.0


def lounger_row(side, x, ys):
    """Pairs of loungers facing the pool across a side deck, a parasol shading each pair."""
    # A lounger's backrest is towards its +Y: turned a quarter, it leans away from the pool.
    turn = math.pi / 2 if side < 0 else -math.pi / 2
    for i, y in enumerate(ys):
        for j, dy in enumerate((-0.55, 0.55)):
            kit.lounger(f"lounger{side}-{i}-{j}", (x, y + dy, 0.0), teak, cushion, turn=turn)
        kit.parasol(f"parasol{side}-{i}", (x + side * 1.6, y, 0.0), canvas, frame, stone)


# The decks: travertine round the pool, teak in the foreground, all on a cliff-top platform.
for side, x in ((-1, px0), (1, px1)):
    kit.box("deck-side", (14, py1 - py0 + 0.6, 1.5), (x + side * 7, (py0 + py1 + 0.6) / 2, -1.5), paving)
    kit.box("coping-side", (0.5, py1 - py0, 0.05), (x + side * 0.25, (py0 + py1) / 2, -0.02), coping, bevel=0.01)
kit.box("deck-near", (60, 26, 1.5), (0, py0 - 13, -1.52), decking)
kit.box("step", (px1 - px0 + 24, 0.5, 0.06), (0, py0 - 0.25, -0.02), coping, bevel=0.01)
kit.box("platform", (80, 60, -SEA - 1.5), (0, py1 - 30 + 0.6, SEA), stone)

# The basin: tiled floor and walls, the water brimming to the infinity edge.
kit.box("pool-floor", (px1 - px0, py1 - py0, 0.05), ((px0 + px1) / 2, (py0 + py1) / 2, -1.4), pool_tile)
for x in (px0, px1):
    kit.plane("pool-side", (py1 - py0, 1.4), (x, (py0 + py1) / 2, -0.7), pool_tile, rotation=(math.pi / 2, 0, math.pi / 2))
kit.plane("pool-end", (px1 - px0, 1.4), ((px0 + px1) / 2, py0, -0.7), pool_tile, rotation=(math.pi / 2, 0, 0))
kit.box("water", (px1 - px0, py1 - py0, 1.36), ((px0 + px1) / 2, (py0 + py1) / 2, -1.4), water)
kit.box("weir", (px1 - px0, 0.3, 0.3), (0, EDGE + 0.15, -0.36), pool_tile)

# Loungers and parasols in rows along both sides, facing the pool.
rows = [0.5 + i * 3.8 for i in range(5)]
lounger_row(-1, px0 - 2.4, rows)
lounger_row(1, px1 + 2.4, rows)

# Palms in a line beyond each row, clipped planting at their feet, a low glass balustrade at the
# cliff's edge beyond the side decks.
for i, y in enumerate((-1.5, 6.0, 13.5, 20.5)):
    for side in (-1, 1):
        x = side * (16.2 + random.uniform(-0.3, 0.3))
        h = random.uniform(9.5, 12.0)
        kit.palm(f"palm{side}-{i}", (x, y, 0.0), h, (random.uniform(0.04, 0.1), random.uniform(0, 2 * math.pi)), trunk, fronds, fronds=18)
        kit.box(f"planter{side}-{i}", (1.6, 1.6, 0.45), (x, y, 0.0), planter, bevel=0.03)
        kit.shrub(f"shrub{side}-{i}", (x, y, 0.45), 0.7, hedge)
for side in (-1, 1):
    kit.plane("balustrade", (12, 1.0), (side * 14, py1 + 0.55, 0.5), glazing, rotation=(math.pi / 2, 0, 0))
    kit.box("balustrade-rail", (12, 0.06, 0.04), (side * 14, py1 + 0.55, 1.0), frame)

# The low wing of the resort on the right: two storeys of glazed suites behind deep slabs,
# the upper set back over a terrace, seen end-on along the deck.
WX = 21.0
for s, (z, h, inset) in enumerate(((0.0, 3.6, 0.0), (4.0, 3.3, 1.5))):
    kit.box(f"wing{s}", (14, 40, h), (WX + 7 + inset, 6, z), render, bevel=0.01)
    kit.plane(f"suites{s}", (36, h - 0.4), (WX + inset - 0.02, 6, z + h / 2), glazing, rotation=(math.pi / 2, 0, -math.pi / 2))
    for k in range(13):
        kit.box(f"fin{s}-{k}", (0.25, 0.15, h), (WX + inset - 0.1, -12 + k * 3, z), render)
    kit.box(f"slab{s}", (16, 42, 0.4), (WX + 7 + inset - 1.2, 6, z + h), render, bevel=0.01)
    if lit:
        room_glow = kit.glow(f"suite-glow{s}", (1.0, 0.72, 0.45), 0.6 * lit)
        kit.plane(f"suite-back{s}", (36, h - 0.4), (WX + inset + 2.5, 6, z + h / 2), room_glow, rotation=(math.pi / 2, 0, -math.pi / 2))

# Beyond: the sea to the horizon, far below the pool's edge.
kit.plane("sea", (60000, 30000), (0, 15040, SEA), kit.sea("sea"))

scene.view_settings.exposure += opts.get("exposure", 0.0)
eye = (-0.6, -9.5, 2.3)
kit.camera(scene, eye, (eye[0] + 1.5, 30, eye[2]), lens=22, shift_y=0.02, width=opts.get("width", 1920), height=opts.get("height", 1200))
scene.cycles.samples = opts.get("samples", 96)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
