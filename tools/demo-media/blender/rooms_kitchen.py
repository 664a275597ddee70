"""
The kitchen, the dining room and the bathroom, for interior.py: each lays out its joinery,
fittings and furniture and returns where the camera stands and what it looks at.
"""
import math

import bpy
import kit
from furniture import artwork, dining_chair, pendant, plant, sideboard
from room_parts import cylinder
from room_setup import (
    DEPTH,
    HEIGHT,
    PALETTES,
    X0,
    X1,
    blackened,
    brass,
    ceramic,
    chair_fabric,
    evening,
    mirror,
    oak,
    palette,
    rug,
    table,
)
from room_shell import lamps_on, room_lights


def kitchen():
    on = lamps_on()
    if palette == "noir":
        stone = kit.marble("worktop", (0.05, 0.048, 0.046), (0.4, 0.38, 0.35), scale=1.4, roughness=0.1)
    else:
        stone = kit.marble("worktop", (0.84, 0.83, 0.8), (0.42, 0.4, 0.36), scale=1.4, roughness=0.1)
    fronts = {"walnut": kit.wood("oak-fronts", (0.45, 0.32, 0.2), (0.34, 0.23, 0.14), along="Z", scale=(0.6, 30.0), roughness=0.4), "noir": kit.wood("dark-fronts", (0.05, 0.045, 0.04), (0.03, 0.028, 0.025), along="Z", scale=(0.6, 30.0), roughness=0.35)}.get(palette, kit.material("fronts", (0.78, 0.77, 0.74), roughness=0.3))
    dark_glass = kit.material("oven-glass", (0.01, 0.01, 0.012), roughness=0.05, specular=0.8)
    # A wall of tall joinery on the left: handle-less fronts with fine gaps, two ovens, and a
    # recess of worktop and backsplash in the middle.
    run = DEPTH - 1.2
    y0 = 0.3
    for i in range(int(run / 0.6)):
        y = y0 + i * 0.6 + 0.3
        recess = 2 <= i < 6
        if recess:
            kit.box(f"base{i}", (0.62, 0.598, 0.86), (X0 + 0.31, y, 0.1), fronts)
            kit.box(f"upper{i}", (0.4, 0.598, 0.9), (X0 + 0.2, y, 2.2), fronts)
        else:
            kit.box(f"tall{i}", (0.62, 0.598, 2.98), (X0 + 0.31, y, 0.1), fronts)
            if i in (0, 1):
                kit.box(f"oven{i}", (0.02, 0.56, 0.56), (X0 + 0.63, y, 0.95 + 0.62 * i), dark_glass)
    kit.box("plinth", (0.56, run, 0.1), (X0 + 0.28, y0 + run / 2, 0), blackened)
    kit.box("worktop", (0.66, 2.4, 0.04), (X0 + 0.33, y0 + 1.2 + 1.2, 0.96), stone)
    kit.box("backsplash", (0.02, 2.4, 1.24), (X0 + 0.01, y0 + 1.2 + 1.2, 1.0), stone)
    kit.box("shelf-light", (0.02, 2.3, 0.02), (X0 + 0.38, y0 + 2.4, 2.18), kit.no_light_sampling(kit.glow("led", (1.0, 0.8, 0.55), 4.0 if on else 0.0)))
    # The island: a stone block with waterfall ends, parallel to the glass, stools on its near side.
    ix, iy = -0.2, DEPTH * 0.52
    kit.box("island", (3.2, 1.1, 0.9), (ix, iy, 0.0), fronts, bevel=0.003)
    kit.box("island-top", (3.4, 1.2, 0.04), (ix, iy, 0.9), stone, bevel=0.002)
    for s in (-1, 1):
        kit.box(f"island-end{s}", (0.04, 1.2, 0.9), (ix + s * 1.68, iy, 0), stone)
    kit.box("sink", (0.6, 0.4, 0.005), (ix + 0.6, iy + 0.2, 0.942), kit.material("sink", (0.2, 0.2, 0.2), roughness=0.3, metallic=0.8))
    cylinder("tap", 0.015, 0.32, (ix + 0.6, iy + 0.5, 0.94), brass, vertices=16)
    for k, x in enumerate((-1.1, -0.2, 0.7)):
        cylinder(f"stool-seat{k}", 0.2, 0.06, (ix + x, iy - 0.85, 0.7), chair_fabric, bevel=0.02)
        cylinder(f"stool-stem{k}", 0.02, 0.7, (ix + x, iy - 0.85, 0.0), brass, vertices=12)
        cylinder(f"stool-foot{k}", 0.18, 0.015, (ix + x, iy - 0.85, 0.0), brass)
    # A bowl of lemons and a vase of branches on the island.
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.18, location=(ix - 0.6, iy, 0.98))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.35)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    lemon = kit.material("lemon", (0.75, 0.55, 0.06), roughness=0.4)
    for k in range(4):
        bpy.ops.mesh.primitive_uv_sphere_add(segments=16, ring_count=8, radius=0.045, location=(ix - 0.6 + 0.07 * math.cos(k * 1.7), iy + 0.07 * math.sin(k * 1.7), 1.02))
        bpy.ops.object.shade_smooth()
        bpy.context.active_object.data.materials.append(lemon)
    # Pendants over the island.
    for k, x in enumerate((-1.0, 0.0, 1.0)):
        cylinder(f"pendant-cord{k}", 0.004, HEIGHT - 1.85, (ix + x, iy, 1.85), blackened, vertices=8)
        pendant(f"pendant{k}", (ix + x, iy, 1.7), on)
    # Dining: a table by the glass, two chairs either side.
    tx, ty = X1 - 1.9, DEPTH - 1.5
    kit.box("table", (2.0, 0.95, 0.04), (tx, ty, 0.72), oak, bevel=0.005)
    for s in (-1, 1):
        kit.box(f"table-leg{s}", (0.08, 0.75, 0.72), (tx + s * 0.8, ty, 0), oak)
        for k, dx in enumerate((-0.5, 0.5)):
            dining_chair(f"dining-chair{s}{k}", (tx + dx, ty + s * 0.62, 0), 0.0 if s < 0 else math.pi)
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.7, 1.4), (X0 + 1.2, DEPTH, 1.4)


