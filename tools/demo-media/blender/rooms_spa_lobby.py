"""
The spa (a pool sunk down the middle of the room towards the glass, stone walls, loungers and
candles along its sides) and the lobby (a double-height hall: a fluted brass reception desk before
the feature wall, a chandelier of brass rings, a lounge on a rug), for interior.py: each returns
where the camera stands and what it looks at.
"""
import math
import random

import bpy
import kit
from furniture import artwork, lounge_chair, plant, sofa
from room_parts import cylinder
from room_setup import (
    DEPTH,
    HEIGHT,
    PALETTES,
    POOL,
    X0,
    X1,
    blackened,
    brass,
    ceramic,
    evening,
    feature,
    lit,
    mood,
    palette,
    rug,
    sofa_fabric,
    table,
)
from room_shell import lamps_on, room_lights


def spa():
    on = lamps_on()
    stone = PALETTES.get("stone", PALETTES["feature"])()
    x0, x1, y0, y1 = POOL
    # Stone walls on both sides, each with a low stone ledge along its foot.
    for s, x in ((-1, X0), (1, X1)):
        kit.box(f"stone-wall{s}", (0.06, DEPTH + 1.0, HEIGHT), (x - s * 0.03, (DEPTH - 1.0) / 2, 0), stone)
        kit.box(f"ledge{s}", (0.45, DEPTH - 1.6, 0.42), (x - s * 0.285, DEPTH / 2 - 0.2, 0), stone, bevel=0.01)
    # A slatted timber ceiling over the pool, the feature's timber where it is one.
    slats = feature if palette in ("noir", "walnut") else kit.wood("ceiling-oak", (0.42, 0.3, 0.19), (0.32, 0.22, 0.13))
    for i in range(int((x1 - x0 + 1.6) / 0.14)):
        kit.box(f"slat{i}", (0.06, y1 - y0 + 1.6, 0.12), (x0 - 0.8 + 0.07 + i * 0.14, (y0 + y1) / 2, HEIGHT - 0.12), slats)
    kit.box("slat-back", (x1 - x0 + 1.7, y1 - y0 + 1.7, 0.02), (0, (y0 + y1) / 2, HEIGHT - 0.02), blackened)
    pool(stone, on)
    # Loungers head to the walls on either side, a rolled towel on each.
    cushion = kit.fabric("lounger-pad", (0.86, 0.84, 0.79), roughness=0.95, sheen=0.4)
    frame = feature if palette in ("noir", "walnut") else kit.wood("teak", (0.36, 0.22, 0.12), (0.26, 0.15, 0.08), scale=(1.5, 40.0), roughness=0.5)
    towel = kit.fabric("towel", (0.86, 0.84, 0.8), weave=0.3)
    for s, x in ((-1, X0 + 1.55), (1, X1 - 1.55)):
        for k, y in enumerate((y0 + 1.6, y0 + 3.0)):
            kit.lounger(f"lounger{s}{k}", (x, y, 0), frame, cushion, turn=-s * math.pi / 2)
            roll = cylinder(f"towel{s}{k}", 0.07, 0.5, (x + s * 0.25, y, 0.43), towel, vertices=24)
            roll.rotation_euler = (math.pi / 2, 0, 0)
        kit.box(f"side-table{s}", (0.4, 0.4, 0.4), (x, y0 + 2.3, 0), stone, bevel=0.01)
        candles(f"table-candles{s}", (x, y0 + 2.3, 0.4), 3, on)
    # Candles along the ledges and at the pool's near corners, olive trees by the glass.
    for s, x in ((-1, X0 + 0.28), (1, X1 - 0.28)):
        for k in range(3):
            candles(f"ledge-candles{s}{k}", (x, 2.6 + k * 2.2, 0.42), 3 + k % 2, on)
    for s in (-1, 1):
        candles(f"pool-candles{s}", (s * (x1 + 0.5), y0 + 0.4, 0.0), 5, on)
        plant(f"olive{s}", (s * (X1 - 0.8), DEPTH - 0.8), 1.8)
    # A bowl on the deck at the pool's near end.
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.2, location=(x0 - 0.5, y0 - 0.5, 0.06))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.35)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    # The evening's light: a wash grazing each stone wall from above, no fill over the water.
    if on:
        for s, x in ((-1, X0 + 0.25), (1, X1 - 0.25)):
            kit.area(f"stone-wash{s}", (0.15, DEPTH - 1.0), (x, DEPTH / 2 - 0.3, HEIGHT - 0.06), 16 * on * WASH, color=(1.0, 0.7, 0.42), spread=50)
    return (0.0, -0.6, 1.3), (0.0, DEPTH, 1.3)


