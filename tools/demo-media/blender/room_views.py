"""
What a room's windows look onto, for interior.py: a terrace and balustrade outside the glass,
then the sea, hills falling to the sea behind a garden of palms, or a city of towers far below.
"""
import math
import random

import bpy
import kit
from room_parts import group, parented
from room_setup import DEPTH, OUTDOORS, WIDTH, evening, frame, lit, mood, paving


def terrace():
    """A terrace outside the glass: stone paving and a frameless glass balustrade."""
    kit.box("terrace", (WIDTH + 6, 3.2, 0.3), (0, DEPTH + 1.6, -0.3), paving)
    balustrade("balustrade", WIDTH + 6, (0, DEPTH + 3.1), 0.0)


def balustrade(name, length, location, turn):
    """A frameless glass balustrade along x (turned by `turn`) in a steel shoe; seen from the
    terrace itself, a slim steel handrail along its top edge shows where the glass stands."""
    g = group(name, (*location, 0), turn)
    parts = [
        kit.plane(name + "-glass", (length, 1.1), (0, 0, 0.55), kit.thin_glass(name), rotation=(math.pi / 2, 0, 0)),
        kit.box(name + "-shoe", (length, 0.1, 0.06), (0, 0, 0), frame),
    ]
    if OUTDOORS:
        parts.append(kit.box(name + "-rail", (length, 0.05, 0.03), (0, 0, 1.1), kit.material("rail", (0.6, 0.6, 0.6), roughness=0.25, metallic=1.0), bevel=0.008))
    return parented(g, parts)


def sea_view():
    terrace()
    kit.plane("sea", (60000, 30000), (0, 15000, -28.0), kit.sea("sea"))


def hills_view():
    """Hills to one side falling to the sea, a garden of palms below the terrace."""
    terrace()
    lawn = kit.textured("lawn", (0.07, 0.13, 0.035), (0.11, 0.17, 0.05), scale=30, roughness=0.9, bump=0.4)
    kit.plane("garden", (300, 70), (0, DEPTH + 35, -4.0), lawn)
    kit.plane("sea", (60000, 30000), (0, 15000, -30.0), kit.sea("sea"))
    hill = kit.hazy(kit.textured("hill", (0.2, 0.19, 0.11), (0.13, 0.15, 0.08), scale=3, roughness=0.9, bump=0.5), 5000.0)
    # Hills to the left of the view, running out into the sea as a headland.
    # A ridge to the left of the view, falling away towards the sea: (bearing, distance, radius,
    # height of the centre).
    for i, (b, dist, r, zc) in enumerate(((58, 1300, 400, 0), (50, 1600, 450, -20), (40, 2100, 420, -40), (32, 2700, 380, -60), (26, 3400, 350, -80))):
        bearing = math.radians(b)
        bpy.ops.mesh.primitive_uv_sphere_add(segments=160, ring_count=80, radius=r, location=(-math.sin(bearing) * dist, math.cos(bearing) * dist, zc))
        obj = bpy.context.active_object
        obj.scale = (1.0, 1.7, 0.45)
        obj.rotation_euler[2] = bearing
        # Folds and spurs, so the ridge line is not a row of domes.
        tex = bpy.data.textures.new(f"hill{i}-folds", "CLOUDS")
        tex.noise_scale = 0.35
        tex.noise_depth = 3
        folds = obj.modifiers.new("folds", "DISPLACE")
        folds.texture = tex
        folds.strength = r * 0.35
        bpy.ops.object.shade_smooth()
        obj.data.materials.append(hill)
    trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
    fronds = kit.frond_material()
    for i, (x, y, h) in enumerate(((-9, DEPTH + 16, 9.0), (7, DEPTH + 22, 11.0), (16, DEPTH + 12, 8.0))):
        kit.palm(f"palm{i}", (x, y, -4.0), h, (0.06, random.uniform(0, 6.28)), trunk, fronds, fronds=18)


