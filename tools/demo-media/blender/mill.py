"""
A Manchester cotton mill converted to apartments on its canal, rendered with Cycles:
  blender -b --factory-startup --python mill.py -- <json options>
Six storeys of red brick in bays between piers, rows of tall windows under brick arches, many of
the flats lit behind them, a stair tower, the mill's round chimney and a glazed penthouse storey
on the roof; a second mill further along, the stone walls of the canal's basin, a narrowboat
moored at the towpath, its lamps, and the city's towers hazy beyond; all mirrored in the still
water.
Options: out (PNG path), mood (kit.MOODS), sun (bearing of the sun, degrees), elevation (its
height, degrees; both in place of the mood's own), lit (the share of the flats lit), aim (the
camera's bearing from the canal's axis, degrees), lens (mm), exposure (stops added to the
mood's), seed, width, height, samples.

The canal runs along X, its water at z = -1.2, widening into a basin before the mill; the mill's
front is on y = 0 facing -Y, rising from the far wharf; the camera stands at the edge of the
towpath across the basin, far enough back to take in the whole mill, its west gable and its
reflection.
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
mood = opts.get("mood", "blue")
scene = kit.reset(opts.get("seed", "mill"))
m = kit.world(scene, mood, opts.get("sun"), opts.get("elevation"))
# As for the towers: against the open sky the dusk's dusty air burns out to olive; a clearer air
# and a darker exposure keep it blue over an orange horizon.
SKY = {"dusk": dict(darker=1.1, dust=0.6, air=1.0)}.get(mood, {})
scene.view_settings.exposure -= SKY.get("darker", 0.0)
sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
sky.dust_density = SKY.get("dust", sky.dust_density)
sky.air_density = SKY.get("air", sky.air_density)
evening = mood in ("dusk", "blue", "night")
gain = (m["interior"] / 5.0) * 2 ** SKY.get("darker", 0.0)
LIT = opts.get("lit", 0.55)

WATER = -1.2
TOWPATH = -30.0  # the towpath's edge, across the canal's basin from the mill
STOREY = 3.7
EYE = (-42.0, TOWPATH - 1.0, 1.4)  # the camera, at the towpath's edge
BAY = 3.6

brick = kit.masonry("brick", (0.34, 0.11, 0.06), (0.42, 0.38, 0.34), vary=0.3, roughness=0.85)
dark_brick = kit.masonry("engineering-brick", (0.12, 0.05, 0.035), (0.3, 0.28, 0.25), vary=0.2, roughness=0.6)
stone = kit.textured("sandstone", (0.5, 0.42, 0.32), (0.4, 0.33, 0.25), scale=3, roughness=0.8, bump=0.2)
frame = kit.material("window-frame", (0.03, 0.035, 0.035), roughness=0.4, metallic=0.5)
dark = kit.material("glass-dark", (0.01, 0.012, 0.014), roughness=0.03, specular=0.6)


def lit_window(name, color, strength):
    """The glass of a lit flat: a warm glow, dimmer at the sill and brightest under the ceiling,
    where the room's lamps light it (the height within a storey, from each window's sill)."""
    mat = kit.material(name, (0.02, 0.015, 0.01), roughness=0.05, emission=color, strength=strength)
    nt = mat.node_tree
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    z = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(geo.outputs["Position"], z.inputs["Vector"])
    storey = nt.nodes.new("ShaderNodeMath")
    storey.operation = "MULTIPLY_ADD"
    storey.inputs[1].default_value = 1.0 / STOREY
    storey.inputs[2].default_value = -1.3 / STOREY
    nt.links.new(z.outputs["Z"], storey.inputs[0])
    frac = nt.nodes.new("ShaderNodeMath")
    frac.operation = "FRACT"
    nt.links.new(storey.outputs["Value"], frac.inputs[0])
    ceiling = nt.nodes.new("ShaderNodeMapRange")
    ceiling.inputs["From Max"].default_value = 0.7
    ceiling.inputs["To Min"].default_value = 0.5 * strength
    ceiling.inputs["To Max"].default_value = 1.3 * strength
    nt.links.new(frac.outputs["Value"], ceiling.inputs["Value"])
    nt.links.new(ceiling.outputs["Result"], nt.nodes["Principled BSDF"].inputs["Emission Strength"])
    return kit.no_light_sampling(mat)


# The flats' windows, some dimmer and some warmer than others: no brighter than the sky's last
# light allows, or against the blue hour's long exposure they burn out to white.
lit_glass = [lit_window(f"glass-lit{i}", (1.0, c, c * 0.42), s * gain) for i, (s, c) in enumerate(((0.12, 0.5), (0.2, 0.58), (0.3, 0.52)))] if evening else [dark]
setts = kit.tiles("setts", (0.22, 0.21, 0.2), (0.1, 0.1, 0.1), size=0.25, roughness=0.7)
water = kit.sea("canal", color=(0.006, 0.012, 0.012))
iron = kit.material("iron", (0.015, 0.015, 0.016), roughness=0.35, metallic=0.6)
# The lanterns glow; small enough to be sampled as lamps, they leave no sparks on the setts.
lantern = kit.glow("lantern", (1.0, 0.74, 0.45), 12.0) if evening else kit.material("lantern-glass", (0.5, 0.5, 0.48), roughness=0.1)


def window(parts, x, z, w, h, lit, arch=True, back=0.25, face=0.0):
    """A mill window `w` by `h` centred on x, its sill at z, its glass set in the wall's thickness
    (at y = `back`, the wall's face at y = `face`): glass (a lit flat glows), a slim dark frame of
    many small panes, a stone sill and a segmental arch of brick on end over it."""
    glass = random.choice(lit_glass) if lit else dark
    parts.front(glass, x - w / 2, x + w / 2, z, z + h, 0.02, y=back)
    for i in range(5):
        bx = x - w / 2 + w * i / 4
        parts.front(frame, bx - 0.03, bx + 0.03, z, z + h, 0.05, y=back)
    for j in range(5):
        bz = z + h * j / 4
        parts.front(frame, x - w / 2, x + w / 2, bz - 0.03, bz + 0.03, 0.05, y=back)
    parts.front(stone, x - w / 2 - 0.12, x + w / 2 + 0.12, z - 0.14, z, 0.1, y=face)
    if arch:
        for k in range(9):
            t = (k - 4) / 4
            lift = 0.18 * (1 - t * t)
            parts.front(dark_brick, x + t * (w / 2 + 0.1) - w / 16 - 0.03, x + t * (w / 2 + 0.1) + w / 16 + 0.03, z + h + lift - 0.05, z + h + lift + 0.3, 0.04, y=face)
        parts.front(stone, x - 0.12, x + 0.12, z + h + 0.1, z + h + 0.5, 0.07, y=face)


def gable_windows(parts, x, storeys, lit_share, depth=22.0):
    """The windows of a mill's west gable (its face at x, facing -X): four to a floor, each a
    lit or dark pane in a slim frame of small panes, on a stone sill under a brick arch."""
    def on(mat, y, z, w, h, proud):
        parts.box(mat, (proud, w, h), (x - proud / 2, y, z))

    for k in range(storeys):
        sill = k * STOREY + (1.5 if k == 0 else 1.3)
        h = 2.2 if k == 0 else 2.5
        for j in range(4):
            y = depth * (j + 0.5) / 4
            lit = evening and random.random() < lit_share
            on(random.choice(lit_glass) if lit else dark, y, sill, 1.8, h, 0.02)
            for i in range(4):
                on(frame, y - 0.9 + 1.8 * i / 3, sill, 0.06, h, 0.05)
            for i in range(5):
                on(frame, y, sill + h * i / 4 - 0.03, 1.8, 0.06, 0.05)
            on(stone, y, sill - 0.14, 2.04, 0.14, 0.1)
            on(dark_brick, y, sill + h, 2.1, 0.35, 0.04)


def wall_round(parts, x, x0, x1, z0, z1, sill, head, w):
    """The brick of one bay between its piers (x0 to x1) and floors (z0 to z1), round a window
    `w` wide from `sill` to `head` centred on x: a quarter metre thick over the glass."""
    parts.front(brick, x0, x1, z0, sill, 0.25, y=0.25)
    parts.front(brick, x0, x1, head, z1, 0.25, y=0.25)
    parts.front(brick, x0, x - w / 2, sill, head, 0.25, y=0.25)
    parts.front(brick, x + w / 2, x1, sill, head, 0.25, y=0.25)


def mill(name, x0, bays, storeys, lit_share, tower=True, penthouse=True, west=False):
    """A mill from x0 along +X, `bays` wide and `storeys` high, rising from the wharf at y = 0:
    its walls (which hide the windows' openings: the fronts are built a quarter metre behind the
    piers), piers between the bays, string courses, a corbelled cornice, a stair tower at its
    east end, a glazed penthouse set back on its roof and, `west`, windows in its west gable
    (where the camera sees it)."""
    parts = kit.Parts()
    w = bays * BAY
    top = storeys * STOREY
    # The walls: between the windows the brick is set back a quarter metre, the piers stand out.
    kit.box(name + "-body", (w, 22.0, top + 1.5), (x0 + w / 2, 11.25, WATER - 1.0), brick)
    parts.front(dark_brick, x0, x0 + w, WATER - 0.5, 0.8, 0.55, y=0.25)
    for i in range(bays + 1):
        parts.front(brick, x0 + i * BAY - 0.45, x0 + i * BAY + 0.45, 0.8, top, 0.35, y=0.25)
    for k in range(storeys):
        z = k * STOREY
        for i in range(bays):
            x = x0 + (i + 0.5) * BAY
            sill = z + (1.3 if k else 1.5)
            head = sill + (2.5 if k else 2.2)
            wall_round(parts, x, x - BAY / 2 + 0.45, x + BAY / 2 - 0.45, z + 0.8, min(top, z + STOREY + 0.8), sill, head, 2.0)
            window(parts, x, sill, 2.0, head - sill, evening and random.random() < lit_share * (1.2 if k < storeys - 1 else 0.8))
        # A stone string course over the ground floor, and brick bands at each floor.
        if k == 1:
            parts.front(stone, x0, x0 + w, z + 0.55, z + 0.8, 0.18)
    # The cornice: corbelled brick courses and a stone coping.
    for j, (proud, h) in enumerate(((0.18, 0.25), (0.3, 0.25), (0.42, 0.3))):
        parts.front(dark_brick if j == 1 else brick, x0 - 0.1, x0 + w + 0.1, top + j * 0.25, top + j * 0.25 + h, proud)
    parts.front(stone, x0 - 0.2, x0 + w + 0.2, top + 0.8, top + 1.1, 0.5)
    parts.box(brick, (w, 0.4, 1.1), (x0 + w / 2, 0.2, top))
    if tower:
        # The stair tower at the east end, a storey and a half above the roof, under a stone cap.
        tx = x0 + w + 3.5
        kit.box(name + "-tower", (7.0, 9.0, top + 7.0 + abs(WATER)), (tx, 4.0, WATER), brick)
        for k in range(storeys + 1):
            window(parts, tx, k * STOREY + 1.9, 1.2, 1.9, evening and random.random() < 0.6, back=-0.5, face=-0.5)
        parts.front(stone, tx - 3.7, tx + 3.7, top + 5.9, top + 6.4, 0.35, y=-0.5)
        parts.box(stone, (7.6, 9.6, 0.6), (tx, 4.0, top + 7.0))
        for side in (-1, 1):
            parts.front(brick, tx + side * 3.1 - 0.4, tx + side * 3.1 + 0.4, WATER, top + 6.0, 0.25, y=-0.5)
    if west:
        gable_windows(parts, x0, storeys, lit_share)
    parts.build(name)
    if penthouse:
        # The penthouses: a storey of glass set back behind the parapet, under a thin roof.
        pane = kit.facade(name + "-penthouse", 0.7 if evening else 0.0, 0.35 * gain, cell=(4.5, STOREY), tint=(0.03, 0.04, 0.05), reflect=0.9, seed=3.0, coat=0.5, mirror=0.2, pane=1.5)
        kit.box(name + "-penthouse", (w - 6.0, 14.0, 3.4), (x0 + w / 2, 10.0, top + 1.1), pane)
        kit.box(name + "-penthouse-roof", (w - 5.0, 15.0, 0.35), (x0 + w / 2, 10.0, top + 4.5), kit.material("roof-edge", (0.08, 0.08, 0.085), roughness=0.5, metallic=0.4))
        kit.blocks(name + "-mullions", [((0.08, 0.12, 3.4), (x0 + 3.0 + i * 1.5, 2.95, top + 1.1), 0.0) for i in range(int((w - 6.0) / 1.5) + 1)], frame)
        kit.blocks(name + "-balustrade", [((w - 2.0, 0.03, 1.0), (x0 + w / 2, 1.2, top + 1.1), 0.0)], kit.thin_glass(name + "-balustrade"))


def chimney(name, x, y, height):
    """The mill's chimney: a tall tapering round shaft of brick on a square base, a stone band
    near the top and a corbelled cap."""
    kit.box(name + "-base", (5.4, 5.4, 8.0), (x, y, WATER), brick)
    kit.cylinders(name, [(2.1, 1.35, height, (x, y, WATER + 8.0))], brick, sides=24)
    kit.cylinders(name + "-cap", [(1.45, 1.65, 1.4, (x, y, WATER + 8.0 + height - 0.4)), (1.4, 1.4, 0.4, (x, y, WATER + 8.0 + height * 0.8))], dark_brick, sides=24)


def narrowboat(name, x, y, lit):
    """A narrowboat moored at the towpath: a long dark green hull with a red band, its cabin's
    row of portholes lit when someone is aboard."""
    hull = kit.material(name + "-hull", (0.02, 0.07, 0.04), roughness=0.35, specular=0.6)
    band = kit.material(name + "-band", (0.35, 0.03, 0.02), roughness=0.35)
    kit.box(name + "-hull", (20.0, 2.1, 1.0), (x, y, WATER - 0.4), kit.material(name + "-black", (0.01, 0.01, 0.01), roughness=0.5), bevel=0.1)
    kit.box(name + "-cabin", (15.0, 1.85, 1.05), (x - 1.5, y, WATER + 0.6), hull, bevel=0.04)
    kit.box(name + "-band", (15.05, 1.9, 0.12), (x - 1.5, y, WATER + 1.35), band)
    kit.box(name + "-roof", (15.2, 1.95, 0.08), (x - 1.5, y, WATER + 1.65), kit.material(name + "-roof", (0.25, 0.05, 0.03), roughness=0.6))
    port = random.choice(lit_glass) if lit else dark
    for i in range(9):
        kit.box(f"{name}-port{i}", (0.45, 1.9, 0.32), (x - 8.0 + i * 1.6, y, WATER + 0.95), port)


# The canal: its water, the stone walls of both banks, the wharf under the mill and the towpath.
kit.plane("water", (900, 60), (150, -10, WATER), water)
kit.box("far-wall", (900, 0.6, 1.3), (150, -0.3, WATER - 0.1), stone)
kit.box("near-wall", (900, 0.6, 1.3), (150, TOWPATH + 0.3, WATER - 0.1), stone)
kit.box("coping", (900, 0.6, 0.15), (150, TOWPATH + 0.3, 0.0), stone)
kit.box("towpath", (900, 12.0, 0.2), (150, TOWPATH - 6.0, -0.05), setts)

mill("mill", -20.0, 20, 6, LIT, west=True)
mill("warehouse", 62.0, 11, 2, LIT * 0.5, tower=False, penthouse=False)
mill("second-mill", 108.0, 18, 5, LIT * 0.6, tower=False, penthouse=False)
chimney("chimney", 68.0, 26.0, 46.0)
narrowboat("narrowboat", 48.0, TOWPATH + 1.6, evening)
# The towpath's lamps, set back from its edge: in line with the camera they would stack into one.
for i in range(6):
    kit.street_lamp(f"lamp{i}", (i * 24.0, TOWPATH - 3.5, 0.0), iron, lantern, 70.0 if evening else 0.0)

# The city beyond: towers hazy across the rooftops, some flats lit; only those rising behind the
# mills, never beside the mill's gable, where one alone against the sky would draw the eye.
for i in range(14):
    x, y = random.uniform(-150, 400), random.uniform(250, 700)
    w, h = random.uniform(20, 40), random.uniform(30, 110) * (2.0 if i == 3 else 1.0)
    if math.degrees(math.atan2(y - EYE[1], x - EYE[0])) > 60.0:
        continue
    far = kit.hazy(kit.facade(f"far{i}", 0.25 if evening else 0.0, 0.3 * gain, cell=(4.0, 3.3), tint=(0.09, 0.09, 0.1), reflect=0.6, seed=i * 3.0, coat=0.0), 450.0)
    kit.box(f"far{i}", (w, w, h), (x, y, WATER), far)
kit.plane("land", (3000, 3000), (150, 1520, WATER + 1.0), kit.material("land", (0.05, 0.05, 0.05), roughness=0.9))

scene.view_settings.exposure += opts.get("exposure", 0.0)
kit.street_view(scene, opts, EYE, aim=33, lens=23, shift_y=0.16, evening=evening)
