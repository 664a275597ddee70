"""
The terrace in the open air (its paving, the house's wall and a pergola over the lounge) and the
gym (a mirror wall, treadmills facing the glass, free weights), for interior.py: each returns
where the camera stands and what it looks at.
"""
import math

import bpy
import kit
from furniture import floor_lamp, lounge_chair, plant, sofa
from room_parts import cylinder, group, parented, soft
from room_setup import (
    DEPTH,
    HEIGHT,
    PALETTES,
    WIDTH,
    X0,
    X1,
    blackened,
    evening,
    feature,
    mirror,
    oak,
    paving,
    rug,
    sofa_fabric,
    table,
    wall,
)
from room_shell import lamps_on, room_lights
from room_views import balustrade


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
