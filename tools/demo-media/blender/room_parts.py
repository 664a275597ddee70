"""
The building blocks of a room's objects, for interior.py: an empty that places and turns a group
of parts, smooth cylinders and upholstered blocks.
"""
import math

import bpy
import kit
from room_setup import scene


def parented(parent, objs):
    for o in objs:
        o.parent = parent
    return parent


def group(name, location, turn=0.0):
    """An empty that places and turns the parts built around the origin."""
    empty = bpy.data.objects.new(name, None)
    scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = (0, 0, turn)
    return empty


def cylinder(name, radius, depth, location, mat, vertices=48, bevel=0.0):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=(location[0], location[1], location[2] + depth / 2))
    obj = bpy.context.active_object
    obj.name = name
    bpy.ops.object.shade_smooth()
    obj.data.use_auto_smooth = True
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 3
        mod.limit_method = "ANGLE"
    obj.data.materials.append(mat)
    return obj


def soft(name, size, location, mat, radius=0.05):
    """An upholstered block: a box with well rounded edges."""
    obj = kit.box(name, size, location, mat)
    mod = obj.modifiers.new("bevel", "BEVEL")
    mod.width = radius
    mod.segments = 5
    mod.profile = 0.6
    mod.limit_method = "NONE"
    bpy.context.view_layer.objects.active = obj
    bpy.ops.object.shade_smooth()
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(60)
    return obj
