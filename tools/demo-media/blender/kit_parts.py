"""
The shared objects of the demo's renderings: boxes and planes, extruded outlines and stacked
storeys, many boxes or round shafts built as one mesh (a facade's mouldings, railings, columns),
the outdoor parts (shrubs, cypresses, sun loungers, parasols, date palms, street trees, street lamps) and
villas seen from afar. Part of the kit (kit.py).
"""
import math
import random

import bpy
from mathutils import Vector


def box(name, size, location, mat, bevel=0.0):
    """A cuboid of `size` (x, y, z) whose base centre is at `location`."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(location[0], location[1], location[2] + size[2] / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 2
        mod.limit_method = "ANGLE"
    obj.data.materials.append(mat)
    return obj


def plane(name, size, location, mat, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (size[0], size[1], 1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.data.materials.append(mat)
    return obj


def rounded(w, d, r, segments=6):
    """The outline of a rounded rectangle, counter-clockwise, centred on the origin."""
    pts = []
    for cx, cy, start in ((w / 2 - r, d / 2 - r, 0), (-w / 2 + r, d / 2 - r, 90), (-w / 2 + r, -d / 2 + r, 180), (w / 2 - r, -d / 2 + r, 270)):
        for i in range(segments + 1):
            a = math.radians(start + 90 * i / segments)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def prism(name, outline, height, location, mat, caps=True):
    """An outline extruded upwards by `height`, its origin at the base (so Object coordinates run
    from the foot), smooth where the outline curves."""
    n = len(outline)
    verts = [(x, y, 0.0) for x, y in outline] + [(x, y, height) for x, y in outline]
    faces = [(i, (i + 1) % n, n + (i + 1) % n, n + i) for i in range(n)]
    if caps:
        faces += [tuple(range(n - 1, -1, -1)), tuple(range(n, 2 * n))]
    return mesh_object(name, verts, faces, location, mat)


def mesh_object(name, verts, faces, location, mat, smooth=True):
    """An object of the scene made of `verts` and `faces`, at `location`, in `mat`; `smooth`: smooth
    across the gentle angles of a curved outline, sharp at its corners and caps (else flat)."""
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    if smooth:
        for poly in mesh.polygons:
            poly.use_smooth = True
        mesh.use_auto_smooth = True
        mesh.auto_smooth_angle = math.radians(35)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.data.materials.append(mat)
    return obj


def blocks(name, boxes, mat):
    """Many cuboids as one mesh, built without operators (which slow down as a scene fills):
    each box a `size` (x, y, z) whose base centre is at `location`, turned by `angle` about it."""
    verts, faces = [], []
    for (sx, sy, sz), (x, y, z), angle in boxes:
        c, s = math.cos(angle), math.sin(angle)
        n = len(verts)
        for dz in (0.0, sz):
            for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
                px, py = dx * sx / 2, dy * sy / 2
                verts.append((x + px * c - py * s, y + px * s + py * c, z + dz))
        faces += [(n + 3, n + 2, n + 1, n), (n + 4, n + 5, n + 6, n + 7)]
        faces += [(n + i, n + (i + 1) % 4, n + 4 + (i + 1) % 4, n + 4 + i) for i in range(4)]
    return mesh_object(name, verts, faces, (0, 0, 0), mat, smooth=False)


def repeat(obj, count, step):
    """Stacks copies of an object `step` metres apart upwards (one mesh, one object)."""
    mod = obj.modifiers.new("storeys", "ARRAY")
    mod.count = count
    mod.use_relative_offset = False
    mod.use_constant_offset = True
    mod.constant_offset_displace = (0, 0, step)
    return obj


def shrub(name, location, radius, mat, squash=0.8):
    """A clipped round shrub: a displaced sphere."""
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=radius, location=(location[0], location[1], location[2] + radius * squash))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (1, 1, squash)
    tex = bpy.data.textures.new(name + "-leaves", "CLOUDS")
    tex.noise_scale = radius * 0.25
    disp = obj.modifiers.new("leaves", "DISPLACE")
    disp.texture = tex
    disp.strength = radius * 0.18
    bpy.ops.object.shade_smooth()
    obj.data.materials.append(mat)
    return obj


def cypress(name, location, height, mat, radius=None):
    """An Italian cypress: a dense, narrow flame of foliage from near the ground to a pointed tip,
    its surface broken into tufts (a lathed outline under a displacement)."""
    x0, y0, z0 = location
    r = radius or height * 0.085
    rings, sides = 28, 14
    verts = [(x0, y0, z0 + 0.25)]
    for i in range(1, rings):
        t = i / rings
        # Widest a quarter of the way up, tapering to the tip; a little fuller at the foot.
        width = r * min(1.0, 0.62 + 1.6 * t) * (1 - t) ** 0.75
        for k in range(sides):
            a = 2 * math.pi * k / sides
            verts.append((x0 + width * math.cos(a), y0 + width * math.sin(a), z0 + 0.25 + t * (height - 0.25)))
    verts.append((x0, y0, z0 + height))
    faces = [(0, 1 + (k + 1) % sides, 1 + k) for k in range(sides)]
    for i in range(rings - 2):
        a, b = 1 + i * sides, 1 + (i + 1) * sides
        faces += [(a + k, a + (k + 1) % sides, b + (k + 1) % sides, b + k) for k in range(sides)]
    top, last = len(verts) - 1, 1 + (rings - 2) * sides
    faces += [(last + k, last + (k + 1) % sides, top) for k in range(sides)]
    obj = mesh_object(name, verts, faces, (0, 0, 0), mat)
    sub = obj.modifiers.new("smooth", "SUBSURF")
    sub.levels = sub.render_levels = 2
    tex = bpy.data.textures.new(name + "-tufts", "CLOUDS")
    tex.noise_scale = r * 0.35
    disp = obj.modifiers.new("tufts", "DISPLACE")
    disp.texture = tex
    disp.texture_coords = "GLOBAL"
    disp.strength = r * 0.45
    disp.mid_level = 0.55
    box(name + "-trunk", (0.16, 0.16, 0.4), (x0, y0, z0), mat)
    return obj


def group(name, parts, location, turn=0.0):
    """Parts built about the origin, placed together at `location` and turned by `turn` about the
    vertical, under an empty named `name` (returned)."""
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = (0, 0, turn)
    for p in parts:
        p.parent = empty
    return empty


def lounger(name, location, frame_mat, pad_mat, turn=0.0):
    """A sun lounger: a timber base, a cushioned pad and a raised backrest towards +Y, its base
    centre at `location`, turned by `turn` about it."""
    parts = [
        box(name + "-base", (0.75, 2.0, 0.32), (0, 0, 0), frame_mat, bevel=0.03),
        box(name + "-pad", (0.68, 1.45, 0.1), (0, -0.25, 0.32), pad_mat, bevel=0.04),
        box(name + "-back", (0.68, 0.75, 0.1), (0, 0.95, 0.45), pad_mat, bevel=0.04),
    ]
    parts[2].rotation_euler = (math.radians(-40), 0, 0)
    return group(name, parts, location, turn)


def parasol(name, location, canvas_mat, pole_mat, base_mat, radius=1.5):
    """A square-ish market parasol: a shallow canvas canopy on a slim dark pole, its weighted base
    centred at `location`."""
    x, y, z = location
    box(name + "-pole", (0.05, 0.05, 2.45), (x, y, z), pole_mat)
    box(name + "-base", (0.45, 0.45, 0.08), (x, y, z), base_mat, bevel=0.02)
    bpy.ops.mesh.primitive_cone_add(vertices=8, radius1=radius, radius2=0.06, depth=0.42, location=(x, y, z + 2.5))
    canopy = bpy.context.active_object
    canopy.name = name
    canopy.rotation_euler = (0, 0, math.pi / 8)
    canopy.data.materials.append(canvas_mat)
    bpy.ops.object.shade_smooth()
    return canopy


def palm(name, location, height, lean, trunk_mat, frond_mat, fronds=14):
    """A date palm: a gently curved ringed trunk and a crown of arching, drooping fronds."""
    x0, y0, z0 = location
    segments = 10
    lean_dir = Vector((math.cos(lean[1]), math.sin(lean[1]), 0))
    points = []
    for i in range(segments + 1):
        t = i / segments
        offset = lean_dir * (math.sin(t * math.pi / 2) * lean[0] * height)
        points.append(Vector((x0, y0, z0)) + offset + Vector((0, 0, t * height)))
    curve = bpy.data.curves.new(name + "-trunk", "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = 0.17 * height / 9
    curve.bevel_resolution = 4
    spline = curve.splines.new("POLY")
    spline.points.add(len(points) - 1)
    for p, v in zip(spline.points, points):
        p.co = (*v, 1)
    # Thicker at the foot.
    for i, p in enumerate(spline.points):
        p.radius = 1.25 - 0.45 * (i / segments)
    trunk = bpy.data.objects.new(name + "-trunk", curve)
    bpy.context.scene.collection.objects.link(trunk)
    curve.materials.append(trunk_mat)
    top = points[-1]
    for f in range(fronds):
        angle = (f / fronds) * 2 * math.pi + random.uniform(-0.2, 0.2)
        rise = random.uniform(-0.55, 0.35)
        length = height * random.uniform(0.32, 0.44)
        frond(f"{name}-frond{f}", top, angle, rise, length, frond_mat)
    return trunk


def frond(name, origin, angle, rise, length, mat):
    """One frond: a spine arching out and down, with leaflets on both sides as a thin ribbon mesh."""
    steps = 14
    verts, faces = [], []
    direction = Vector((math.cos(angle), math.sin(angle), 0))
    side = Vector((-math.sin(angle), math.cos(angle), 0))
    for i in range(steps + 1):
        t = i / steps
        along = direction * (t * length)
        up = Vector((0, 0, length * (rise * t - 0.9 * t * t)))
        spine = origin + along + up
        half = length * 0.12 * math.sin(math.pi * min(1.0, t * 1.15)) + 0.02
        droop = Vector((0, 0, -half * 0.55))
        verts += [spine + side * half + droop, spine, spine - side * half + droop]
        if i:
            a = (i - 1) * 3
            b = i * 3
            faces += [(a, a + 1, b + 1, b), (a + 1, a + 2, b + 2, b + 1)]
    return mesh_object(name, verts, faces, (0, 0, 0), mat, smooth=False)


def frond_material():
    """Palm leaflets: the frond's ribbon cut into many narrow leaves by a stripe mask."""
    mat = bpy.data.materials.new("frond")
    mat.use_nodes = True
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (0.09, 0.16, 0.05, 1)
    p.inputs["Roughness"].default_value = 0.55
    coord = nt.nodes.new("ShaderNodeTexCoord")
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.inputs["Scale"].default_value = 9.0
    wave.inputs["Distortion"].default_value = 1.5
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    ramp.color_ramp.elements[0].position = 0.0
    ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    ramp.color_ramp.elements[1].position = 0.45
    ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    nt.links.new(coord.outputs["Object"], wave.inputs["Vector"])
    nt.links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Alpha"])
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (0.18, 0.28, 0.06, 1)
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.25
    out = nt.nodes["Material Output"]
    nt.links.new(p.outputs["BSDF"], mix.inputs[1])
    nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
    # Holes where the stripe mask is dark.
    holdout = nt.nodes.new("ShaderNodeBsdfTransparent")
    cut = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(ramp.outputs["Color"], cut.inputs["Fac"])
    nt.links.new(holdout.outputs["BSDF"], cut.inputs[1])
    nt.links.new(mix.outputs["Shader"], cut.inputs[2])
    nt.links.new(cut.outputs["Shader"], out.inputs["Surface"])
    return mat