def dining():
    on = lamps_on()
    # A table for eight running towards the glass, three chairs down each side and one at each
    # end, globes hung along it; a sideboard under the art on the feature wall.
    tx, ty = -0.6, DEPTH * 0.5
    kit.box("rug", (3.2, 4.6, 0.015), (tx, ty, 0), rug, bevel=0.005)
    kit.box("table-top", (1.1, 2.9, 0.05), (tx, ty, 0.7), table, bevel=0.006)
    for s in (-1, 1):
        kit.box(f"table-pedestal{s}", (0.7, 0.1, 0.7), (tx, ty + s * 0.95, 0), table, bevel=0.004)
    for k, dy in enumerate((-0.85, 0.0, 0.85)):
        dining_chair(f"chair-left{k}", (tx - 0.78, ty + dy, 0), -math.pi / 2)
        dining_chair(f"chair-right{k}", (tx + 0.78, ty + dy, 0), math.pi / 2)
    dining_chair("chair-far", (tx, ty + 1.75, 0), math.pi)
    dining_chair("chair-near", (tx, ty - 1.75, 0), 0.0)
    # Laid down the middle: a low bowl between two tall vases.
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.2, location=(tx, ty, 0.77))
    bowl = bpy.context.active_object
    bowl.scale = (1, 1, 0.3)
    bpy.ops.object.shade_smooth()
    bowl.data.materials.append(ceramic)
    for s in (-1, 1):
        cylinder(f"vase{s}", 0.06, 0.32, (tx, ty + s * 0.6, 0.75), ceramic, bevel=0.01)
    for k, dy in enumerate((-0.9, 0.0, 0.9)):
        cylinder(f"pendant-cord{k}", 0.004, HEIGHT - 1.75, (tx, ty + dy, 1.75), blackened, vertices=8)
        pendant(f"pendant{k}", (tx, ty + dy, 1.6), on)
    sideboard("sideboard", (X0 + 0.25, ty), -1)
    artwork("art", (1.9, 1.1), (X0 + 0.01, ty, 2.4), -math.pi / 2, PALETTES["art"])
    plant("olive", (X1 - 0.7, DEPTH - 0.8), 1.9)
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.7, 1.4), (X0 + 1.4, DEPTH, 1.4)


