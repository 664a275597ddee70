"""
A room's shell and light, for interior.py: the floor, walls and ceiling, the glass wall with its
frames, downlights and sheers, and the lamps (shades, the evening's cove and wash, how brightly
they burn by mood).
"""
import math
import random

import bpy
import kit
from room_setup import (
    DEPTH,
    HEIGHT,
    LAMPS,
    POOL,
    WIDTH,
    X0,
    X1,
    blackened,
    ceiling,
    evening,
    feature,
    floor,
    frame,
    glazing,
    lit,
    mood,
    room,
    scene,
    wall,
)


def shell():
    floor_around(POOL)
    kit.plane("ceiling", (WIDTH, DEPTH + 1.0), (0, (DEPTH - 1.0) / 2, HEIGHT), ceiling, rotation=(math.pi, 0, 0))
    kit.plane("back-wall", (WIDTH, HEIGHT), (0, -1.0, HEIGHT / 2), wall, rotation=(-math.pi / 2, 0, 0))
    kit.plane("left-wall", (DEPTH + 1.0, HEIGHT), (X0, (DEPTH - 1.0) / 2, HEIGHT / 2), feature, rotation=(math.pi / 2, 0, -math.pi / 2))
    kit.plane("right-wall", (DEPTH + 1.0, HEIGHT), (X1, (DEPTH - 1.0) / 2, HEIGHT / 2), wall, rotation=(math.pi / 2, 0, math.pi / 2))
    # A skirting shadow gap and a slot in the ceiling for the curtains along the glass.
    kit.box("curtain-slot", (WIDTH, 0.22, 0.02), (0, DEPTH - 0.2, HEIGHT - 0.02), blackened)
    # The glass wall: floor to ceiling, slim black frames, a threshold.
    kit.plane("glass", (WIDTH, HEIGHT), (0, DEPTH, HEIGHT / 2), glazing, rotation=(math.pi / 2, 0, 0))
    bays = 4
    for i in range(bays + 1):
        x = X0 + WIDTH * i / bays
        kit.box("mullion", (0.06, 0.14, HEIGHT), (x, DEPTH, 0), frame)
    kit.box("head", (WIDTH, 0.14, 0.06), (0, DEPTH, HEIGHT - 0.06), frame)
    kit.box("threshold", (WIDTH, 0.16, 0.03), (0, DEPTH, 0), frame)
    # A double-height wall of glass is hung in two tiers: a transom at the upper floor's level.
    if HEIGHT > 4.5:
        kit.box("transom", (WIDTH, 0.14, 0.08), (0, DEPTH, 3.0), frame)
    # Recessed downlights in two rows, their trims dark by day and glowing in the evening.
    trim = kit.no_light_sampling(kit.glow("downlight", (1.0, 0.8, 0.6), 30.0)) if evening else blackened
    for i in range(4):
        for x in (X0 + 1.3, X1 - 1.3):
            bpy.ops.mesh.primitive_circle_add(vertices=24, radius=0.045, fill_type="NGON", location=(x, 0.6 + i * (DEPTH - 1.6) / 3, HEIGHT - 0.004))
            bpy.context.active_object.data.materials.append(trim)
    kit.portal("window-portal", (WIDTH, HEIGHT), (0, DEPTH + 0.05, HEIGHT / 2), (-math.pi / 2, 0, 0))
    # The sheers, drawn back to either side of the glass (a lobby's glass stands bare).
    if room == "lobby":
        return
    sheer_mat = sheer()
    curtain("sheer-left", X0 + 0.05, X0 + 0.85, DEPTH - 0.2, sheer_mat)
    curtain("sheer-right", X1 - 0.85, X1 - 0.05, DEPTH - 0.2, sheer_mat)


def floor_around(hole):
    """The floor from the back wall to the glass, left open over `hole` (x0, x1, y0, y1: a pool
    sunk in it) when there is one."""
    y0, y1 = -1.0, DEPTH
    if not hole:
        kit.plane("floor", (WIDTH, y1 - y0), (0, (y0 + y1) / 2, 0), floor)
        return
    hx0, hx1, hy0, hy1 = hole
    for name, (a, b, c, d) in (("floor-near", (X0, X1, y0, hy0)), ("floor-far", (X0, X1, hy1, y1)), ("floor-left", (X0, hx0, hy0, hy1)), ("floor-right", (hx1, X1, hy0, hy1))):
        kit.plane(name, (b - a, d - c), ((a + b) / 2, (c + d) / 2, 0), floor)


