"""
A Dubai beach club on the open sea, rendered with Cycles:
  blender -b --factory-startup --python beach.py -- <json options>
Pale sand in the foreground, rows of loungers under parasols facing the sea, palms at the club's
edges, and a calm turquoise sea with a line of gentle surf at the shore, running to the horizon.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees, in place of the
mood's own), skyline (true: a hazy city of towers and the observation wheel far across the water),
exposure (stops added to the mood's), seed, width, height, samples.

The sand is at z = 0 and the view runs along +Y towards the sea; the camera stands level on the
club's terrace behind the last row, looking down the rows to the water.
"""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy  # noqa: E402
import kit  # noqa: E402

opts = json.loads(sys.argv[sys.argv.index("--") + 1])
mood = opts.get("mood", "midday")
scene = kit.reset(opts.get("seed", "beach"))
m = kit.world(scene, mood, opts.get("sun"))

# Materials.
sand = kit.textured("sand", (0.86, 0.78, 0.64), (0.76, 0.67, 0.53), scale=40, roughness=0.95, bump=0.25, detail=12)
wet_sand = kit.textured("wet-sand", (0.55, 0.47, 0.36), (0.48, 0.41, 0.31), scale=30, roughness=0.25, bump=0.05)
foam = kit.textured("foam", (0.92, 0.94, 0.93), (0.7, 0.8, 0.8), scale=3, roughness=0.4, bump=0.1)
teak = kit.textured("teak", (0.3, 0.18, 0.09), (0.22, 0.13, 0.06), scale=50, roughness=0.45, bump=0.02)
cushion = kit.fabric("cushion", (0.92, 0.9, 0.85))
canvas = kit.fabric("canvas", (0.93, 0.9, 0.82), sheen=0.3)
pole = kit.material("pole", (0.2, 0.14, 0.09), roughness=0.5)
base = kit.textured("parasol-base", (0.7, 0.66, 0.6), (0.6, 0.56, 0.5), scale=6, roughness=0.7, bump=0.1)
trunk = kit.textured("palm-trunk", (0.22, 0.17, 0.12), (0.13, 0.1, 0.07), scale=60, roughness=0.9, bump=0.8)
fronds = kit.frond_material()
towel = kit.fabric("towel", (0.1, 0.22, 0.32))


def offshore(mat, shallow, deep, start, width):
    """The sea's colour deepening with the distance from the shore: `shallow` at y = `start`,
    `deep` from `width` metres further out."""
    nt = mat.node_tree
    pos = nt.nodes.new("ShaderNodeNewGeometry")
    xyz = nt.nodes.new("ShaderNodeSeparateXYZ")
    ramp = nt.nodes.new("ShaderNodeMapRange")
    ramp.inputs["From Min"].default_value = start
    ramp.inputs["From Max"].default_value = start + width
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*shallow, 1)
    mix.inputs["Color2"].default_value = (*deep, 1)
    nt.links.new(pos.outputs["Position"], xyz.inputs["Vector"])
    nt.links.new(xyz.outputs["Y"], ramp.inputs["Value"])
    nt.links.new(ramp.outputs["Result"], mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], nt.nodes["Principled BSDF"].inputs["Base Color"])
    return mat


# The shore: the sand runs down to the water's edge at SHORE, wet where the surf reaches it.
SHORE = 26.0
kit.plane("sand", (400, SHORE + 100), (0, (SHORE - 100) / 2, 0.0), sand)
kit.plane("wet-sand", (400, 3.0), (0, SHORE - 1.5, 0.005), wet_sand)