# How brightly the stone walls are washed against the room's lamps: candlelight at night.
WASH = {"night": 0.45}.get(mood, 1.0)


def pool(stone, on):
    """The pool sunk in the floor: mosaic walls and floor, a stone coping, clear water lit from
    within by lamps in its walls."""
    x0, x1, y0, y1 = POOL
    depth = 1.4
    mosaic = kit.tiles("mosaic", MOSAIC[palette], tuple(c * 0.7 for c in MOSAIC[palette]), size=0.05, roughness=0.2)
    kit.box("pool-floor", (x1 - x0, y1 - y0, 0.05), ((x0 + x1) / 2, (y0 + y1) / 2, -depth - 0.05), caustics(kit.tiles("pool-floor", MOSAIC[palette], tuple(c * 0.7 for c in MOSAIC[palette]), size=0.05, roughness=0.2)))
    for name, size, loc in (
        ("pool-wall-left", (0.05, y1 - y0, depth), (x0 - 0.025, (y0 + y1) / 2, -depth)),
        ("pool-wall-right", (0.05, y1 - y0, depth), (x1 + 0.025, (y0 + y1) / 2, -depth)),
        ("pool-wall-near", (x1 - x0, 0.05, depth), ((x0 + x1) / 2, y0 - 0.025, -depth)),
        ("pool-wall-far", (x1 - x0, 0.05, depth), ((x0 + x1) / 2, y1 + 0.025, -depth)),
    ):
        kit.box(name, size, loc, mosaic)
    # The coping: a stone lip round the water, proud of the deck by a finger's width.
    for name, size, loc in (
        ("coping-left", (0.3, y1 - y0 + 0.6, 0.03), (x0 - 0.15, (y0 + y1) / 2, 0)),
        ("coping-right", (0.3, y1 - y0 + 0.6, 0.03), (x1 + 0.15, (y0 + y1) / 2, 0)),
        ("coping-near", (x1 - x0, 0.3, 0.03), ((x0 + x1) / 2, y0 - 0.15, 0)),
        ("coping-far", (x1 - x0, 0.3, 0.03), ((x0 + x1) / 2, y1 + 0.15, 0)),
    ):
        kit.box(name, size, loc, stone, bevel=0.008)
    kit.box("water", (x1 - x0, y1 - y0, 0.01), ((x0 + x1) / 2, (y0 + y1) / 2, -0.13), kit.water("pool-water", deep=WATER[palette], ripple=0.015, scale=6))
    # The pool's lamps: a row of round lights in each long wall, and the light they give the
    # water, the pool's floor and (through the water) the ceiling above.
    glow = 1.0 if on else 0.0
    lamp = kit.no_light_sampling(kit.glow("pool-lamp", (0.85, 0.95, 1.0), 40.0 * glow))
    for s, x in ((-1, x0 + 0.003), (1, x1 - 0.003)):
        for k in range(4):
            y = y0 + (k + 0.5) * (y1 - y0) / 4
            bpy.ops.mesh.primitive_circle_add(vertices=24, radius=0.09, fill_type="NGON", location=(x, y, -0.55), rotation=(0, math.pi / 2, 0))
            bpy.context.active_object.data.materials.append(lamp)
    if glow:
        kit.area("pool-light", (x1 - x0 - 0.4, y1 - y0 - 0.4), ((x0 + x1) / 2, (y0 + y1) / 2, -0.4), POOL_LIGHT[mood] * lit, color=(0.75, 0.92, 1.0))


