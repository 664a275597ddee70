"""
The furniture several rooms share, for interior.py: sofas, armchairs and dining chairs, a
sideboard, canvases, lamps and pendants, and olive trees in pots.
"""
import math
import random

import bpy
import kit
from room_parts import cylinder, group, parented, soft
from room_setup import PALETTES, blackened, brass, ceramic, chair_fabric, oak, scene
from room_shell import lamp_shade


def sofa(name, length, location, turn, fabric, depth=1.0, arms=True):
    """A low modern sofa: a recessed plinth, seat and back cushions, square arms."""
    g = group(name, location, turn)
    parts = [kit.box(name + "-plinth", (length - 0.1, depth - 0.1, 0.08), (0, 0, 0), blackened)]
    parts.append(soft(name + "-base", (length, depth, 0.24), (0, 0, 0.08), fabric, 0.03))
    inner = length - (0.44 if arms else 0.0)
    seats = max(1, round(inner / 0.95))
    for i in range(seats):
        w = inner / seats
        x = -inner / 2 + w * (i + 0.5)
        parts.append(soft(f"{name}-seat{i}", (w - 0.01, depth - 0.25, 0.16), (x, 0.1, 0.32), fabric, 0.06))
        back = soft(f"{name}-back{i}", (w - 0.01, 0.24, 0.42), (x, -depth / 2 + 0.17, 0.34), fabric, 0.08)
        back.rotation_euler[0] = math.radians(-8)
        parts.append(back)
    parts.append(soft(name + "-backrest", (length, 0.12, 0.42), (0, -depth / 2 + 0.06, 0.32), fabric, 0.03))
    if arms:
        for s in (-1, 1):
            parts.append(soft(f"{name}-arm{s}", (0.22, depth, 0.34), (s * (length / 2 - 0.11), 0, 0.32), fabric, 0.04))
    # Two cushions.
    for s, tone in ((-1, PALETTES["chair"]), (1, PALETTES["art"][0])):
        cushion = soft(f"{name}-cushion{s}", (0.46, 0.14, 0.44), (s * (inner / 2 - 0.35), -depth / 2 + 0.36, 0.47), kit.fabric(f"{name}-cushion{s}", tone, sheen=0.8), 0.07)
        cushion.rotation_euler = (math.radians(-14), 0, math.radians(-8 * s))
        parts.append(cushion)
    return parented(g, parts)


def sideboard(name, location, side):
    """A low oak sideboard against a side wall (`side`: -1 the left, 1 the right) on a recessed
    plinth, a ceramic vase at one end."""
    x, y = location
    kit.box(name, (0.45, 2.4, 0.55), (x, y, 0.08), oak, bevel=0.005)
    kit.box(name + "-plinth", (0.4, 2.3, 0.08), (x - side * 0.02, y, 0), blackened)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.16, location=(x, y - 0.6, 0.63 + 0.2))
    vase = bpy.context.active_object
    vase.scale = (0.8, 0.8, 1.3)
    bpy.ops.object.shade_smooth()
    vase.data.materials.append(ceramic)


def four_legs(name, half_x, half_y, thickness, height):
    """A chair's four oak legs, square in section, at (+-half_x, +-half_y) of its centre."""
    return [
        kit.box(f"{name}-leg", (thickness, thickness, height), (sx, sy, 0), oak)
        for sx in (-half_x, half_x)
        for sy in (-half_y, half_y)
    ]


def lounge_chair(name, location, turn):
    """An armchair on a slim timber frame, its seat and back in the accent fabric."""
    g = group(name, location, turn)
    parts = four_legs(name, 0.36, 0.32, 0.04, 0.2)
    parts.append(soft(name + "-seat", (0.82, 0.8, 0.18), (0, 0.02, 0.2), chair_fabric, 0.06))
    back = soft(name + "-back", (0.82, 0.16, 0.5), (0, -0.36, 0.34), chair_fabric, 0.07)
    back.rotation_euler[0] = math.radians(-12)
    parts.append(back)
    for s in (-1, 1):
        parts.append(soft(f"{name}-arm{s}", (0.08, 0.7, 0.3), (s * 0.41, 0.0, 0.3), chair_fabric, 0.035))
    return parented(g, parts)


