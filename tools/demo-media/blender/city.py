"""
A city's towers, for the scenes that look at one (skyline.py across the water, rooftop.py from a
penthouse's roof terrace): curtain walls of flats lit in the evening and faded by the haze, towers
of several forms and crowns, the Y-plan supertall, a hazy field of far towers, and motor yachts.
`setup()` first, with the mood and how brightly and how many flats are lit.
"""
import math
import random

import bpy
import kit

mood = "dusk"
evening = True
gain = 1.0
LIT_SHARE = 0.14
HAZE = 3500.0

STOREY = 3.4

# Glass tints (blue-black, grey, bronze, sea-green) and the stone and metal of frames and bands.
TINTS = ((0.03, 0.045, 0.065), (0.07, 0.075, 0.08), (0.09, 0.075, 0.055), (0.035, 0.07, 0.07))
STONES = ((0.72, 0.66, 0.56), (0.8, 0.79, 0.76), (0.6, 0.55, 0.47), (0.5, 0.5, 0.5))


def setup(mood_, gain_, lit_share, haze):
    """The mood (kit.MOODS), the flats' brightness `gain_`, the share of them lit and the haze's
    distance (metres) the towers are built for."""
    global mood, evening, gain, LIT_SHARE, HAZE
    mood, gain, LIT_SHARE, HAZE = mood_, gain_, lit_share, haze
    evening = mood in ("dusk", "blue", "night")


def open_air_paths(scene, evening):
    """Light paths for a city in the open: the light comes straight from the sky and sun, so fewer
    bounces make a faster picture; at dusk and after, lit windows light the ground only by chance
    bounces, so those are clamped harder and stay smooth."""
    scene.cycles.max_bounces = 4
    scene.cycles.diffuse_bounces = 2
    scene.cycles.glossy_bounces = 2
    if evening:
        scene.cycles.sample_clamp_indirect = 0.5


def open_sky(scene, mood):
    """The sky over a city seen in the open, as for the tower: the dusk's dusty air burns out to
    olive, so a clearer air and a darker exposure keep it blue over an orange horizon. Answers the
    stops the exposure was lowered by (the lit flats are brightened as much)."""
    settings = {"dusk": dict(darker=1.1, dust=0.6, air=1.0), "golden": dict(darker=0.6, dust=1.0, air=1.2)}.get(
        mood, {}
    )
    darker = settings.get("darker", 0.0)
    scene.view_settings.exposure -= darker
    sky = next(n for n in scene.world.node_tree.nodes if n.type == "TEX_SKY")
    sky.dust_density = settings.get("dust", sky.dust_density)
    sky.air_density = settings.get("air", sky.air_density)
    return darker


def glazing(name, tint=None, mirror=None, cell=None, share=1.0):
    """A tower's curtain wall of flats, some lit in the evening, faded by the haze."""
    tint = tint or random.choice(TINTS)
    mirror = random.choice((0.0, 0.15, 0.3)) if mirror is None else mirror
    # At blue hour a flat's windows read one by one: lit in narrower units. At night whole flats
    # and offices are lit, in long runs along their floors, some in the cool white of LED lighting.
    cell = cell or (random.choice((2.4, 3.2, 4.2)) * {"blue": 0.6, "night": 2.2}.get(mood, 1.0), STOREY)
    lit = LIT_SHARE * share * random.uniform(0.6, 1.3)
    strength = 0.05 * gain * random.uniform(0.6, 1.2) if evening else 0.0
    lights = kit.NIGHT_LIGHTS if mood == "night" else kit.WARM_LIGHTS
    mat = kit.facade(name, lit, strength, cell=cell, pane=random.choice((1.5, 1.8, 2.4)), tint=tint, reflect=0.8, seed=random.uniform(0, 90), coat=0.4, mirror=mirror, lights=lights)
    return kit.hazy(mat, HAZE)