def cylinders(name, items, mat, sides=16):
    """Many upright round shafts as one mesh (columns, posts, chimneys): each item a foot radius,
    a top radius, a height and the centre of its foot; smooth round, sharp at the caps."""
    verts, faces = [], []
    for r0, r1, h, (x, y, z) in items:
        n = len(verts)
        for r, dz in ((r0, 0.0), (r1, h)):
            verts += [(x + r * math.cos(2 * math.pi * i / sides), y + r * math.sin(2 * math.pi * i / sides), z + dz) for i in range(sides)]
        faces += [(n + i, n + (i + 1) % sides, n + sides + (i + 1) % sides, n + sides + i) for i in range(sides)]
        faces += [tuple(range(n + sides - 1, n - 1, -1)), tuple(range(n + sides, n + 2 * sides))]
    return mesh_object(name, verts, faces, (0, 0, 0), mat)


def leaves_material(name="leaves", color=(0.05, 0.1, 0.03), light=(0.12, 0.19, 0.05)):
    """A broadleaf tree's foliage seen from the street: clumps of leaves mottled light and dark,
    lit through where the sun is behind them."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Roughness"].default_value = 0.6
    p.inputs["Subsurface"].default_value = 0.0
    noise = nt.nodes.new("ShaderNodeTexVoronoi")
    noise.inputs["Scale"].default_value = 9.0
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*light, 1)
    ramp.color_ramp.elements[1].color = (*color, 1)
    nt.links.new(noise.outputs["Distance"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.8
    nt.links.new(noise.outputs["Distance"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (*light, 1)
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.2
    out = nt.nodes["Material Output"]
    nt.links.new(p.outputs["BSDF"], mix.inputs[1])
    nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


def tree(name, location, height, bark_mat, leaf_mat, spread=0.45, clumps=40):
    """A broadleaf street tree (a London plane): a straight trunk forking into a few limbs under a
    broad, uneven crown of leaf clumps; `spread`: the crown's width over the tree's height."""
    x0, y0, z0 = location
    fork = height * 0.35
    radius = height * spread / 2
    centre = Vector((x0, y0, z0 + height * 0.62))
    limbs = [[Vector((x0, y0, z0)), Vector((x0, y0, z0 + fork))]]
    for k in range(4):
        a = k * math.pi / 2 + random.uniform(-0.4, 0.4)
        out = Vector((math.cos(a), math.sin(a), 0))
        limbs.append([Vector((x0, y0, z0 + fork)), Vector((x0, y0, z0 + fork)) + out * radius * 0.35 + Vector((0, 0, height * 0.22)), centre + out * radius * 0.6 + Vector((0, 0, height * 0.12))])
    curve = bpy.data.curves.new(name + "-limbs", "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = height * 0.018
    curve.bevel_resolution = 3
    for j, pts in enumerate(limbs):
        spline = curve.splines.new("POLY")
        spline.points.add(len(pts) - 1)
        for i, (pt, v) in enumerate(zip(spline.points, pts)):
            pt.co = (*v, 1)
            pt.radius = (1.0 if j == 0 else 0.6) * (1.0 - 0.55 * i / len(pts))
    limbs_obj = bpy.data.objects.new(name + "-limbs", curve)
    bpy.context.scene.collection.objects.link(limbs_obj)
    curve.materials.append(bark_mat)
    # The crown: clumps of leaves over an ellipsoid, flatter underneath, each a displaced sphere.
    for i in range(clumps):
        u, v = random.uniform(0, 2 * math.pi), random.uniform(-0.35, 1.0)
        r = radius * random.uniform(0.55, 0.95)
        spot = centre + Vector((math.cos(u) * math.sqrt(1 - v * v) * r, math.sin(u) * math.sqrt(1 - v * v) * r, v * height * 0.3))
        size = radius * random.uniform(0.26, 0.4)
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=size, location=spot)
        obj = bpy.context.active_object
        obj.name = f"{name}-clump{i}"
        obj.scale = (1, 1, 0.8)
        tex = bpy.data.textures.new(f"{name}-clump{i}", "CLOUDS")
        tex.noise_scale = size * 0.18
        tex.noise_depth = 3
        disp = obj.modifiers.new("leaves", "DISPLACE")
        disp.texture = tex
        disp.strength = size * 0.6
        disp.mid_level = 0.5
        bpy.ops.object.shade_smooth()
        obj.data.materials.append(leaf_mat)
    return limbs_obj


def street_lamp(name, location, post_mat, lantern_mat, energy=0.0, height=3.9):
    """A London street lamp: a fluted black post on a plinth carrying a lantern of four glazed
    sides under a cap; `energy` (watts): its light, lit in the evening (0: not lit)."""
    x, y, z = location
    cylinders(name + "-post", [(0.16, 0.16, 0.7, (x, y, z)), (0.08, 0.06, height - 0.7, (x, y, z + 0.7)), (0.12, 0.12, 0.08, (x, y, z + height - 0.08))], post_mat, sides=12)
    blocks(name + "-lantern", [((0.34, 0.34, 0.55), (x, y, z + height), 0.0)], lantern_mat)
    blocks(name + "-frame", [((0.38, 0.38, 0.04), (x, y, z + height), 0.0), ((0.44, 0.44, 0.05), (x, y, z + height + 0.55), 0.0)] + [((0.03, 0.03, 0.55), (x + dx * 0.18, y + dy * 0.18, z + height), 0.0) for dx in (-1, 1) for dy in (-1, 1)], post_mat)
    bpy.ops.mesh.primitive_cone_add(vertices=4, radius1=0.33, radius2=0.04, depth=0.28, location=(x, y, z + height + 0.74), rotation=(0, 0, math.pi / 4))
    cap = bpy.context.active_object
    cap.name = name + "-cap"
    cap.data.materials.append(post_mat)
    if energy:
        from kit_scene import point

        point(name + "-light", (x, y, z + height + 0.28), energy, (1.0, 0.72, 0.42), 0.12)
    return cap


class Parts:
    """Boxes and round shafts gathered by material, built as one object each at the end."""

    def __init__(self):
        self.boxes = {}
        self.shafts = {}
        self.mats = {}

    def box(self, mat, size, location):
        self.mats[mat.name] = mat
        self.boxes.setdefault(mat.name, []).append((size, location, 0.0))

    def front(self, mat, x0, x1, z0, z1, proud, y=0.0):
        """A box on the front from x0 to x1 and z0 to z1, standing `proud` metres out of it."""
        self.box(mat, (x1 - x0, proud, z1 - z0), ((x0 + x1) / 2, y - proud / 2, z0))

    def shaft(self, mat, r0, r1, h, location):
        self.mats[mat.name] = mat
        self.shafts.setdefault(mat.name, []).append((r0, r1, h, location))

    def build(self, name):
        for key, items in self.boxes.items():
            blocks(f"{name}-{key}", items, self.mats[key])
        for key, items in self.shafts.items():
            cylinders(f"{name}-{key}-shafts", items, self.mats[key])


def villa_block(name, location, width, depth, mats, side=1, turn=0.0, pavilion=False):
    """A contemporary villa as seen from across a golf course or from the air: a glazed ground
    floor under an overhanging white slab, an upper storey set back to one side (`side` +1 or -1)
    over a terrace, a stone end wall, on a low paved plinth. Its front faces -Y before `turn`; its
    base centre is at `location`. `mats`: "wall", "glass", "stone" and "paving" materials."""
    w, d = width, depth
    parts = [
        box(name + "-plinth", (w + 4.0, d + 5.0, 0.6), (0, -1.5, -0.4), mats["paving"]),
        box(name + "-ground", (w * 0.92, d, 3.4), (0, 0, 0.2), mats["wall"]),
        box(name + "-ground-glass", (w * 0.62, 0.06, 3.0), (-side * w * 0.1, -d / 2 - 0.03, 0.2), mats["glass"]),
        box(name + "-end", (w * 0.22, d + 0.6, 3.7), (side * w * 0.37, 0, 0.2), mats["stone"]),
        box(name + "-slab", (w + 1.4, d + 1.6, 0.4), (0, -0.5, 3.6), mats["wall"], bevel=0.02),
        box(name + "-upper", (w * 0.58, d * 0.8, 3.1), (side * w * 0.17, d * 0.1, 4.0), mats["wall"]),
        box(name + "-upper-glass", (w * 0.5, 0.06, 2.7), (side * w * 0.17, d * 0.1 - d * 0.4 - 0.03, 4.1), mats["glass"]),
        box(name + "-roof", (w * 0.58 + 1.4, d * 0.8 + 1.4, 0.35), (side * w * 0.17, d * 0.1 - 0.3, 7.1), mats["wall"], bevel=0.02),
    ]
    # Slim mullions across the glass, so the fronts read as glazed bays from afar.
    for i in range(int(w * 0.62 // 2.4) + 1):
        x = -side * w * 0.1 - w * 0.31 + i * 2.4
        parts.append(box(f"{name}-mullion{i}", (0.12, 0.12, 3.0), (x, -d / 2 - 0.06, 0.2), mats["wall"]))
    if pavilion:
        parts.append(box(name + "-pavilion", (w * 0.25, d * 0.4, 2.6), (-side * w * 0.1, d * 0.1, 7.45), mats["wall"]))
    return group(name, parts, location, turn)