def sheer():
    """Sheer linen: lets a share of the light through, glows softly against the window."""
    mat = bpy.data.materials.new("sheer")
    mat.use_nodes = True
    nt = mat.node_tree
    nt.nodes.clear()
    diffuse = nt.nodes.new("ShaderNodeBsdfDiffuse")
    diffuse.inputs["Color"].default_value = (0.85, 0.83, 0.78, 1)
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (0.85, 0.82, 0.76, 1)
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    a = nt.nodes.new("ShaderNodeMixShader")
    a.inputs["Fac"].default_value = 0.45
    nt.links.new(diffuse.outputs["BSDF"], a.inputs[1])
    nt.links.new(trans.outputs["BSDF"], a.inputs[2])
    b = nt.nodes.new("ShaderNodeMixShader")
    b.inputs["Fac"].default_value = 0.35
    nt.links.new(a.outputs["Shader"], b.inputs[1])
    nt.links.new(clear.outputs["BSDF"], b.inputs[2])
    out = nt.nodes.new("ShaderNodeOutputMaterial")
    nt.links.new(b.outputs["Shader"], out.inputs["Surface"])
    return mat


def curtain(name, x0, x1, y, mat, folds=9, depth=0.07):
    """A gathered curtain from the floor to the ceiling: a sheet in soft vertical folds."""
    steps = folds * 8
    verts, faces = [], []
    for i in range(steps + 1):
        t = i / steps
        x = x0 + (x1 - x0) * t
        dy = depth * math.sin(t * folds * 2 * math.pi) + random.uniform(-0.004, 0.004)
        verts += [(x, y + dy, 0.01), (x, y + dy * 0.8, HEIGHT - 0.03)]
        if i:
            a, b = (i - 1) * 2, i * 2
            faces.append((a, b, b + 1, a + 1))
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    scene.collection.objects.link(obj)
    obj.data.materials.append(mat)
    return obj


def lamp_shade(name, radius, height, location, on):
    """A fabric drum shade, glowing warm when the lamp is on, with the bulb's light inside."""
    mat = kit.material(name, (0.86, 0.82, 0.74), roughness=0.9)
    if on:
        p = mat.node_tree.nodes["Principled BSDF"]
        p.inputs["Emission"].default_value = (1.0, 0.72, 0.45, 1)
        p.inputs["Emission Strength"].default_value = 2.5 * on
        kit.no_light_sampling(mat)
    bpy.ops.mesh.primitive_cylinder_add(vertices=48, radius=radius, depth=height, location=(location[0], location[1], location[2] + height / 2), end_fill_type="NOTHING")
    obj = bpy.context.active_object
    obj.name = name
    bpy.ops.object.shade_smooth()
    mod = obj.modifiers.new("thickness", "SOLIDIFY")
    mod.thickness = 0.005
    obj.data.materials.append(mat)
    if on:
        kit.point(name + "-bulb", (location[0], location[1], location[2] + height * 0.5), 40 * on, (1.0, 0.7, 0.42), 0.06)
    return obj


def room_lights(strength):
    """The evening's light: a soft cove along the ceiling's edges and a wash from above."""
    if not strength:
        return
    cove = kit.no_light_sampling(kit.glow("cove", (1.0, 0.74, 0.46), 3.0))
    kit.box("cove-left", (0.03, DEPTH - 0.6, 0.02), (X0 + 0.35, DEPTH / 2 - 0.3, HEIGHT - 0.04), cove)
    kit.box("cove-right", (0.03, DEPTH - 0.6, 0.02), (X1 - 0.35, DEPTH / 2 - 0.3, HEIGHT - 0.04), cove)
    kit.area("fill", (WIDTH * 0.6, DEPTH * 0.6), (0, DEPTH / 2 - 0.5, HEIGHT - 0.05), 22 * strength, color=(1.0, 0.76, 0.52))
    for side, x in (("left", X0 + 0.3), ("right", X1 - 0.3)):
        kit.area(f"wall-wash-{side}", (0.2, DEPTH - 1.0), (x, DEPTH / 2 - 0.3, HEIGHT - 0.06), 14 * strength, color=(1.0, 0.72, 0.45), spread=60)


def lamps_on():
    """How brightly the room's own lamps burn: fully in the evening, a little at golden hour."""
    if evening:
        return lit * 0.6 * LAMPS
    return lit * 0.35 * LAMPS if mood == "golden" else 0.0
