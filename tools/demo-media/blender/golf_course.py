"""
The ground of the golf scene (golf.py): the course's gentle undulations, the lake's basin, the
raised green and its bunkers as height fields, the turf laid over them as one mesh, and the turf's
material: the rough, the fairway's mown stripes, the green's finer stripes and the bunkers' sand.

The play runs along +Y from the camera; the lake lies to the left, the green to the right, and the
ground levels out at FLAT_FROM where the villas' gardens begin. Each vertex carries, in a colour
attribute "zone", how far it is inside the fairway (red), the green (green) and a bunker (blue),
so the material draws their edges as smooth curves between the vertices.
"""
import math

import bpy

import kit

WATER = -0.35
LAKE = dict(cx=-26.0, cy=52.0, rx=34.0, ry=16.0)
GREEN = dict(cx=28.0, cy=47.0, rx=11.0, ry=8.5)
BUNKERS = ((40.0, 41.0, 4.5, 2.6), (17.0, 40.0, 3.2, 2.0))
FAIRWAY = ((-12.0, -15.0), (20.0, 42.0), 11.0)
FLAT_FROM = 80.0
PIN = (26.5, 48.0)


def smoothstep(a, b, x):
    t = min(1.0, max(0.0, (x - a) / (b - a)))
    return t * t * (3 - 2 * t)


def lake_radius(x, y):
    """The lake's normalised radius: below 1 the water, its shore wobbling a little."""
    dx, dy = (x - LAKE["cx"]) / LAKE["rx"], (y - LAKE["cy"]) / LAKE["ry"]
    a = math.atan2(dy, dx)
    return math.hypot(dx, dy) / (1 + 0.07 * math.sin(3 * a + 0.4) + 0.04 * math.sin(5 * a + 1.3))


def lake_outline(radius=1.22, points=96):
    """The lake's water surface: its outline at a normalised `radius` (past the shore, under the
    banks), as a polygon."""
    out = []
    for k in range(points):
        a = 2 * math.pi * k / points
        wobble = 1 + 0.07 * math.sin(3 * a + 0.4) + 0.04 * math.sin(5 * a + 1.3)
        out.append((LAKE["cx"] + radius * wobble * LAKE["rx"] * math.cos(a), LAKE["cy"] + radius * wobble * LAKE["ry"] * math.sin(a)))
    return out


def ellipse(x, y, cx, cy, rx, ry):
    """An approximate signed distance (metres) to an ellipse, negative inside."""
    r = math.hypot((x - cx) / rx, (y - cy) / ry)
    return (r - 1) * min(rx, ry)


def fairway_distance(x, y):
    """Signed distance to the fairway: a band along its centre line, ending rounded by the green."""
    (ax, ay), (bx, by), half = FAIRWAY
    vx, vy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)))
    d = math.hypot(x - ax - t * vx, y - ay - t * vy)
    return d - half * (1 + 0.12 * math.sin(y / 9.0))


def height(x, y):
    """The turf's height at (x, y)."""
    roll = 0.8 * math.sin(x / 19 + 0.5) * math.sin(y / 14 + 1.0) + 0.5 * math.sin((x - y) / 27) + 0.25 * math.cos((x + 2 * y) / 11)
    L = lake_radius(x, y)
    z = roll * (1 - smoothstep(FLAT_FROM - 14, FLAT_FROM, y)) * smoothstep(1.2, 2.0, L)
    # The green sits a little raised; the bunkers are scooped into its shoulders.
    z += 0.45 * (1 - smoothstep(-1.0, 4.0, ellipse(x, y, **GREEN)))
    for bx, by, rx, ry in BUNKERS:
        z -= 0.45 * (1 - smoothstep(-1.5, 0.6, ellipse(x, y, bx, by, rx, ry)))
    # The lake's banks fall to its bed below the water line.
    if L < 1.35:
        z = -1.8 + (z + 1.8) * smoothstep(0.85, 1.35, L)
    return z


def zones(x, y):
    """How far (x, y) is inside the fairway, the green and a bunker, as 0..1 around 0.5 at the
    edge (a metre of signed distance per 0.125)."""
    def inside(d):
        return min(1.0, max(0.0, 0.5 - d / 8))
    bunker = min(ellipse(x, y, bx, by, rx, ry) for bx, by, rx, ry in BUNKERS)
    return inside(fairway_distance(x, y)), inside(ellipse(x, y, **GREEN)), inside(bunker)