def caustics(mat):
    """The net of light a rippled surface throws on a pool's floor: bright wavering lines (where a
    cellular pattern's cells meet) laid over the mosaic, which the path tracer would find only as
    fireflies."""
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    base = p.inputs["Base Color"].links[0].from_socket
    coord = nt.nodes.new("ShaderNodeTexCoord")
    warp = nt.nodes.new("ShaderNodeTexNoise")
    warp.inputs["Scale"].default_value = 1.5
    mix_in = nt.nodes.new("ShaderNodeMixRGB")
    mix_in.inputs["Fac"].default_value = 0.12
    nt.links.new(coord.outputs["Object"], mix_in.inputs[1])
    nt.links.new(warp.outputs["Color"], mix_in.inputs[2])
    nt.links.new(coord.outputs["Object"], warp.inputs["Vector"])
    cells = nt.nodes.new("ShaderNodeTexVoronoi")
    cells.feature = "DISTANCE_TO_EDGE"
    cells.inputs["Scale"].default_value = 2.2
    nt.links.new(mix_in.outputs["Color"], cells.inputs["Vector"])
    lines = nt.nodes.new("ShaderNodeMapRange")
    lines.inputs["From Min"].default_value = 0.0
    lines.inputs["From Max"].default_value = 0.07
    lines.inputs["To Min"].default_value = 1.0
    lines.inputs["To Max"].default_value = 0.0
    nt.links.new(cells.outputs["Distance"], lines.inputs["Value"])
    light = nt.nodes.new("ShaderNodeMixRGB")
    light.blend_type = "SCREEN"
    light.inputs[2].default_value = (0.85, 0.95, 0.95, 1)
    nt.links.new(lines.outputs["Result"], light.inputs["Fac"])
    nt.links.new(base, light.inputs[1])
    nt.links.new(light.outputs["Color"], p.inputs["Base Color"])
    return mat


# The pool's mosaic and its water's tint, by palette: a dark pool in a dark spa, a pale one in a
# light one, so the lit water reads teal or turquoise.
MOSAIC = {"noir": (0.1, 0.16, 0.17), "walnut": (0.55, 0.6, 0.56), "marble": (0.7, 0.78, 0.78), "ivory": (0.62, 0.68, 0.64), "sage": (0.5, 0.58, 0.52)}
WATER = {"noir": (0.45, 0.75, 0.78), "walnut": (0.55, 0.85, 0.85)}
POOL_LIGHT = {"night": 14.0, "blue": 14.0, "dusk": 10.0, "golden": 4.0, "midday": 0.0}


def candles(name, location, count, on):
    """A cluster of pillar candles of different heights, their flames lit in the evening, with one
    small lamp among them for the light they throw."""
    x, y, z = location
    wax = kit.material("wax", (0.86, 0.82, 0.72), roughness=0.6)
    flame = kit.no_light_sampling(kit.glow("flame", (1.0, 0.62, 0.28), 60.0 if on else 0.0))
    top = 0.0
    for k in range(count):
        a = k * 2.4 + random.uniform(-0.3, 0.3)
        r = 0.0 if k == 0 else 0.09 + 0.03 * (k % 2)
        cx, cy = x + r * math.cos(a), y + r * math.sin(a)
        h = random.uniform(0.08, 0.26) if k else 0.28
        radius = random.uniform(0.035, 0.05)
        cylinder(f"{name}-wax{k}", radius, h, (cx, cy, z), wax, vertices=24, bevel=0.006)
        if on:
            bpy.ops.mesh.primitive_uv_sphere_add(segments=12, ring_count=8, radius=0.011, location=(cx, cy, z + h + 0.022))
            f = bpy.context.active_object
            f.scale = (1, 1, 2.2)
            f.data.materials.append(flame)
            f.visible_glossy = False
        top = max(top, h)
    if on:
        # The glazing would mirror each cluster's lamp and flames as sparks floating over the
        # view; the water and the stone still mirror the pillars of wax.
        kit.point(name + "-light", (x, y, z + top + 0.05), 0.45 * count * on, (1.0, 0.6, 0.3), 0.04, glossy=False)


def lobby():
    on = lamps_on()
    stone = PALETTES.get("stone", PALETTES["table"])()
    # The reception desk before the feature wall, facing the room: a block of fluted brass under a
    # stone top, lit along its foot and beneath the top's overhang.
    dx, dy = X0 + 1.9, DEPTH * 0.42
    length = 4.2
    desk(dx, dy, length, stone, on)
    artwork("art", (3.0, 1.7), (X0 + 0.01, dy, 4.1), -math.pi / 2, PALETTES["art"])
    # A chandelier of brass rings hung in the double height over the lounge.
    cx, cy = 0.9, DEPTH * 0.5
    chandelier("chandelier", (cx, cy, 3.4), on)
    # The lounge: a sofa with its back to the glass facing two chairs across a round table, a rug.
    kit.box("rug", (4.2, 3.6, 0.015), (cx, cy, 0), rug, bevel=0.005)
    sofa("sofa", 2.6, (cx, cy + 1.15, 0), math.pi, sofa_fabric)
    for i, x in enumerate((cx - 1.1, cx + 1.1)):
        lounge_chair(f"chair{i}", (x, cy - 1.1, 0), -0.35 if i == 0 else 0.35)
    cylinder("table", 0.55, 0.36, (cx, cy, 0), table, vertices=64, bevel=0.01)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.16, location=(cx + 0.1, cy, 0.42))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.45)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    # Tall olive trees by the glass.
    for s, x in ((-1, X0 + 1.0), (1, X1 - 1.0)):
        plant(f"olive{s}", (x, DEPTH - 1.0), 2.8)
    room_lights(on if evening else 0.0)
    return (X1 - 0.6, -0.6, 1.5), (X0 + 2.4, DEPTH, 1.5)


