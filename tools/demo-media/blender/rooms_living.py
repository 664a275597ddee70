"""
The living room and the bedroom, for interior.py: each lays out its furniture and returns where
the camera stands and what it looks at.
"""
import math

import bpy
import kit
from furniture import artwork, floor_lamp, lounge_chair, plant, sideboard, sofa, table_lamp
from room_parts import cylinder, group, parented, soft
from room_setup import (
    DEPTH,
    PALETTES,
    X0,
    X1,
    blackened,
    ceramic,
    chair_fabric,
    evening,
    feature,
    oak,
    paper,
    rug,
    sofa_fabric,
    table,
)
from room_shell import lamps_on, room_lights


def living():
    on = lamps_on()
    # The rug, the sofa against the left wall under the art, two chairs facing it across a pair of
    # stone tables, lamps either side.
    cx, cy = X0 + 2.15, 3.7
    kit.box("rug", (3.1, 4.0, 0.015), (cx - 0.1, cy, 0), rug, bevel=0.005)
    sofa("sofa", 2.9, (X0 + 0.75, cy, 0), -math.pi / 2, sofa_fabric)
    artwork("art", (1.7, 1.15), (X0 + 0.01, cy, 2.35), -math.pi / 2, PALETTES["art"])
    for i, y in enumerate((cy - 0.75, cy + 0.75)):
        lounge_chair(f"chair{i}", (cx + 1.2, y, 0), math.pi / 2 + (0.3 if i == 0 else -0.3))
    cylinder("table-big", 0.5, 0.33, (cx - 0.15, cy - 0.25, 0), table, vertices=64, bevel=0.01)
    cylinder("table-small", 0.34, 0.26, (cx + 0.2, cy + 0.5, 0), table, vertices=64, bevel=0.01)
    # On the table: a stack of books and a bowl.
    for k, (w, d, t) in enumerate(((0.32, 0.24, 0.035), (0.28, 0.21, 0.03), (0.24, 0.18, 0.03))):
        kit.box(f"book{k}", (w, d, t), (cx - 0.3, cy - 0.4, 0.33 + 0.035 * k), paper if k != 1 else chair_fabric)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.14, location=(cx - 0.05, cy - 0.1, 0.37))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.4)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    # Side tables at the sofa's ends, one with a lamp; a floor lamp by the window.
    for i, y in enumerate((cy - 1.75, cy + 1.75)):
        cylinder(f"side-table{i}", 0.24, 0.5, (X0 + 0.5, y, 0), oak, vertices=48, bevel=0.005)
    table_lamp("table-lamp", (X0 + 0.5, cy - 1.75), 0.5, on)
    floor_lamp("floor-lamp", (X0 + 0.55, 6.3), on)
    plant("olive", (X1 - 0.7, DEPTH - 0.8), 1.9)
    sideboard("sideboard", (X1 - 0.25, 3.2), 1)
    artwork("art-right", (1.0, 1.3), (X1 - 0.01, 3.2, 2.35), math.pi / 2, tuple(reversed(PALETTES["art"])))
    room_lights(on if evening else 0.0)
    return (X1 - 1.2, -0.4, 1.4), (-1.2, DEPTH, 1.4)


def bedroom():
    on = lamps_on()
    linen = kit.fabric("linen", (0.84, 0.82, 0.77), roughness=0.95, sheen=0.5, weave=0.12)
    throw = kit.fabric("throw", PALETTES["chair"], roughness=0.9, sheen=0.7, weave=0.15)
    # The bed against the left wall under a panelled headboard wall, facing the room; the view to
    # its side.
    cy = DEPTH * 0.46
    kit.box("headboard-wall", (0.08, 3.4, 1.35), (X0 + 0.04, cy, 0), feature, bevel=0.005)
    kit.box("rug", (2.8, 3.4, 0.015), (X0 + 1.7, cy, 0), rug, bevel=0.005)
    g = group("bed", (X0 + 0.08, cy, 0), 0.0)
    parts = [
        kit.box("bed-plinth", (2.0, 1.8, 0.1), (1.1, 0, 0), blackened),
        soft("bed-base", (2.15, 2.0, 0.26), (1.1, 0, 0.1), sofa_fabric, 0.03),
        soft("mattress", (2.08, 1.94, 0.24), (1.1, 0, 0.36), linen, 0.06),
        soft("duvet", (1.55, 2.04, 0.08), (1.35, 0, 0.56), linen, 0.05),
        soft("throw", (0.55, 2.1, 0.05), (1.9, 0, 0.6), throw, 0.03),
        soft("headboard", (0.12, 2.2, 0.75), (0.06, 0, 0.45), sofa_fabric, 0.04),
    ]
    for i, y in enumerate((-0.47, 0.47)):
        p = soft(f"pillow{i}", (0.2, 0.75, 0.5), (0.26, y, 0.58), linen, 0.09)
        p.rotation_euler[1] = math.radians(-16)
        parts.append(p)
        q = soft(f"cushion{i}", (0.16, 0.5, 0.38), (0.42, y * 0.9, 0.6), throw, 0.07)
        q.rotation_euler[1] = math.radians(-18)
        parts.append(q)
    parented(g, parts)
    # Nightstands with lamps, art above the bed, a lounge chair by the glass.
    for i, y in enumerate((cy - 1.45, cy + 1.45)):
        kit.box(f"nightstand{i}", (0.5, 0.55, 0.5), (X0 + 0.33, y, 0), oak, bevel=0.005)
        table_lamp(f"bed-lamp{i}", (X0 + 0.33, y), 0.5, on)
    artwork("art", (1.5, 0.7), (X0 + 0.1, cy, 2.45), -math.pi / 2, PALETTES["art"])
    lounge_chair("chair", (X1 - 1.55, DEPTH - 1.45, 0), math.pi * 0.8)
    cylinder("side-table", 0.22, 0.48, (X1 - 0.85, DEPTH - 1.0, 0), oak, bevel=0.005)
    kit.box("bench", (0.45, 1.5, 0.45), (X0 + 2.65, cy, 0), sofa_fabric, bevel=0.03)
    plant("olive", (X0 + 0.45, DEPTH - 0.55), 1.6)
    room_lights(on if evening else 0.0)
    return (X1 - 0.7, -0.6, 1.35), (X0 + 0.6, DEPTH, 1.35)
