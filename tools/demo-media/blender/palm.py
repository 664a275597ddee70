"""
A palm-shaped island off Dubai seen from the air, rendered with Cycles:
  blender -b --factory-startup --python palm.py -- <json options>
A high oblique view from over the mainland's shore: the trunk lined with apartment towers runs out
to sea, its fronds fanning out on both sides, each lined with villas, pools and gardens behind
private beaches, and the crescent breakwater with its hotels and the resort's pink arch closing the
lagoon; the water turquoise over the shallows, deepening to blue offshore and fading into the haze
of the horizon. The plan is palm_plan.py.
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
import palm_plan as plan  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "midday")
scene = kit.reset(opts.get("seed", "palm"))
kit.world(scene, mood, opts.get("sun"))
sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
backdrop = next(n for n in scene.world.node_tree.nodes if n.type == "BACKGROUND")
# The summer haze over the Gulf.
sky.dust_density = 1.6
HAZE = 20000.0
LIFT = 2.5


def hazy(mat):
    """Aerial perspective: with the distance a surface fades into the colour of the sky just above
    the horizon behind it (the world's own sky, so the far sea melts into it without a seam)."""
    nt = mat.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    ray = nt.nodes.new("ShaderNodeVectorMath")
    ray.operation = "SCALE"
    ray.inputs["Scale"].default_value = -1.0
    nt.links.new(geo.outputs["Incoming"], ray.inputs[0])
    xyz = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(ray.outputs["Vector"], xyz.inputs["Vector"])
    level = nt.nodes.new("ShaderNodeCombineXYZ")
    level.inputs["Z"].default_value = 0.02
    nt.links.new(xyz.outputs["X"], level.inputs["X"])
    nt.links.new(xyz.outputs["Y"], level.inputs["Y"])
    air = nt.nodes.new("ShaderNodeTexSky")
    for attr in ("sky_type", "sun_disc", "sun_size", "sun_intensity", "sun_elevation", "sun_rotation", "altitude", "air_density", "dust_density", "ozone_density"):
        setattr(air, attr, getattr(sky, attr))
    air.sun_disc = False
    nt.links.new(level.outputs["Vector"], air.inputs["Vector"])
    glow = nt.nodes.new("ShaderNodeEmission")
    glow.inputs["Strength"].default_value = backdrop.inputs["Strength"].default_value
    nt.links.new(air.outputs["Color"], glow.inputs["Color"])
    cam = nt.nodes.new("ShaderNodeCameraData")
    fade = nt.nodes.new("ShaderNodeMath")
    fade.operation = "DIVIDE"
    fade.inputs[1].default_value = -HAZE
    nt.links.new(cam.outputs["View Distance"], fade.inputs[0])
    clear = nt.nodes.new("ShaderNodeMath")
    clear.operation = "EXPONENT"
    nt.links.new(fade.outputs["Value"], clear.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(clear.outputs["Value"], mix.inputs["Fac"])
    nt.links.new(glow.outputs["Emission"], mix.inputs[1])
    nt.links.new(surface, mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


# Materials.
sand = hazy(kit.textured("sand", (0.86, 0.77, 0.6), (0.78, 0.68, 0.52), scale=20, roughness=0.95, bump=0.0))
garden = hazy(kit.textured("garden", (0.09, 0.16, 0.05), (0.3, 0.3, 0.24), scale=60, roughness=0.9, bump=0.0, detail=4))
road = hazy(kit.material("road", (0.16, 0.16, 0.16), roughness=0.8))
rocks = hazy(kit.textured("rocks", (0.36, 0.34, 0.3), (0.22, 0.21, 0.19), scale=300, roughness=0.9, bump=0.0))
walls = [hazy(kit.material(f"walls{i}", c, roughness=0.7)) for i, c in enumerate(((0.88, 0.86, 0.8), (0.8, 0.72, 0.6), (0.86, 0.8, 0.7)))]
roof = hazy(kit.material("roof-terrace", (0.55, 0.5, 0.44), roughness=0.7))
pool = hazy(kit.material("pool", (0.1, 0.6, 0.65), roughness=0.05, specular=0.6))
trees = hazy(kit.textured("trees", (0.03, 0.08, 0.02), (0.06, 0.12, 0.03), scale=400, roughness=0.9, bump=0.0))
tower_glass = hazy(kit.material("tower-glass", (0.12, 0.17, 0.2), roughness=0.15, specular=0.7))
tower_stone = hazy(kit.material("tower-stone", (0.78, 0.74, 0.66), roughness=0.6))
pink = hazy(kit.material("resort", (0.72, 0.48, 0.4), roughness=0.6))
city = hazy(kit.textured("city", (0.55, 0.5, 0.43), (0.4, 0.37, 0.33), scale=150, roughness=0.9, bump=0.0))


def water_material():
    """The Gulf: turquoise over the lagoon's sandy shallows, deepening to blue past the crescent."""
    mat = kit.sea("sea", color=(0.01, 0.1, 0.16))
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Roughness"].default_value = 0.12
    pos = nt.nodes.new("ShaderNodeNewGeometry")
    centre = nt.nodes.new("ShaderNodeVectorMath")
    centre.operation = "DISTANCE"
    centre.inputs[1].default_value = (plan.CRESCENT["cx"], plan.CRESCENT["cy"], 0.0)
    nt.links.new(pos.outputs["Position"], centre.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    stops = ((0.0, (0.015, 0.17, 0.17)), (0.4, (0.012, 0.14, 0.16)), (0.52, (0.006, 0.06, 0.11)), (1.0, (0.003, 0.03, 0.075)))
    ramp.color_ramp.elements[0].position, ramp.color_ramp.elements[0].color = stops[0][0], (*stops[0][1], 1)
    ramp.color_ramp.elements[1].position, ramp.color_ramp.elements[1].color = stops[-1][0], (*stops[-1][1], 1)
    for pos_, color in stops[1:-1]:
        ramp.color_ramp.elements.new(pos_).color = (*color, 1)
    scale = nt.nodes.new("ShaderNodeMath")
    scale.operation = "DIVIDE"
    scale.inputs[1].default_value = 6500.0
    nt.links.new(centre.outputs["Value"], scale.inputs[0])
    nt.links.new(scale.outputs["Value"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    return hazy(mat)


def shallows_material():
    """The pale aqua of the sand shelving under the water along a beach, fading out to sea."""
    mat = kit.material("shallows", (0.16, 0.45, 0.42), roughness=0.15, specular=0.5)
    nt = mat.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    fade = nt.nodes.new("ShaderNodeAttribute")
    fade.attribute_name = "shallow"
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(fade.outputs["Fac"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(surface, mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return hazy(mat)


shallows = shallows_material()


def land(name, outline, mat, z=0.0, height=LIFT, fringe=45.0):
    """A piece of reclaimed land: its outline raised out of the water, and the shallows round it."""
    kit.prism(name, outline, height, (0, 0, z), mat)
    if not fringe:
        return
    n = len(outline)
    verts, weights = [], []
    for i in range(n):
        (x0, y0), (x1, y1), (x2, y2) = outline[i - 1], outline[i], outline[(i + 1) % n]
        tx, ty = x2 - x0, y2 - y0
        norm = math.hypot(tx, ty) or 1.0
        nx, ny = ty / norm, -tx / norm
        verts += [(x1, y1, 0.3), (x1 + nx * fringe, y1 + ny * fringe, 0.3)]
        weights += [0.85, 0.0]
    faces = [(2 * i, 2 * ((i + 1) % n), 2 * ((i + 1) % n) + 1, 2 * i + 1) for i in range(n)]
    obj = kit.mesh_object(name + "-shallows", verts, faces, (0, 0, 0), shallows, smooth=False)
    attr = obj.data.attributes.new("shallow", "FLOAT", "POINT")
    for k, w in enumerate(weights):
        attr.data[k].value = w


def local(x, y, angle, dx, dy):
    """A point `dx` along and `dy` across a villa's plot turned by `angle`."""
    c, s = math.cos(angle), math.sin(angle)
    return (x + dx * c - dy * s, y + dx * s + dy * c)


# The fronds: sand with beaches, a garden strip, the road, and the villas.
houses, terraces, pools, canopy = [[] for _ in walls], [], [], []
for side in (1, -1):
    for k in range(plan.FRONDS_PER_SIDE):
        line = plan.frond_line(side, k)
        name = f"frond{side}-{k}"
        land(name, plan.ribbon(line, plan.LAND / 2), sand)
        kit.prism(name + "-garden", plan.ribbon(line, plan.LAND / 2 - plan.BEACH), 0.1, (0, 0, LIFT), garden, caps=True)
        kit.prism(name + "-road", plan.ribbon(line, 3.5), 0.1, (0, 0, LIFT + 0.05), road)
        for x, y, a in plan.villas(line):
            w = random.uniform(13, 17)
            houses[random.randrange(len(walls))].append(((w, 11, 7.0), (*local(x, y, a, 0, -3.5), LIFT), a))
            terraces.append(((w * 0.55, 8, 3.2), (*local(x, y, a, random.choice((-1, 1)) * w * 0.2, -4.5), LIFT + 7.0), a))
            pools.append(((w * 0.55, 3.6, 0.2), (*local(x, y, a, random.uniform(-2, 2), 7.0), LIFT), a))
            for t in range(2):
                r = random.uniform(3, 5)
                canopy.append(((r, r, r), (*local(x, y, a, random.choice((-1, 1)) * w * 0.45, random.uniform(2, 10)), LIFT), a + random.random()))
for i, boxes in enumerate(houses):
    kit.blocks(f"villas{i}", boxes, walls[i])
kit.blocks("terraces", terraces, roof)
kit.blocks("pools", pools, pool)
kit.blocks("trees", canopy, trees)

# The trunk: an avenue down its middle, mid-rise apartment blocks in rows along both shores, and a
# few towers, the tallest by the trunk's head.
land("trunk", plan.trunk_outline(), sand)
kit.prism("trunk-garden", plan.trunk_outline(inset=14.0), 0.1, (0, 0, LIFT), garden)
kit.blocks("avenue", [((36, plan.TRUNK["end"] - plan.TRUNK["start"], 0.2), (0, (plan.TRUNK["start"] + plan.TRUNK["end"]) / 2, LIFT + 0.1), 0.0)], road)
apartments = []
for side in (1, -1):
    for j in range(19):
        y = 40 + j * 105 + random.uniform(-6, 6)
        apartments.append(((70, 46, random.uniform(28, 44)), (side * 88, y, LIFT), 0.0))
kit.blocks("apartments", apartments, tower_stone)
for i, (x, y, w, h) in enumerate(((0, 1950, 46, 210), (-40, 150, 40, 150), (50, 260, 36, 120), (0, 2120, 60, 60))):
    kit.prism(f"tower{i}", kit.rounded(w, w * 0.8, 8.0), h, (x, y, LIFT), tower_glass)

# The crescent: a rock breakwater outside, a beach inside, a string of resorts, and at its head the
# pink resort with its great arch facing down the trunk.
land("crescent", plan.crescent_outline(), sand)
kit.prism("breakwater", plan.crescent_outline(inset=0.0)[: 161] + [plan.crescent_point(1 - i / 160, plan.CRESCENT["width"] / 2 - 30)[0] for i in range(161)], 0.6, (0, 0, LIFT), rocks)
resorts = []
for i in range(46):
    t = 0.02 + i * 0.0213
    if abs(t - 0.5) < 0.04:
        continue
    (x, y), a = plan.crescent_point(t, -10.0)
    resorts.append(((random.uniform(60, 110), 40, random.uniform(14, 30)), (x, y, LIFT), a))
kit.blocks("resorts", resorts, walls[1])
(hx, hy), ha = plan.crescent_point(0.5, -20.0)
for s in (-1, 1):
    wx, wy = hx + s * 95 * math.cos(ha), hy + s * 95 * math.sin(ha)
    kit.blocks(f"resort-wing{s}", [((120, 36, 70), (wx, wy, LIFT), ha + s * math.radians(8))], pink)
    tx, ty = hx + s * 26 * math.cos(ha), hy + s * 26 * math.sin(ha)
    kit.blocks(f"resort-tower{s}", [((22, 30, 92), (tx, ty, LIFT), ha)], pink)
kit.blocks("resort-arch", [((74, 30, 14), (hx, hy, LIFT + 78), ha)], pink)

# The mainland behind the shore: a beach, then the low city.
land("mainland", [(-9000, -9000), (9000, -9000), (9000, plan.TRUNK["start"]), (-9000, plan.TRUNK["start"])], sand, height=LIFT, fringe=0)
kit.plane("city", (18000, 8800), (0, plan.TRUNK["start"] - 4500, LIFT + 0.05), city)
low_city = []
for i in range(700):
    x, y = random.uniform(-6000, 6000), random.uniform(-4000, plan.TRUNK["start"] - 140)
    low_city.append(((random.uniform(20, 70), random.uniform(20, 70), random.uniform(6, 30)), (x, y, LIFT), 0.0))
kit.blocks("city-blocks", low_city, walls[2])

# The open Gulf, turquoise in the lagoon and blue beyond, to the horizon.
# Wide enough to meet the sky at the true horizon from the camera's height.
kit.plane("sea", (2000000, 1000000), (0, 498000, 0.0), water_material())

scene.view_settings.exposure += opts.get("exposure", 0.0)
eye = opts.get("eye", (350.0, -1100.0, 1150.0))
cam = kit.camera(scene, eye, (eye[0] - 300, 2200, eye[2]), lens=opts.get("lens", 28), shift_y=opts.get("shift", 0.12), tilt=opts.get("tilt", -29.5), width=opts.get("width", 1920), height=opts.get("height", 1200))
cam.data.clip_end = 2000000.0
scene.cycles.samples = opts.get("samples", 64)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
