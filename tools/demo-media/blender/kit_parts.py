"""
The shared objects of the demo's renderings: boxes and planes, extruded outlines and stacked
storeys, and the outdoor parts (shrubs, sun loungers, parasols, date palms). Part of the kit (kit.py).
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


def lounger(name, location, frame_mat, pad_mat, turn=0.0):
    """A sun lounger: a timber base, a cushioned pad and a raised backrest towards +Y, its base
    centre at `location`, turned by `turn` about it."""
    parts = [
        box(name + "-base", (0.75, 2.0, 0.32), (0, 0, 0), frame_mat, bevel=0.03),
        box(name + "-pad", (0.68, 1.45, 0.1), (0, -0.25, 0.32), pad_mat, bevel=0.04),
        box(name + "-back", (0.68, 0.75, 0.1), (0, 0.95, 0.45), pad_mat, bevel=0.04),
    ]
    parts[2].rotation_euler = (math.radians(-40), 0, 0)
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = (0, 0, turn)
    for p in parts:
        p.parent = empty
    return empty


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