def solid(name, color, roughness=0.55):
    tone = random.uniform(0.88, 1.05)
    c = tuple(v * tone for v in color)
    return kit.hazy(kit.textured(name, c, tuple(v * 0.9 for v in c), scale=3, roughness=roughness, bump=0.05), HAZE)


def block(name, size, location, mat):
    return kit.blocks(name, [(size, location, 0.0)], mat)


def turned(obj, angle):
    obj.rotation_euler[2] = angle
    return obj


def twisted(name, outline, height, turn, location, mat, levels=48):
    """An outline extruded upwards while it turns by `turn` radians: a twisting tower."""
    n = len(outline)
    verts = []
    for k in range(levels + 1):
        a = turn * k / levels
        c, s = math.cos(a), math.sin(a)
        verts += [(x * c - y * s, x * s + y * c, height * k / levels) for x, y in outline]
    faces = [(k * n + i, k * n + (i + 1) % n, (k + 1) * n + (i + 1) % n, (k + 1) * n + i) for k in range(levels) for i in range(n)]
    faces += [tuple(range(n - 1, -1, -1)), tuple(range(levels * n, levels * n + n))]
    return kit.mesh_object(name, verts, faces, location, mat)


def spire(name, location, radius, height, mat):
    bpy.ops.mesh.primitive_cone_add(vertices=12, radius1=radius, radius2=radius * 0.08, depth=height, location=(location[0], location[1], location[2] + height / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(mat)
    return obj


def crown(name, x, y, w, d, r, top, angle, kind, band_mat):
    """What tops a tower: a parapet, a lit glass crown, a spire, or a stepped cap."""
    if kind == "spire":
        spire(name + "-spire", (x, y, top), max(1.5, w * 0.06), random.uniform(30, 70), band_mat)
    elif kind == "lantern":
        glass = glazing(name + "-lantern", share=2.5, mirror=0.3, cell=(4.0, STOREY))
        turned(kit.prism(name + "-lantern", kit.rounded(w * 0.8, d * 0.8, r * 0.8), 3 * STOREY, (x, y, top), glass), angle)
        turned(kit.prism(name + "-ring", kit.rounded(w * 0.84, d * 0.84, r * 0.84), 1.2, (x, y, top + 3 * STOREY), band_mat), angle)
        if evening:
            glow = kit.hazy(kit.no_light_sampling(kit.glow(name + "-glow", (1.0, 0.78, 0.5), 0.6 * gain)), HAZE)
            turned(kit.prism(name + "-glow", kit.rounded(w * 0.82, d * 0.82, r * 0.82), 0.6, (x, y, top + 3 * STOREY + 1.2), glow, caps=False), angle)
    elif kind == "stepped":
        for k, f in enumerate((0.75, 0.5)):
            turned(kit.prism(f"{name}-step{k}", kit.rounded(w * f, d * f, r * f), 2 * STOREY, (x, y, top + k * 2 * STOREY), band_mat), angle)
    turned(kit.prism(name + "-parapet", kit.rounded(w + 0.6, d + 0.6, r + 0.3), 1.4, (x, y, top), band_mat), angle)


def tower(name, x, y, w, d, h, form=None, top=None, angle=0.0):
    """A residential or office tower of one of several forms: a glass slab with slab edges, an
    oval, a glass body in a stone frame, a stepped tower, or one that twists as it rises."""
    form = form or random.choice(("slab", "oval", "framed", "stepped", "slab", "framed"))
    top = top or random.choice(("parapet", "lantern", "spire", "stepped", "parapet"))
    r = min(w, d) * (0.5 if form == "oval" else random.choice((0.05, 0.15, 0.3)))
    glass = glazing(name)
    band = solid(name + "-band", random.choice(STONES))
    storeys = max(4, int(h // STOREY))
    h = storeys * STOREY
    if form == "twist":
        outline = kit.rounded(w, d, r, 8)
        twisted(name, outline, h, math.radians(90), (x, y, 0), glass).rotation_euler[2] = angle
        white = solid(name + "-balconies", (0.82, 0.8, 0.76))
        for k in range(1, storeys, 2):
            slab = kit.prism(f"{name}-balcony{k}", kit.rounded(w + 1.6, d + 1.6, r + 0.8, 8), 0.35, (x, y, k * STOREY), white)
            slab.rotation_euler[2] = angle + math.radians(90) * k / storeys
        turned(kit.prism(name + "-roof", kit.rounded(w + 0.6, d + 0.6, r + 0.3, 8), 1.4, (x, y, h), white), angle + math.radians(90))
        return
    tiers = [(1.0, h)]
    if form == "stepped":
        cut = random.uniform(0.55, 0.7)
        tiers = [(1.0, h * cut), (0.78, h * (1 - cut) * 0.6), (0.58, h * (1 - cut) * 0.4)]
    z = 0.0
    for k, (f, th) in enumerate(tiers):
        th = max(STOREY, round(th / STOREY) * STOREY)
        tw, td, tr = w * f, d * f, r * f
        turned(kit.prism(f"{name}-{k}", kit.rounded(tw, td, tr, 8), th, (x, y, z), glass), angle)
        if form == "framed":
            # Stone piers and floor bands over the glass: a heavier, masonry tower.
            every = random.choice((1, 2))
            turned(kit.repeat(kit.prism(f"{name}-bands{k}", kit.rounded(tw + 0.5, td + 0.5, tr + 0.25, 8), 0.5, (x, y, z + STOREY * every - 0.5), band), int(th // (STOREY * every)), STOREY * every), angle)
            bay = random.choice((4.5, 6.0, 8.0))
            piers = []
            c, s = math.cos(angle), math.sin(angle)
            for side in (-1, 1):
                for j in range(int(tw // bay) + 1):
                    px = -tw / 2 + tr + j * (tw - 2 * tr) / max(1, int(tw // bay))
                    py = side * (td / 2 + 0.2)
                    piers.append(((0.7, 0.7, th), (x + px * c - py * s, y + px * s + py * c, z), angle))
            kit.blocks(f"{name}-piers{k}", piers, band)
        else:
            # A slim slab edge at each floor, so the storeys read.
            every = random.choice((1, 1, 2))
            turned(kit.repeat(kit.prism(f"{name}-edges{k}", kit.rounded(tw + 0.35, td + 0.35, tr + 0.17, 8), 0.28, (x, y, z + STOREY * every - 0.28), band), int(th // (STOREY * every)), STOREY * every), angle)
        z += th
    f = tiers[-1][0]
    crown(name, x, y, w * f, d * f, r * f, z, angle, top, band)


def supertall(x, y):
    """The city's landmark: a Y-plan tower of three wings stepping back in a spiral round a
    central core, which rises alone to a long spire, 830 m in all."""
    mat = glazing("supertall", tint=(0.13, 0.14, 0.16), mirror=0.35, cell=(3.0, STOREY), share=1.6 if mood == "night" else 0.7)
    fin = solid("supertall-fins", (0.7, 0.7, 0.72), roughness=0.3)
    # After dark the silver ribs are floodlit white from the setbacks.
    rib = kit.hazy(kit.no_light_sampling(kit.glow("supertall-ribs", (0.8, 0.88, 1.0), 0.35 * gain)), HAZE) if mood == "night" else fin
    base, tier = 62.0, 58.0
    for k in range(9):
        for i in range(3):
            length = base * (1 - (3 * k + i) / 28.0)
            if length < 8:
                continue
            a = math.radians(90 + 120 * i)
            cx, cy = x + math.cos(a) * length / 2, y + math.sin(a) * length / 2
            wing = kit.prism(f"wing{k}-{i}", kit.rounded(length, 22.0 - k, 9.0 - k * 0.6, 6), tier, (cx, cy, k * tier), mat)
            wing.rotation_euler[2] = a
            # A metal fin down the nose of each wing, as the tower's silver ribs.
            kit.blocks(f"wing-fin{k}-{i}", [((1.2, 1.2, tier), (x + math.cos(a) * (length + 0.4), y + math.sin(a) * (length + 0.4), k * tier), a)], rib)
    core_top = 9 * tier
    kit.prism("core", kit.rounded(30, 30, 15, 8), core_top, (x, y, 0), mat)
    kit.prism("core-upper", kit.rounded(22, 22, 11, 8), 90, (x, y, core_top), mat)
    kit.prism("core-top", kit.rounded(14, 14, 7, 8), 70, (x, y, core_top + 90), fin)
    spire("supertall-spire", (x, y, core_top + 160), 7.0, 830 - core_top - 160, fin)
    if mood == "night":
        # The lit rings of the observation decks, which only read once the sky is dark.
        ring = kit.hazy(kit.no_light_sampling(kit.glow("supertall-ring", (0.85, 0.9, 1.0), 1.5 * gain)), HAZE)
        for z in (core_top + 88, core_top + 158):
            kit.prism("supertall-ring", kit.rounded(23, 23, 11.5, 8), 1.0, (x, y, z), ring, caps=False)


def moored(name, parts, x, y, heading):
    """A boat's parts (built round the origin, bow along +X) parented to one empty at (x, y) on the
    water, turned to `heading`."""
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = (x, y, 0)
    empty.rotation_euler[2] = heading
    for p in parts:
        p.parent = empty


def yacht(name, x, y, length, heading):
    """A motor yacht: a white hull with a pointed bow, a dark-glazed saloon and a flybridge; its
    deck lights on in the evening."""
    hull_mat = kit.material(name + "-hull", (0.85, 0.85, 0.84), roughness=0.15, specular=0.7)
    dark = kit.material(name + "-glass", (0.01, 0.012, 0.015), roughness=0.05, specular=0.8)
    beam = length * 0.26
    bow = [(length / 2, 0.0), (length * 0.3, beam / 2), (-length / 2, beam / 2), (-length / 2, -beam / 2), (length * 0.3, -beam / 2)]
    parts = [
        kit.prism(name + "-hull", bow, length * 0.09, (0, 0, -0.4), hull_mat),
        kit.prism(name + "-saloon", kit.rounded(length * 0.45, beam * 0.8, beam * 0.2), length * 0.06, (-length * 0.06, 0, length * 0.09 - 0.4), dark),
        kit.prism(name + "-deck", kit.rounded(length * 0.5, beam * 0.86, beam * 0.2), length * 0.012, (-length * 0.08, 0, length * 0.15 - 0.4), hull_mat),
        kit.prism(name + "-bridge", kit.rounded(length * 0.22, beam * 0.6, beam * 0.15), length * 0.05, (-length * 0.1, 0, length * 0.162 - 0.4), dark),
    ]
    if evening:
        light = kit.no_light_sampling(kit.glow(name + "-light", (1.0, 0.8, 0.55), 4.0))
        parts.append(kit.prism(name + "-light", kit.rounded(length * 0.44, beam * 0.81, beam * 0.2), 0.15, (-length * 0.06, 0, length * 0.09 - 0.25), light, caps=False))
    moored(name, parts, x, y, heading)



def far_city(centre, spread, count, near, far, heights):
    """A hazy field of towers far behind the waterfront, filling the horizon."""
    for i in range(count):
        a = random.uniform(-spread, spread)
        dist = random.uniform(near, far)
        x, y = centre[0] + math.sin(a) * dist, centre[1] + math.cos(a) * dist
        w = random.uniform(22, 45)
        kit.prism(f"far{i}", kit.rounded(w, w * random.uniform(0.6, 1.0), random.uniform(1.0, 8.0)), random.uniform(*heights), (x, y, 0), glazing(f"far{i}", share=0.8))