def bathroom():
    on = lamps_on()
    stone = PALETTES.get("stone", PALETTES["feature"])()
    enamel = kit.material("enamel", (0.9, 0.89, 0.86), roughness=0.12, specular=0.6)
    # A freestanding oval tub before the glass: an outer shell hollowed by a smaller oval.
    tx, ty = -0.3, DEPTH - 1.7
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=1.0, depth=0.6, location=(tx, ty, 0.3))
    tub = bpy.context.active_object
    tub.name = "tub"
    tub.scale = (0.9, 0.42, 1.0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=1.0, depth=0.6, location=(tx, ty, 0.42))
    hollow = bpy.context.active_object
    hollow.scale = (0.83, 0.35, 1.0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    cut = tub.modifiers.new("hollow", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.object = hollow
    bpy.context.view_layer.objects.active = tub
    bpy.ops.object.modifier_apply(modifier="hollow")
    bpy.data.objects.remove(hollow)
    rim = tub.modifiers.new("rim", "BEVEL")
    rim.width = 0.025
    rim.segments = 4
    rim.limit_method = "ANGLE"
    bpy.ops.object.shade_smooth()
    tub.data.use_auto_smooth = True
    tub.data.auto_smooth_angle = math.radians(50)
    tub.data.materials.append(enamel)
    # The water: an oval just inside the hollow, so it never shows through the tub's wall.
    water = cylinder("bath-water", 1.0, 0.01, (tx, ty, 0.44), kit.water("bath-water", deep=(0.6, 0.72, 0.72), ripple=0.01, scale=8), vertices=96)
    water.scale = (0.82, 0.34, 1.0)
    # The tub's filler standing beside it.
    cylinder("filler", 0.022, 1.0, (tx + 1.05, ty + 0.05, 0), brass, vertices=16)
    kit.box("spout", (0.24, 0.03, 0.03), (tx + 0.95, ty + 0.05, 0.97), brass)
    # A stone wall on the left with a floating vanity, two basins and a long mirror.
    kit.box("stone-wall", (0.06, DEPTH - 0.4, HEIGHT), (X0 + 0.03, (DEPTH - 0.4) / 2, 0), stone)
    vy = DEPTH * 0.4
    kit.box("vanity", (0.55, 2.2, 0.4), (X0 + 0.33, vy, 0.5), oak, bevel=0.004)
    kit.box("vanity-top", (0.57, 2.24, 0.03), (X0 + 0.33, vy, 0.9), stone)
    for s in (-1, 1):
        cylinder(f"basin{s}", 0.2, 0.13, (X0 + 0.36, vy + s * 0.55, 0.93), enamel, vertices=48, bevel=0.01)
        cylinder(f"basin-tap{s}", 0.012, 0.28, (X0 + 0.12, vy + s * 0.55, 0.93), brass, vertices=12)
        kit.box(f"basin-spout{s}", (0.16, 0.02, 0.02), (X0 + 0.19, vy + s * 0.55, 1.19), brass)
    kit.box("mirror", (0.02, 2.0, 1.1), (X0 + 0.07, vy, 1.3), mirror)
    kit.box("mirror-light", (0.02, 2.0, 0.02), (X0 + 0.08, vy, 2.42), kit.no_light_sampling(kit.glow("mirror-led", (1.0, 0.82, 0.6), 6.0 if on else 0.0)))
    # Towels on a stool, a plant in the corner, a bath mat.
    kit.box("towels", (0.42, 0.3, 0.16), (tx - 1.35, ty + 0.2, 0.45), kit.fabric("towel", (0.86, 0.84, 0.8), weave=0.3), bevel=0.04)
    cylinder("stool", 0.2, 0.45, (tx - 1.35, ty + 0.2, 0), oak, bevel=0.01)
    plant("olive", (X1 - 0.55, DEPTH - 0.6), 1.3)
    kit.box("bath-mat", (0.9, 0.55, 0.01), (tx, ty - 0.75, 0), kit.fabric("mat", (0.8, 0.78, 0.74), weave=0.3))
    room_lights(on if evening else 0.0)
    return (X1 - 0.5, -0.5, 1.4), (X0 + 0.9, DEPTH, 1.4)