def surf(name, y, width, cover, seed):
    """A line of surf along the shore at `y`, `width` metres deep: lacy foam covering about
    `cover` of it in broken patches drawn out along the shore, the water showing between them."""
    mat = foam.copy()
    mat.name = name
    nt = mat.node_tree
    out = nt.nodes["Material Output"]
    coord = nt.nodes.new("ShaderNodeTexCoord")
    stretch = nt.nodes.new("ShaderNodeMapping")
    stretch.inputs["Location"].default_value = (seed, seed * 0.7, 0.0)
    stretch.inputs["Scale"].default_value = (0.25, 2.5, 1.0)
    lace = nt.nodes.new("ShaderNodeTexNoise")
    lace.inputs["Scale"].default_value = 1.5
    lace.inputs["Detail"].default_value = 8.0
    lace.inputs["Roughness"].default_value = 0.65
    # Foam where the noise is high: the higher the threshold, the sparser the patches.
    edge = nt.nodes.new("ShaderNodeMapRange")
    edge.inputs["From Min"].default_value = 0.62 - 0.25 * cover
    edge.inputs["From Max"].default_value = 0.66 - 0.25 * cover
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(coord.outputs["Object"], stretch.inputs["Vector"])
    nt.links.new(stretch.outputs["Vector"], lace.inputs["Vector"])
    nt.links.new(lace.outputs["Fac"], edge.inputs["Value"])
    nt.links.new(edge.outputs["Result"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(out.inputs["Surface"].links[0].from_socket, mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    kit.plane(name, (400, width), (0, y, 0.03), mat)


# Gentle surf: the foam of the small waves breaking on the sand, and two fainter lines beyond.
for i, (dy, width, cover) in enumerate(((-0.4, 1.2, 0.9), (1.8, 0.9, 0.5), (4.6, 0.7, 0.3))):
    surf(f"foam{i}", SHORE + dy, width, cover, seed=i * 17.0)
# The sea: turquoise over the sandy shallows, deepening offshore. Under a high sun, low swell lines
# break up the sky's reflection and it deepens to a dark blue; at golden hour it stays a mirror
# for the sun's path.
if mood == "midday":
    sea = offshore(kit.sea("sea", roughness=0.2, swell=9.0, specular=0.3), (0.02, 0.17, 0.16), (0.004, 0.03, 0.11), SHORE + 8, 160)
else:
    sea = offshore(kit.sea("sea"), (0.03, 0.26, 0.27), (0.01, 0.08, 0.12), SHORE, 400)
kit.plane("sea", (60000, 30000), (0, SHORE + 15000, 0.02), sea)

# Rows of loungers facing the sea (a lounger's backrest is towards its +Y: turned about, it leans
# away from the water), a parasol over each pair, a folded towel on some.
ROWS = (8.0, 13.5, 19.0)
for r, y in enumerate(ROWS):
    for k in range(-4, 5):
        x = k * 4.2 + (1.0 if r % 2 else 0.0)
        for j, dx in enumerate((-0.55, 0.55)):
            kit.lounger(f"lounger{r}-{k}-{j}", (x + dx, y, 0.0), teak, cushion, turn=math.pi)
            if random.random() < 0.3:
                kit.box(f"towel{r}-{k}-{j}", (0.5, 0.35, 0.05), (x + dx, y + 0.4, 0.42), towel, bevel=0.02)
        kit.parasol(f"parasol{r}-{k}", (x, y - 1.3, 0.0), canvas, pole, base, radius=1.7)

# Palms at the club's edges and by the water, leaning a little towards the sea.
for i, (x, y) in enumerate(((-21, 3), (-24, 14), (-19, 23), (22, 4), (25, 15), (20.5, 22.5), (-13, 23.5), (16, 24.0))):
    h = random.uniform(8.5, 12.0)
    kit.palm(f"palm{i}", (x, y, 0.0), h, (random.uniform(0.05, 0.12), math.pi / 2 + random.uniform(-0.6, 0.6)), trunk, fronds, fronds=18)

if opts.get("skyline"):
    # Far across the water: a hazy city of towers and the observation wheel, its rim a thin ring.
    HAZE = 6000.0
    TINTS = ((0.12, 0.15, 0.18), (0.3, 0.32, 0.34), (0.45, 0.4, 0.33), (0.14, 0.2, 0.22))
    for i in range(50):
        x = random.uniform(500, 2300) if i % 6 else random.uniform(-1500, 400)
        y = random.uniform(2600, 3400)
        w = random.uniform(28, 55)
        h = random.uniform(90, 330) if random.random() < 0.8 else random.uniform(360, 420)
        tower = kit.hazy(kit.material(f"far{i}", random.choice(TINTS), roughness=0.3, specular=0.6), HAZE)
        kit.prism(f"far{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 10.0)), h, (x, y, 0), tower)
    steel = kit.hazy(kit.material("wheel", (0.75, 0.76, 0.78), roughness=0.3, metallic=0.8), HAZE)
    WX, WY, WR = 250.0, 1900.0, 125.0
    bpy.ops.mesh.primitive_torus_add(major_radius=WR, minor_radius=3.5, major_segments=96, minor_segments=6, location=(WX, WY, WR + 25), rotation=(math.pi / 2, 0, math.radians(25)))
    bpy.context.active_object.data.materials.append(steel)
    for s in range(16):
        a = s * math.pi / 8
        spoke = kit.box(f"spoke{s}", (1.0, 1.0, WR), (0, 0, 0), steel)
        spoke.location = (WX, WY, WR + 25)
        spoke.rotation_euler = (0, a, math.radians(25))
    for side in (-1, 1):
        leg = kit.box(f"leg{side}", (3, 3, WR * 1.25), (0, 0, 0), steel)
        leg.location = (WX + side * 40 * math.cos(math.radians(25)), WY + side * 40 * math.sin(math.radians(25)), 0)
        leg.rotation_euler = (0, -side * math.radians(17), math.radians(25))
    # The island it stands on and the waterfront under the towers, low and pale in the haze.
    land = kit.hazy(kit.material("land", (0.6, 0.56, 0.48), roughness=0.9), HAZE)
    kit.box("island", (700, 300, 8), (WX, WY + 100, -4), land)
    kit.box("waterfront", (4200, 1000, 10), (400, 3000, -4), land)

scene.view_settings.exposure += opts.get("exposure", 0.0)
eye = (-6.0, -3.0, 4.8)
cam = kit.camera(scene, eye, (eye[0] + 22, 100, eye[2]), lens=26, shift_y=-0.1, width=opts.get("width", 1920), height=opts.get("height", 1200))
cam.data.clip_end = 50000.0
scene.cycles.samples = opts.get("samples", 64)
scene.render.filepath = opts["out"]
bpy.ops.render.render(write_still=True)