def turf_mesh(name, x0, x1, y0, y1, step, mat):
    """The course as one mesh of `step`-metre squares, each vertex at the turf's height and with
    its zones."""
    nx, ny = int((x1 - x0) / step), int((y1 - y0) / step)
    verts = []
    for j in range(ny + 1):
        for i in range(nx + 1):
            x, y = x0 + i * step, y0 + j * step
            verts.append((x, y, height(x, y)))
    faces = []
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            faces.append((a, a + 1, a + nx + 2, a + nx + 1))
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    attr = mesh.attributes.new("zone", "FLOAT_COLOR", "POINT")
    for k, (x, y, _) in enumerate(verts):
        attr.data[k].color = (*zones(x, y), 1.0)
    for poly in mesh.polygons:
        poly.use_smooth = True
    mesh.update()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(mat)
    return obj


def stripes(nt, coord, width, angle, light, dark):
    """Mown stripes: bands `width` metres wide at `angle` (radians) across the Object space, the
    mower's light and dark passes."""
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Rotation"].default_value = (0, 0, angle)
    nt.links.new(coord.outputs["Object"], mapping.inputs["Vector"])
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "X"
    wave.wave_profile = "SIN"
    # Blender's bands repeat every 2π / (20 × scale) units.
    wave.inputs["Scale"].default_value = math.pi / (20 * width)
    wave.inputs["Distortion"].default_value = 0.0
    nt.links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.47
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].position = 0.53
    ramp.color_ramp.elements[1].color = (*light, 1)
    nt.links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def edge(nt, channel, softness):
    """A zone's edge as a 0..1 mask, `softness` metres wide."""
    r = nt.nodes.new("ShaderNodeMapRange")
    r.inputs["From Min"].default_value = 0.5 - softness / 16
    r.inputs["From Max"].default_value = 0.5 + softness / 16
    nt.links.new(channel, r.inputs["Value"])
    return r.outputs["Result"]


def mix(nt, fac, a, b):
    m = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(fac, m.inputs["Fac"])
    for socket, value in ((m.inputs["Color1"], a), (m.inputs["Color2"], b)):
        if isinstance(value, tuple):
            socket.default_value = (*value, 1)
        else:
            nt.links.new(value, socket)
    return m.outputs["Color"]


def turf_material():
    """The turf: the rough's longer, patchy grass, the fairway's broad stripes, the green's fine
    stripes and the bunkers' pale sand, chosen by the mesh's zones."""
    mat = kit.material("turf", (0.1, 0.2, 0.04), roughness=0.85, specular=0.35)
    nt = mat.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Sheen"].default_value = 0.5
    coord = nt.nodes.new("ShaderNodeTexCoord")
    zone = nt.nodes.new("ShaderNodeAttribute")
    zone.attribute_name = "zone"
    sep = nt.nodes.new("ShaderNodeSeparateColor")
    nt.links.new(zone.outputs["Color"], sep.inputs["Color"])
    # The rough: patchy tones at a few metres.
    patches = nt.nodes.new("ShaderNodeTexNoise")
    patches.inputs["Scale"].default_value = 0.12
    patches.inputs["Detail"].default_value = 6
    nt.links.new(coord.outputs["Object"], patches.inputs["Vector"])
    rough_ramp = nt.nodes.new("ShaderNodeValToRGB")
    rough_ramp.color_ramp.elements[0].color = (0.045, 0.1, 0.02, 1)
    rough_ramp.color_ramp.elements[1].color = (0.075, 0.14, 0.03, 1)
    nt.links.new(patches.outputs["Fac"], rough_ramp.inputs["Fac"])
    fairway = stripes(nt, coord, 5.0, math.radians(35), (0.13, 0.28, 0.045), (0.085, 0.2, 0.032))
    green = stripes(nt, coord, 2.2, math.radians(20), (0.14, 0.33, 0.06), (0.1, 0.25, 0.045))
    color = mix(nt, edge(nt, sep.outputs["Red"], 1.2), rough_ramp.outputs["Color"], fairway)
    color = mix(nt, edge(nt, sep.outputs["Green"], 0.3), color, green)
    color = mix(nt, edge(nt, sep.outputs["Blue"], 0.15), color, (0.78, 0.68, 0.5))
    nt.links.new(color, p.inputs["Base Color"])
    # Sand is a little rougher than grass and shows no sheen.
    sand = edge(nt, sep.outputs["Blue"], 0.15)
    rough = nt.nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = 0.85
    rough.inputs["To Max"].default_value = 0.95
    nt.links.new(sand, rough.inputs["Value"])
    nt.links.new(rough.outputs["Result"], p.inputs["Roughness"])
    # The blades' fine grain.
    blades = nt.nodes.new("ShaderNodeTexNoise")
    blades.inputs["Scale"].default_value = 60.0
    blades.inputs["Detail"].default_value = 2
    nt.links.new(coord.outputs["Object"], blades.inputs["Vector"])
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = 0.25
    b.inputs["Distance"].default_value = 0.02
    nt.links.new(blades.outputs["Fac"], b.inputs["Height"])
    nt.links.new(b.outputs["Normal"], p.inputs["Normal"])
    return mat