def desk(x, y, length, stone, on):
    """The reception desk, its front (towards +X) a row of half-round brass flutes."""
    depth, height = 0.85, 1.08
    kit.box("desk-body", (depth, length, height - 0.05), (x, y, 0.05), blackened)
    kit.box("desk-plinth", (depth - 0.1, length - 0.1, 0.05), (x - 0.05, y, 0), blackened)
    pitch = 0.075
    count = int(length / pitch)
    for i in range(count):
        fy = y - length / 2 + (i + 0.5) * pitch
        flute = cylinder(f"flute{i}", pitch / 2, height - 0.1, (x + depth / 2, fy, 0.06), brass, vertices=16)
        flute.scale = (0.55, 1.0, 1.0)
    kit.box("desk-top", (depth + 0.14, length + 0.14, 0.06), (x + 0.04, y, height - 0.04), stone, bevel=0.004)
    if on:
        led = kit.no_light_sampling(kit.glow("desk-led", (1.0, 0.78, 0.5), 5.0))
        kit.box("desk-led", (0.02, length, 0.01), (x + depth / 2 + 0.07, y, height - 0.055), led)
        kit.area("desk-light", (0.08, length), (x + depth / 2 + 0.1, y, height - 0.07), 14 * on, color=(1.0, 0.76, 0.48), spread=70)
    # On the desk, cleared as a photographer clears it: a vase of white flowers at one end.
    cylinder("desk-vase", 0.09, 0.34, (x - 0.05, y + length / 2 - 0.45, height + 0.02), ceramic, bevel=0.01)
    blooms = kit.material("blooms", (0.85, 0.84, 0.8), roughness=0.7)
    for k in range(6):
        a = k * 1.05
        kit.shrub(f"bloom{k}", (x - 0.05 + 0.1 * math.cos(a), y + length / 2 - 0.45 + 0.1 * math.sin(a), height + 0.36 + 0.04 * (k % 2)), 0.07, blooms, squash=0.9)


def chandelier(name, location, on):
    """Three brass rings stepping down and in, each hung with glass drops that glow when it is
    lit, on slim rods from the ceiling; one lamp at its heart gives its light."""
    x, y, z = location
    glass = kit.material(name + "-glass", (0.95, 0.88, 0.75), roughness=0.15)
    if on:
        p = glass.node_tree.nodes["Principled BSDF"]
        p.inputs["Emission"].default_value = (1.0, 0.74, 0.45, 1)
        p.inputs["Emission Strength"].default_value = 1.2 * on
        kit.no_light_sampling(glass)
    parts = []
    for k, (radius, drop) in enumerate(((1.15, 0.0), (0.8, 0.35), (0.45, 0.7))):
        rz = z - drop
        bpy.ops.mesh.primitive_torus_add(major_radius=radius, minor_radius=0.018, major_segments=96, minor_segments=12, location=(x, y, rz))
        ring = bpy.context.active_object
        ring.name = f"{name}-ring{k}"
        bpy.ops.object.shade_smooth()
        ring.data.materials.append(brass)
        parts.append(ring)
        n = int(2 * math.pi * radius / 0.16)
        for i in range(n):
            a = 2 * math.pi * i / n
            bpy.ops.mesh.primitive_cylinder_add(vertices=12, radius=0.018, depth=0.22, location=(x + radius * math.cos(a), y + radius * math.sin(a), rz - 0.13))
            rod = bpy.context.active_object
            bpy.ops.object.shade_smooth()
            rod.data.materials.append(glass)
            rod.visible_glossy = not on
        for i in range(3):
            a = 2 * math.pi * i / 3 + k * 0.5
            cylinder(f"{name}-hanger{k}{i}", 0.005, HEIGHT - rz, (x + radius * math.cos(a), y + radius * math.sin(a), rz), brass, vertices=8)
    cylinder(name + "-canopy", 0.2, 0.04, (x, y, HEIGHT - 0.04), brass)
    if on:
        kit.point(name + "-light", (x, y, z - 0.3), 260 * on, (1.0, 0.72, 0.44), 0.5, glossy=False)
    return parts