def skyline_view():
    """A penthouse's view: the glass straight onto the drop, the city far below, towers around,
    the tallest far off, their flats lit in the evening."""
    ground = 190.0
    share = {"midday": 0.0, "golden": 0.04, "dusk": 0.22, "blue": 0.3, "night": 0.35}[mood]
    strength = 0.035 * lit if evening else 0.0
    haze = {"midday": 5000.0, "golden": 4000.0, "dusk": 5000.0, "blue": 6000.0, "night": 6000.0}[mood]
    if OUTDOORS:
        terrace()
    else:
        kit.box("ledge", (WIDTH + 4, 1.2, 0.4), (0, DEPTH + 0.6, -0.4), kit.material("ledge", (0.7, 0.68, 0.64), roughness=0.5))
    city = kit.hazy(city_floor(evening), haze)
    kit.plane("city", (12000, 8000), (0, 4000, -ground), city)
    towers = []
    for i in range(110):
        a = random.uniform(-1.0, 0.9)
        dist = random.uniform(420, 3200)
        x, y = math.sin(a) * dist, math.cos(a) * dist + DEPTH
        w = random.uniform(20, 40)
        h = random.uniform(70, 240) * (1.5 if random.random() < 0.15 else 1.0)
        towers.append((x, y, w, h))
    # Low blocks between them, filling the streets below with lit windows.
    for i in range(90):
        a = random.uniform(-0.9, 0.8)
        dist = random.uniform(300, 1800)
        towers.append((math.sin(a) * dist, math.cos(a) * dist + DEPTH, random.uniform(25, 60), random.uniform(15, 50)))
    # The city's landmark: a stepped spire far off.
    for i, (x, y, w, h) in enumerate(towers):
        tint = random.choice(((0.05, 0.07, 0.09), (0.1, 0.11, 0.12), (0.16, 0.15, 0.13)))
        mat = kit.hazy(kit.facade(f"tower{i}", share, strength, cell=(2.4, 3.4), pane=1.5, tint=tint, reflect=0.8, seed=i * 1.3, coat=0.3, mirror=0.15 if random.random() < 0.4 else 0.0), haze)
        kit.prism(f"tower{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 6.0)), h, (x, y, -ground), mat)
        cap = kit.hazy(kit.material(f"cap{i}", (0.5, 0.48, 0.45), roughness=0.6), haze)
        kit.prism(f"cap{i}", kit.rounded(w + 0.6, w * 0.8, 1.0), 2.5, (x, y, -ground + h), cap)
    spire = kit.hazy(kit.facade("spire", share * 0.7, strength * 1.2, cell=(5.0, 4.0), pane=1.5, tint=(0.12, 0.14, 0.16), reflect=1.0, seed=99.0, coat=0.5, mirror=0.35), haze)
    sx, sy = -1100.0, 3200.0
    for k, (w, h) in enumerate(((70, 160), (58, 140), (46, 130), (36, 120), (26, 110), (18, 70), (10, 40))):
        base = sum(hh for _, hh in ((70, 160), (58, 140), (46, 130), (36, 120), (26, 110), (18, 70), (10, 40))[:k])
        kit.prism(f"spire{k}", kit.rounded(w, w, w * 0.3), h, (sx, sy, -ground + base), spire)
    bpy.ops.mesh.primitive_cone_add(vertices=12, radius1=4.0, radius2=0.3, depth=120, location=(sx, sy, -ground + 770 + 60))
    bpy.context.active_object.data.materials.append(spire)


def city_floor(evening):
    """The streets far below: dark blocks between roads, the roads lit in the evening."""
    mat = kit.material("city", (0.12, 0.11, 0.1), roughness=0.8)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Brick Width"].default_value = 140.0
    brick.inputs["Row Height"].default_value = 90.0
    brick.inputs["Mortar Size"].default_value = 3.0
    brick.inputs["Color1"].default_value = (0.16, 0.15, 0.13, 1)
    brick.inputs["Color2"].default_value = (0.1, 0.1, 0.09, 1)
    brick.inputs["Mortar"].default_value = (0.05, 0.05, 0.055, 1)
    nt.links.new(coord.outputs["Object"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], p.inputs["Base Color"])
    if evening:
        # Streetlights: warm, dim, and broken up, some streets brighter than others.
        p.inputs["Emission"].default_value = (1.0, 0.5, 0.18, 1)
        patchy = nt.nodes.new("ShaderNodeTexNoise")
        patchy.inputs["Scale"].default_value = 0.01
        patchy.inputs["Detail"].default_value = 4.0
        nt.links.new(coord.outputs["Object"], patchy.inputs["Vector"])
        mask = nt.nodes.new("ShaderNodeMath")
        mask.operation = "MULTIPLY"
        nt.links.new(brick.outputs["Fac"], mask.inputs[0])
        nt.links.new(patchy.outputs["Fac"], mask.inputs[1])
        gain = nt.nodes.new("ShaderNodeMath")
        gain.operation = "MULTIPLY"
        gain.inputs[1].default_value = 0.08 * lit
        nt.links.new(mask.outputs["Value"], gain.inputs[0])
        nt.links.new(gain.outputs["Value"], p.inputs["Emission Strength"])
    return kit.no_light_sampling(mat)
