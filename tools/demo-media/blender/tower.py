"""
A slender residential tower on a landscaped podium among date palms, rendered with Cycles:
  blender -b --factory-startup --python tower.py -- <json options>
Options: out (PNG path), mood (kit.MOODS), variant ("fins": a glass curtain wall between close-set
vertical fins; "terraces": wrap-around balconies with glass balustrades), view ("park", "side",
"plaza" or "water": where the picture is taken from, see the views below), seed, width, height,
samples.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402
from mathutils import Vector  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "golden")
variant = opts.get("variant", "fins")
view = opts.get("view", "park")
scene = kit.reset(opts.get("seed", "tower"))
m = kit.world(scene, mood)
# A tower is seen against the open sky, which the villas' dusk burns out to olive: a clearer air
# and a darker exposure keep it blue over an orange horizon.
SKY = {"dusk": dict(darker=1.1, dust=0.6, air=1.0)}.get(mood, {})
scene.view_settings.exposure -= SKY.get("darker", 0.0)
sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
sky.dust_density = SKY.get("dust", sky.dust_density)
sky.air_density = SKY.get("air", sky.air_density)
lit = m["interior"]
evening = mood in ("dusk", "blue", "night")

# The tower: a rounded plan on a podium, storeys of FLOOR metres, and an open crown of fins.
W, D, R = 38.0, 24.0, 6.0
PODIUM = 14.0
FLOOR = 3.4
STOREYS = 38
TOP = PODIUM + STOREYS * FLOOR
CROWN = 20.0
# The share of apartments lit, by mood.
LIT_SHARE = {"midday": 0.0, "golden": 0.05, "dusk": 0.22, "blue": 0.28, "night": 0.35}[mood]


def along(outline, spacing):
    """Points every `spacing` metres along a closed outline, with the outward direction there."""
    segs = []
    n = len(outline)
    for i in range(n):
        a, b = Vector((*outline[i], 0)), Vector((*outline[(i + 1) % n], 0))
        segs.append((a, b, (b - a).length))
    total = sum(s[2] for s in segs)
    out, walked, k = [], 0.0, 0
    for j in range(int(total // spacing)):
        target = j * spacing + spacing / 2
        while walked + segs[k][2] < target:
            walked += segs[k][2]
            k += 1
        a, b, length = segs[k]
        p = a + (b - a) * ((target - walked) / length)
        t = (b - a).normalized()
        out.append((p, Vector((t.y, -t.x, 0))))
    return out


def uplit(name, color, strength):
    """Metal that glows from the foot up, as if washed by hidden uplights (an emission that fades
    with height on each object), so a lit crown needs no lamps to sample."""
    mat = kit.material(name, color, roughness=0.3, metallic=0.7)
    if strength <= 0:
        return mat
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coord.outputs["Generated"], sep.inputs["Vector"])
    fade = nt.nodes.new("ShaderNodeMapRange")
    fade.inputs["From Min"].default_value = 0.0
    fade.inputs["From Max"].default_value = 1.0
    fade.inputs["To Min"].default_value = strength
    fade.inputs["To Max"].default_value = strength * 0.08
    nt.links.new(sep.outputs["Z"], fade.inputs["Value"])
    p.inputs["Emission"].default_value = (1.0, 0.66, 0.32, 1)
    nt.links.new(fade.outputs["Result"], p.inputs["Emission Strength"])
    return kit.no_light_sampling(mat)


def fin(name, p, n, size, z0, out, mat):
    """A vertical fin standing `out` metres proud of an outline at point `p`, facing along `n`."""
    obj = kit.box(name, size, (0, 0, 0), mat)
    obj.location = (p.x + n.x * out, p.y + n.y * out, z0 + size[2] / 2)
    obj.rotation_euler[2] = math.atan2(n.y, n.x) - math.pi / 2
    return obj


# Materials.
white = kit.textured("slab-edge", (0.86, 0.85, 0.82), (0.8, 0.79, 0.76), scale=9, roughness=0.45, bump=0.03)
metal = kit.material("fin", (0.72, 0.68, 0.6), roughness=0.32, metallic=0.75)
stone = kit.textured("travertine", (0.7, 0.62, 0.5), (0.6, 0.52, 0.41), scale=3, roughness=0.6, bump=0.3)
dark_stone = kit.textured("basalt", (0.09, 0.085, 0.08), (0.06, 0.055, 0.05), scale=5, roughness=0.5, bump=0.1)
paving = kit.tiles("paving", (0.62, 0.57, 0.5), (0.42, 0.38, 0.33), size=1.2)
asphalt = kit.textured("asphalt", (0.07, 0.07, 0.075), (0.1, 0.1, 0.1), scale=60, roughness=0.85, bump=0.2)
kerb = kit.material("kerb", (0.7, 0.68, 0.64), roughness=0.7)
lawn = kit.textured("lawn", (0.06, 0.13, 0.03), (0.11, 0.18, 0.05), scale=30, roughness=0.95, bump=0.4)
hedge = kit.textured("hedge", (0.025, 0.06, 0.018), (0.05, 0.1, 0.03), scale=25, roughness=0.8, bump=0.6)
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
sand = kit.textured("sand", (0.72, 0.6, 0.44), (0.64, 0.52, 0.38), scale=0.05, roughness=0.95, bump=0.1)
plaster = kit.material("ceiling", (0.8, 0.78, 0.74), roughness=0.8)
glazing = kit.glass()
balustrade = kit.thin_glass("balustrade")
reflecting = kit.sea("reflecting-pool", color=(0.01, 0.03, 0.035))
# Against the darker dusk exposure the lit flats and the crown need more light to read warm.
gain = lit * 2 ** SKY.get("darker", 0.0)
apartments = kit.facade("apartments", LIT_SHARE, 0.13 * gain, mirror=0.25)
crown_glass = kit.facade("crown-glass", 0.85 if evening else 0.0, 0.1 * gain, cell=(8.0, FLOOR), seed=7.0, mirror=0.25)
crown_fin = uplit("crown-fin", (0.6, 0.5, 0.36), 0.12 * gain if evening else 0.0)

# The tower.
core = kit.rounded(W, D, R)
kit.prism("apartments", core, TOP - PODIUM, (0, 0, PODIUM), apartments)
if variant == "terraces":
    # Balconies that wrap the corners, behind glass balustrades, a little deeper every few storeys
    # so the tower's edge is not ruled straight.
    for k in range(1, STOREYS):
        depth = 2.0 + 0.3 * math.cos(k * 0.5)
        deck = kit.rounded(W + 2 * depth, D + 2 * depth, R + depth)
        z = PODIUM + k * FLOOR
        kit.prism(f"balcony{k}", deck, 0.32, (0, 0, z - 0.32), white)
        glass_line = kit.rounded(W + 2 * depth - 0.1, D + 2 * depth - 0.1, R + depth - 0.05, 8)
        kit.prism(f"balustrade{k}", glass_line, 1.1, (0, 0, z), balustrade, caps=False)
        kit.prism(f"handrail{k}", kit.rounded(W + 2 * depth, D + 2 * depth, R + depth, 8), 0.05, (0, 0, z + 1.1), metal)
    # Slim fins pair the flats between the balconies.
    for p, n in along(core, 6.4):
        fin("fin", p, n, (0.12, 0.5, STOREYS * FLOOR), PODIUM, 0.25, metal)
else:
    # A slim slab edge at each floor, and close-set fins over the whole height: the tower reads
    # vertical.
    edge = kit.rounded(W + 0.5, D + 0.5, R + 0.25)
    kit.repeat(kit.prism("slab-edge", edge, 0.3, (0, 0, PODIUM + FLOOR - 0.3), metal), STOREYS, FLOOR)
    for p, n in along(core, 1.6):
        fin("fin", p, n, (0.12, 0.75, STOREYS * FLOOR), PODIUM, 0.4, metal)

# The crown: two glazed storeys of penthouse, the roof, and fins rising past it, tallest at the
# middle of each face, lit from below.
kit.prism("crown-glass", kit.rounded(W - 1.2, D - 1.2, R - 0.6), 2 * FLOOR, (0, 0, TOP), crown_glass)
kit.prism("crown-slab", kit.rounded(W + 0.8, D + 0.8, R + 0.4), 0.5, (0, 0, TOP), white)
kit.prism("roof", kit.rounded(W - 0.6, D - 0.6, R - 0.3), 0.6, (0, 0, TOP + 2 * FLOOR), white)
for p, n in along(kit.rounded(W + 0.2, D + 0.2, R + 0.1), 1.4):
    # How near the middle of its face a fin stands: 1 there, 0 at the corners.
    if abs(n.y) > 0.9:
        middle = 1.0 - abs(p.x) / (W / 2 - R)
    elif abs(n.x) > 0.9:
        middle = 1.0 - abs(p.y) / (D / 2 - R)
    else:
        middle = 0.0
    middle = max(0.0, middle)
    fin("crown-fin", p, n, (0.16, 0.8, CROWN * (0.8 + 0.2 * middle)), TOP + 0.5, 0.4, crown_fin)
kit.prism("crown-ring", kit.rounded(W + 1.4, D + 1.4, R + 0.7), 0.7, (0, 0, TOP + 0.5 + CROWN * 0.8 - 0.7), white)
if evening:
    # The crown's light: a band of glow at its foot.
    band = kit.no_light_sampling(kit.glow("crown-band", (1.0, 0.78, 0.5), 0.35 * gain))
    kit.prism("crown-band", kit.rounded(W + 0.3, D + 0.3, R + 0.15), 0.25, (0, 0, TOP + 0.5), band, caps=False)

# The podium: a double-height glazed lobby under a travertine mass with a ribbon of windows, and a
# garden on its roof whose planting spills over the edge.
PW, PD = 70.0, 46.0
PY = -4.0  # the podium's centre, in front of the tower's
lobby_y = PY - PD / 2 + 4.0
kit.prism("podium-upper", kit.rounded(PW, PD, 2.0), PODIUM - 6.0, (0, PY, 6.0), stone)
ribbon = kit.facade("podium-glass", 0.7 if evening else 0.0, 0.15 * lit, cell=(10.0, 4.0), pane=2.5, seed=3.0)
kit.prism("podium-ribbon", kit.rounded(PW + 0.05, PD + 0.05, 2.0), 2.2, (0, PY, 8.6), ribbon, caps=False)
kit.prism("podium-coping", kit.rounded(PW + 0.6, PD + 0.6, 2.2), 0.5, (0, PY, PODIUM), white)
kit.box("lobby-back", (PW - 10, PD - 12, 6.0), (0, PY + 2, 0), stone)
# The lobby: glass set back under the podium, a travertine wall and a lit ceiling inside.
kit.plane("lobby-glass", (PW - 8, 6.0), (0, lobby_y, 3.0), glazing, rotation=(math.pi / 2, 0, 0))
frame = kit.material("frame", (0.05, 0.05, 0.05), roughness=0.35, metallic=0.8)
for i in range(15):
    x = -PW / 2 + 4 + i * (PW - 8) / 14
    kit.box("mullion", (0.12, 0.2, 6.0), (x, lobby_y, 0), frame)
kit.plane("lobby-floor", (PW - 8, PD - 8), (0, PY, 0.02), kit.tiles("marble", (0.82, 0.8, 0.76), (0.6, 0.58, 0.55), size=1.2, roughness=0.15))
kit.plane("lobby-ceiling", (PW - 8, 8.0), (0, lobby_y + 4.0, 5.95), plaster, rotation=(math.pi, 0, 0))
for x in (-PW / 2 + 0.5, PW / 2 - 0.5):
    kit.box("pier", (1.0, 1.0, 6.0), (x, lobby_y - 3.5, 0), stone)
if lit:
    cove = kit.no_light_sampling(kit.glow("lobby-cove", (1.0, 0.78, 0.5), 1.5 * lit))
    for i in range(3):
        kit.box("cove", (PW - 14, 0.15, 0.03), (0, lobby_y + 1.5 + i * 2.0, 5.9), cove)
    kit.area("lobby-light", (PW - 14, 5.0), (0, lobby_y + 3.0, 5.8), 60 * lit * (PW - 14) / 10)
    # A warm wash on the stone from the lobby and the canopy's downlights.
    spot = kit.glow("downlight", (1.0, 0.8, 0.55), 40.0)
    for i in range(10):
        bpy.ops.mesh.primitive_circle_add(vertices=12, radius=0.08, fill_type="NGON", location=(-13.5 + i * 3.0, lobby_y - 6.0, 5.93))
        bpy.context.active_object.data.materials.append(spot)
    kit.area("canopy-wash", (28.0, 0.6), (0, lobby_y - 6.0, 5.9), 18 * lit * 28, spread=90)
# The entrance canopy: a thin white blade on two columns.
kit.box("canopy", (32.0, 10.0, 0.35), (0, lobby_y - 5.0, 6.0), white, bevel=0.02)
for x in (-15.5, 15.5):
    kit.box("canopy-column", (0.4, 0.4, 6.0), (x, lobby_y - 9.6, 0), metal)
# The roof garden's edge: hedges and small palms above the coping.
for i in range(24):
    x = -PW / 2 + 2 + i * (PW - 4) / 23
    kit.shrub(f"roof-shrub{i}", (x + random.uniform(-0.4, 0.4), PY - PD / 2 + 1.4, PODIUM + 0.5), random.uniform(0.7, 1.1), hedge)
for i, x in enumerate((-30.0, -20.0, 20.0, 30.0)):
    kit.palm(f"roof-palm{i}", (x, PY - PD / 2 + 4.0, PODIUM + 0.5), random.uniform(6.5, 8.0), (0.05, random.uniform(0, 6.28)), trunk, fronds, fronds=14)

front = PY - PD / 2  # the podium's face

# The views, each with palms and planting of its own in the foreground. park: from the park
# across the avenue; side: from further along it, the neighbours beside the tower; plaza: from the
# avenue's kerb, looking up at the crown; water: from the promenade across a canal.
AVENUE = front - 76.0
PARK = AVENUE - 16.4
if view == "plaza":
    eye, target, lens, shift, tilt = (-40.0, PARK - 3.0, 1.6), (-4.0, 0.0), 18, 0.12, 18.0
    near = [(eye[0] - 9.0, eye[1] + 16.0, 11.5), (eye[0] + 16.0, eye[1] + 20.0, 10.0)]
elif view == "water":
    eye, target, lens, shift, tilt = (30.0, PARK - 192.0, 1.7), (0.0, 0.0), 30, 0.2, 0.0
    near = []
elif view == "side":
    eye, target, lens, shift, tilt = (130.0, PARK - 36.0, 1.7), (-6.0, 0.0), 18, 0.22, 0.0
    near = [(eye[0] - 34.0, eye[1] + 22.0, 11.0), (eye[0] + 10.0, eye[1] + 17.0, 10.0)]
else:
    eye, target, lens, shift, tilt = (-48.0, front - 160.0, 1.7), (-3.0, 0.0), 17, 0.22, 0.0
    near = []
# From the park the tower is seen down an allee of palms in planters, on the line of sight.
ahead = Vector((target[0] - eye[0], target[1] - eye[1], 0)).normalized()
across = Vector((ahead.y, -ahead.x, 0))
if view == "park":
    for distance in (13.0, 27.0, 41.0, 55.0):
        for side in (-1, 1):
            spot = Vector(eye) + ahead * distance + across * side * 8.5
            near.append((spot.x, spot.y, random.uniform(10.0, 12.5)))

# The ground: the forecourt, the water garden, lawns, the drive and the avenue.
kit.plane("forecourt", (120, 40), (0, front - 20, 0), paving)
kit.box("water-garden", (36.0, 14.0, 0.3), (0, front - 24.0, 0), dark_stone)
kit.plane("water", (35.0, 13.0), (0, front - 24.0, 0.28), reflecting)
for x in (-24.0, 24.0):
    kit.box("lawn", (10.0, 20.0, 0.15), (x, front - 22.0, 0), lawn)
kit.plane("drive", (140, 10), (0, front - 45.0, 0.01), asphalt)
kit.box("kerb", (140, 0.4, 0.15), (0, front - 40.0, 0), kerb)
kit.box("verge", (1200, 10, 0.12), (0, front - 55.0, 0), lawn)
# The avenue: two carriageways either side of a planted median, dashed lane lines.
kit.plane("avenue", (1200, 32), (0, AVENUE, 0.005), asphalt)
kit.box("median", (1200, 5.0, 0.25), (0, AVENUE, 0), lawn)
paint = kit.material("paint", (0.75, 0.75, 0.72), roughness=0.6)
for lane in (AVENUE - 8.0, AVENUE + 8.0):
    dash = kit.box("lane", (3.0, 0.15, 0.01), (-300, lane, 0.005), paint)
    mod = dash.modifiers.new("dashes", "ARRAY")
    mod.count = 67
    mod.relative_offset_displace = (3.0, 0, 0)
for y in (AVENUE - 16.2, AVENUE + 16.2):
    kit.box("kerb", (1200, 0.4, 0.15), (0, y, 0), kerb)
# Street lamps along both kerbs, lit in the evening.
lamp_glow = kit.no_light_sampling(kit.glow("street-lamp", (1.0, 0.75, 0.45), 6.0)) if evening else metal
post = kit.material("lamp-post", (0.12, 0.12, 0.12), roughness=0.4, metallic=0.8)
for side in (-1, 1):
    for i in range(16):
        x = -300 + i * 40 + (20 if side > 0 else 0)
        y = AVENUE + side * 16.8
        kit.box("lamp-post", (0.18, 0.18, 9.0), (x, y, 0), post)
        kit.box("lamp-arm", (0.12, 2.2, 0.12), (x, y - side * 1.0, 8.9), post)
        kit.box("lamp", (0.4, 0.9, 0.12), (x, y - side * 2.0, 8.8), lamp_glow)
# Traffic: cars in both carriageways, their lights on in the evening.
paints = [(0.8, 0.8, 0.78), (0.02, 0.02, 0.02), (0.45, 0.46, 0.47), (0.03, 0.06, 0.12), (0.75, 0.74, 0.7), (0.2, 0.02, 0.02)]
car_glass = kit.material("car-glass", (0.01, 0.01, 0.012), roughness=0.05, specular=0.8)
head = kit.no_light_sampling(kit.glow("headlight", (1.0, 0.92, 0.8), 30.0)) if evening else car_glass
tail = kit.no_light_sampling(kit.glow("taillight", (1.0, 0.05, 0.02), 20.0)) if evening else kit.material("taillight", (0.3, 0.02, 0.02), roughness=0.2)
for i in range(22):
    lane = random.choice((-12.0, -4.0, 4.0, 12.0))
    heading = 1 if lane > 0 else -1
    x = random.uniform(-220, 220)
    y = AVENUE + lane + random.uniform(-0.4, 0.4)
    paint = kit.material(f"car-paint{i}", random.choice(paints), roughness=0.15, specular=0.7)
    kit.box("car-body", (4.8, 1.9, 0.75), (x, y, 0.3), paint, bevel=0.25)
    kit.box("car-cabin", (2.6, 1.7, 0.55), (x - heading * 0.3, y, 1.0), car_glass, bevel=0.2)
    kit.box("car-under", (4.2, 1.7, 0.3), (x, y, 0.0), kit.material("tyres", (0.02, 0.02, 0.02), roughness=0.8))
    for dy in (-0.65, 0.65):
        kit.box("headlight", (0.05, 0.35, 0.12), (x + heading * 2.4, y + dy, 0.75), head)
        kit.box("taillight", (0.05, 0.35, 0.12), (x - heading * 2.4, y + dy, 0.75), tail)

# Across the avenue: a paved park with lawns and low hedges, from which the views are taken.
kit.box("footpath", (1200, 5.0, 0.12), (0, PARK - 2.5, 0), paving)
# Honed, not polished: seen at a grazing angle, a glossy paving would mirror the sky white.
park = kit.tiles("park-paving", (0.3, 0.28, 0.24), (0.22, 0.2, 0.17), size=1.5, roughness=0.85)
if view == "water":
    # A canal between the park and the promenade the picture is taken from.
    CANAL = (PARK - 40.0, PARK - 190.0)
    kit.plane("park", (1200, 40), (0, PARK - 20.0, 0.0), park)
    kit.plane("promenade", (1200, 300), (0, CANAL[1] - 150.0, 0.0), park)
    kit.plane("canal", (1200, 150), (0, (CANAL[0] + CANAL[1]) / 2, -1.4), kit.sea("canal", color=(0.008, 0.03, 0.035)))
    for y in CANAL:
        kit.box("quay", (1200, 0.8, 1.6), (0, y, -1.5), stone)
    rows = (24.0,)
else:
    kit.plane("park", (1200, 400), (0, PARK - 205.0, 0.0), park)
    rows = (24.0, 62.0)
for i in range(14):
    for j, depth in enumerate(rows):
        x = -260 + i * 40 + (20 if j else 0)
        if view == "park" and abs((Vector((x, PARK - depth, 0)) - Vector(eye)).dot(across)) < 26:
            continue  # the allee runs here
        kit.box("park-lawn", (26.0, 16.0, 0.12), (x, PARK - depth, 0), lawn)
        kit.box("park-hedge", (26.0, 0.8, 0.5), (x, PARK - depth + 8.4, 0), hedge, bevel=0.25)
# Beyond the streets, the desert floor (it stops at the park, to leave the canal open).
kit.plane("ground", (8000, 7000), (0, PARK + 3500.0, -0.05), sand)

# Date palms: a row along the drive, pairs by the water, and a row down the avenue's median.
palm_spots = [(x, front - 38.5, random.uniform(9.5, 12.5)) for x in range(-54, 60, 12)]
palm_spots += [(-21.0, front - 13.0, 11.0), (21.0, front - 13.5, 12.0), (-27.0, front - 31.0, 10.0), (27.0, front - 30.0, 10.5)]
for i in range(0, 600, 20):
    palm_spots.append((-300 + i, AVENUE, random.uniform(8.5, 10.5)))
for i, (x, y, h) in enumerate(palm_spots):
    kit.palm(f"palm{i}", (x, y, 0.15), h, (random.uniform(0.02, 0.08), random.uniform(0, 6.28)), trunk, fronds, fronds=16)
    if evening and abs(x) < 60 and i % 2 == 0:
        # An uplight at the foot of every other palm near the tower.
        kit.area(f"uplight{i}", (0.25, 0.25), (x, y - 0.8, 0.3), 30.0, spread=60, rotation=(math.radians(165), 0, 0))
for i in range(10):
    kit.shrub(f"shrub{i}", (-44 + i * 3.0 + random.uniform(-0.3, 0.3), front - 8.0, 0), random.uniform(0.6, 0.9), hedge)
    kit.shrub(f"shrub-r{i}", (17 + i * 3.0 + random.uniform(-0.3, 0.3), front - 8.0, 0), random.uniform(0.6, 0.9), hedge)

# The neighbours: lower residential buildings either side, and a hazy skyline beyond.
haze = {"midday": 2200.0, "golden": 1500.0, "dusk": 1300.0, "blue": 1700.0, "night": 2200.0}[mood]
neighbours = [(-78, 30, 34, 26, 58, 1.0), (84, 24, 40, 28, 74, 2.0), (-150, 110, 30, 30, 96, 3.0), (160, 140, 36, 26, 118, 4.0), (60, 220, 30, 24, 88, 5.0), (-60, 280, 28, 28, 66, 6.0), (-230, 60, 44, 30, 44, 7.0), (240, 70, 40, 30, 52, 8.0)]
for i, (x, y, w, d, h, s) in enumerate(neighbours):
    glass_n = kit.hazy(kit.facade(f"neighbour{i}", LIT_SHARE * 0.6, 0.07 * lit if evening else 0.0, cell=(7.2, 3.3), pane=1.8, tint=(0.04, 0.05, 0.06), reflect=0.8, seed=s, coat=0.3), haze)
    tone = random.uniform(0.85, 1.0)
    body = kit.hazy(kit.textured(f"neighbour-stone{i}", (0.62 * tone, 0.57 * tone, 0.48 * tone), (0.56 * tone, 0.51 * tone, 0.43 * tone), scale=4, roughness=0.6, bump=0.05), haze)
    kit.prism(f"neighbour{i}", kit.rounded(w, d, 1.5), h, (x, y, 0), glass_n)
    # Stone floor bands, piers and a solid end over the glass.
    kit.repeat(kit.prism(f"band{i}", kit.rounded(w + 0.5, d + 0.5, 1.7), 0.45, (x, y, 3.3 - 0.45), body), int(h // 3.3), 3.3)
    for j in range(int(w // 7.2) + 1):
        kit.box(f"pier{i}-{j}", (0.6, d + 0.6, h), (x - w / 2 + j * 7.2, y, 0), body)
    kit.prism(f"parapet{i}", kit.rounded(w + 0.6, d + 0.6, 1.8), 1.2, (x, y, h), body)
for i in range(40):
    a = random.uniform(-1.25, 1.25)
    dist = random.uniform(700, 2400)
    x, y = math.sin(a) * dist, math.cos(a) * dist + 100
    w, h = random.uniform(25, 50), random.uniform(50, 220) * (1.5 if random.random() < 0.15 else 1.0)
    far = kit.hazy(kit.facade(f"far{i}", LIT_SHARE * 0.6, 0.08 * lit if evening else 0.0, cell=(8.0, 3.5), pane=2.0, tint=(0.12, 0.13, 0.14), reflect=0.6, seed=10 + i, coat=0.0), haze)
    kit.prism(f"far{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), 2.0), h, (x, y, 0), far)

for i, (x, y, h) in enumerate(near):
    # A palm in a travertine planter, over a clipped hedge.
    kit.box(f"planter{i}", (6.0, 6.0, 0.6), (x, y, 0), stone, bevel=0.03)
    kit.plane(f"planter-soil{i}", (5.6, 5.6), (x, y, 0.58), hedge)
    kit.palm(f"near-palm{i}", (x, y, 0.6), h, (random.uniform(0.02, 0.05), random.uniform(0, 6.28)), trunk, fronds, fronds=18)
    kit.box(f"near-hedge{i}", (5.2, 5.2, 0.45), (x, y, 0.5), hedge, bevel=0.18)
kit.camera(scene, eye, (target[0], target[1], eye[2]), lens=lens, shift_y=shift, tilt=tilt, width=opts.get("width", 1920), height=opts.get("height", 1200))
scene.cycles.samples = opts.get("samples", 96)
if evening:
    # Lit windows light the ground only by chance bounces: clamped harder, they stay smooth.
    scene.cycles.sample_clamp_indirect = 0.5
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