def artwork(name, size, location, turn, colors):
    """A large abstract canvas: soft fields of colour, framed thinly in oak."""
    mat = kit.material(name, colors[2], roughness=0.85)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 2.2
    noise.inputs["Detail"].default_value = 2.0
    noise.inputs["Distortion"].default_value = 2.5
    nt.links.new(coord.outputs["Generated"], noise.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.42
    ramp.color_ramp.elements[0].color = (*colors[0], 1)
    ramp.color_ramp.elements[1].position = 0.56
    ramp.color_ramp.elements[1].color = (*colors[2], 1)
    e = ramp.color_ramp.elements.new(0.49)
    e.color = (*colors[1], 1)
    nt.links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    g = group(name, location, turn)
    parts = [kit.box(name + "-frame", (size[0] + 0.04, 0.045, size[1] + 0.04), (0, 0, -size[1] / 2 - 0.02), oak)]
    parts.append(kit.box(name + "-canvas", (size[0], 0.05, size[1]), (0, 0.006, -size[1] / 2), mat))
    return parented(g, parts)


def floor_lamp(name, location, on):
    """A slender lamp: a weighted brass foot, a thin stem and a drum shade."""
    x, y = location
    cylinder(name + "-foot", 0.16, 0.02, (x, y, 0), brass)
    cylinder(name + "-stem", 0.012, 1.3, (x, y, 0.02), brass, vertices=12)
    lamp_shade(name + "-shade", 0.23, 0.34, (x, y, 1.28), on)


def table_lamp(name, location, z, on):
    x, y = location
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.14, location=(x, y, z + 0.14))
    base = bpy.context.active_object
    base.scale = (1, 1, 1.15)
    bpy.ops.object.shade_smooth()
    base.data.materials.append(ceramic)
    cylinder(name + "-neck", 0.01, 0.16, (x, y, z + 0.3), brass, vertices=12)
    lamp_shade(name + "-shade", 0.17, 0.22, (x, y, z + 0.42), on)


def plant(name, location, height):
    """An olive tree in a stone pot: a crooked trunk forking into branches, each carrying loose
    clusters of small silvery leaves."""
    x, y = location
    pot = kit.textured("pot", (0.5, 0.46, 0.4), (0.44, 0.4, 0.35), scale=8, roughness=0.8, bump=0.1)
    cylinder(name + "-pot", 0.3, 0.55, (x, y, 0), pot, bevel=0.01)
    bark = kit.textured("bark", (0.2, 0.17, 0.13), (0.12, 0.1, 0.08), scale=40, roughness=0.9, bump=0.6)
    leaves = kit.textured("olive-leaves", (0.12, 0.15, 0.08), (0.22, 0.25, 0.16), scale=60, roughness=0.6, bump=0.6)
    fork = height * 0.5
    cylinder(name + "-trunk", 0.035, fork - 0.5, (x, y, 0.5), bark, vertices=10)
    for b in range(4):
        a = b * 1.6 + random.uniform(-0.3, 0.3)
        reach = random.uniform(0.18, 0.3)
        top = (x + reach * math.cos(a), y + reach * math.sin(a), fork + random.uniform(0.35, 0.6))
        branch = bpy.data.curves.new(f"{name}-branch{b}", "CURVE")
        branch.dimensions = "3D"
        branch.bevel_depth = 0.015
        spline = branch.splines.new("POLY")
        spline.points.add(1)
        spline.points[0].co = (x, y, fork, 1)
        spline.points[1].co = (*top, 1)
        obj = bpy.data.objects.new(f"{name}-branch{b}", branch)
        scene.collection.objects.link(obj)
        branch.materials.append(bark)
        for c in range(8):
            cx = top[0] + random.uniform(-0.28, 0.28)
            cy = top[1] + random.uniform(-0.28, 0.28)
            cz = top[2] + random.uniform(-0.25, 0.3)
            kit.shrub(f"{name}-leaves{b}-{c}", (cx, cy, cz), random.uniform(0.08, 0.14), leaves, squash=0.8)


def dining_chair(name, location, turn):
    """A dining chair: an upholstered seat and back on a slim oak frame, facing +Y unturned."""
    g = group(name, location, turn)
    parts = four_legs(name, 0.2, 0.19, 0.035, 0.43)
    parts.append(soft(name + "-seat", (0.48, 0.46, 0.07), (0, 0, 0.43), chair_fabric, 0.025))
    back = soft(name + "-back", (0.46, 0.05, 0.38), (0, -0.22, 0.52), chair_fabric, 0.02)
    back.rotation_euler[0] = math.radians(-8)
    parts.append(back)
    return parented(g, parts)


def pendant(name, location, on):
    """A glass globe pendant: smoked glass round a warm bulb."""
    x, y, z = location
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=0.15, location=(x, y, z))
    globe = bpy.context.active_object
    globe.name = name
    bpy.ops.object.shade_smooth()
    mat = kit.material(name, (0.85, 0.8, 0.72), roughness=0.3)
    p = mat.node_tree.nodes["Principled BSDF"]
    if on:
        p.inputs["Emission"].default_value = (1.0, 0.7, 0.42, 1)
        p.inputs["Emission Strength"].default_value = 4.0 * on
        kit.no_light_sampling(mat)
        # The glazing would mirror each globe and its bulb as a pair of ghosts over the view.
        kit.point(name + "-bulb", (x, y, z - 0.2), 30 * on, (1.0, 0.7, 0.42), 0.15, glossy=False)
        globe.visible_glossy = False
    globe.data.materials.append(mat)
