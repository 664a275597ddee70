"""
A 360° panorama from a penthouse's roof terrace high over the city, rendered with Cycles'
equirectangular camera (2:1: the picture's x the bearing all round, its y the elevation from the
floor under the visitor to the sky overhead), for the listing page's virtual tour:
  blender -b --factory-startup --python rooftop.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), place ("downtown": towers all round, the Y-plan
supertall ahead across its lake; "marina": the tower at the head of the Marina's canal, which runs
away ahead between towers on both banks, the sea beyond the left bank's), sun (degrees: where the
sun stands, in place of the mood's bearing), exposure (stops added), seed, width, height, samples.

The terrace's floor is at z = ROOF; the visitor stands at eye height near its front balustrade
(EYE), facing +Y (the picture's middle), so the city shows far below through the glass. A teak
deck runs out to a glass balustrade on three sides: a plunge pool with loungers on the right, a
lounge under a pergola on the left, a fire table behind, and the penthouse's glazed living room,
lit, across the back. Everything is closed all round, since a visitor can look everywhere: the
deck straight down, the sky straight up, and the seam behind the visitor falls on the penthouse.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import city  # noqa: E402
import kit  # noqa: E402
from city import far_city, glazing, solid, supertall, tower, yacht  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "dusk")
place = opts.get("place", "downtown")
scene = kit.reset(opts.get("seed", "rooftop"))
m = kit.world(scene, mood, azimuth=opts.get("sun"))
evening = mood in ("dusk", "blue", "night")
# The skyline's open sky; from high up the whole dome shows, so the blue hour's zenith is lifted to
# a deep blue as seen indoors.
darker = city.open_sky(scene, mood)
scene.view_settings.exposure += opts.get("exposure", 0.0)
next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY").altitude = 200
if mood == "blue":
    kit.deep_blue_overhead(scene, (0.01, 0.025, 0.075))
gain = m["interior"] * 2**darker * {"blue": 0.6, "night": 0.5}.get(mood, 1.0)
LIT_SHARE = {"midday": 0.0, "golden": 0.04, "dusk": 0.16, "blue": 0.22, "night": 0.18}[mood]
HAZE = {"midday": 5000.0, "golden": 3500.0, "dusk": 3500.0, "blue": 4500.0, "night": 5000.0}[mood]
city.setup(mood, gain, LIT_SHARE, HAZE)

# The penthouse's tower: its roof (the terrace's floor) ROOF metres up, at (CX, CY).
ROOF = {"downtown": 204.0, "marina": 196.0}[place]
CX, CY = {"downtown": (0.0, 0.0), "marina": (0.0, -250.0)}[place]
# The terrace: X0..X1 across, Y0 (the penthouse's glass) to Y1 (the front balustrade).
X0, X1, Y0, Y1 = -13.0, 13.0, -5.0, 9.0
# The penthouse behind: from the glass back to YB, HEIGHT to its roof.
YB, HEIGHT = -14.0, 3.6
# Where the visitor stands: near the front balustrade, so the city shows below it.
EYE = (0.4, 6.2)
# The plunge pool on the right (x0, x1, y0, y1), its water a little below the deck.
POOL = (5.5, 11.5, 1.0, 6.2)


def at(x, y, z=0.0):
    """A point of the terrace (x, y about the terrace's middle, z above the floor), built about the
    origin; on_tower() then moves the whole terrace onto its tower."""
    return (x, y, ROOF + z)


def on_tower(objects):
    """Everything built about the origin, moved to (CX, CY) as one."""
    empty = bpy.data.objects.new("terrace", None)
    scene.collection.objects.link(empty)
    for obj in objects:
        if obj.parent is None:
            obj.parent = empty
    empty.location = (CX, CY, 0.0)
    return empty


# Materials of the terrace.
stone = kit.tiles("terrace-stone", (0.62, 0.58, 0.52), (0.45, 0.42, 0.38), size=1.0, roughness=0.6)
teak = kit.planks("teak-deck", (0.46, 0.33, 0.21), (0.34, 0.23, 0.14), width=0.16, length=2.4, roughness=0.55)
teak_frame = kit.wood("teak", (0.36, 0.22, 0.12), (0.26, 0.15, 0.08), scale=(1.5, 40.0), roughness=0.5)
cushion = kit.fabric("cushion", (0.86, 0.84, 0.79), roughness=0.95, sheen=0.4)
sofa_fabric = kit.fabric("sofa", (0.74, 0.71, 0.66), roughness=0.95, sheen=0.4)
steel = kit.material("blackened-steel", (0.03, 0.03, 0.03), roughness=0.4, metallic=0.8)
rail = kit.material("rail", (0.6, 0.6, 0.6), roughness=0.25, metallic=1.0)
planter = kit.textured("planter", (0.5, 0.46, 0.4), (0.44, 0.4, 0.35), scale=8, roughness=0.8, bump=0.1)
coping = kit.material("coping", (0.8, 0.78, 0.74), roughness=0.6)
cladding = kit.textured("cladding", (0.7, 0.67, 0.62), (0.62, 0.59, 0.54), scale=3, roughness=0.6, bump=0.05)
leaves = kit.textured("leaves", (0.05, 0.11, 0.03), (0.1, 0.17, 0.05), scale=20, roughness=0.8, bump=0.6)
pool_tile = kit.tiles("pool-tile", (0.42, 0.66, 0.68), (0.3, 0.5, 0.52), size=0.3, roughness=0.3)
pool_water = kit.water("pool-water", deep=(0.02, 0.3, 0.33), ripple=0.05, scale=1.5)
warm = (1.0, 0.72, 0.45)


def floor():
    """The stone floor round the pool's basin, a teak deck beside it, and the roof's edge."""
    px0, px1, py0, py1 = POOL
    for name, (a, b, c, d) in {
        "floor-back": (X0, X1, Y0, py0),
        "floor-left": (X0, px0, py0, Y1),
        "floor-right": (px1, X1, py0, Y1),
        "floor-front": (px0, px1, py1, Y1),
    }.items():
        kit.box(name, (b - a, d - c, 0.5), at((a + b) / 2, (c + d) / 2, -0.5), teak)
    # Stone paving round the pool and under the loungers, between it and the house.
    kit.box("paving", (X1 - 3.6, py0 - Y0 - 1.8, 0.02), at((X1 + 3.6) / 2 - 0.1, (Y0 + 1.8 + py0) / 2, 0.0), stone)
    # (No two slabs overlap: coplanar faces inside one another would darken the paving.)
    kit.box("coping-w", (0.5, py1 - py0 + 0.5, 0.02), at(px0 - 0.25, (py0 + py1 + 0.5) / 2, 0.0), stone)
    kit.box("coping-n", (px1 - px0, 0.5, 0.02), at((px0 + px1) / 2, py1 + 0.25, 0.0), stone)
    # The basin: tiled walls and floor, its water 8 cm below the deck, lit from within at dusk.
    depth = 1.3
    kit.box("pool-floor", (px1 - px0, py1 - py0, 0.1), at((px0 + px1) / 2, (py0 + py1) / 2, -depth - 0.1), pool_tile)
    for name, size, loc in (
        ("pool-w", (0.1, py1 - py0, depth), ((px0 - 0.05), (py0 + py1) / 2)),
        ("pool-e", (0.1, py1 - py0, depth), ((px1 + 0.05), (py0 + py1) / 2)),
        ("pool-s", (px1 - px0, 0.1, depth), ((px0 + px1) / 2, py0 - 0.05)),
        ("pool-n", (px1 - px0, 0.1, depth), ((px0 + px1) / 2, py1 + 0.05)),
    ):
        kit.box(name, size, at(*loc, -depth), pool_tile)
    kit.plane("pool-water", (px1 - px0, py1 - py0), at((px0 + px1) / 2, (py0 + py1) / 2, -0.08), pool_water)
    if evening:
        kit.area("pool-light", (px1 - px0 - 0.6, py1 - py0 - 0.6), at((px0 + px1) / 2, (py0 + py1) / 2, -0.35), 120.0, color=(0.75, 0.95, 1.0), rotation=(0, 0, 0))
    # The roof's edge below the balustrade: a stone coping round the slab, and the tower below.
    kit.box("slab-edge", (X1 - X0 + 0.6, Y1 - YB + 0.6, 1.2), at(0, (Y1 + YB) / 2, -1.7), coping)


def balustrade():
    """Frameless glass on three sides in a steel shoe, a slim steel handrail along its top."""
    glass = kit.thin_glass("balustrade")
    for name, length, loc, turn in (
        ("front", X1 - X0, (0, Y1), 0.0),
        ("left", Y1 - Y0 + 0.4, (X0, (Y0 + Y1) / 2 - 0.2), math.pi / 2),
        ("right", Y1 - Y0 + 0.4, (X1, (Y0 + Y1) / 2 - 0.2), math.pi / 2),
    ):
        g = kit.plane(name + "-glass", (length, 1.1), at(*loc, 0.55), glass, rotation=(math.pi / 2, 0, turn))
        g.name = name + "-glass"
        shoe = kit.box(name + "-shoe", (length, 0.1, 0.08), at(*loc), steel)
        top = kit.box(name + "-rail", (length, 0.05, 0.03), at(*loc, 1.1), rail, bevel=0.008)
        for obj in (shoe, top):
            obj.rotation_euler[2] = turn


def penthouse():
    """The penthouse's living room behind floor-to-ceiling glass: a walnut floor, pale walls, a
    sofa, a dining table and art, lit warm from its ceiling in the evening; its roof overhangs the
    glass as a canopy, its flanks clad in stone."""
    w = X1 - X0
    kit.box("house-floor", (w, Y0 - YB, 0.02), at(0, (Y0 + YB) / 2, 0), kit.planks("walnut", (0.3, 0.19, 0.11), (0.2, 0.12, 0.07)))
    walls = kit.material("house-walls", (0.78, 0.75, 0.7), roughness=0.8)
    kit.box("house-back", (w, 0.3, HEIGHT), at(0, YB - 0.15), walls)
    for side in (-1, 1):
        kit.box(f"house-flank{side}", (0.3, Y0 - YB, HEIGHT), at(side * (w / 2 - 0.15), (Y0 + YB) / 2), walls)
        kit.box(f"house-cladding{side}", (0.05, Y0 - YB + 0.3, HEIGHT + 0.5), at(side * (w / 2 + 0.025), (Y0 + YB) / 2 - 0.15), cladding)
    kit.box("house-ceiling", (w, Y0 - YB, 0.05), at(0, (Y0 + YB) / 2, HEIGHT - 0.05), kit.material("ceiling", (0.85, 0.84, 0.82), roughness=0.9))
    # The roof and its canopy over the glass, a deep white fascia.
    kit.box("house-roof", (w + 0.6, Y0 - YB + 2.6, 0.5), at(0, (Y0 + YB) / 2 + 1.15, HEIGHT), coping)
    kit.box("canopy-soffit", (w, 2.3, 0.02), at(0, Y0 + 1.15, HEIGHT - 0.02), kit.material("soffit", (0.7, 0.68, 0.64), roughness=0.8))
    # The glass wall, in slim black mullions.
    kit.plane("house-glass", (w, HEIGHT), at(0, Y0, HEIGHT / 2), kit.thin_glass("house-glass", tint=(0.8, 0.84, 0.84)), rotation=(math.pi / 2, 0, 0))
    n = 12
    kit.blocks("mullions", [((0.06, 0.12, HEIGHT), at(X0 + i * w / n, Y0), 0.0) for i in range(n + 1)], steel)
    kit.box("transom", (w, 0.12, 0.08), at(0, Y0), steel)
    # Inside: a long sofa facing the glass, a rug and a low table, a dining table, art on the back wall.
    rug = kit.textured("rug", (0.55, 0.5, 0.44), (0.45, 0.41, 0.36), scale=60, roughness=1.0, bump=0.25)
    kit.box("rug", (5.0, 3.4, 0.015), at(-4.5, -9.0, 0.02), rug)
    kit.box("sofa-base", (3.6, 1.0, 0.42), at(-4.5, -11.2, 0.02), sofa_fabric, bevel=0.04)
    kit.box("sofa-back", (3.6, 0.25, 0.4), at(-4.5, -11.6, 0.44), sofa_fabric, bevel=0.06)
    kit.box("sofa-table", (1.4, 0.8, 0.35), at(-4.5, -9.3, 0.02), kit.marble("table-marble", (0.85, 0.84, 0.8), (0.4, 0.38, 0.36)), bevel=0.01)
    kit.box("dining-table", (2.8, 1.1, 0.05), at(5.0, -9.5, 0.72), teak_frame, bevel=0.01)
    kit.box("dining-leg", (2.2, 0.12, 0.72), at(5.0, -9.5, 0.0), steel)
    for k in range(3):
        for side in (-1, 1):
            kit.box(f"chair{k}{side}", (0.48, 0.5, 0.9), at(4.0 + k, -9.5 + side * 0.85, 0.02), sofa_fabric, bevel=0.04)
    # Walnut panelling across the back wall, the art hung on it, and two armchairs facing the sofa.
    kit.box("panelling", (w - 1.2, 0.04, HEIGHT - 0.1), at(0, YB + 0.02), kit.wood("walnut-panels", (0.3, 0.19, 0.11), (0.2, 0.12, 0.07), along="Z", scale=(1.0, 30.0)))
    for side in (-1, 1):
        kit.box(f"armchair{side}", (0.9, 0.85, 0.42), at(-4.5 + side * 1.0, -7.4, 0.02), sofa_fabric, bevel=0.05)
        kit.box(f"armchair-back{side}", (0.9, 0.2, 0.38), at(-4.5 + side * 1.0, -7.1, 0.44), sofa_fabric, bevel=0.06)
    kit.box("ficus-pot", (0.55, 0.55, 0.5), at(-0.6, -6.0, 0.02), planter, bevel=0.02)
    kit.shrub("ficus", at(-0.6, -6.0, 0.5), 0.6, leaves, squash=1.6)
    kit.box("sideboard", (4.0, 0.5, 0.8), at(5.0, YB + 0.3, 0.02), teak_frame, bevel=0.01)
    art = kit.textured("art", (0.55, 0.3, 0.16), (0.12, 0.16, 0.2), scale=1.2, roughness=0.9, bump=0.0)
    kit.box("art", (2.4, 0.04, 1.5), at(-4.5, YB + 0.06, 1.3), art)
    kit.box("art2", (1.4, 0.04, 1.0), at(5.0, YB + 0.06, 1.5), kit.textured("art2", (0.8, 0.76, 0.68), (0.2, 0.22, 0.25), scale=2.0, roughness=0.9, bump=0.0))
    kit.box("olive-pot", (0.6, 0.6, 0.6), at(-10.8, -6.2, 0.02), planter, bevel=0.02)
    kit.shrub("olive", at(-10.8, -6.2, 0.9), 0.7, leaves)
    if evening:
        # Cove light round the ceiling and warm downlights: the room glows through the glass.
        cove = kit.no_light_sampling(kit.glow("cove", warm, 8.0))
        kit.box("cove-back", (w - 0.8, 0.05, 0.05), at(0, YB + 0.4, HEIGHT - 0.15), cove)
        for x in (-8.0, -3.0, 3.0, 8.0):
            kit.area(f"room-light{x}", (3.0, 4.0), at(x, (Y0 + YB) / 2, HEIGHT - 0.1), 180.0 * gain / 6.0, color=warm)
        pend = kit.no_light_sampling(kit.glow("pendant", warm, 12.0))
        for k in range(3):
            kit.box(f"pendant{k}", (0.3, 0.3, 0.12), at(4.0 + k, -9.5, 1.75), pend)
        kit.point("floor-lamp", at(-7.0, -11.3, 1.6), 30.0 * gain / 6.0, warm, 0.15)


def lounge():
    """On the left a pergola of steel posts and oak louvres over a lounge (an L-shaped sofa, a
    table and a rug), lit from its beam in the evening; planters with clipped shrubs along the
    front balustrade, a palm at each front corner, loungers on the deck by the pool."""
    x0, x1, y0, y1 = X0 + 0.4, X0 + 6.6, Y0 + 4.2, Y1 - 0.7
    top = 2.9
    posts = [((0.1, 0.1, top), at(x, y), 0.0) for x in (x0, x1) for y in (y0, y1)]
    kit.blocks("pergola-posts", posts, steel)
    beams = [((x1 - x0 + 0.1, 0.12, 0.22), at((x0 + x1) / 2, y, top), 0.0) for y in (y0, y1)]
    beams += [((0.12, y1 - y0 + 0.1, 0.22), at(x, (y0 + y1) / 2, top), 0.0) for x in (x0, x1)]
    kit.blocks("pergola-beams", beams, steel)
    n = int((y1 - y0) / 0.3)
    kit.blocks("louvres", [((x1 - x0, 0.05, 0.18), at((x0 + x1) / 2, y0 + i * (y1 - y0) / n, top + 0.22), 0.0) for i in range(n + 1)], teak_frame)
    rug = kit.textured("lounge-rug", (0.72, 0.68, 0.6), (0.62, 0.58, 0.5), scale=60, roughness=1.0, bump=0.25)
    kit.box("lounge-rug", (4.6, 3.4, 0.015), at((x0 + x1) / 2, (y0 + y1) / 2, 0), rug)
    # The L-shaped sofa along the balustrade and the left side, its back to them.
    sx, sy = x0 + 0.55, y1 - 0.55
    kit.box("sofa-long", (x1 - x0 - 1.2, 0.95, 0.4), at((sx + x1 - 0.6) / 2 - 0.2, sy, 0), sofa_fabric, bevel=0.05)
    kit.box("sofa-long-back", (x1 - x0 - 1.2, 0.22, 0.38), at((sx + x1 - 0.6) / 2 - 0.2, sy + 0.36, 0.4), sofa_fabric, bevel=0.06)
    kit.box("sofa-short", (0.95, y1 - y0 - 1.3, 0.4), at(sx, (y0 + sy) / 2, 0), sofa_fabric, bevel=0.05)
    kit.box("sofa-short-back", (0.22, y1 - y0 - 1.3, 0.38), at(sx - 0.36, (y0 + sy) / 2, 0.4), sofa_fabric, bevel=0.06)
    for i, (cx, cy) in enumerate(((sx + 1.4, sy - 0.05), (sx + 2.2, sy - 0.05), (sx + 0.05, sy - 1.6))):
        kit.box(f"pillow{i}", (0.5, 0.18, 0.45), at(cx, cy + 0.1, 0.4), kit.fabric(f"pillow{i}", (0.55, 0.42, 0.3)), bevel=0.06)
    kit.box("lounge-table", (1.6, 1.0, 0.36), at(x0 + 3.0, (y0 + y1) / 2 - 0.2, 0), teak_frame, bevel=0.02)
    if evening:
        strip = kit.no_light_sampling(kit.glow("pergola-led", warm, 6.0))
        kit.box("pergola-strip", (x1 - x0, 0.02, 0.02), at((x0 + x1) / 2, y0 + 0.08, top - 0.02), strip)
        kit.area("pergola-light", (x1 - x0 - 0.6, y1 - y0 - 0.6), at((x0 + x1) / 2, (y0 + y1) / 2, top - 0.05), 90.0, color=warm)
        # A lantern on the table.
        lx, ly = x0 + 3.0, (y0 + y1) / 2 - 0.2
        kit.point("lantern", at(lx, ly, 0.6), 8.0, warm, 0.05, glossy=False)
        kit.box("lantern", (0.16, 0.16, 0.24), at(lx, ly, 0.36), kit.no_light_sampling(kit.glow("lantern", (1.0, 0.62, 0.32), 1.0)))
        # Uplights in the floor along the balustrades, a warm glow on the glass's steel shoe.
        spots = [(x, Y1 - 0.25) for x in (-10.0, -6.0, 6.0, 10.0)] + [(X0 + 0.25, y) for y in (-2.0,)] + [(X1 - 0.25, y) for y in (-3.0, 7.5)]
        for i, (x, y) in enumerate(spots):
            kit.point(f"uplight{i}", at(x, y, 0.1), 10.0, warm, 0.05, glossy=False)
    # A planter of clipped shrubs along the left balustrade, between the house and the pergola.
    kit.box("trough-left", (0.7, y0 - Y0 - 1.2, 0.5), at(X0 + 0.45, (Y0 + y0) / 2 + 0.2), planter, bevel=0.02)
    for k in range(int((y0 - Y0 - 1.2) / 0.9)):
        kit.shrub(f"trough-left-{k}", at(X0 + 0.45, Y0 + 1.25 + k * 0.9, 0.45), 0.4, leaves)
    trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
    fronds = kit.frond_material()
    px, py = X1 - 0.8, Y1 - 0.8
    kit.box("palm-pot", (1.1, 1.1, 0.7), at(px, py), planter, bevel=0.02)
    kit.palm("palm", at(px, py, 0.65), 3.8, (0.08, 2.5), trunk, fronds, fronds=18)
    # Between the pergola and the pool, a long fire table of dark stone, low sofas either side.
    fx, fy = -0.6, 0.4
    kit.box("fire-table", (2.4, 0.9, 0.38), at(fx, fy), kit.material("basalt", (0.06, 0.06, 0.065), roughness=0.5), bevel=0.02)
    kit.box("fire-bed", (1.8, 0.3, 0.02), at(fx, fy, 0.38), kit.no_light_sampling(kit.glow("embers", (1.0, 0.45, 0.12), 3.0 if evening else 0.0)))
    for side in (-1, 1):
        kit.box(f"fire-sofa{side}", (2.6, 0.9, 0.4), at(fx, fy + side * 1.6, 0), sofa_fabric, bevel=0.05)
        kit.box(f"fire-sofa-back{side}", (2.6, 0.22, 0.36), at(fx, fy + side * 1.95, 0.4), sofa_fabric, bevel=0.06)
    if evening:
        kit.point("fire", at(fx, fy, 0.55), 40.0, (1.0, 0.5, 0.2), 0.4, glossy=False)
    # Loungers on the deck, facing the pool and the view.
    for i, x in enumerate((6.3, 7.8, 9.3, 10.8)):
        kit.lounger(f"lounger{i}", at(x, -1.8), teak_frame, cushion, turn=math.pi)
    kit.parasol("parasol", at(4.6, -2.2), kit.fabric("canvas", (0.9, 0.88, 0.82)), steel, steel, radius=1.4)
    # A planter of shrubs on the right against the balustrade past the pool.
    kit.box("trough-right", (0.7, 3.6, 0.5), at(X1 - 0.45, (POOL[2] + POOL[3]) / 2 - 1.2), planter, bevel=0.02)
    for k in range(4):
        kit.shrub(f"trough-right-{k}", at(X1 - 0.45, POOL[2] - 0.4 + k * 0.9, 0.45), 0.42, leaves)


def dry(a, b, wet):
    """The stretches of a street from `a` to `b` left once the `wet` stretches are taken out."""
    out = [(a, b)]
    for w0, w1 in wet:
        out = [piece for s0, s1 in out for piece in ((s0, min(s1, w0)), (max(s0, w1), s1)) if piece[1] - piece[0] > 1.0]
    return out


def city_floor(radius, avoid, water=None, ground=True, base=0.0):
    """The city below, seen from high up: blocks of a few storeys in a grid of streets, their
    windows lit in the evening, the streets' lamps as warm lines, all faded by the haze; `avoid`:
    (x, y, r) circles kept clear for the towers; `water`: (x0, x1, y0, y1) rectangles left open."""
    water = water or []
    mats = [glazing(f"low{i}", share=1.2, cell=(4.0, 3.4)) for i in range(3)] + [solid(f"low-stone{i}", c) for i, c in enumerate(((0.7, 0.64, 0.55), (0.6, 0.56, 0.5)))]
    boxes = [[] for _ in mats]
    step = 70.0
    n = int(radius // step)
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = i * step, j * step
            if x * x + y * y > radius * radius:
                continue
            for k in range(random.choice((1, 2, 2, 3))):
                bx = x + random.uniform(-14, 14)
                by = y + random.uniform(-14, 14)
                w, d = random.uniform(16, 34), random.uniform(16, 34)
                if any((bx - a) ** 2 + (by - b) ** 2 < (r + 20) ** 2 for a, b, r in avoid):
                    continue
                if any(a - 20 < bx < b + 20 and c - 20 < by < d2 + 20 for a, b, c, d2 in water):
                    continue
                h = random.choice((8.0, 12.0, 16.0, 24.0, 34.0, 48.0))
                boxes[random.randrange(len(mats))].append(((w, d, h), (bx, by, base), 0.0))
    for k, (mat, items) in enumerate(zip(mats, boxes)):
        if items:
            kit.blocks(f"low-city{k}", items, mat)
    # The streets between the blocks, their lamps and traffic a warm line each, broken off over
    # the water.
    if evening:
        street = kit.hazy(kit.no_light_sampling(kit.glow("street", (1.0, 0.45, 0.16), 0.7 * gain / 6.0)), HAZE)
        lines = []
        for i in range(-n, n + 1):
            c = (i + 0.5) * step
            for a, b in dry(-radius, radius, [(w[2], w[3]) for w in water if w[0] < c < w[1]]):
                lines.append(((1.4, b - a, 0.2), (c, (a + b) / 2, base + 0.05), 0.0))
            for a, b in dry(-radius, radius, [(w[0], w[1]) for w in water if w[2] < c < w[3]]):
                lines.append(((b - a, 1.4, 0.2), ((a + b) / 2, c, base + 0.05), 0.0))
        kit.blocks("streets", lines, street)
    if ground:
        kit.plane("ground", (60000, 60000), (0, 0, -0.1), land)


land = kit.hazy(kit.textured("ground", (0.1, 0.095, 0.09), (0.07, 0.065, 0.06), scale=0.02, roughness=0.9, bump=0.0), HAZE)


def towers_round(count, near, far, avoid, heights, clear=None, where=None):
    """Towers all round the terrace, none too close to another nor in `clear` (a bearing in
    radians and a half-width: the view kept open to the landmark)."""
    spots = list(avoid)
    placed = []
    tries = 0
    while len(placed) < count and tries < 5000:
        tries += 1
        a = random.uniform(0, 2 * math.pi)
        dist = near + (far - near) * random.random() ** 1.3
        x, y = CX + math.sin(a) * dist, CY + math.cos(a) * dist
        if where and not where(x, y):
            continue
        if clear and abs((a - clear[0] + math.pi) % (2 * math.pi) - math.pi) < clear[1] and dist < clear[2]:
            continue
        if any((x - p) ** 2 + (y - q) ** 2 < (r + 45) ** 2 for p, q, r in spots):
            continue
        spots.append((x, y, 25.0))
        placed.append((x, y, dist))
    for i, (x, y, dist) in enumerate(placed):
        w = random.uniform(26, 46)
        h = random.uniform(*heights) * (0.75 if dist < 400 else 1.0)
        tower(f"tower{i}", x, y, w, w * random.uniform(0.6, 1.0), h, angle=random.choice((0.0, 0.0, random.uniform(-0.6, 0.6))))
    return spots


# The penthouse's own tower under the terrace.
kit.prism("own-tower", kit.rounded(X1 - X0 + 0.6, Y1 - YB + 0.6, 2.0), ROOF - 1.7, (0, (Y1 + YB) / 2, 0), glazing("own-tower", share=1.0))
floor()
balustrade()
penthouse()
lounge()
# The camera: equirectangular, level at eye height where the visitor stands, facing +Y.
cam_data = bpy.data.cameras.new("camera")
cam_data.type = "PANO"
if hasattr(cam_data, "panorama_type"):
    cam_data.panorama_type = "EQUIRECTANGULAR"
else:
    cam_data.cycles.panorama_type = "EQUIRECTANGULAR"
cam_data.clip_start = 0.05
cam_data.clip_end = 60000.0
cam = bpy.data.objects.new("camera", cam_data)
scene.collection.objects.link(cam)
cam.location = at(*EYE, 1.6)
cam.rotation_euler = (math.pi / 2, 0, 0)
scene.camera = cam
on_tower(list(scene.objects))

if place == "downtown":
    # The supertall ahead and a little left, 800 m off across its lake; towers all round.
    SX, SY = CX - 200.0, CY + 780.0
    supertall(SX, SY)
    lake = (SX - 300, SX + 340, SY - 330, SY - 100)
    kit.plane("lake", (lake[1] - lake[0], lake[3] - lake[2]), ((lake[0] + lake[1]) / 2, (lake[2] + lake[3]) / 2, 0.2), kit.hazy(kit.sea("lake", color=(0.006, 0.025, 0.032)), HAZE))
    avoid = [(CX, CY, 30.0), (SX, SY, 90.0)]
    dry_land = lambda x, y: not (lake[0] - 30 < x < lake[1] + 30 and lake[2] - 30 < y < lake[3] + 30)  # noqa: E731
    spots = towers_round(130, 160, 2300, avoid, (110, 360), clear=(math.atan2(SX - CX, SY - CY), math.radians(8), 900), where=dry_land)
    far_city((CX, CY), math.pi, 110, 2400, 6000, (60, 240))
    city_floor(2200, [(x, y, r) for x, y, r in spots], water=[lake])
else:
    # The Marina's canal running away ahead from below the tower at its head, towers along both
    # banks, yachts on the water, and beyond the left bank's towers the sea to the horizon.
    HALF, HEAD = 75.0, -140.0
    water = kit.sea("water", color=(0.006, 0.025, 0.032))
    kit.plane("water", (60000, 60000), (0, 0, 0), water)
    quay = kit.textured("quay", (0.62, 0.56, 0.46), (0.5, 0.45, 0.37), scale=2, roughness=0.7, bump=0.2)
    for side in (-1, 1):
        kit.box(f"quay{side}", (3.0, 6000, 1.6), (side * (HALF + 1.5), HEAD + 3000, -0.1), quay)
    kit.box("quay-head", (2 * HALF + 6, 3.0, 1.6), (0, HEAD - 1.5, -0.1), quay)
    for i in range(34):
        length = random.uniform(16, 34)
        yacht(f"yacht{i}", random.choice((-1, 1)) * (HALF - 14 - length * 0.13), HEAD + 60 + i * 55 + random.uniform(-6, 6), length, math.pi / 2 + (0 if random.random() < 0.6 else math.pi))
    for i, (x, y, length) in enumerate(((-12.0, 350.0, 26.0), (24.0, 620.0, 20.0), (-30.0, 960.0, 34.0))):
        yacht(f"cruising{i}", x, y, length, math.pi / 2 + random.uniform(-0.1, 0.1))
    avoid = [(CX, CY, 30.0)]
    banks = []
    for side in (-1, 1):
        y = -2400 + random.uniform(-20, 20)
        twist_done = side > 0
        while y < 2400:
            for row, offset in enumerate((62, 140)):
                w = random.uniform(28, 42)
                d = w * random.uniform(0.65, 1.0)
                h = random.uniform(150, 380) if row else random.uniform(80, 300)
                h *= 1.3 if random.random() < 0.15 else 1.0
                x, ty = side * (HALF + offset + random.uniform(-6, 6)), y + row * 40 + random.uniform(-10, 10)
                if (x - CX) ** 2 + (ty - CY) ** 2 < 60**2:
                    continue
                form = None
                if not twist_done and ty > 250:
                    form, h, w, d = "twist", 306.0, 34.0, 34.0
                    twist_done = True
                tower(f"tower{side}-{row}-{int(y)}", x, ty, w, d, h, form=form, angle=random.choice((0.0, 0.0, math.radians(random.uniform(-20, 20)))))
                banks.append((x, ty, w / 2 + 10))
            y += random.uniform(70, 105)
    # Inland behind the right bank, more towers and the city; past the far bank's towers a beach
    # and the sea to the horizon.
    SEA = -HALF - 260.0
    kit.box("land-east", (30000, 60000, 1.5), (HALF + 3 + 15000, 0, 0), land)
    kit.box("land-head", (2 * HALF + 6, 30000, 1.5), (0, HEAD - 3 - 15000, 0), land)
    kit.box("land-west", (-HALF - 3 - SEA - 60, 60000, 1.5), ((-HALF - 3 + SEA + 60) / 2, 0, 0), land)
    sand = kit.hazy(kit.textured("sand", (0.62, 0.55, 0.44), (0.55, 0.48, 0.38), scale=0.05, roughness=0.9, bump=0.0), HAZE)
    kit.box("beach", (60, 60000, 1.2), (SEA + 30, 0, 0), sand)
    spots = towers_round(45, 350, 2300, avoid + banks, (90, 300), where=lambda x, y: x > HALF + 40 or (y < HEAD - 40 and x > SEA + 80))
    far_city((CX + 2500, CY), 1.3, 70, 800, 4500, (60, 240))
    city_floor(2400, spots + banks, water=[(-HALF - 3, HALF + 3, HEAD, 30000), (-30000, SEA + 60, -30000, 30000)], ground=False, base=1.5)

scene.render.resolution_x = opts.get("width", 4096)
scene.render.resolution_y = opts.get("height", 2048)
scene.render.resolution_percentage = 100
scene.cycles.samples = opts.get("samples", 64)
city.open_air_paths(scene, evening)
# The terrace's soft evening light smoothed; the city's lit windows, past 60 m, left as rendered.
kit.smooth_noise(scene, balance=(0.95, 0.98, 1.05), beyond=60.0)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
