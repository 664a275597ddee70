"""
A field of sand dunes for the desert scene (desert.py), for Blender's Cycles: the height of the
sand anywhere (rows of transverse dunes, a long gentle windward slope up to a sharp crest and a
steep slip face beyond, their crests meandering and fading in and out), the terrain as one mesh
dense where the camera is near and sparse far off, and the sand's material (its colour wandering,
wind ripples on the gentle slopes, none on the slip faces, and a fine grain).
"""
import math
import random

import bpy
from mathutils import noise

import kit


class Dunes:
    """The dune field's shape: `wavelength` metres from crest to crest, crests `height` metres
    high at most, the wind blowing along `wind` (degrees from +Y towards +X: the slip faces look
    downwind)."""

    def __init__(self, wavelength=70.0, height=11.0, wind=20.0, windward=0.72):
        self.wavelength = wavelength
        self.height = height
        self.windward = windward
        a = math.radians(wind)
        self.along = (math.sin(a), math.cos(a))
        self.offset = (random.uniform(0, 500), random.uniform(0, 500))

    def _noise(self, x, y, size, octaves=1):
        p = (x / size + self.offset[0], y / size + self.offset[1], 0.0)
        if octaves == 1:
            return noise.noise(p)
        return noise.fractal(p, 1.0, 2.0, octaves)

    def height_at(self, x, y):
        """The sand's height (metres) at (x, y)."""
        wl = self.wavelength
        # The crests meander: the phase across the field is warped by a slow noise.
        phase = (x * self.along[0] + y * self.along[1]) / wl + 0.45 * self._noise(x, y, wl * 1.8, 2)
        u = phase - math.floor(phase)
        c = self.windward
        if u < c:
            shape = (u / c) ** 1.6  # the windward slope, steepening towards the crest
        else:
            shape = ((1 - u) / (1 - c)) ** 1.35  # the slip face
        # The crest's rounding: the last few centimetres of the sharp ridge softened.
        crest = 1.0 - 0.05 * math.exp(-(((u - c) * wl) ** 2) / 2.0)
        # Crests rise and fade along their length; the whole field swells and dips gently.
        amplitude = self.height * max(0.15, 0.7 + 0.55 * self._noise(x, y, wl * 2.6))
        swell = 6.0 * self._noise(x, y, wl * 9.0) + 0.25 * self._noise(x, y, 9.0)
        return amplitude * shape * crest + swell

    def terrain(self, mat, eye, far=7000.0, spread=0.85, rows=460, cols=560):
        """The dunes seen from `eye` (x, y) looking along +Y: rows spaced in a geometric series
        from the camera out to `far`, each as wide as the view (`spread`: the tangent of half the
        field of view, with a margin), so the mesh is about as fine in the picture near and far."""
        ex, ey = eye
        verts, faces = [], []
        for j in range(rows + 1):
            d = 0.5 * (far / 0.5) ** (j / rows)
            half = d * spread + 25.0
            y = ey + d
            for i in range(cols + 1):
                x = ex - half + 2 * half * i / cols
                verts.append((x, y, self.height_at(x, y)))
        for j in range(rows):
            for i in range(cols):
                a = j * (cols + 1) + i
                faces.append((a, a + 1, a + cols + 2, a + cols + 1))
        obj = kit.mesh_object("dunes", verts, faces, (0, 0, 0), mat)
        obj.data.auto_smooth_angle = math.radians(60)
        return obj


def sand(name, light, dark, wind=20.0, ripples=0.35):
    """Desert sand: its colour wandering between `light` and `dark` over metres, wind ripples a
    hand's breadth apart across the wind on the gentle slopes (none on the steep slip faces, where
    the sand slides), a fine grain, and the faint sparkle of quartz."""
    mat = kit.material(name, light, roughness=0.88, specular=0.35)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    # The colour: patches of paler and redder sand, metres across.
    patches = nt.nodes.new("ShaderNodeTexNoise")
    patches.inputs["Scale"].default_value = 0.05
    patches.inputs["Detail"].default_value = 6.0
    nt.links.new(coord.outputs["Object"], patches.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].position = 0.7
    ramp.color_ramp.elements[1].color = (*light, 1)
    nt.links.new(patches.outputs["Fac"], ramp.inputs["Fac"])
    # The ripples: bands across the wind, wavering, turned so they run along the crests.
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Rotation"].default_value = (0, 0, math.radians(wind - 90))
    nt.links.new(coord.outputs["Object"], mapping.inputs["Vector"])
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "X"
    wave.wave_profile = "SAW"
    wave.inputs["Scale"].default_value = 2.6
    wave.inputs["Distortion"].default_value = 5.0
    wave.inputs["Detail"].default_value = 3.0
    wave.inputs["Detail Scale"].default_value = 0.4
    nt.links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    # No ripples where the slope is steep (the slip faces).
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    up = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(geo.outputs["Normal"], up.inputs["Vector"])
    gentle = nt.nodes.new("ShaderNodeMapRange")
    gentle.inputs["From Min"].default_value = 0.86
    gentle.inputs["From Max"].default_value = 0.95
    gentle.inputs["To Max"].default_value = ripples
    nt.links.new(up.outputs["Z"], gentle.inputs["Value"])
    # Nor far off, where they are finer than a pixel and would only shimmer.
    cam = nt.nodes.new("ShaderNodeCameraData")
    near = nt.nodes.new("ShaderNodeMapRange")
    near.inputs["From Min"].default_value = 40.0
    near.inputs["From Max"].default_value = 140.0
    near.inputs["To Min"].default_value = 1.0
    near.inputs["To Max"].default_value = 0.0
    nt.links.new(cam.outputs["View Distance"], near.inputs["Value"])
    where = nt.nodes.new("ShaderNodeMath")
    where.operation = "MULTIPLY"
    nt.links.new(gentle.outputs["Result"], where.inputs[0])
    nt.links.new(near.outputs["Result"], where.inputs[1])
    rippled = nt.nodes.new("ShaderNodeMath")
    rippled.operation = "MULTIPLY"
    nt.links.new(wave.outputs["Fac"], rippled.inputs[0])
    nt.links.new(where.outputs["Value"], rippled.inputs[1])
    # The grain: a fine noise of a few millimetres, everywhere.
    grain = nt.nodes.new("ShaderNodeTexNoise")
    grain.inputs["Scale"].default_value = 300.0
    grain.inputs["Detail"].default_value = 2.0
    nt.links.new(coord.outputs["Object"], grain.inputs["Vector"])
    fine = nt.nodes.new("ShaderNodeMath")
    fine.operation = "MULTIPLY_ADD"
    fine.inputs[1].default_value = 0.08
    nt.links.new(grain.outputs["Fac"], fine.inputs[0])
    nt.links.new(rippled.outputs["Value"], fine.inputs[2])
    bump = nt.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 1.0
    bump.inputs["Distance"].default_value = 0.012
    nt.links.new(fine.outputs["Value"], bump.inputs["Height"])
    nt.links.new(bump.outputs["Normal"], p.inputs["Normal"])
    # The ripples' lee sides a shade darker, as the finer grains settle there.
    shade = nt.nodes.new("ShaderNodeMixRGB")
    shade.blend_type = "MULTIPLY"
    shade.inputs["Color2"].default_value = (0.9, 0.88, 0.86, 1)
    nt.links.new(rippled.outputs["Value"], shade.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], shade.inputs["Color1"])
    nt.links.new(shade.outputs["Color"], p.inputs["Base Color"])
    return mat
